import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..", "..");
export const WEB_DIST = path.join(ROOT, "web", "dist");
// The lock file too: an upgraded dependency changes the build as much as an edited source.
const SOURCES = ["web/src", "web/index.html", "web/vite.config.ts", "web/public", "shared", "package.json", "package-lock.json"].map((p) => path.join(ROOT, p));

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(): boolean {
  const index = path.join(WEB_DIST, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestModification(source) > built);
}

/** Builds the web app with Vite when it is missing or older than its sources. */
export async function buildWebIfStale(log: (line: string) => void = () => undefined): Promise<void> {
  if (!webBuildIsStale()) return;
  log("Gerando o aplicativo web (vite build)...");
  const { build } = await import("vite");
  await build({ configFile: path.join(ROOT, "web", "vite.config.ts"), logLevel: "warn" });
}

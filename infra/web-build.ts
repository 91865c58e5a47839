import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fromRepoRoot } from "./build/paths";

/**
 * The web app's build, shared by the CDK app (a deploy ships the app as its sources are now) and the local
 * runtime (which serves it).
 */
export const WEB_DIST = fromRepoRoot("web/dist");
export const WEB_VITE_CONFIG = fromRepoRoot("web/vite.config.ts");
// The lock file too: an upgraded dependency changes the build as much as an edited source.
const SOURCES = ["web/src", "web/index.html", "web/vite.config.ts", "web/build", "web/public", "shared", "package.json", "package-lock.json"].map(fromRepoRoot);

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

function webBuildIsStale(): boolean {
  const index = path.join(WEB_DIST, "index.html");
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestModification(source) > built);
}

/** A build that holds the lock longer than this died without releasing it. */
const LOCK_STALE_MS = 5 * 60_000;
const LOCK_POLL_MS = 250;
const BUILD_LOCK = fromRepoRoot("web/.build-lock");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the build lock (a folder: its creation is atomic), waiting while another process builds. */
async function takeBuildLock(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      return () => rmSync(BUILD_LOCK, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const lockedAt = statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (lockedAt === undefined) continue;
      if (Date.now() - lockedAt > LOCK_STALE_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await sleep(LOCK_POLL_MS);
    }
  }
}

/**
 * Builds the web app with Vite when it is missing or older than its sources. Processes that start at once (the
 * CDK synth and the tests, two local servers) build it once: Vite empties the output folder first, so a second
 * build would pull the app from under a server already serving it.
 */
export async function buildWebIfStale(log: (line: string) => void = () => undefined): Promise<void> {
  if (!webBuildIsStale()) return;
  const release = await takeBuildLock();
  try {
    if (!webBuildIsStale()) return;
    log("Gerando o aplicativo web (vite build)...");
    const { build } = await import("vite");
    await build({ configFile: WEB_VITE_CONFIG, logLevel: "warn" });
  } finally {
    release();
  }
}

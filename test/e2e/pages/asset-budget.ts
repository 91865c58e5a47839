import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

const WEB_DIST = path.join(import.meta.dirname, "..", "..", "..", "web", "dist");

/** What a first load downloads, by kind: scripts and stylesheets are counted in gzip, fonts by file. */
export type AssetKind = ".js" | ".css" | ".woff2";

/** Records the app's built files (scripts, stylesheets, fonts) a page downloads. */
export function recordAssets(page: Page): Set<string> {
  const assets = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/assets/")) assets.add(url.pathname);
  });
  return assets;
}

/** The recorded files of one kind. */
export function assetsOf(recorded: Iterable<string>, kind: AssetKind): string[] {
  return [...recorded].filter((servedPath) => servedPath.endsWith(kind));
}

/** Gzipped size, in bytes, of the recorded files of one kind, as built. */
export function gzippedBytes(recorded: Iterable<string>, kind: AssetKind): number {
  let total = 0;
  for (const servedPath of assetsOf(recorded, kind)) {
    total += gzipSync(readFileSync(path.join(WEB_DIST, servedPath)), { level: 9 }).length;
  }
  return total;
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

const WEB_DIST = path.join(import.meta.dirname, "..", "..", "..", "web", "dist");

/** Records the app's JavaScript files a page downloads. */
export function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  return scripts;
}

/** Gzipped size, in bytes, of built files served at these paths. */
export function gzippedBytes(paths: Iterable<string>): number {
  let total = 0;
  for (const servedPath of paths) {
    total += gzipSync(readFileSync(path.join(WEB_DIST, servedPath)), { level: 9 }).length;
  }
  return total;
}

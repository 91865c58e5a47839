import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildWebIfStale, WEB_DIST } from "../../infra/web-build";
import type { BenchRow } from "./report";

const MAX_FIRST_LOAD_GZIP_KB = 400;

/** The scripts a first visit downloads before anything else: index.html's entry and its modulepreloads. */
export function firstLoadScripts(indexHtml: string): string[] {
  const sources = [...indexHtml.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g), ...indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)];
  return [...new Set(sources.map((match) => match[1] ?? ""))].filter(Boolean);
}

export const WEB_FIRST_LOAD_ROW = "web: primeira carga (JS)";

/** DESIGN §10: the first web load stays under 400 KB of gzipped JS (route chunks load after it). */
export async function webFirstLoadRow(): Promise<BenchRow> {
  await buildWebIfStale();
  const scripts = firstLoadScripts(readFileSync(path.join(WEB_DIST, "index.html"), "utf8"));
  const bytes = scripts.map((script) => readFileSync(path.join(WEB_DIST, script)));
  const rawKb = bytes.reduce((sum, file) => sum + file.length, 0) / 1024;
  const gzipKb = bytes.reduce((sum, file) => sum + gzipSync(file).length, 0) / 1024;
  return {
    name: WEB_FIRST_LOAD_ROW,
    p50: Number.NaN,
    p95: Number.NaN,
    target: `< ${MAX_FIRST_LOAD_GZIP_KB} KB gzip`,
    ok: gzipKb < MAX_FIRST_LOAD_GZIP_KB,
    detail: `${scripts.length} arquivos, ${gzipKb.toFixed(0)} KB gzip (${rawKb.toFixed(0)} KB)`,
  };
}

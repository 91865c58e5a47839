import { gunzipSync, gzipSync } from "node:zlib";

// JSON kept or sent gzipped: stored documents (sheets, catalogs, indexes, NF-e documents) and the API's answers.

/** The text's gzip at `level` (1 fastest, 9 smallest). */
export function gzipText(text: string, level: number): Buffer {
  return gzipSync(text, { level });
}

/** A value's JSON, gzipped (level 6 unless told). */
export function gzipJson(value: unknown, level = 6): Buffer {
  return gzipText(JSON.stringify(value), level);
}

export function gunzipText(bytes: Uint8Array): string {
  return gunzipSync(bytes).toString("utf8");
}

export function gunzipJson<T>(bytes: Uint8Array): T {
  return JSON.parse(gunzipText(bytes)) as T;
}

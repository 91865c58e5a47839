import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built web app; paths that are not files get index.html (the SPA routes itself). The path comes
 * percent-encoded and well formed (the server refuses malformed ones first). A failed read rejects.
 */
export async function serveStatic(root: string, pathname: string, response: ServerResponse): Promise<void> {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  let file = path.join(root, relative);
  if (!file.startsWith(root)) file = path.join(root, "index.html");
  const hasExtension = path.extname(relative) !== "";
  if (!(await isFile(file))) {
    file = path.join(root, "index.html");
    if (hasExtension || !(await isFile(file))) {
      response.statusCode = 404;
      response.end("Not found");
      return;
    }
  }
  const extension = path.extname(file);
  response.setHeader("content-type", TYPES[extension] ?? "application/octet-stream");
  // Hashed assets never change; the page itself must always be fresh.
  response.setHeader("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
  await pipeline(createReadStream(file), response);
}

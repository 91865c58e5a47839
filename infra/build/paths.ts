import path from "node:path";
import { pathToFileURL } from "node:url";

/** The repository root: route-table entries, job entries and the web app's paths are relative to it. */
export const REPO_ROOT = path.join(import.meta.dirname, "..", "..");

export function fromRepoRoot(relativePath: string): string {
  return path.join(REPO_ROOT, relativePath);
}

/** The URL to import() a handler file named relative to the root (the local runtime loads them on first use). */
export function repoModuleUrl(relativePath: string): string {
  return pathToFileURL(fromRepoRoot(relativePath)).href;
}

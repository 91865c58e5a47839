import path from "node:path";

/** The repository root: route-table entries and job entries are relative to it. */
export const REPO_ROOT = path.join(import.meta.dirname, "..");

export function fromRepoRoot(relativePath: string): string {
  return path.join(REPO_ROOT, relativePath);
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { resetConfig } from "../../functions/lib/config";
import { resetBlobStore } from "../../functions/lib/blobs";

/** Points the local blob store at a fresh folder for this test file (call at the top of the file) and removes it after. */
export function useLocalBlobDir(prefix: string): void {
  const dir = mkdtempSync(path.join(tmpdir(), `back-office-${prefix}-`));
  process.env.LOCAL_BLOB_DIR = dir;
  resetConfig();
  resetBlobStore();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
}

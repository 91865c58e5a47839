import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { estimatedSeconds, longestFirst, readDurations } from "../support/sequencer";

const ROOT = path.resolve(import.meta.dirname, "../..");

function testFiles(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

describe("the order the run starts its files in", () => {
  const durations = readDurations();

  it("has a measured time for every test file (npm run test:durations writes them again)", () => {
    const missing = testFiles("test").filter((file) => durations[file] === undefined);
    expect(missing).toEqual([]);
  });

  it("names no file that is gone", () => {
    const files = new Set(testFiles("test"));
    expect(Object.keys(durations).filter((file) => !files.has(file))).toEqual([]);
  });

  it("starts the longest files first, whatever their tier, and a new file at its tier's typical time", () => {
    const table = { "test/web/slow.test.tsx": 30, "test/e2e/short.test.ts": 5, "test/functions/mid.test.ts": 12 };
    const files = ["test/e2e/short.test.ts", "test/functions/mid.test.ts", "test/e2e/new.test.ts", "test/web/slow.test.tsx", "test/shared/new.test.ts"];
    expect(longestFirst(files, (file) => file, table)).toEqual([
      "test/web/slow.test.tsx",
      "test/e2e/new.test.ts",
      "test/functions/mid.test.ts",
      "test/e2e/short.test.ts",
      "test/shared/new.test.ts",
    ]);
    expect(estimatedSeconds(table, "test/e2e/new.test.ts")).toBe(20);
  });

  it("keeps the files of a shared-process tier together, where its longest file falls", () => {
    const table = { "test/e2e/a.test.ts": 50, "test/web/b.test.tsx": 30, "test/infra/c.test.ts": 20, "test/web/d.test.tsx": 2, "test/e2e/e.test.ts": 10 };
    const files = Object.keys(table);
    const tier = (file: string) => (file.startsWith("test/web/") ? "web" : undefined);
    expect(longestFirst(files, (file) => file, table, tier)).toEqual([
      "test/e2e/a.test.ts",
      "test/web/b.test.tsx",
      "test/web/d.test.tsx",
      "test/infra/c.test.ts",
      "test/e2e/e.test.ts",
    ]);
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FUNCTIONS_FILES_IN_OWN_PROCESS } from "../support/own-process-files";

const ROOT = path.join(import.meta.dirname, "..", "..");
const TIER = "test/functions";
/** A module replaced for the whole file: only a process of its own can be sure to load the replacement. */
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

describe("the functions files that share a process", () => {
  it("include none that replaces a module, and each file kept apart exists", () => {
    const files = readdirSync(path.join(ROOT, TIER))
      .filter((name) => name.endsWith(".test.ts"))
      .map((name) => `${TIER}/${name}`);
    const replacing = files.filter((file) => REPLACES_A_MODULE.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((file) => !FUNCTIONS_FILES_IN_OWN_PROCESS.includes(file))).toEqual([]);
    expect(FUNCTIONS_FILES_IN_OWN_PROCESS.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_FUNCTION_MEMORY_MB, LOCAL_RUNTIME_HEAP_FLAGS, lambdaSemiSpaceMb } from "../../functions/plan/memory";
import { fromRepoRoot } from "../../infra/build/paths";

/** The npm scripts that run the local runtime's handlers in their own process. */
const RUNTIME_SCRIPTS = ["start", "dev", "bench", "load:day"];

const scripts: Record<string, string> = JSON.parse(readFileSync(fromRepoRoot("package.json"), "utf8")).scripts;

describe("the young generation of a function, in AWS and here", () => {
  it("is sized from its memory as Lambda's Node.js runtime does: a tenth of it for the two semi-spaces", () => {
    expect(lambdaSemiSpaceMb(512)).toBe(25);
    expect(lambdaSemiSpaceMb(1024)).toBe(51);
    expect(lambdaSemiSpaceMb(1769)).toBe(88);
    expect(LOCAL_RUNTIME_HEAP_FLAGS).toEqual([`--max-semi-space-size=${lambdaSemiSpaceMb(API_FUNCTION_MEMORY_MB)}`]);
  });

  it.each(RUNTIME_SCRIPTS)("npm run %s starts Node with the API functions' young generation", (name) => {
    const words = (scripts[name] ?? "").split(/\s+/);
    expect(words[0]).toBe("tsx");
    for (const flag of LOCAL_RUNTIME_HEAP_FLAGS) expect(words).toContain(flag);
  });
});

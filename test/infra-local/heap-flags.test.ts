import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_FUNCTION_MEMORY_MB, API_HEAP_FLAGS, lambdaHeapFlags } from "../../functions/plan/memory";
import { fromRepoRoot } from "../../infra/build/paths";

/** The npm scripts that run the local runtime's handlers in their own process. */
const RUNTIME_SCRIPTS = ["start", "dev", "bench", "load:day"];

const scripts: Record<string, string> = JSON.parse(readFileSync(fromRepoRoot("package.json"), "utf8")).scripts;

describe("the V8 heap of a function, in AWS and here", () => {
  it("is sized from its memory as Lambda's Node.js runtime does: a tenth for the two semi-spaces, the rest for the old generation", () => {
    expect(lambdaHeapFlags(512)).toEqual(["--max-semi-space-size=25", "--max-old-space-size=461"]);
    expect(lambdaHeapFlags(1024)).toEqual(["--max-semi-space-size=51", "--max-old-space-size=922"]);
    expect(lambdaHeapFlags(1769)).toEqual(["--max-semi-space-size=88", "--max-old-space-size=1593"]);
    expect(API_HEAP_FLAGS).toEqual(lambdaHeapFlags(API_FUNCTION_MEMORY_MB));
  });

  it.each(RUNTIME_SCRIPTS)("npm run %s starts Node with the API functions' heap", (name) => {
    const words = (scripts[name] ?? "").split(/\s+/);
    expect(words[0]).toBe("tsx");
    for (const flag of API_HEAP_FLAGS) expect(words).toContain(flag);
  });
});

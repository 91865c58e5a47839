import { describe, expect, it } from "vitest";
import { type CpuProfile, formatProfile, profileCalls, summarizeProfiles } from "../bench/profile";

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

/**
 * One call: a handler (product code) that serializes, gzips through node:zlib (whose native writeSync does the
 * work) and waits on the SDK. Samples every 1 ms; a sample's time belongs to the node sampled before it.
 */
function profileOfOneCall(): CpuProfile {
  return {
    nodes: [
      { id: 1, callFrame: frame("(root)", ""), children: [2, 6, 7] },
      { id: 2, callFrame: frame("listAnswer", "file:///repo/functions/pricing/lists.ts"), children: [3, 5] },
      { id: 3, callFrame: frame("zlibBufferSync", "node:zlib"), children: [4] },
      { id: 4, callFrame: frame("writeSync", "") },
      { id: 5, callFrame: frame("fromBase64", "file:///repo/node_modules/@smithy/core/dist-cjs/index.js") },
      { id: 6, callFrame: frame("(garbage collector)", "") },
      { id: 7, callFrame: frame("(idle)", "") },
    ],
    startTime: 0,
    endTime: 10_000,
    // listAnswer 2 ms, writeSync 4 ms, fromBase64 1 ms, GC 1 ms, idle 2 ms.
    samples: [2, 2, 4, 4, 4, 4, 5, 6, 7, 7, 2],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
  };
}

describe("the bench's CPU profile summary", () => {
  it("sums self time per call by kind of work, native work counted as its caller's (gzip under node:zlib)", () => {
    const summary = summarizeProfiles([profileOfOneCall(), profileOfOneCall()]);
    expect(summary.totalMs).toBeCloseTo(10);
    expect(Object.fromEntries(summary.byKind.map((row) => [row.kind, row.ms]))).toEqual({
      gzip: 4,
      "código do produto": 2,
      "espera (E/S)": 2,
      "SDK da AWS": 1,
      "coletor de lixo": 1,
    });
    expect(summary.byFunction[0]).toMatchObject({ name: "writeSync", kind: "gzip", ms: 4 });
    expect(summary.byFunction.find((row) => row.name === "listAnswer")?.where).toBe("functions/pricing/lists.ts:1");
    const printed = formatProfile("  GET /api/x, função fria", summary);
    expect(printed.split("\n")[0]).toBe("perfil de GET /api/x, função fria: 10.0 ms por chamada");
    expect(printed).toContain("    4.0 ms  40%  gzip");
  });

  it("profiles each call after its preparation, which stays out of the profile", async () => {
    const order: string[] = [];
    const profiles = await profileCalls(
      async () => {
        order.push("call");
      },
      3,
      async () => {
        order.push("before");
      },
    );
    expect(profiles).toHaveLength(3);
    expect(order).toEqual(["before", "call", "before", "call", "before", "call"]);
    for (const profile of profiles) expect(profile.nodes.length).toBeGreaterThan(0);
  });
});

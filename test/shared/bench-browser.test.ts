import { describe, expect, it } from "vitest";
import { networkConditions, PHONE, sumTransfers, UNTHROTTLED } from "../bench/browser-network";
import { kindOfSource } from "../bench/source-kinds";
import { mainThreadSelfTimes } from "../bench/trace-summary";

describe("the bench's browser rows", () => {
  it("set the phone profile's network in bytes per second with its round trip, and leave the unthrottled one alone", () => {
    expect(networkConditions(PHONE)).toEqual({ offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    expect(networkConditions(UNTHROTTLED)).toBeUndefined();
    expect(PHONE.cpuSlowdown).toBe(4);
  });

  it("count the API's answers apart from the code, and nothing for what came from the cache", () => {
    const sums = sumTransfers([
      { url: "http://127.0.0.1:4000/users", encodedBytes: 900, fromCache: false },
      { url: "http://127.0.0.1:4000/assets/index-abc.js", encodedBytes: 100_000, fromCache: false },
      { url: "http://127.0.0.1:4000/assets/Table-abc.js", encodedBytes: 40_000, fromCache: true },
      { url: "http://127.0.0.1:4000/api/users", encodedBytes: 3_000, fromCache: false },
      { url: "http://127.0.0.1:4000/api/session", encodedBytes: 500, fromCache: false },
      { url: "data:image/svg+xml;base64,AAAA", encodedBytes: 0, fromCache: false },
    ]);
    expect(sums).toEqual({ api: 3_500, code: 100_900, requests: 5, codeFromCache: 1 });
  });

  it("put a profile's code on what it was built from, the list kit by file", () => {
    expect(kindOfSource("../../node_modules/@cloudscape-design/components/table/internal.js")).toBe("Cloudscape");
    expect(kindOfSource("../../node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("React");
    expect(kindOfSource("../../web/src/lists/sorting.ts")).toBe("kit de listas: sorting.ts");
    expect(kindOfSource("../../web/src/features/users/UsersPage.tsx")).toBe("telas (web/src/features)");
  });
});

describe("the bench's trace summary", () => {
  it("sums self time per event on the busiest renderer main thread, a nested event taken out of its parent", () => {
    const main = { ph: "M", name: "thread_name", pid: 1, tid: 7, ts: 0, args: { name: "CrRendererMain" } };
    const idleRenderer = { ph: "M", name: "thread_name", pid: 2, tid: 3, ts: 0, args: { name: "CrRendererMain" } };
    const complete = (name: string, ts: number, dur: number, pid = 1, tid = 7) => ({ ph: "X", name, pid, tid, ts, dur });
    const times = mainThreadSelfTimes([
      main,
      idleRenderer,
      complete("RunTask", 0, 10_000),
      complete("FunctionCall", 1_000, 6_000),
      complete("v8.compile", 2_000, 1_000),
      complete("Layout", 8_000, 1_000),
      complete("RunTask", 20_000, 500, 2, 3),
      complete("ParseHTML", 0, 4_000, 1, 9),
    ]);
    expect(times).toEqual([
      { name: "FunctionCall", ms: 5 },
      { name: "RunTask", ms: 3 },
      { name: "v8.compile", ms: 1 },
      { name: "Layout", ms: 1 },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { networkConditions, PHONE, sumTransfers, UNTHROTTLED } from "../bench/browser-network";
import { kindOfSource } from "../bench/source-kinds";

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

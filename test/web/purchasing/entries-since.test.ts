import { describe, expect, it } from "vitest";
import { defaultEntriesSince, todayInSaoPaulo } from "../../../shared/dates";

describe("last entries start day", () => {
  it("is 365 days back from today on the store's calendar (São Paulo, UTC−3)", () => {
    expect(defaultEntriesSince(new Date("2025-03-07T23:30:00Z"))).toBe("2024-03-07");
    // 01:05 UTC on 1 March 2024 is still 29 February in São Paulo.
    expect(todayInSaoPaulo(new Date("2024-03-01T01:05:00Z"))).toBe("2024-02-29");
    expect(defaultEntriesSince(new Date("2024-03-01T01:05:00Z"))).toBe("2023-03-01");
    expect(defaultEntriesSince(new Date("2024-03-01T03:05:00Z"))).toBe("2023-03-02");
  });
});

import { describe, expect, it } from "vitest";
import { noonShiftMs } from "../support/clock";

describe("the test run's clock", () => {
  it("moves a run started a second before midnight in São Paulo to noon of that day", () => {
    const now = Date.parse("2026-11-28T02:59:59Z"); // 23:59:59 of 27/11 in São Paulo
    expect(new Date(now + noonShiftMs(now)).toISOString()).toBe("2026-11-27T15:00:00.000Z");
  });

  it("moves a run started just after midnight back to noon of the new day", () => {
    const now = Date.parse("2026-11-28T03:00:01Z"); // 00:00:01 of 28/11 in São Paulo
    expect(new Date(now + noonShiftMs(now)).toISOString()).toBe("2026-11-28T15:00:00.000Z");
  });
});

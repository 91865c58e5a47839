import { describe, expect, it } from "vitest";
import {
  addDays,
  dayInTimeZone,
  daysBetween,
  daysInRange,
  isIsoDay,
  msUntilNextWallTime,
  SAO_PAULO,
  yesterdayInSaoPaulo,
} from "../../shared/dates";

describe("calendar days", () => {
  it("accepts only real YYYY-MM-DD days", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2023-02-29")).toBe(false);
    expect(isIsoDay("2024-13-01")).toBe(false);
    expect(isIsoDay("2024-1-01")).toBe(false);
    expect(isIsoDay("01/02/2024")).toBe(false);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(daysBetween("2024-01-01", "2024-12-31")).toBe(365);
    expect(daysBetween("2024-03-10", "2024-03-09")).toBe(-1);
  });

  it("lists the days of a range, both ends included", () => {
    expect(daysInRange("2024-02-27", "2024-03-01")).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(daysInRange("2024-03-01", "2024-03-01")).toEqual(["2024-03-01"]);
    expect(daysInRange("2024-03-02", "2024-03-01")).toEqual([]);
  });

  it("knows yesterday in São Paulo (UTC-3), whatever the machine's zone", () => {
    // 02:30 UTC on the 10th is still 23:30 on the 9th in São Paulo.
    expect(dayInTimeZone(new Date("2024-05-10T02:30:00Z"), SAO_PAULO)).toBe("2024-05-09");
    expect(yesterdayInSaoPaulo(new Date("2024-05-10T02:30:00Z"))).toBe("2024-05-08");
    expect(yesterdayInSaoPaulo(new Date("2024-05-10T03:00:00Z"))).toBe("2024-05-09");
    expect(yesterdayInSaoPaulo(new Date("2024-01-01T12:00:00Z"))).toBe("2023-12-31");
  });

  it("counts the time to the next 03:00 in São Paulo", () => {
    // 05:59:00 UTC = 02:59 in São Paulo: one minute to go.
    expect(msUntilNextWallTime(new Date("2024-05-10T05:59:00Z"), 3, 0, SAO_PAULO)).toBe(60_000);
    // Exactly 03:00 there: the next one is a day later.
    expect(msUntilNextWallTime(new Date("2024-05-10T06:00:00Z"), 3, 0, SAO_PAULO)).toBe(86_400_000);
    // 12:00:30.5 UTC = 09:00:30.5 there: 17h59m29.5s to go.
    expect(msUntilNextWallTime(new Date("2024-05-10T12:00:30.500Z"), 3, 0, SAO_PAULO)).toBe(((17 * 60 + 59) * 60 + 29.5) * 1000);
  });

  it("follows a daylight-saving change between now and the target (New York, March 2024)", () => {
    // 2024-03-10 02:00 EST jumps to 03:00 EDT. From 01:00 EST (06:00 UTC) to 04:00 EDT (08:00 UTC) is 2 h.
    expect(msUntilNextWallTime(new Date("2024-03-10T06:00:00Z"), 4, 0, "America/New_York")).toBe(2 * 3_600_000);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromDayNumber } from "../../../shared/dates";
import {
  dayPeriod,
  decodeSalesDate,
  decodeSalesGroup,
  decodeSalesPeriod,
  defaultSalesPeriod,
  encodeSalesDate,
  encodeSalesGroup,
  encodeSalesPeriod,
  periodContains,
  SALES_PERIOD_MESSAGES,
  salesPeriodError,
} from "../../../web/src/app/sales-period";

/** Calendar days from 1990 to 2099. */
const isoDay = fc.integer({ min: 7305, max: 47482 }).map(fromDayNumber);
const period = fc.tuple(isoDay, isoDay).map(([a, b]) => (a <= b ? { start: a, end: b } : { start: b, end: a }));
const group = fc.record({
  groupId: fc.integer({ min: 0, max: 999_999_999 }),
  groupName: fc.string({ unit: "grapheme", maxLength: 60 }),
});

describe("sales route parameters (spec §2.2)", () => {
  it("{period} is base64 of 'start,end' and reads back", () => {
    expect(encodeSalesPeriod({ start: "2026-10-01", end: "2026-10-30" })).toBe(btoa("2026-10-01,2026-10-30"));
    fc.assert(fc.property(period, (value) => {
        expect(decodeSalesPeriod(encodeSalesPeriod(value))).toEqual(value);
      }));
  });

  it("{salesDate} is base64 of the date and reads back", () => {
    expect(encodeSalesDate("2026-10-05")).toBe(btoa("2026-10-05"));
    fc.assert(fc.property(isoDay, (day) => {
        expect(decodeSalesDate(encodeSalesDate(day))).toBe(day);
      }));
  });

  it("{groupId} is base64 of 'groupId|groupName', accents and '|' in the name included", () => {
    expect(encodeSalesGroup({ groupId: 12, groupName: "BEBIDAS" })).toBe(btoa("12|BEBIDAS"));
    expect(decodeSalesGroup(encodeSalesGroup({ groupId: 7, groupName: "AÇOUGUE | FRIOS – ESPECIAL" }))).toEqual({
      groupId: 7,
      groupName: "AÇOUGUE | FRIOS – ESPECIAL",
    });
    fc.assert(fc.property(group, (value) => {
        expect(decodeSalesGroup(encodeSalesGroup(value))).toEqual(value);
      }));
  });

  it("reads a bare group id with an empty name", () => {
    expect(decodeSalesGroup(btoa("12"))).toEqual({ groupId: 12, groupName: "" });
  });

  it.each([
    ["not base64", "!!!"],
    ["one date", btoa("2025-10-21")],
    ["three dates", btoa("2025-10-01,2025-10-02,2025-10-03")],
    ["a month 13", btoa("2025-10-21,2025-13-01")],
    ["30 February", btoa("2024-02-01,2024-02-30")],
    ["words", btoa("a,b")],
    ["start after end", btoa("2025-10-22,2025-10-21")],
    ["dd/mm/yyyy", btoa("01/10/2025,30/10/2025")],
  ])("rejects a {period} of %s", (_name, param) => {
    expect(decodeSalesPeriod(param)).toBeNull();
  });

  it.each([
    ["not base64", "%%%"],
    ["a period", btoa("2025-10-01,2025-10-02")],
    ["an impossible day", btoa("2025-02-29")],
  ])("rejects a {salesDate} of %s", (_name, param) => {
    expect(decodeSalesDate(param)).toBeNull();
  });

  it.each([
    ["not base64", "@@"],
    ["a name only", btoa("BEBIDAS")],
    ["a negative id", btoa("-3|BEBIDAS")],
    ["a decimal id", btoa("1.5|BEBIDAS")],
    ["an empty id", btoa("|BEBIDAS")],
  ])("rejects a {groupId} of %s", (_name, param) => {
    expect(decodeSalesGroup(param)).toBeNull();
  });
});

describe("sales period (spec §5, §9)", () => {
  it("defaults to the 30 days before yesterday up to yesterday, on São Paulo's calendar", () => {
    expect(defaultSalesPeriod(new Date("2026-10-31T12:00:00Z"))).toEqual({ start: "2026-09-30", end: "2026-10-30" });
    expect(defaultSalesPeriod(new Date("2026-01-01T12:00:00Z"))).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(defaultSalesPeriod(new Date("2024-03-01T12:00:00Z"))).toEqual({ start: "2024-01-30", end: "2024-02-29" });
    // 02:00 UTC on 1 November is still 31 October in São Paulo: yesterday is the 30th.
    expect(defaultSalesPeriod(new Date("2026-11-01T02:00:00Z"))).toEqual({ start: "2026-09-30", end: "2026-10-30" });
  });

  it("a day is a period of one day", () => {
    expect(dayPeriod("2026-10-05")).toEqual({ start: "2026-10-05", end: "2026-10-05" });
    expect(periodContains({ start: "2026-10-01", end: "2026-10-30" }, "2026-10-30")).toBe(true);
    expect(periodContains({ start: "2026-10-01", end: "2026-10-30" }, "2026-10-31")).toBe(false);
  });

  const now = new Date("2026-10-31T13:30:00Z");

  it("accepts a range ending today or before", () => {
    expect(salesPeriodError("2026-10-01", "2026-10-30", now)).toBeNull();
    expect(salesPeriodError("2026-10-31", "2026-10-31", now)).toBeNull();
  });

  it("refuses a range ending after now", () => {
    expect(salesPeriodError("2026-10-01", "2026-11-01", now)).toBe(SALES_PERIOD_MESSAGES.future);
    expect(salesPeriodError("2027-01-01", "2027-01-31", now)).toBe(SALES_PERIOD_MESSAGES.future);
  });

  it("refuses a missing or reversed range", () => {
    expect(salesPeriodError(null, null, now)).toBe("Preencha o campo 'Período de Vendas'");
    expect(salesPeriodError("2026-10-01", "", now)).toBe(SALES_PERIOD_MESSAGES.required);
    expect(salesPeriodError("2026-10-01", "2026-10-32", now)).toBe(SALES_PERIOD_MESSAGES.required);
    expect(salesPeriodError("2026-10-10", "2026-10-01", now)).toBe(SALES_PERIOD_MESSAGES.order);
  });
});

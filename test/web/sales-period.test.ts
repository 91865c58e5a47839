import { describe, expect, it } from "vitest";
import { decodeBase64Text, encodeBase64Text } from "../../web/src/app/base64-text";
import {
  decodeSalesPeriod,
  defaultSalesPeriod,
  encodeSalesPeriod,
} from "../../web/src/features/sales/period";

describe("/sales default period", () => {
  it("runs from 30 days before yesterday up to yesterday", () => {
    expect(defaultSalesPeriod(new Date(2025, 10, 21, 15, 30))).toEqual({ start: "2025-10-21", end: "2025-11-20" });
  });

  it("crosses month and year boundaries on the calendar", () => {
    expect(defaultSalesPeriod(new Date(2025, 0, 1))).toEqual({ start: "2024-12-01", end: "2024-12-31" });
    expect(defaultSalesPeriod(new Date(2024, 2, 1))).toEqual({ start: "2024-01-30", end: "2024-02-29" });
  });

  it("travels as base64 of 'start,end'", () => {
    const param = encodeSalesPeriod({ start: "2025-10-21", end: "2025-11-20" });
    expect(param).toBe(btoa("2025-10-21,2025-11-20"));
    expect(decodeSalesPeriod(param)).toEqual({ start: "2025-10-21", end: "2025-11-20" });
  });

  it("rejects parameters that are not two dates", () => {
    expect(decodeSalesPeriod("!!!")).toBeNull();
    expect(decodeSalesPeriod(btoa("2025-10-21"))).toBeNull();
    expect(decodeSalesPeriod(btoa("2025-10-21,2025-13-01"))).toBeNull();
    expect(decodeSalesPeriod(btoa("a,b"))).toBeNull();
  });

  it("keeps accented text (group names) intact", () => {
    const text = "12|AÇOUGUE E FRIOS – ESPECIAL";
    expect(decodeBase64Text(encodeBase64Text(text))).toBe(text);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ceilToCents, divideRounded, fromCents, roundTo, sumCents, toCents, toMilli } from "../../shared/money";

describe("money in integer cents", () => {
  it("rounds half away from zero, despite binary noise (1.005 is 1.00499999... as a double)", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(-2.675)).toBe(-268);
    expect(toCents(12.344)).toBe(1234);
    expect(toCents(-0.004)).toBe(0);
    expect(Object.is(toCents(-0.004), -0)).toBe(false);
    expect(toCents(1e-9)).toBe(0);
  });

  it("rounds to any number of places the same way", () => {
    expect(roundTo(48.135, 2)).toBe(48.14);
    expect(roundTo(-48.135, 2)).toBe(-48.14);
    expect(roundTo(10.12345, 4)).toBe(10.1235);
    expect(toMilli(1.0005)).toBe(1001);
  });

  it("rounds up to the cent for prices that must not fall short", () => {
    expect(ceilToCents(10.001)).toBe(1001);
    expect(ceilToCents(10)).toBe(1000);
    // 0.1 + 0.2 is 0.30000000000000004: noise, not a fraction of a cent.
    expect(ceilToCents(0.1 + 0.2)).toBe(30);
    expect(ceilToCents(-10.009)).toBe(-1000);
  });

  it("adds cents without float drift, and refuses non-integers", () => {
    const tenCents = Array.from({ length: 1000 }, () => toCents(0.1));
    expect(fromCents(sumCents(tenCents))).toBe(100);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });

  it("divides exact integers rounding half away from zero", () => {
    expect(divideRounded(15n, 10n)).toBe(2);
    expect(divideRounded(14n, 10n)).toBe(1);
    expect(divideRounded(-15n, 10n)).toBe(-2);
    expect(divideRounded(-14n, 10n)).toBe(-1);
    expect(divideRounded(0n, 7n)).toBe(0);
  });

  it("rounds every 3- and 4-decimal amount exactly as decimal arithmetic does", () => {
    const halfAwayFromZero = (units: number, divisor: number) => {
      const magnitude = Math.floor((Math.abs(units) + divisor / 2) / divisor);
      return units < 0 && magnitude !== 0 ? -magnitude : magnitude;
    };
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (k) => {
        expect(toCents(k / 1000)).toBe(halfAwayFromZero(k, 10));
        expect(toCents(k / 10000)).toBe(halfAwayFromZero(k, 100));
      }),
      { numRuns: 20_000 },
    );
  });
});

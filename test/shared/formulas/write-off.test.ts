import { describe, expect, it } from "vitest";
import { writeOffBodySchema } from "../../../shared/contracts/use-and-loss";
import { hasAtMostDecimals } from "../../../shared/money";
import {
  icmsCreditToReverse,
  writeOffCost,
  writeOffAfter,
  writeOffFigures,
  writeOffLimit,
} from "../../../shared/formulas/write-off";

/** NF-e line: 2 CX of 12 L of milk at R$ 50,40, ICMS credit R$ 7,06 (7% of R$ 100,80). */
const milk = { quantity: 24, totalCost: 100.8, icmsCredit: 7.06 };
/** NF-e line: 10 kg of cheese for R$ 389,90, ICMS credit R$ 46,79 (12%). */
const cheese = { quantity: 10, totalCost: 389.9, icmsCredit: 46.79 };

describe("ICMS credit to reverse of a loss (line credit / line quantity x quantity written off)", () => {
  it("is the line's share to the cent, rounded half away from zero", () => {
    expect(icmsCreditToReverse(milk, 1)).toBe(0.29); // 0.294166...
    expect(icmsCreditToReverse(milk, 3)).toBe(0.88); // 0.8825
    expect(icmsCreditToReverse(milk, 6)).toBe(1.77); // 1.765
    expect(icmsCreditToReverse(cheese, 0.735)).toBe(3.44); // 3.439065
    expect(icmsCreditToReverse(cheese, 2.5)).toBe(11.7); // 11.6975
  });

  it("is the whole credit when the whole line is written off, and nothing for nothing", () => {
    expect(icmsCreditToReverse(milk, 24)).toBe(7.06);
    expect(icmsCreditToReverse(cheese, 10)).toBe(46.79);
    expect(icmsCreditToReverse(milk, 0)).toBe(0);
    expect(icmsCreditToReverse({ quantity: 0, icmsCredit: 5 }, 1)).toBe(0);
  });

  it("splits a loss across two lines: each line's share, summed per operation", () => {
    // A loss of 8 L taken 5 from one line and 3 from another (R$ 48,00 for 12 L, credit R$ 3,36).
    const second = { quantity: 12, totalCost: 48, icmsCredit: 3.36 };
    const first = writeOffFigures(milk, 5, "loss");
    const other = writeOffFigures(second, 3, "loss");
    expect(first).toEqual({ cost: 21, icmsCredit: 1.47 }); // 100.80 x 5/24; 7.06 x 5/24 = 1.47083
    expect(other).toEqual({ cost: 12, icmsCredit: 0.84 }); // 48 x 3/12; 3.36 x 3/12
    expect(first.icmsCredit + other.icmsCredit).toBeCloseTo(2.31, 10);
  });
});

describe("cost of a write-off", () => {
  it("is the line's total cost in proportion, to the cent; a use carries no credit", () => {
    expect(writeOffCost(milk, 1)).toBe(4.2);
    expect(writeOffCost(cheese, 0.735)).toBe(28.66); // 28.65765
    expect(writeOffFigures(cheese, 0.735, "use")).toEqual({ cost: 28.66, icmsCredit: 0 });
    expect(writeOffFigures(cheese, 0.735, "loss")).toEqual({ cost: 28.66, icmsCredit: 3.44 });
  });
});

describe("write-off quantity (spec §5)", () => {
  it("is limited to the smaller of the entry's available quantity and what the operation still needs", () => {
    expect(writeOffLimit(23, 2)).toBe(2);
    expect(writeOffLimit(1.5, 2)).toBe(1.5);
    expect(writeOffLimit(0.1 + 0.2, 1)).toBe(0.3);
    expect(writeOffLimit(-1, 2)).toBe(0);
  });

  it("takes at most 3 decimals, binary noise aside", () => {
    expect(hasAtMostDecimals(1.235, 3)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 3)).toBe(true);
    expect(hasAtMostDecimals(999_999.999, 3)).toBe(true);
    expect(hasAtMostDecimals(1.2345, 3)).toBe(false);
    expect(hasAtMostDecimals(1_000_000.0001, 3)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 3)).toBe(false);
  });

  it("is refused in the body at zero, below zero, with more than 3 decimals or as text", () => {
    const message = "Preencha o campo 'Quantidade a Baixar' com um valor maior que zero, com até 3 casas decimais.";
    expect(writeOffBodySchema.parse({ entry_item_id: 11, writeoff: 0.1 + 0.2 })).toEqual({ entry_item_id: 11, writeoff: 0.3 });
    for (const writeoff of [0, -1, 0.0004, 1.2345, "1", Number.POSITIVE_INFINITY, 1_000_001]) {
      const result = writeOffBodySchema.safeParse({ entry_item_id: 11, writeoff });
      expect(result.success, String(writeoff)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });
});

describe("an operation after a write-off (the figures the server records and the dialog shows)", () => {
  /** A loss of 10 L of milk with 4 L already written off against the milk line: R$ 16,80, credit R$ 1,18. */
  const loss = { operation: "loss" as const, quantity: 10, writtenOff: 4, cost: 16.8, icmsCredit: 1.18 };
  const heldOnMilk = { quantity: 4, cost: 16.8, icmsCredit: 1.18 };

  it("grows the line's allocation and computes its figures over the whole of it, not per step", () => {
    // 9 L of the line: R$ 100,80 x 9/24 = R$ 37,80; R$ 7,06 x 9/24 = R$ 2,6475 -> R$ 2,65. Per step, 9 L taken as
    // 1 + 8 would reverse R$ 0,29 + R$ 2,35 = R$ 2,64.
    expect(writeOffAfter(loss, milk, heldOnMilk, 5)).toEqual({
      allocated: 9,
      allocation: { cost: 37.8, icmsCredit: 2.65 },
      writtenOff: 9,
      remaining: 1,
      cost: 37.8,
      icmsCredit: 2.65,
      closes: false,
    });
  });

  it("changes the operation's totals by the difference to what the allocation held", () => {
    // The operation also holds R$ 8,40 / R$ 0,59 on another line; 2 KG more of cheese on a fresh allocation.
    const mixed = { operation: "loss" as const, quantity: 10, writtenOff: 6, cost: 25.2, icmsCredit: 1.77 };
    const after = writeOffAfter(mixed, cheese, undefined, 2); // 389,90 x 2/10 = 77,98; 46,79 x 2/10 = 9,358 -> 9,36
    expect(after).toMatchObject({ allocated: 2, allocation: { cost: 77.98, icmsCredit: 9.36 }, writtenOff: 8, remaining: 2 });
    expect(after.cost).toBe(103.18);
    expect(after.icmsCredit).toBe(11.13);
  });

  it("adds money in cents and quantities in thousandths, exactly", () => {
    const line = { quantity: 1, totalCost: 0.2, icmsCredit: 0.2 };
    const operation = { operation: "loss" as const, quantity: 0.3, writtenOff: 0.1, cost: 0.1, icmsCredit: 0.1 };
    // In floats 0,1 + 0,2 is 0,30000000000000004 and 0,3 - 0,1 - 0,2 is below zero.
    expect(writeOffAfter(operation, line, undefined, 0.2)).toEqual({
      allocated: 0.2,
      allocation: { cost: 0.04, icmsCredit: 0.04 },
      writtenOff: 0.3,
      remaining: 0,
      cost: 0.14,
      icmsCredit: 0.14,
      closes: true,
    });
  });

  it("closes the operation once its whole quantity is written off; a use reverses no credit", () => {
    const use = { operation: "use" as const, quantity: 6, writtenOff: 0, cost: 0, icmsCredit: 0 };
    expect(writeOffAfter(use, milk, undefined, 5)).toMatchObject({ remaining: 1, closes: false, icmsCredit: 0 });
    expect(writeOffAfter(use, milk, undefined, 6)).toEqual({
      allocated: 6,
      allocation: { cost: 25.2, icmsCredit: 0 },
      writtenOff: 6,
      remaining: 0,
      cost: 25.2,
      icmsCredit: 0,
      closes: true,
    });
  });
});

import { describe, expect, it } from "vitest";
import { writeOffBodySchema } from "../../../shared/contracts/use-and-loss";
import { hasAtMostDecimals } from "../../../shared/money";
import {
  icmsCreditToReverse,
  writeOffCost,
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

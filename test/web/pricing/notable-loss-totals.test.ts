import { describe, expect, it } from "vitest";
import type { PricingNotableLossRow } from "../../../shared/contracts/pricing";
import { NOTABLE_LOSS_LIST } from "../../../web/src/features/pricing/notable-loss-config";
import { notableLossTotals } from "../../../web/src/features/pricing/notable-loss-totals";
import { computeTotals } from "../../../web/src/lists";
import { AZEITE } from "../../support/notable-loss-row";

type Figures = Pick<
  PricingNotableLossRow,
  "total_cost" | "total_sales" | "total_taxes" | "total_profit" | "total_loss" | "new_total_sales" | "new_total_taxes" | "new_total_profit"
>;

const row = (id: number, figures: Figures): PricingNotableLossRow => ({ ...AZEITE, id, ...figures });

/** Amounts whose float sums drift (10,10 + 20,20 + 0,30 is 30.599999999999998 in binary). */
const ROWS = [
  row(1, { total_cost: 10.1, total_sales: 12.2, total_taxes: 0.7, total_profit: 1.4, total_loss: 1.63, new_total_sales: 13.33, new_total_taxes: 0.91, new_total_profit: 2.32 }),
  row(2, { total_cost: 20.2, total_sales: 22.1, total_taxes: 1.1, total_profit: 0.8, total_loss: 5.26, new_total_sales: 28.01, new_total_taxes: 1.95, new_total_profit: 5.86 }),
  row(3, { total_cost: 0.3, total_sales: 0.1, total_taxes: 0.01, total_profit: -0.21, total_loss: 0.3, new_total_sales: 0.45, new_total_taxes: 0.02, new_total_profit: 0.13 }),
];

describe("the notable-loss footer (spec §9)", () => {
  it("sums cost, sales, taxes, profit, loss and the new figures to the cent", () => {
    expect(notableLossTotals(ROWS)).toEqual({
      cost: 30.6,
      sales: 34.4,
      taxes: 1.81,
      profit: 1.99,
      // 1,99 x 100 / 30,60 = 6,5032...
      margin: 6.5,
      loss: 7.19,
      newSales: 41.79,
      newTaxes: 2.88,
      newProfit: 8.31,
      // new profit x 100 / cost: 8,31 x 100 / 30,60 = 27,1568...
      newAverageMargin: 27.16,
      // (new sales - cost) x 100 / cost: 11,19 x 100 / 30,60 = 36,5686...
      newGrossMargin: 36.57,
    });
  });

  it("answers zeros for no rows (margins over no cost are 0)", () => {
    expect(notableLossTotals([])).toEqual({
      cost: 0,
      sales: 0,
      taxes: 0,
      profit: 0,
      margin: 0,
      loss: 0,
      newSales: 0,
      newTaxes: 0,
      newProfit: 0,
      newAverageMargin: 0,
      newGrossMargin: 0,
    });
  });

  it("puts each total under its column, the new margins as 'Nova Margem Média' and 'Nova Margem Bruta'", () => {
    const footer = computeTotals(ROWS, NOTABLE_LOSS_LIST.columns, NOTABLE_LOSS_LIST.totals ?? []);
    expect(footer.map(({ column, label, value }) => [column, label, value])).toEqual([
      ["total_cost", "Custo Total", 30.6],
      ["total_sales", "Venda Total", 34.4],
      ["total_taxes", "Impostos", 1.81],
      ["total_profit", "Lucro", 1.99],
      ["current_margin", "Margem", 6.5],
      ["total_loss", "Perda Total", 7.19],
      ["new_total_sales", "Nova Venda Total", 41.79],
      ["new_total_taxes", "Novos Impostos", 2.88],
      ["new_total_profit", "Novo Lucro", 8.31],
      ["new_margin", "Nova Margem Média", 27.16],
      ["new_gross_margin", "Nova Margem Bruta", 36.57],
    ]);
  });
});

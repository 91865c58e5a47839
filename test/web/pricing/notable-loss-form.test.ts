import { describe, expect, it } from "vitest";
import { formatCurrency } from "../../../shared/format";
import {
  belowDesiredWarning,
  figuresBefore,
  initialNotableLossFields,
  previewNotableLoss,
  suggestedNotableLossFields,
  validateNotableLossEdit,
  withTypedMargin,
  withTypedPrice,
} from "../../../web/src/features/pricing/notable-loss-form";
import { AZEITE } from "../../support/notable-loss-row";

describe("'Editar Novo Valor de Venda' fields (spec §5)", () => {
  it("start at the saved price and the margin it gives", () => {
    expect(initialNotableLossFields(AZEITE)).toEqual({ price: formatCurrency(11.99), margin: "34,90%" });
  });

  it("typing a price shows the margin it gives; an unreadable price empties the margin", () => {
    expect(withTypedPrice(AZEITE, "11,51")).toEqual({ price: "11,51", margin: "29,98%" });
    expect(withTypedPrice(AZEITE, "R$ 12,49")).toEqual({ price: "R$ 12,49", margin: "40,02%" });
    expect(withTypedPrice(AZEITE, "12,499")).toEqual({ price: "12,499", margin: "" });
    expect(withTypedPrice(AZEITE, "")).toEqual({ price: "", margin: "" });
  });

  it("typing a margin back-computes the price, rounded up to the cent (DESIGN §7)", () => {
    // (800 x 1,30 - 96) / (1 - 0,18) / 100 = 11,5121... -> 11,52
    expect(withTypedMargin(AZEITE, "30")).toEqual({ price: formatCurrency(11.52), margin: "30" });
    // (800 x 1,40 - 96) / 0,82 / 100 = 12,4878... -> 12,49
    expect(withTypedMargin(AZEITE, "40,00%")).toEqual({ price: formatCurrency(12.49), margin: "40,00%" });
    expect(withTypedMargin(AZEITE, "4,005")).toEqual({ price: "", margin: "4,005" });
    // A margin no positive price reaches leaves the price empty.
    expect(withTypedMargin(AZEITE, "-100")).toEqual({ price: "", margin: "-100" });
  });

  it("the suggestion button puts back the suggested price", () => {
    expect(suggestedNotableLossFields({ ...AZEITE, new_unit_sale: 13 })).toEqual({ price: formatCurrency(11.99), margin: "34,90%" });
  });
});

describe("what the dialog shows as the user types", () => {
  it("recomputes the new figures and what the price still leaves short of the desired margin", () => {
    const preview = previewNotableLoss(AZEITE, withTypedPrice(AZEITE, "11,51"));
    expect(preview).toEqual({
      price: 11.51,
      after: {
        unitSale: 11.51,
        totalSales: 1151,
        // 1151 x 18% - 96
        totalTaxes: 111.18,
        totalProfit: 239.82,
        margin: 29.98,
        grossMargin: 43.88,
        // 30% of 800 = 240,00 - 239,82
        loss: 0.18,
      },
      belowDesired: true,
      unchanged: false,
      atSuggestion: false,
    });
    expect(belowDesiredWarning(AZEITE, 29.98)).toBe("Com este preço a margem fica em 29,98%, abaixo da margem desejável de 30,00%.");
  });

  it("a price that reaches the desired margin leaves no loss and no warning", () => {
    const preview = previewNotableLoss(AZEITE, withTypedMargin(AZEITE, "30"));
    expect(preview.after).toMatchObject({ unitSale: 11.52, totalProfit: 240.64, margin: 30.08, loss: 0 });
    expect(preview.belowDesired).toBe(false);
  });

  it("the saved price is unchanged (nothing to save); the suggested one is marked", () => {
    expect(previewNotableLoss(AZEITE, initialNotableLossFields(AZEITE))).toMatchObject({ unchanged: true, atSuggestion: true });
    expect(previewNotableLoss(AZEITE, withTypedPrice(AZEITE, "11.99"))).toMatchObject({ unchanged: true });
    expect(previewNotableLoss(AZEITE, withTypedPrice(AZEITE, "12"))).toMatchObject({ unchanged: false, atSuggestion: false });
  });

  it("an unreadable price shows no new figures and can be submitted to see why", () => {
    expect(previewNotableLoss(AZEITE, { price: "abc", margin: "" })).toEqual({
      price: null,
      after: null,
      belowDesired: false,
      unchanged: false,
      atSuggestion: false,
    });
  });

  it("the period's figures: average price, margins and loss", () => {
    expect(figuresBefore(AZEITE)).toEqual({
      unitSale: 10,
      totalSales: 1000,
      totalTaxes: 84,
      totalProfit: 116,
      margin: 14.5,
      grossMargin: 25,
      loss: 124,
    });
  });
});

describe("Novo Valor de Venda rules (spec §5)", () => {
  it.each([
    ["12,49", 12.49],
    ["R$ 1.234,50", 1234.5],
    ["0,01", 0.01],
  ])("takes %s as %s", (price, value) => {
    expect(validateNotableLossEdit(AZEITE, { price, margin: "" })).toEqual({ ok: true, price: value });
  });

  it.each(["", "0", "0,00", "-1", "abc", "12,345", "100.000,01"])("refuses '%s' with the spec's message", (price) => {
    expect(validateNotableLossEdit(AZEITE, { price, margin: "" })).toEqual({ ok: false, error: "Preencha o campo 'Novo Valor de Venda'" });
  });

  it("refuses a row without an id", () => {
    expect(validateNotableLossEdit({ ...AZEITE, id: 0 }, { price: "12", margin: "" }).ok).toBe(false);
  });
});

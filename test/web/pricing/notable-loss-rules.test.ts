import { describe, expect, it } from "vitest";
import { editBlockedReason, NOTABLE_LOSS_LIST, productText } from "../../../web/src/features/pricing/notable-loss-config";
import { isBelowDesiredAtNewPrice } from "../../../web/src/features/pricing/rules";
import { AZEITE } from "../../support/notable-loss-row";

const pricing = (status: string, applyProgress: { done: number; total: number } | null = null) => ({
  status,
  classification: null,
  apply_progress: applyProgress,
});

describe("'Editar Novo Valor de Venda' on the row menu (spec §4, §5)", () => {
  it("is on while the pricing is classified", () => {
    expect(editBlockedReason(pricing("classified"))).toBeNull();
  });

  it("is off, saying why, while created, once applied, while an apply goes on, and until the pricing is read", () => {
    expect(editBlockedReason(pricing("created"))).toBe("Só depois que a precificação for classificada.");
    expect(editBlockedReason(pricing("applied", { done: 3, total: 3 }))).toBe(
      "A precificação já foi aplicada: o Novo Valor de Venda não pode mais ser editado.",
    );
    expect(editBlockedReason(pricing("classified", { done: 1, total: 3 }))).toBe(
      "A precificação está sendo aplicada: o Novo Valor de Venda não pode mais ser editado.",
    );
    expect(editBlockedReason(pricing("outro"))).toBe("Só depois que a precificação for classificada.");
    expect(editBlockedReason(null)).toBe("Carregando a precificação.");
  });
});

describe("the list's warning", () => {
  it("marks a new price that leaves the product below its desired margin", () => {
    expect(isBelowDesiredAtNewPrice(AZEITE)).toBe(false);
    expect(isBelowDesiredAtNewPrice({ ...AZEITE, new_margin: 29.99 })).toBe(true);
    expect(isBelowDesiredAtNewPrice({ ...AZEITE, new_margin: 30 })).toBe(false);
  });
});

describe("the list's columns and footer (spec §9, DESIGN §6)", () => {
  const column = (id: string) => NOTABLE_LOSS_LIST.columns.find((candidate) => candidate.id === id);
  const shownIds = NOTABLE_LOSS_LIST.columns.filter((candidate) => !candidate.hidden).map((candidate) => candidate.id);

  it("shows the current shelf price beside the new one", () => {
    expect(column("current_unit_sale")).toMatchObject({ header: "Valor Atual", type: "currency" });
    expect(shownIds.indexOf("current_unit_sale") + 1).toBe(shownIds.indexOf("new_unit_sale"));
  });

  it("shows the new average margin and the new gross margin in the footer by default", () => {
    expect(shownIds).toEqual(expect.arrayContaining(["new_margin", "new_gross_margin"]));
    const labels = (NOTABLE_LOSS_LIST.totals ?? []).filter((total) => shownIds.includes(total.column)).map((total) => total.label);
    expect(labels).toEqual(expect.arrayContaining(["Nova Margem Média", "Nova Margem Bruta"]));
  });

  it("marks a price kept or without a suggestion, not only an edited one", () => {
    expect(productText(AZEITE)).toBe("AZEITE EXTRA VIRGEM 500ML");
    expect(productText({ ...AZEITE, edited: true, price_source: "edited" })).toBe("AZEITE EXTRA VIRGEM 500ML (Editado)");
    expect(productText({ ...AZEITE, price_source: "kept" })).toBe("AZEITE EXTRA VIRGEM 500ML (Mantido)");
    expect(productText({ ...AZEITE, price_source: "no_suggestion" })).toBe("AZEITE EXTRA VIRGEM 500ML (Sem sugestão)");
  });
});

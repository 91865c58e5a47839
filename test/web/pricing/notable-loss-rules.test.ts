import { describe, expect, it } from "vitest";
import { editBlockedReason } from "../../../web/src/features/pricing/notable-loss-config";
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

import { describe, expect, it } from "vitest";
import { PRICING_INPUT_MESSAGES, priceMoves } from "../../../shared/contracts/pricing";
import { addDays, todayInSaoPaulo } from "../../../shared/dates";
import { formatCell } from "../../../web/src/lists";
import { PRICING_CONFIRMATIONS, priceMovesText, pricingName, pricingStatusLabel } from "../../../web/src/features/pricing/labels";
import { marginsText, movedHandles } from "../../../web/src/features/pricing/MarginRangeSlider";
import { newPricingFields, validateNewPricing } from "../../../web/src/features/pricing/new-pricing-form";
import { priceEndingExample } from "../../../web/src/features/pricing/PriceEndingDialog";
import { classMarginsText, PRICING_LIST, runText, statusText } from "../../../web/src/features/pricing/pricing-list-config";
import { canApply, canReclassify, canViewResults, classificationFailed, isApplying, isClassifying } from "../../../web/src/features/pricing/rules";
import { classifyingRow, pricingRow } from "./pricing-list-fixtures";

const FAILED = classifyingRow({
  classification: { status: "failed", started_at: "2025-06-01T12:00:00.000Z", error: "Nenhuma venda no período de 01/03/2025 a 29/05/2025: não há o que classificar." },
});
const APPLYING = pricingRow({ apply_progress: { done: 40, total: 1234 } });
const APPLIED = pricingRow({ status: "applied", apply_progress: { done: 1234, total: 1234 }, applied_at: "2025-06-02T15:00:00.000Z" });

describe("row options by status (spec §4, issue 16)", () => {
  it.each([
    ["classifying", classifyingRow(), { results: false, reclassify: false, apply: false }],
    ["failed", FAILED, { results: false, reclassify: false, apply: false }],
    ["classified", pricingRow(), { results: true, reclassify: true, apply: true }],
    ["applying", APPLYING, { results: true, reclassify: false, apply: true }],
    ["applied", APPLIED, { results: true, reclassify: false, apply: false }],
    ["unknown status", pricingRow({ status: "archived" }), { results: false, reclassify: false, apply: false }],
  ])("%s", (_name, row, expected) => {
    expect({ results: canViewResults(row), reclassify: canReclassify(row), apply: canApply(row) }).toEqual(expected);
  });

  it("tells a running classification, a failed one and an apply under way apart", () => {
    expect([isClassifying(classifyingRow()), classificationFailed(classifyingRow()), isApplying(classifyingRow())]).toEqual([true, false, false]);
    expect([isClassifying(FAILED), classificationFailed(FAILED), isApplying(FAILED)]).toEqual([false, true, false]);
    expect([isClassifying(APPLYING), classificationFailed(APPLYING), isApplying(APPLYING)]).toEqual([false, false, true]);
    expect([isClassifying(APPLIED), classificationFailed(APPLIED), isApplying(APPLIED)]).toEqual([false, false, false]);
    // A reclassification that failed leaves the pricing created with the reason, not classified.
    expect(classificationFailed(pricingRow({ classification: FAILED.classification }))).toBe(false);
  });
});

describe("the status cell's text", () => {
  it("says what runs on the pricing under its status", () => {
    expect(statusText(classifyingRow())).toBe("Criada - Classificando…");
    expect(statusText(FAILED)).toBe("Criada - Falhou: Nenhuma venda no período de 01/03/2025 a 29/05/2025: não há o que classificar.");
    expect(statusText(APPLYING)).toBe("Classificada - Aplicando: 40 de 1.234");
    expect(statusText(pricingRow())).toBe("Classificada");
    expect(statusText(APPLIED)).toBe("Aplicada");
    expect(runText(APPLIED)).toBe("");
  });

  it("shows 'Erro' for a status the screens do not know", () => {
    expect(pricingStatusLabel("archived")).toBe("Erro");
    expect(statusText(pricingRow({ status: "archived" }))).toBe("Erro");
  });
});

describe("the list's columns", () => {
  const column = (id: string) => {
    const found = PRICING_LIST.columns.find((entry) => entry.id === id);
    if (!found) throw new Error(`sem a coluna ${id}`);
    return found;
  };

  it("show the period and the margins as a person reads them", () => {
    expect(formatCell(column("period"), pricingRow())).toBe("01/03/2025 a 29/05/2025");
    expect(classMarginsText(pricingRow())).toBe("50/30/20");
    expect(classMarginsText(pricingRow({ a_class_margin: 33.33, b_class_margin: 33.33, c_class_margin: 33.34 }))).toBe("33,33/33,33/33,34");
  });

  it("leave the figures empty until the classification wrote them", () => {
    for (const id of ["total_products", "total_groups", "total_cost", "total_net_margin", "a_class_cost"]) {
      expect(formatCell(column(id), classifyingRow()), id).toBe("");
    }
    expect(formatCell(column("total_cost"), pricingRow()).replace(/\u00a0/g, " ")).toBe("R$ 80.000,00");
    expect(formatCell(column("total_net_margin"), pricingRow())).toBe("14,50%");
    expect(formatCell(column("a_class_products"), APPLIED)).toBe("20");
  });

  it("show the main figures by default (fitting 1366 px), the others and the per-class figures one click away", () => {
    const shown = PRICING_LIST.columns.filter((entry) => !entry.hidden).map((entry) => entry.header);
    expect(shown).toEqual(["#", "Período", "Status", "Margens A/B/C", "Produtos", "Venda", "Lucro", "Margem Líquida"]);
    const hidden = PRICING_LIST.columns.filter((entry) => entry.hidden).map((entry) => entry.header);
    expect(hidden).toEqual(
      expect.arrayContaining(["Grupos", "Custo", "Impostos", "Produtos A", "Custo B", "Venda C", "Impostos A", "Lucro B", "Margem Líquida C", "Início", "Fim"]),
    );
    expect(PRICING_LIST.defaultSort[0]).toEqual({ key: "period_start", direction: "asc" });
  });
});

describe("confirmations (spec §8)", () => {
  it("ask 'Tem certeza que deseja ...?' naming the pricing, and the apply says where the prices go", () => {
    const row = pricingRow();
    expect(pricingName(row)).toBe("Precificação #7 (01/03/2025 a 29/05/2025)");
    expect(PRICING_CONFIRMATIONS.remove(row)).toBe("Tem certeza que deseja remover a Precificação #7 (01/03/2025 a 29/05/2025)?");
    expect(PRICING_CONFIRMATIONS.reclassify(row)).toMatch(/^Tem certeza que deseja reclassificar a Precificação #7 /);
    expect(PRICING_CONFIRMATIONS.apply(row, null)).toMatch(/^Tem certeza que deseja aplicar a Precificação #7 .*novos valores de venda .* enviados ao PDV\.$/);
    expect(PRICING_CONFIRMATIONS.apply(row, { up: 17, down: 1 })).toMatch(/enviados ao PDV\. 17 preços sobem e 1 preço baixa \(definido à mão\)\.$/);
  });

  it("say how many prices an apply raises and lowers, in agreeing number", () => {
    expect(priceMovesText({ up: 0, down: 0 })).toBe("Nenhum preço muda.");
    expect(priceMovesText({ up: 1, down: 0 })).toBe("1 preço sobe; nenhum baixa.");
    expect(priceMovesText({ up: 17, down: 0 })).toBe("17 preços sobem; nenhum baixa.");
    expect(priceMovesText({ up: 0, down: 2 })).toBe("Nenhum preço sobe; 2 preços baixam (definidos à mão).");
    expect(priceMovesText({ up: 1, down: 1 })).toBe("1 preço sobe e 1 preço baixa (definido à mão).");
    expect(priceMoves([
      { current_unit_sale: 22.76, new_unit_sale: 22.76 },
      { current_unit_sale: 10, new_unit_sale: 11.99 },
      { current_unit_sale: 15, new_unit_sale: 13 },
      { current_unit_sale: null, new_unit_sale: 9.99 },
    ])).toEqual({ up: 1, down: 1 });
    expect(PRICING_CONFIRMATIONS.removeSelected(1)).toBe("Tem certeza que deseja remover a precificação selecionada?");
    expect(PRICING_CONFIRMATIONS.removeSelected(3)).toBe("Tem certeza que deseja remover as 3 precificações selecionadas?");
  });
});

describe("the margin slider (spec §5, §9)", () => {
  it("moves a handle in steps, never onto nor past the other one", () => {
    expect(movedHandles([50, 80], 0, 45)).toEqual([45, 80]);
    expect(movedHandles([50, 80], 1, 90)).toEqual([50, 90]);
    expect(movedHandles([50, 80], 0, 80)).toEqual([75, 80]);
    expect(movedHandles([50, 80], 0, 95)).toEqual([75, 80]);
    expect(movedHandles([50, 80], 1, 50)).toEqual([50, 55]);
    expect(movedHandles([50, 80], 1, 10)).toEqual([50, 55]);
    // At the ends the other handle steps aside.
    expect(movedHandles([5, 10], 1, 5)).toEqual([5, 10]);
    expect(movedHandles([90, 95], 0, 95)).toEqual([90, 95]);
  });

  it("reads the three margins out for a screen reader", () => {
    expect(marginsText({ a: 40, b: 40, c: 20 })).toBe("Margem A: 40%, Margem B: 40%, Margem C: 20%");
  });
});

describe("Nova Precificação rules (spec §5 new pricing)", () => {
  /** 10 March 2026, 01:30 UTC: still 9 March in São Paulo, so the default period ends on 8 March. */
  const NOW = new Date("2026-03-10T01:30:00.000Z");

  it("starts on the sales screens' default period and the margins 50/30/20", () => {
    expect(newPricingFields(NOW)).toEqual({ start: "2026-02-06", end: "2026-03-08", handles: [50, 80] });
  });

  it("sends the period and the margins the slider shows", () => {
    expect(validateNewPricing({ start: "2025-03-01", end: "2025-05-29", handles: [40, 85] })).toEqual({
      ok: true,
      value: { period_start: "2025-03-01", period_end: "2025-05-29", a_class_margin: 40, b_class_margin: 45, c_class_margin: 15 },
    });
  });

  it("asks for both days of the period with the spec's message", () => {
    expect(validateNewPricing({ start: null, end: "2025-05-29", handles: [50, 80] })).toEqual({ ok: false, errors: { start: PRICING_INPUT_MESSAGES.period } });
    expect(validateNewPricing({ start: "2025-03-01", end: null, handles: [50, 80] })).toEqual({ ok: false, errors: { end: PRICING_INPUT_MESSAGES.period } });
    expect(PRICING_INPUT_MESSAGES.period).toBe("Preencha o campo 'Período de Vendas'");
  });

  it("refuses a period out of order or ending after today, under the last day", () => {
    expect(validateNewPricing({ start: "2025-05-29", end: "2025-03-01", handles: [50, 80] })).toEqual({
      ok: false,
      errors: { end: PRICING_INPUT_MESSAGES.periodOrder },
    });
    const today = todayInSaoPaulo();
    expect(validateNewPricing({ start: addDays(today, -30), end: addDays(today, 1), handles: [50, 80] })).toEqual({
      ok: false,
      errors: { end: PRICING_INPUT_MESSAGES.periodAfterToday },
    });
    expect(validateNewPricing({ start: addDays(today, -30), end: today, handles: [50, 80] }).ok).toBe(true);
    expect(validateNewPricing({ start: "2020-03-01", end: "2025-05-29", handles: [50, 80] })).toEqual({
      ok: false,
      errors: { end: PRICING_INPUT_MESSAGES.periodTooLong },
    });
  });
});

describe("the price ending's example (issue 16)", () => {
  it("rounds R$ 12,47 up to each ending", () => {
    const shown = (text: string) => text.replace(/\u00a0/g, " ");
    expect(shown(priceEndingExample("99"))).toBe("R$ 12,47 → R$ 12,99");
    expect(shown(priceEndingExample("90"))).toBe("R$ 12,47 → R$ 12,90");
    expect(shown(priceEndingExample("none"))).toBe("R$ 12,47 → R$ 12,47");
  });
});

// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NfeImportLineRow } from "../../../shared/contracts/nfe-imports";
import { divergenceText, divergenceTone } from "../../../web/src/features/nfe_imports/labels";
import { LineDialog } from "../../../web/src/features/nfe_imports/LineDialog";
import { confirmBlockedReason, REVIEW_TEXT, stockFigures, validateLine } from "../../../web/src/features/nfe_imports/review";
import { fieldError, fieldInput, typeInto, useDialogHarness } from "../support/dialog-harness";

/** The review of a note: a line's fraction and the figures it gives, what confirming needs, the order's badges. */

/** 2 boxes of 12 for R$ 100,00: 24 units at R$ 4,1667. */
const LINE: NfeImportLineRow = {
  number: 3,
  supplier_code: "CX-AG12",
  description: "AGUA MINERAL 500ML CX 12",
  gtin: "7891234567895",
  ncm: "22011000",
  cfop: "5102",
  bonus: false,
  unit: "CX",
  quantity: 2,
  line_cost: 100,
  icms_credit: 12,
  product_id: 102,
  product: "AGUA MINERAL 500ML",
  product_unit: "UN",
  suggested_fraction: 12,
  match: "gtin",
  pending: "A unidade da nota (CX) é diferente da do produto (UN).",
};

describe("a line's rules", () => {
  it("turns the fraction into stock quantity (3 decimals) and unit cost (4 decimals)", () => {
    expect(stockFigures(LINE, 12)).toEqual({ stockQuantity: 24, unitCost: 4.1667 });
    expect(stockFigures({ quantity: 1.5, line_cost: 31.35 }, 0.5)).toEqual({ stockQuantity: 0.75, unitCost: 41.8 });
    expect(stockFigures(LINE, 0)).toBeNull();
    expect(stockFigures(LINE, null)).toBeNull();
  });

  it("needs a product and a fraction above zero with up to 6 decimals, in pt-BR", () => {
    expect(validateLine({ product_id: 102, fraction: "0,5" })).toEqual({ ok: true, value: { product_id: 102, fraction: 0.5 } });
    expect(validateLine({ product_id: 102, fraction: "1.000" })).toEqual({ ok: true, value: { product_id: 102, fraction: 1000 } });
    expect(validateLine({ product_id: null, fraction: "0" })).toEqual({
      ok: false,
      errors: { product: REVIEW_TEXT.productRequired, fraction: REVIEW_TEXT.fractionInvalid },
    });
    expect(validateLine({ product_id: 102, fraction: "0,1234567" })).toMatchObject({ ok: false, errors: { fraction: REVIEW_TEXT.fractionInvalid } });
    expect(validateLine({ product_id: 102, fraction: "200000" })).toMatchObject({ ok: false, errors: { fraction: REVIEW_TEXT.fractionTooLarge } });
    expect(REVIEW_TEXT.fractionInvalid).toBe("Preencha o campo 'Fração' com um valor maior que zero, com até 6 casas decimais.");
  });

  it("keeps 'Confirmar entrada' off while a line waits or a problem blocks, saying why", () => {
    expect(confirmBlockedReason({ pending_lines: 2, problems: [] })).toBe("2 linhas precisam de produto ou fração.");
    expect(confirmBlockedReason({ pending_lines: 1, problems: [] })).toBe("1 linha precisa de produto ou fração.");
    expect(confirmBlockedReason({ pending_lines: 0, problems: [{ code: "x", level: "block", message: "m" }] })).toBe(REVIEW_TEXT.blocked);
    expect(confirmBlockedReason({ pending_lines: 0, problems: [{ code: "sig", level: "warn", message: "Assinatura não confere." }] })).toBeUndefined();
  });

  it("shows the divergence from the order with the orders' colours: red from 10 %, amber from 5 %, off the order red", () => {
    expect(divergenceText({ kind: "cost", cost_variation: 7.5, badge: "amber" })).toBe("Custo +7,50%");
    expect(divergenceTone({ kind: "cost", cost_variation: 7.5, badge: "amber" })).toBe("warning");
    expect(divergenceTone({ kind: "quantity_and_cost", cost_variation: -12, badge: "red" })).toBe("danger");
    expect(divergenceText({ kind: "missing" })).toBe("Fora do pedido");
    expect(divergenceTone({ kind: "missing" })).toBe("danger");
    expect(divergenceText({ kind: "ok", cost_variation: 0, badge: "green" })).toBe("Confere");
    expect(divergenceText(undefined)).toBe("");
  });
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
const { open, settle } = useDialogHarness();

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? "GET", url: String(input), body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      return Promise.resolve(new Response(JSON.stringify({ success: true }), { status: 200, headers: { "Content-Type": "application/json" } }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A figure of the dialog, with the non-breaking space of pt-BR currency read as a space. */
const shown = (modal: ModalWrapper, id: string) => modal.getElement().querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\s/g, " ");

async function save(modal: ModalWrapper): Promise<void> {
  const button = createWrapper(modal.getElement()).findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Salvar");
  if (!button) throw new Error("sem botão 'Salvar'");
  await act(async () => button.click());
  await settle();
}

describe("'Vincular produto' dialog", { timeout: 60_000 }, () => {
  it("starts with the suggested fraction and recomputes stock quantity and unit cost as the fraction is typed", async () => {
    const modal = await open(<LineDialog importId={9} line={LINE} onClose={() => undefined} onSaved={() => undefined} search={async () => []} />);
    expect(fieldInput(modal, "Fração").getInputValue()).toBe("12");
    expect(shown(modal, "stock-quantity")).toBe("24 UN");
    expect(shown(modal, "unit-cost")).toBe("R$ 4,1667");
    await typeInto(modal, "Fração", "6");
    expect(shown(modal, "stock-quantity")).toBe("12 UN");
    expect(shown(modal, "unit-cost")).toBe("R$ 8,3333");
    await typeInto(modal, "Fração", "abc");
    expect(shown(modal, "stock-quantity")).toBe("-");
  });

  it("shows the stock unit of the product picked, and the stock quantity in it", async () => {
    const cheese = { id: 20, description: "QUEIJO MUSSARELA", unit: "KG" };
    const modal = await open(<LineDialog importId={9} line={LINE} onClose={() => undefined} onSaved={() => undefined} search={async () => [cheese]} />);
    expect(shown(modal, "stock-unit")).toBe("Unidade de estoque: UN");
    const picker = createWrapper(modal.getElement()).findAutosuggest();
    if (!picker) throw new Error("sem seletor de produto");
    act(() => picker.focus());
    act(() => picker.setInputValue("queijo"));
    expect(shown(modal, "stock-unit")).toBeUndefined();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
    });
    await settle();
    act(() => picker.selectSuggestion(1, { expandToViewport: true }));
    expect(shown(modal, "stock-unit")).toBe("Unidade de estoque: KG");
    expect(shown(modal, "stock-quantity")).toBe("24 KG");
  });

  it("refuses a zero fraction with its pt-BR message and sends nothing", async () => {
    const modal = await open(<LineDialog importId={9} line={LINE} onClose={() => undefined} onSaved={() => undefined} search={async () => []} />);
    await typeInto(modal, "Fração", "0");
    await save(modal);
    expect(fieldError(modal, "Fração")).toBe(REVIEW_TEXT.fractionInvalid);
    expect(calls).toEqual([]);
  });

  it("sends the product and the fraction typed for the line", async () => {
    const onSaved = vi.fn();
    const modal = await open(<LineDialog importId={9} line={LINE} onClose={() => undefined} onSaved={onSaved} search={async () => []} />);
    await typeInto(modal, "Fração", "12,5");
    await save(modal);
    expect(calls).toEqual([{ method: "PUT", url: "/api/nfe_imports/9/lines/3", body: { product_id: 102, fraction: 12.5 } }]);
    expect(onSaved).toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldInput, formField, typeInto, useDialogHarness } from "../support/dialog-harness";
import type { PricingNotableLossRow } from "../../../shared/contracts/pricing";
import { formatCurrency } from "../../../shared/format";
import { clearNotifications, getNotifications } from "../../../web/src/app/notifications";
import { fetchNotableLosses } from "../../../web/src/features/pricing/api";
import { NotableLossEditDialog } from "../../../web/src/features/pricing/NotableLossEditDialog";
import { AZEITE } from "../../support/notable-loss-row";

interface Sent {
  method: string | undefined;
  path: string;
  body: unknown;
}

let sent: Sent[];

/** PUT /api/pricing_notable_loss/{id}: the server's answer to a new price. */
function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://localhost");
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  sent.push({ method: init?.method, path: url.pathname, body });
  const envelope = { success: true, data: { ...AZEITE, new_unit_sale: body?.new_unit_sale, edited: true }, message: { type: "success", msg: "Novo Valor de Venda salvo com sucesso!" } };
  return Promise.resolve(new Response(JSON.stringify(envelope), { status: 200, headers: { "Content-Type": "application/json" } }));
}

const harness = useDialogHarness();
const settle = harness.settle;

beforeEach(() => {
  sent = [];
  clearNotifications();
  vi.stubGlobal("fetch", vi.fn(fakeApi));
});

afterEach(() => {
  clearNotifications();
  vi.unstubAllGlobals();
});

function open(row: PricingNotableLossRow, onSaved: () => void = () => undefined): Promise<ModalWrapper> {
  return harness.open(<NotableLossEditDialog row={row} onClose={() => undefined} onSaved={onSaved} />);
}

const typedIn = (modal: ModalWrapper, label: string) => fieldInput(modal, label).getInputValue();

function button(modal: ModalWrapper, text: string) {
  const found = createWrapper(modal.getElement())
    .findAllButtons()
    .find((wrapper) => wrapper.findTextRegion()?.getElement().textContent === text);
  if (!found) throw new Error(`sem botão '${text}'`);
  return found;
}

/** 'Salvar' off: with its reason Cloudscape keeps it focusable and marks it aria-disabled. */
const saveDisabled = (modal: ModalWrapper) => button(modal, "Salvar").getElement().getAttribute("aria-disabled") === "true";

async function click(modal: ModalWrapper, text: string): Promise<void> {
  await act(async () => button(modal, text).click());
  await settle();
}

/** The comparison table: each figure's label with its current and new value. */
function figures(modal: ModalWrapper): Record<string, [string, string]> {
  const table = createWrapper(modal.getElement()).findTable();
  if (!table) throw new Error("sem a tabela de números");
  const result: Record<string, [string, string]> = {};
  for (let row = 1; row <= table.findRows().length; row++) {
    const cell = (column: number) => table.findBodyCell(row, column)?.getElement().textContent?.trim() ?? "";
    result[cell(1)] = [cell(2), cell(3)];
  }
  return result;
}

const warning = (modal: ModalWrapper) => createWrapper(modal.getElement()).findAlert()?.findContent().getElement().textContent ?? null;

// Cloudscape's modal renders slowly in jsdom on a busy machine.
describe("'Editar Novo Valor de Venda' dialog (spec §5)", { timeout: 60_000 }, () => {
  it("opens at the saved price with the current figures beside the new ones, 'Salvar' off while unchanged", async () => {
    const modal = await open(AZEITE);
    expect(modal.findHeader().getElement().textContent).toBe("Editar Novo Valor de Venda");
    expect(typedIn(modal, "Novo Valor de Venda")).toBe(formatCurrency(11.99));
    expect(typedIn(modal, "Nova Margem")).toBe("34,90%");
    expect(figures(modal)).toEqual({
      "Valor de Venda (médio)": [formatCurrency(10), formatCurrency(11.99)],
      "Venda Total": [formatCurrency(1000), formatCurrency(1199)],
      Impostos: [formatCurrency(84), formatCurrency(119.82)],
      Lucro: [formatCurrency(116), formatCurrency(279.18)],
      Margem: ["14,50%", "34,90%"],
      "Margem Bruta": ["25,00%", "49,88%"],
      Perda: [formatCurrency(124), formatCurrency(0)],
    });
    expect(saveDisabled(modal)).toBe(true);
    expect(warning(modal)).toBeNull();
  });

  it("recomputes live as a price is typed and warns below the desired margin", async () => {
    const modal = await open(AZEITE);
    await typeInto(modal, "Novo Valor de Venda", "11,51");
    expect(typedIn(modal, "Nova Margem")).toBe("29,98%");
    expect(figures(modal)).toMatchObject({
      "Venda Total": [formatCurrency(1000), formatCurrency(1151)],
      Impostos: [formatCurrency(84), formatCurrency(111.18)],
      Lucro: [formatCurrency(116), formatCurrency(239.82)],
      Margem: ["14,50%", "29,98%"],
      "Margem Bruta": ["25,00%", "43,88%"],
      Perda: [formatCurrency(124), formatCurrency(0.18)],
    });
    expect(warning(modal)).toBe("Com este preço a margem fica em 29,98%, abaixo da margem desejável de 30,00%.");
    expect(saveDisabled(modal)).toBe(false);

    await typeInto(modal, "Novo Valor de Venda", "11,99");
    expect(warning(modal)).toBeNull();
    expect(saveDisabled(modal)).toBe(true);
  });

  it("back-computes the price from a typed margin and saves it", async () => {
    const onSaved = vi.fn();
    const modal = await open(AZEITE, onSaved);
    await typeInto(modal, "Nova Margem", "40");
    expect(typedIn(modal, "Novo Valor de Venda")).toBe(formatCurrency(12.49));
    expect(figures(modal).Margem).toEqual(["14,50%", "40,02%"]);
    await click(modal, "Salvar");
    expect(sent).toEqual([{ method: "PUT", path: "/api/pricing_notable_loss/1000001", body: { new_unit_sale: 12.49, version: AZEITE.version } }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(getNotifications().map((notification) => notification.content)).toEqual(["Novo Valor de Venda salvo com sucesso!"]);
  });

  it("refuses an unreadable price with the spec's message and sends nothing", async () => {
    const modal = await open(AZEITE);
    await typeInto(modal, "Novo Valor de Venda", "");
    expect(figures(modal).Margem).toEqual(["14,50%", "—"]);
    await click(modal, "Salvar");
    expect(formField(modal, "Novo Valor de Venda").findError()?.getElement().textContent).toBe("Preencha o campo 'Novo Valor de Venda'");
    expect(sent).toEqual([]);
  });

  it("puts the suggested price back in one click", async () => {
    const modal = await open({ ...AZEITE, new_unit_sale: 11.51, new_margin: 29.98, edited: true });
    expect(saveDisabled(modal)).toBe(true);
    expect(button(modal, "Usar Valor Sugerido").getElement().hasAttribute("disabled")).toBe(false);
    await click(modal, "Usar Valor Sugerido");
    expect(typedIn(modal, "Novo Valor de Venda")).toBe(formatCurrency(11.99));
    expect(typedIn(modal, "Nova Margem")).toBe("34,90%");
    expect(saveDisabled(modal)).toBe(false);
    await click(modal, "Salvar");
    expect(sent.map((call) => call.body)).toEqual([{ new_unit_sale: 11.99, version: AZEITE.version }]);
  });

  it("shows the current shelf price, and says why there is no suggestion when the ICMS out takes the whole sale", async () => {
    const current = await open(AZEITE);
    expect(current.getElement().textContent).toContain(`Valor de venda atual: ${formatCurrency(10)}.`);
    // ICMS out of 100%: R$ 1.000,00 of ICMS on R$ 1.000,00 of sales.
    const modal = await open({ ...AZEITE, total_out_tax: 1000, suggested_unit_sale: 0, new_unit_sale: 10, price_source: "no_suggestion" });
    const text = modal.getElement().textContent ?? "";
    expect(text).toContain("Sem valor sugerido: o ICMS de saída leva toda a venda, e nenhum preço alcança a margem desejável de 30,00%.");
    expect(text).not.toContain("R$ 0,00");
    expect(createWrapper(modal.getElement()).findAllButtons().some((found) => found.getElement().textContent === "Usar Valor Sugerido")).toBe(false);
  });
});

describe("the notable-loss list's load", () => {
  it("fails to an empty list with the spec's notification, shown for 2 s", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("{}", { status: 500 }))));
    expect(await fetchNotableLosses(3)).toEqual([]);
    expect(getNotifications().map(({ type, content, autoCloseMs }) => [type, content, autoCloseMs])).toEqual([
      ["error", "Erro ao carregar as Perdas Notáveis da Precificação", 2000],
    ]);
  });
});

// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import type { FloorOperationRow, FloorProduct } from "../../../shared/contracts/floor";
import { UseLossTask } from "../../../web/src/features/floor/UseLossTask";

/**
 * Uso/Perda on the collector (jsdom, the API faked): a quantity above the scanned product's stock is
 * registered only after the user confirms it (the stock may be wrong, so it is not refused); up to the stock
 * it is registered at once; a use is not registered without its location.
 */

const PRODUCT: FloorProduct = {
  product_id: 30,
  barcode: "78910000030",
  product: "IOGURTE NATURAL 170G",
  unit: "UN",
  quantity_decimals: 0,
  stock: 204,
  counting: null,
};

const mounted = useMountedRoot();
let posted: Record<string, unknown>[];

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { "Content-Type": "application/json" } });
}

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://localhost");
  if (url.pathname === "/api/floor_product") return Promise.resolve(envelope(PRODUCT));
  if (url.pathname === "/api/use_and_loss/mine") return Promise.resolve(envelope([]));
  if (init?.method === "POST" && url.pathname === "/api/use_and_loss") {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posted.push(body);
    const row: FloorOperationRow = {
      id: 1_000_000_000 + posted.length,
      date: "2026-11-27",
      operation: String(body.operation),
      product_id: PRODUCT.product_id,
      barcode: PRODUCT.barcode,
      product: PRODUCT.product,
      quantity: Number(body.quantity),
      unit: PRODUCT.unit,
      location: String(body.location).toUpperCase(),
      status: "open",
    };
    return Promise.resolve(envelope(row));
  }
  return Promise.resolve(new Response("{}", { status: 404 }));
}

beforeEach(() => {
  posted = [];
  vi.stubGlobal("fetch", vi.fn(fakeApi));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const page = () => createWrapper(document.body);

function field(label: string) {
  const formField = page()
    .findAllFormFields()
    .find((wrapper) => wrapper.findLabel()?.getElement().textContent === label);
  const input = formField?.findControl()?.findInput();
  if (!input) throw new Error(`campo '${label}' não encontrado`);
  return input;
}

function button(text: string) {
  const found = page()
    .findAllButtons()
    .find((wrapper) => wrapper.getElement().textContent === text);
  if (!found) throw new Error(`botão '${text}' não encontrado`);
  return found;
}

/** The confirmation on show (a Cloudscape modal stays in the page while hidden). */
const openModal = () => page().findAllModals().find((modal) => modal.isVisible());

async function renderAndScan(): Promise<void> {
  await act(async () => {
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <UseLossTask />
      </I18nProvider>,
    );
  });
  await settle();
  const barcode = field("Código de barras");
  await act(async () => barcode.setInputValue(PRODUCT.barcode));
  await act(async () => button("Buscar").click());
  await settle();
}

async function scanAndFill(quantity: string): Promise<void> {
  await renderAndScan();
  await act(async () => field("Local de Uso").setInputValue("depósito"));
  await act(async () => field("Quantidade").setInputValue(quantity));
}

describe("Uso/Perda on the collector", { timeout: 60_000 }, () => {
  it("asks to confirm a quantity above the stock, naming both, and registers nothing on 'Cancelar'", async () => {
    await scanAndFill("999.999");
    await act(async () => button("Registrar Perda").click());
    await settle();
    const modal = openModal();
    expect(modal?.findHeader().getElement().textContent).toBe("Quantidade acima do estoque");
    expect(modal?.findContent().getElement().textContent).toBe("A quantidade informada (999.999 UN) é maior que o estoque atual (204 UN). Confirma?");
    expect(posted).toEqual([]);

    const cancel = modal?.findFooter()?.findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Cancelar");
    await act(async () => cancel?.click());
    await settle();
    expect(openModal()).toBeUndefined();
    expect(posted).toEqual([]);
  });

  it("registers the quantity above the stock once confirmed", async () => {
    await scanAndFill("999.999");
    await act(async () => button("Registrar Perda").click());
    await settle();
    const confirm = openModal()?.findFooter()?.findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Confirmar");
    await act(async () => confirm?.click());
    await settle();
    expect(posted).toEqual([expect.objectContaining({ operation: "loss", product_id: 30, quantity: 999_999, location: "depósito" })]);
    expect(document.body.textContent).toContain("Perda registrada: 999.999 UN de IOGURTE NATURAL 170G.");
  });

  it("registers a quantity up to the stock without asking", async () => {
    await scanAndFill("204");
    await act(async () => button("Registrar Perda").click());
    await settle();
    expect(openModal()).toBeUndefined();
    expect(posted).toEqual([expect.objectContaining({ quantity: 204 })]);
  });

  it("asks for the location of a use and registers nothing without it", async () => {
    await renderAndScan();
    const use = page()
      .findAllRadioGroups()
      .flatMap((group) => group.findButtons())
      .find((radio) => radio.findLabel().getElement().textContent === "Uso");
    await act(async () => use?.findNativeInput().click());
    await act(async () => field("Quantidade").setInputValue("1"));
    await act(async () => button("Registrar Uso").click());
    await settle();
    const errors = page()
      .findAllFormFields()
      .map((formField) => formField.findError()?.getElement().textContent)
      .filter(Boolean);
    expect(errors).toEqual(["Preencha o campo 'Local de Uso'."]);
    expect(posted).toEqual([]);
  });
});

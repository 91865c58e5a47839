// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldError, formField, typeInto, useDialogHarness } from "./support/dialog-harness";
import type { StockTakingRow } from "../../shared/contracts/inventories";
import { clearNotifications, getNotifications } from "../../web/src/app/notifications";
import { FixCountDialog } from "../../web/src/features/inventories/FixCountDialog";
import { validateFixCount } from "../../web/src/features/inventories/fix-count-form";
import { InventoryDialog } from "../../web/src/features/inventories/InventoryDialog";
import { newInventoryFields, validateInventory } from "../../web/src/features/inventories/inventory-form";

/** 10 March 2026, 01:30 UTC: still 9 March 2026 in São Paulo. */
const NOW = new Date("2026-03-10T01:30:00.000Z");

describe("Novo Inventário rules (spec §5 create inventory)", () => {
  it("starts at the current year in São Paulo, period to be chosen", () => {
    expect(newInventoryFields(new Date("2026-01-01T02:00:00.000Z"))).toEqual({ year: "2025", period: "" });
    expect(newInventoryFields(NOW)).toEqual({ year: "2026", period: "" });
  });

  it.each([
    ["2000", "annual", true],
    ["2026", "fourth", true],
    ["1999", "annual", false],
    ["2027", "annual", false],
    ["", "annual", false],
    ["20a6", "annual", false],
    ["2025,5", "annual", false],
  ])("year %s, period %s: valid %s", (year, period, valid) => {
    const result = validateInventory({ year, period: period === "annual" || period === "fourth" ? period : "" }, NOW);
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.errors).toEqual({ year: "Preencha o campo 'Ano de Referência'" });
  });

  it("asks for the period and sends the body the server takes", () => {
    expect(validateInventory({ year: "2025", period: "" }, NOW)).toEqual({ ok: false, errors: { period: "Preencha o campo 'Período'" } });
    expect(validateInventory({ year: " 2025 ", period: "second" }, NOW)).toEqual({ ok: true, value: { year: 2025, period: "second" } });
  });
});

describe("Contagem Atual rules (spec §5 fix count)", () => {
  it.each([
    ["0", 0],
    ["12", 12],
    ["1,5", 1.5],
    ["1.234,567", 1234.567],
  ])("takes %s as %s", (text, stock) => {
    expect(validateFixCount(8, text, "KG")).toEqual({ ok: true, stock });
  });

  it.each(["", "abc", "-1", "1,2345"])("refuses '%s' with the spec's message", (text) => {
    expect(validateFixCount(8, text, "KG")).toEqual({ ok: false, error: "Preencha o campo 'Contagem Atual'" });
  });

  it("refuses a fraction of a whole unit with the server's message, and takes a whole number", () => {
    expect(validateFixCount(8, "2,5", "UN")).toEqual({ ok: false, error: "A quantidade em UN deve ser um número inteiro." });
    expect(validateFixCount(8, "3", "UN")).toEqual({ ok: true, stock: 3 });
  });

  it("refuses a count without an id", () => {
    expect(validateFixCount(0, "3", "UN").ok).toBe(false);
  });
});

interface Posted {
  path: string;
  body: unknown;
}

let posted: Posted[];
let answer: { status: number; body: unknown };

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://localhost");
  posted.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } }));
}

const { open, settle } = useDialogHarness();

beforeEach(() => {
  posted = [];
  answer = { status: 200, body: { success: true, message: { type: "success", msg: "ok" } } };
  clearNotifications();
  vi.stubGlobal("fetch", vi.fn(fakeApi));
});

afterEach(() => {
  clearNotifications();
  vi.unstubAllGlobals();
});

async function save(modal: ModalWrapper): Promise<void> {
  const button = createWrapper(modal.getElement()).findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Salvar");
  if (!button) throw new Error("sem botão 'Salvar'");
  await act(async () => button.click());
  await settle();
}

async function choosePeriod(modal: ModalWrapper, label: string): Promise<void> {
  const select = formField(modal, "Período").findControl()?.findSelect();
  if (!select) throw new Error("sem o campo 'Período'");
  await act(async () => select.openDropdown());
  const options = select.findDropdown().findOptions();
  const index = options.findIndex((option) => option.getElement().textContent === label);
  await act(async () => select.selectOption(index + 1));
}

// Cloudscape's modal renders slowly in jsdom on a busy machine.
describe("Novo Inventário dialog", { timeout: 60_000 }, () => {
  it("shows the spec's messages and sends nothing while a field is invalid", async () => {
    const onCreated = vi.fn();
    const modal = await open(<InventoryDialog onClose={() => undefined} onCreated={onCreated} />);
    expect(modal.findHeader().getElement().textContent).toBe("Novo Inventário");
    await typeInto(modal, "Ano de Referência", "1999");
    await save(modal);
    expect(fieldError(modal, "Ano de Referência")).toBe("Preencha o campo 'Ano de Referência'");
    expect(fieldError(modal, "Período")).toBe("Preencha o campo 'Período'");
    expect(posted).toEqual([]);

    await typeInto(modal, "Ano de Referência", "2024");
    expect(fieldError(modal, "Ano de Referência")).toBeNull();
    await choosePeriod(modal, "3º Trimestre");
    await save(modal);
    expect(posted).toEqual([{ path: "/api/inventories", body: { year: 2024, period: "third" } }]);
    expect(onCreated).toHaveBeenCalledTimes(1);
  });

  it("shows the refusal as the server says it and stays open", async () => {
    answer = { status: 409, body: { success: false, message: { type: "error", msg: "Já existe um Inventário em Contagem!" } } };
    const onCreated = vi.fn();
    const modal = await open(<InventoryDialog onClose={() => undefined} onCreated={onCreated} />);
    await choosePeriod(modal, "Anual");
    await save(modal);
    expect(getNotifications().map((notification) => [notification.type, notification.content])).toEqual([
      ["error", "Já existe um Inventário em Contagem!"],
    ]);
    expect(onCreated).not.toHaveBeenCalled();
    expect(createWrapper(document.body).findModal()?.isVisible()).toBe(true);
  });
});

describe("Corrigir Contagem dialog", { timeout: 60_000 }, () => {
  const count: StockTakingRow = {
    id: 41,
    take_date: "2026-03-09",
    inventory_id: 3,
    barcode: "7891000100103",
    group_id: 2,
    group_name: "MERCEARIA",
    product_id: 1180,
    product: "FEIJÃO CARIOCA A GRANEL",
    notable: false,
    quantity: 1234.5,
    unit: "KG",
    current_stock: 1200,
    status: "open",
    version: 3,
  };

  it("starts with the count's quantity and sends the corrected one", async () => {
    const onFixed = vi.fn();
    const modal = await open(<FixCountDialog count={count} onClose={() => undefined} onFixed={onFixed} />);
    expect(formField(modal, "Contagem Atual").findControl()?.findInput()?.getInputValue()).toBe("1.234,5");
    await typeInto(modal, "Contagem Atual", "12,3456");
    await save(modal);
    expect(fieldError(modal, "Contagem Atual")).toBe("Preencha o campo 'Contagem Atual'");
    expect(posted).toEqual([]);

    await typeInto(modal, "Contagem Atual", "12,345");
    expect(fieldError(modal, "Contagem Atual")).toBeNull();
    await save(modal);
    expect(posted).toEqual([{ path: "/api/stock_taking/41/fix", body: { stock: 12.345, version: 3 } }]);
    expect(onFixed).toHaveBeenCalledTimes(1);
  });
});

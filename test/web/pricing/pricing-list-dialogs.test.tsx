// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldError, typeInto, useDialogHarness } from "../support/dialog-harness";
import { clearNotifications, getNotifications } from "../../../web/src/app/notifications";
import { NewPricingDialog } from "../../../web/src/features/pricing/NewPricingDialog";
import { PriceEndingDialog } from "../../../web/src/features/pricing/PriceEndingDialog";
import { classifyingRow } from "./pricing-list-fixtures";

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];
/** The answer of each call, by method and path ('PUT /api/pricing_settings'). */
let answers: Record<string, { status: number; body: unknown }>;

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://localhost");
  const method = init?.method ?? "GET";
  calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, body: { success: false } };
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } }));
}

const { open, settle } = useDialogHarness();

beforeEach(() => {
  calls = [];
  answers = {};
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

function handle(modal: ModalWrapper, name: string): HTMLInputElement {
  const input = modal.getElement().querySelector<HTMLInputElement>(`input[type="range"][aria-label="${name}"]`);
  if (!input) throw new Error(`sem o controle '${name}'`);
  return input;
}

/** Moves a handle as the browser does when it is dragged or stepped with the arrow keys. */
async function moveHandle(modal: ModalWrapper, name: string, value: number): Promise<void> {
  const input = handle(modal, name);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(input, String(value));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function margins(modal: ModalWrapper): string[] {
  return [...modal.getElement().querySelectorAll("output")].map((output) => `${output.getAttribute("aria-label")}: ${output.textContent}`);
}

const FIRST = "Limite entre as Classes A e B";
const SECOND = "Limite entre as Classes B e C";

// Cloudscape's modal renders slowly in jsdom on a busy machine.
describe("Nova Precificação dialog", { timeout: 60_000 }, () => {
  it("shows the margins 50/30/20 and follows the slider, its handles never meeting", async () => {
    const modal = await open(<NewPricingDialog onClose={() => undefined} onCreated={() => undefined} />);
    expect(modal.findHeader().getElement().textContent).toBe("Nova Precificação");
    expect(margins(modal)).toEqual(["Margem A: 50%", "Margem B: 30%", "Margem C: 20%"]);
    expect([handle(modal, FIRST).min, handle(modal, FIRST).max, handle(modal, FIRST).step]).toEqual(["5", "95", "5"]);

    await moveHandle(modal, FIRST, 40);
    await moveHandle(modal, SECOND, 85);
    expect(margins(modal)).toEqual(["Margem A: 40%", "Margem B: 45%", "Margem C: 15%"]);
    expect(handle(modal, FIRST).getAttribute("aria-valuetext")).toBe("Margem A: 40%, Margem B: 45%, Margem C: 15%");

    await moveHandle(modal, FIRST, 85);
    expect([handle(modal, FIRST).value, handle(modal, SECOND).value]).toEqual(["80", "85"]);
    expect(margins(modal)).toEqual(["Margem A: 80%", "Margem B: 5%", "Margem C: 15%"]);
  });

  it("asks for the period with the spec's message and sends nothing", async () => {
    const modal = await open(<NewPricingDialog onClose={() => undefined} onCreated={() => undefined} />);
    await typeInto(modal, "Data inicial", "");
    await save(modal);
    expect(fieldError(modal, "Data inicial")).toBe("Preencha o campo 'Período de Vendas'");
    expect(calls).toEqual([]);

    await typeInto(modal, "Data inicial", "31/05/2025");
    await typeInto(modal, "Data final", "01/03/2025");
    expect(fieldError(modal, "Data inicial")).toBeNull();
    expect(fieldError(modal, "Data final")).toBe("O 'Período de Vendas' termina antes de começar.");
    await save(modal);
    expect(calls).toEqual([]);
  });

  it("creates the pricing with the period and the slider's margins", async () => {
    answers["POST /api/pricing"] = {
      status: 200,
      body: { success: true, data: classifyingRow({ id: 8 }), message: { type: "success", msg: "Precificação #8 criada: a classificação está em andamento." } },
    };
    const onCreated = vi.fn();
    const modal = await open(<NewPricingDialog onClose={() => undefined} onCreated={onCreated} />);
    await typeInto(modal, "Data inicial", "01/03/2025");
    await typeInto(modal, "Data final", "29/05/2025");
    await moveHandle(modal, SECOND, 90);
    await save(modal);
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/pricing",
        body: { period_start: "2025-03-01", period_end: "2025-05-29", a_class_margin: 50, b_class_margin: 40, c_class_margin: 10 },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  });

  it("shows the server's refusal and stays open", async () => {
    const refusal = "Nenhuma venda no período de 01/03/2025 a 29/05/2025: não há o que classificar.";
    answers["POST /api/pricing"] = { status: 409, body: { success: false, message: { type: "error", msg: refusal } } };
    const onCreated = vi.fn();
    const modal = await open(<NewPricingDialog onClose={() => undefined} onCreated={onCreated} />);
    await save(modal);
    expect(getNotifications().map((notification) => [notification.type, notification.content])).toEqual([["error", refusal]]);
    expect(onCreated).not.toHaveBeenCalled();
    expect(createWrapper(document.body).findModal()?.isVisible()).toBe(true);
  });
});

describe("Terminação de Preço dialog", { timeout: 60_000 }, () => {
  it("opens on the tenant's ending, shows an example of each, and saves the one chosen", async () => {
    answers["GET /api/pricing_settings"] = { status: 200, body: { success: true, data: { price_ending: "99" } } };
    answers["PUT /api/pricing_settings"] = {
      status: 200,
      body: { success: true, data: { price_ending: "90" }, message: { type: "success", msg: "Terminação de Preço salva (Final ,90)." } },
    };
    const onClose = vi.fn();
    const modal = await open(<PriceEndingDialog onClose={onClose} />);
    const group = createWrapper(modal.getElement()).findRadioGroup();
    if (!group) throw new Error("sem as opções");
    const choices = group.findButtons().map((button) => button.getElement().textContent?.replace(/\u00a0/g, " "));
    expect(choices).toEqual(["Sem arredondamentoR$ 12,47 → R$ 12,47", "Final ,99R$ 12,47 → R$ 12,99", "Final ,90R$ 12,47 → R$ 12,90"]);
    expect(group.findInputByValue("99")?.getElement().checked).toBe(true);

    await act(async () => group.findInputByValue("90")?.click());
    await save(modal);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ["GET", "/api/pricing_settings", undefined],
      ["PUT", "/api/pricing_settings", { price_ending: "90" }],
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes when the setting cannot be read, saying so", async () => {
    answers["GET /api/pricing_settings"] = { status: 500, body: { success: false } };
    const onClose = vi.fn();
    await open(<PriceEndingDialog onClose={onClose} />);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getNotifications().map((notification) => notification.content)).toEqual(["Erro ao carregar a Terminação de Preço"]);
  });
});

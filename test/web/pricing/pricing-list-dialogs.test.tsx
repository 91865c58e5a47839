// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearNotifications, getNotifications } from "../../../web/src/app/notifications";
import { NewPricingDialog } from "../../../web/src/features/pricing/NewPricingDialog";
import { PriceEndingDialog } from "../../../web/src/features/pricing/PriceEndingDialog";
import { classifyingRow } from "./pricing-list-fixtures";

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let container: HTMLDivElement;
let root: Root;
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

beforeEach(() => {
  calls = [];
  answers = {};
  clearNotifications();
  vi.stubGlobal("fetch", vi.fn(fakeApi));
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  clearNotifications();
  vi.unstubAllGlobals();
});

async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function open(dialog: ReactNode): Promise<ModalWrapper> {
  await act(async () => {
    root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        {dialog}
      </I18nProvider>,
    );
  });
  await settle();
  const modal = createWrapper(document.body).findModal();
  if (!modal) throw new Error("diálogo não aberto");
  return modal;
}

function field(modal: ModalWrapper, label: string) {
  const found = createWrapper(modal.getElement())
    .findAllFormFields()
    .find((wrapper) => wrapper.findLabel()?.getElement().textContent === label);
  if (!found) throw new Error(`campo '${label}' não encontrado`);
  return found;
}

const errorOf = (modal: ModalWrapper, label: string) => field(modal, label).findError()?.getElement().textContent ?? null;

async function save(modal: ModalWrapper): Promise<void> {
  const button = createWrapper(modal.getElement()).findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Salvar");
  if (!button) throw new Error("sem botão 'Salvar'");
  await act(async () => button.click());
  await settle();
}

async function typeDay(modal: ModalWrapper, label: string, text: string): Promise<void> {
  const input = field(modal, label).findControl()?.findInput();
  if (!input) throw new Error(`sem campo '${label}'`);
  await act(async () => input.setInputValue(text));
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
    await typeDay(modal, "Data inicial", "");
    await save(modal);
    expect(errorOf(modal, "Data inicial")).toBe("Preencha o campo 'Período de Vendas'");
    expect(calls).toEqual([]);

    await typeDay(modal, "Data inicial", "31/05/2025");
    await typeDay(modal, "Data final", "01/03/2025");
    expect(errorOf(modal, "Data inicial")).toBeNull();
    expect(errorOf(modal, "Data final")).toBe("O 'Período de Vendas' termina antes de começar.");
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
    await typeDay(modal, "Data inicial", "01/03/2025");
    await typeDay(modal, "Data final", "29/05/2025");
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

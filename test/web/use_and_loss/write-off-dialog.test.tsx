// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import type { UseAndLossDetail, WriteOffAnswer, WriteOffAvailableRow } from "../../../shared/contracts/use-and-loss";
import { WriteOffDialog } from "../../../web/src/features/use_and_loss/WriteOffDialog";
import { LINE_101, LINE_102, LOSS, USE } from "./fixtures";

interface Server {
  detail: UseAndLossDetail;
  entries: WriteOffAvailableRow[];
  answer: WriteOffAnswer;
  posted: unknown[];
}

const mounted = useMountedRoot();
let server: Server;

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { "Content-Type": "application/json" } });
}

/** The API as the dialog calls it: the operation, its available entries and the write-off. */
function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://localhost");
  if (init?.method === "POST" && url.pathname.endsWith("/writeoff")) {
    server.posted.push(JSON.parse(String(init.body)));
    return Promise.resolve(envelope(server.answer));
  }
  if (url.pathname === "/api/use_and_loss/writeoff_available") return Promise.resolve(envelope(server.entries));
  if (url.pathname === `/api/use_and_loss/${server.detail.id}`) return Promise.resolve(envelope(server.detail));
  return Promise.resolve(new Response("{}", { status: 404 }));
}

beforeEach(() => {
  sessionStorage.clear();
  server = {
    detail: LOSS,
    entries: [LINE_101, LINE_102],
    answer: { status: "open", written_off: 6.5, remaining: 3.5, cost: 65, icms_credit: 7.8 },
    posted: [],
  };
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

async function openDialog(handlers: { onWrittenOff?: () => void; onClosed?: () => void } = {}): Promise<ModalWrapper> {
  await act(async () => {
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <WriteOffDialog
          operation={server.detail}
          onDismiss={() => undefined}
          onWrittenOff={handlers.onWrittenOff ?? (() => undefined)}
          onClosed={handlers.onClosed ?? (() => undefined)}
        />
      </I18nProvider>,
    );
  });
  await settle();
  const modal = createWrapper(document.body).findModal();
  if (!modal) throw new Error("diálogo não aberto");
  return modal;
}

function quantityField(modal: ModalWrapper) {
  const formField = createWrapper(modal.getElement()).findAllFormFields().find((wrapper) => wrapper.findLabel()?.getElement().textContent === "Quantidade a Baixar");
  if (!formField) throw new Error("campo 'Quantidade a Baixar' não encontrado");
  return formField;
}

async function type(modal: ModalWrapper, text: string): Promise<void> {
  const input = quantityField(modal).findControl()?.findInput();
  if (!input) throw new Error("sem campo de quantidade");
  await act(async () => input.setInputValue(text));
}

function hint(modal: ModalWrapper): string {
  const formField = quantityField(modal);
  return (formField.findError()?.getElement().textContent ?? formField.findConstraint()?.getElement().textContent ?? "").replace(/\u00a0/g, " ");
}

/** The figures the form shows as the user types, label to text. */
function figures(modal: ModalWrapper): Record<string, string> {
  const form = modal.getElement().querySelector("form");
  const result: Record<string, string> = {};
  for (const term of form?.querySelectorAll("dt") ?? []) {
    result[(term.textContent ?? "").trim()] = (term.nextElementSibling?.textContent ?? "").replace(/\u00a0/g, " ").trim();
  }
  return result;
}

function confirmButton(modal: ModalWrapper) {
  const button = modal
    .findFooter()
    ?.findAllButtons()
    .find((wrapper) => wrapper.getElement().textContent === "Baixar");
  if (!button) throw new Error("sem botão 'Baixar'");
  return button;
}

// Cloudscape's modal and the kit's table render slowly in jsdom on a busy machine.
describe("Baixa Fiscal dialog (spec §2.6, §5)", { timeout: 60_000 }, () => {
  it("limits the quantity to the smaller of the newest entry's available and the remaining, confirm off at zero or above it", async () => {
    const modal = await openDialog();
    expect(hint(modal)).toBe("Máximo: 3 KG");
    expect(confirmButton(modal).isDisabled()).toBe(true);

    await type(modal, "0");
    expect(confirmButton(modal).isDisabled()).toBe(true);
    await type(modal, "3,5");
    expect(hint(modal)).toContain("não pode passar de 3 KG");
    expect(confirmButton(modal).isDisabled()).toBe(true);
    await type(modal, "3");
    expect(confirmButton(modal).isDisabled()).toBe(false);
  });

  it("shows what is left and the ICMS credit to reverse as the user types", async () => {
    const modal = await openDialog();
    await type(modal, "2,5");
    expect(figures(modal)).toEqual({
      "Falta Baixar Depois": "3,5 KG",
      "Custo desta Baixa": "R$ 25,00",
      "Crédito de ICMS a Estornar": "R$ 3,00",
      "Estorno de ICMS da Operação": "R$ 7,80",
    });
  });

  it("takes the limit and the credit from the entry the user chooses", async () => {
    const modal = await openDialog();
    const table = modal.findContent().findTable();
    const optionsButton = table?.findBodyCell(2, 1)?.findButton();
    if (!optionsButton) throw new Error("sem opções na linha da entrada 102");
    await act(async () => optionsButton.click());
    const choose = createWrapper(document.body)
      .findAll('[role="menuitem"]')
      .find((item) => item.getElement().textContent === "Baixar desta Entrada");
    if (!choose) throw new Error("sem a opção 'Baixar desta Entrada'");
    await act(async () => choose.click());
    expect(hint(modal)).toBe("Máximo: 6 KG");
    await type(modal, "6");
    expect(figures(modal)).toMatchObject({ "Falta Baixar Depois": "0 KG", "Crédito de ICMS a Estornar": "R$ 2,20" });
    await type(modal, "6,001");
    expect(confirmButton(modal).isDisabled()).toBe(true);
  });

  it("asks only for the entries the operation may take: up to its day, from 365 days before it", async () => {
    const modal = await openDialog();
    const reads = vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url), "http://localhost"));
    const available = reads.find((url) => url.pathname === "/api/use_and_loss/writeoff_available");
    // LOSS is dated 2026-03-10: 365 days before it is 2025-03-10.
    expect(Object.fromEntries(available?.searchParams ?? [])).toEqual({ product_id: String(LOSS.product_id), start_date: "2025-03-10", operation_id: String(LOSS.id) });
    expect(modal.getElement().textContent).toContain("Entradas de 10/03/2025 até a data da operação (10/03/2026)");
  });

  it("shows no credit for a use (consumption carries its cost only)", async () => {
    server.detail = USE;
    server.entries = [LINE_102];
    const modal = await openDialog();
    await type(modal, "5");
    expect(figures(modal)).toEqual({ "Falta Baixar Depois": "5 KG", "Custo desta Baixa": "R$ 41,00" });
  });

  it("after a partial write-off stays open, clears the quantity and reads the operation again; a closing one closes", async () => {
    const onWrittenOff = vi.fn();
    const onClosed = vi.fn();
    const modal = await openDialog({ onWrittenOff, onClosed });
    await type(modal, "2,5");
    await act(async () => confirmButton(modal).click());
    await settle();
    expect(server.posted).toEqual([{ entry_item_id: 101, writeoff: 2.5 }]);
    expect(onWrittenOff).toHaveBeenCalledTimes(1);
    expect(onClosed).not.toHaveBeenCalled();
    expect(quantityField(modal).findControl()?.findInput()?.getInputValue()).toBe("");
    const detailReads = vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === "/api/use_and_loss/7");
    expect(detailReads).toHaveLength(2);

    server.answer = { status: "closed", written_off: 10, remaining: 0, cost: 100, icms_credit: 12 };
    await type(modal, "3");
    await act(async () => confirmButton(modal).click());
    await settle();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});

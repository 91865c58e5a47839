// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import type { NfeImportDetail } from "../../../shared/contracts/nfe-imports";
import { NoteReview } from "../../../web/src/features/nfe_imports/NoteReview";

/** The review of one note: the header as the note says it, and 'Confirmar entrada' asking to accept the warnings. */

const SIGNATURE_WARNING = "A assinatura digital da nota não confere. Confira se o arquivo não foi alterado.";

const NOTE: NfeImportDetail = {
  id: 31,
  file: "nfe-1299.xml",
  access_key: "35261112345678000195550010000012991000012995",
  status: "review",
  supplier_id: 9,
  supplier: "ATACADO BOM PRECO",
  supplier_cnpj: "11222333000181",
  new_supplier: true,
  series: "1",
  number: "1299",
  issue_date: "2026-11-25",
  total: 150,
  icms_credit: 0,
  lines: 1,
  pending_lines: 0,
  created_at: "2026-11-27T21:00:00Z",
  created_by: "ADMINISTRADOR",
  problems: [{ code: "signature", level: "warn", message: SIGNATURE_WARNING }],
  items: [
    {
      number: 1,
      supplier_code: "551",
      description: "OLEO DE SOJA 900ML",
      gtin: "7891107101621",
      ncm: "15079011",
      cfop: "5102",
      bonus: false,
      unit: "UN",
      quantity: 20,
      line_cost: 150,
      icms_credit: 0,
      product_id: 330,
      product: "OLEO SOJA SOYA 900ML",
      product_unit: "UN",
      fraction: 1,
      stock_quantity: 20,
      unit_cost: 7.5,
      match: "remembered",
    },
  ],
  missing_order_items: [],
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
let confirmAnswer: { status: number; body: unknown };
const mounted = useMountedRoot();

beforeEach(() => {
  calls = [];
  confirmAnswer = { status: 200, body: { success: true } };
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url: String(input), body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      const answer = method === "GET" ? { status: 200, body: { success: true, data: [] } } : confirmAnswer;
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = async () => {
  for (let round = 0; round < 5; round++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function render(note: NfeImportDetail, onConfirmed = vi.fn()) {
  await act(async () =>
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <NoteReview note={note} exportTitle="Entradas" onBack={() => undefined} onChanged={() => undefined} onConfirmed={onConfirmed} onDiscarded={() => undefined} />
      </I18nProvider>,
    ),
  );
  await settle();
  return onConfirmed;
}

/** A button by its text (a disabled one also holds its reason, for screen readers). */
const button = (text: string) => {
  const found = createWrapper(document.body).findAllButtons().find((wrapper) => wrapper.getElement().textContent?.startsWith(text));
  if (!found) throw new Error(`sem botão '${text}'`);
  return found;
};

const posts = () => calls.filter((call) => call.method !== "GET");

describe("the review of a note", { timeout: 60_000 }, () => {
  it("shows the supplier, flagged new, with its CNPJ masked, and the warning", async () => {
    await render(NOTE);
    const text = mounted.container.textContent ?? "";
    expect(text).toContain("NF-e 1299/1");
    expect(text).toContain("Novo fornecedor");
    expect(text).toContain("11.222.333/0001-81");
    expect(text).toContain(SIGNATURE_WARNING);
  });

  it("keeps 'Confirmar entrada' off while a line waits", async () => {
    await render({ ...NOTE, pending_lines: 1 });
    expect(button("Confirmar entrada").isDisabled()).toBe(true);
    expect(button("Confirmar entrada").getElement().textContent).toContain("1 linha precisa de produto ou fração.");
  });

  it("asks to accept the warnings, then confirms saying they were accepted", async () => {
    const onConfirmed = await render(NOTE);
    await act(async () => button("Confirmar entrada").click());
    await settle();
    const modal = createWrapper(document.body).findModal();
    expect(modal?.findContent().getElement().textContent).toContain(SIGNATURE_WARNING);
    expect(posts()).toEqual([]);
    await act(async () => button("Aceitar avisos e confirmar").click());
    await settle();
    expect(posts()).toEqual([{ method: "POST", url: "/api/nfe_imports/31/confirm", body: { accept_warnings: true } }]);
    expect(onConfirmed).toHaveBeenCalled();
  });

  it("confirms a note without warnings at once, and shows the server's refusal", async () => {
    confirmAnswer = { status: 409, body: { success: false, message: { type: "error", msg: "NF-e já importada em 20/11/2026 por MARIA." } } };
    const onConfirmed = await render({ ...NOTE, problems: [] });
    await act(async () => button("Confirmar entrada").click());
    await settle();
    expect(posts()).toEqual([{ method: "POST", url: "/api/nfe_imports/31/confirm", body: { accept_warnings: false } }]);
    expect(mounted.container.textContent).toContain("NF-e já importada em 20/11/2026 por MARIA.");
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});

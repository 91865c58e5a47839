// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompanySettingsDialog } from "../../../web/src/app/CompanySettingsDialog";
import { fieldError, fieldInput, typeInto, useDialogHarness } from "../support/dialog-harness";

/** 'Dados da Empresa' in jsdom: the stored CNPJ shown masked, the mask as one types, nothing sent while invalid. */

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
const { open, settle } = useDialogHarness();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url: String(input), body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      if (method === "GET") return Promise.resolve(json({ success: true, data: { cnpj: "11222333000181" } }));
      return Promise.resolve(json({ success: true }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function save(modal: ModalWrapper): Promise<void> {
  const button = createWrapper(modal.getElement()).findAllButtons().find((wrapper) => wrapper.getElement().textContent === "Salvar");
  if (!button) throw new Error("sem botão 'Salvar'");
  await act(async () => button.click());
  await settle();
}

const puts = () => calls.filter((call) => call.method === "PUT");

describe("Dados da Empresa dialog", { timeout: 60_000 }, () => {
  it("shows the stored CNPJ with its mask", async () => {
    const modal = await open(<CompanySettingsDialog onClose={() => undefined} />);
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/tenant_settings" });
    expect(fieldInput(modal, "CNPJ").getInputValue()).toBe("11.222.333/0001-81");
  });

  it("masks what is typed, refuses a wrong check digit in pt-BR and sends nothing", async () => {
    const modal = await open(<CompanySettingsDialog onClose={() => undefined} />);
    await typeInto(modal, "CNPJ", "11222333000180");
    expect(fieldInput(modal, "CNPJ").getInputValue()).toBe("11.222.333/0001-80");
    await save(modal);
    expect(fieldError(modal, "CNPJ")).toBe("CNPJ inválido: confira os números digitados.");
    expect(puts()).toEqual([]);
  });

  it("sends the 14 characters and closes", async () => {
    const onClose = vi.fn();
    const modal = await open(<CompanySettingsDialog onClose={onClose} />);
    await typeInto(modal, "CNPJ", "12.abc.345/01de-35");
    await save(modal);
    expect(puts()).toEqual([{ method: "PUT", url: "/api/tenant_settings", body: { cnpj: "12ABC34501DE35" } }]);
    expect(onClose).toHaveBeenCalled();
  });
});

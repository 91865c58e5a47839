// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UserDialog } from "../../../web/src/features/users/UserDialog";
import { fieldError, fieldInput, formField, typeInto, useDialogHarness } from "../support/dialog-harness";

/** 'Novo Usuário' in jsdom: the limits of its fields and how a login typed with spaces is taken (spec §5). */

let requests: string[];

const { open, settle } = useDialogHarness();

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      requests.push(String(input));
      return Promise.resolve(new Response(JSON.stringify({ success: true }), { status: 200, headers: { "Content-Type": "application/json" } }));
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

const constraint = (modal: ModalWrapper, label: string) => formField(modal, label).findConstraint()?.getElement().textContent ?? null;

// Cloudscape's modal renders slowly in jsdom on a busy machine.
describe("Novo Usuário dialog", { timeout: 60_000 }, () => {
  it("holds the name to 120 characters and says so once it is reached", async () => {
    const modal = await open(<UserDialog onClose={() => undefined} onSaved={() => undefined} />);
    const name = fieldInput(modal, "Nome do Usuário");
    // The browser cuts what is typed or pasted at the input's maxLength.
    expect(name.findNativeInput().getElement().maxLength).toBe(120);
    await typeInto(modal, "Nome do Usuário", "maria ".repeat(19).trim());
    expect(constraint(modal, "Nome do Usuário")).toBeNull();
    await typeInto(modal, "Nome do Usuário", "m".repeat(120));
    expect(constraint(modal, "Nome do Usuário")).toBe("No máximo 120 caracteres.");
    expect(name.getInputValue()).toBe("M".repeat(120));
  });

  it("keeps a login typed with spaces in lower case, refuses it on 'Salvar' and sends nothing", async () => {
    const modal = await open(<UserDialog onClose={() => undefined} onSaved={() => undefined} />);
    expect(fieldInput(modal, "Login de Usuário").findNativeInput().getElement().maxLength).toBe(60);
    const typed = "Maria Silva";
    for (let end = 1; end <= typed.length; end++) await typeInto(modal, "Login de Usuário", `${fieldInput(modal, "Login de Usuário").getInputValue()}${typed[end - 1]}`);
    expect(fieldInput(modal, "Login de Usuário").getInputValue()).toBe("maria silva");
    await save(modal);
    expect(fieldError(modal, "Login de Usuário")).toBe("O campo 'Login de Usuário' não pode ter espaços.");
    expect(requests).toEqual([]);
  });

  it("drops a space left at the end of the login when the field is left", async () => {
    const modal = await open(<UserDialog onClose={() => undefined} onSaved={() => undefined} />);
    await typeInto(modal, "Login de Usuário", "maria");
    await typeInto(modal, "Login de Usuário", "maria ");
    expect(fieldInput(modal, "Login de Usuário").getInputValue()).toBe("maria ");
    // Leaving the field: it had the focus, then loses it.
    await act(async () => fieldInput(modal, "Login de Usuário").focus());
    await act(async () => fieldInput(modal, "Login de Usuário").blur());
    expect(fieldInput(modal, "Login de Usuário").getInputValue()).toBe("maria");
  });
});

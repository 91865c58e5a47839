import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HEADER_ROW } from "../../web/src/lists/export-excel";
import { sheetRows } from "./pages/export-download";
import { DEMO_LOGO_PNG } from "../../infra/local/demo-tenant";
import type { UserView } from "../../shared/contracts/users";
import { sha256Hex } from "../support/sessions";
import { DESKTOP, PHONE } from "./pages/browser";
import { useE2e } from "./pages/e2e";
import { notificationItems } from "./pages/notifications";
import { textOf } from "./pages/text";
import { UsersPage } from "./pages/users-page";

const SMALL_PNG = DEMO_LOGO_PNG;
// Above the 32 KB limit, which the picker checks before reading the file.
const LARGE_PNG = Buffer.concat([DEMO_LOGO_PNG, Buffer.alloc(40_000)]);

const e2e = useE2e();
let page: Page;

async function openUsers(viewport = DESKTOP): Promise<UsersPage> {
  page = await e2e.open({ viewport, signedIn: true });
  return new UsersPage(page, e2e.baseUrl).open();
}

function notifications(): Promise<string[]> {
  return notificationItems(page).allInnerTexts();
}

describe("users screen", () => {
  it("lists the users with avatar, login and role label, and protects the own account", async () => {
    const users = await openUsers();
    expect(await textOf(users.list.title)).toBe("Usuários");
    await expect.poll(() => users.list.count()).toBe("2 Registros");
    const rows = await users.list.rowTexts();
    expect(rows.some((row) => row.includes("admin") && row.includes("Administrador"))).toBe(true);
    expect(rows.some((row) => row.includes("operador") && row.includes("Usuário Padrão"))).toBe(true);
    expect(await users.list.row("operador").locator("img.user-avatar").getAttribute("src")).toMatch(/^data:image\//);

    const remove = await users.list.rowOption("Administrador", "Remover");
    expect(await remove.getAttribute("aria-disabled")).toBe("true");
  });

  it("creates a user showing every validation message first, then edits and removes it", async () => {
    const users = await openUsers();
    await users.list.headerButton("Novo Usuário").click();
    await expect.poll(() => textOf(users.dialog.getByRole("heading"))).toBe("Novo Usuário");
    // The dialog opens with the focus on its first field.
    await expect.poll(() => users.name.evaluate((field) => field === document.activeElement)).toBe(true);
    // Defaults: standard user, default avatar.
    expect(await textOf(users.field("Tipo de Usuário"))).toContain("Usuário Padrão");

    await users.save();
    await expect.poll(() => users.fieldErrors()).toEqual([
      "Preencha o campo 'Nome do Usuário'",
      "Preencha o campo 'Login de Usuário'",
      "Preencha o campo 'Senha'",
    ]);

    await users.name.fill("maria souza");
    await expect.poll(() => users.name.inputValue()).toBe("MARIA SOUZA");
    await users.username.fill("maria souza");
    await expect.poll(() => users.fieldErrors()).toContain("O campo 'Login de Usuário' não pode ter espaços.");
    await users.username.fill("  Maria.Souza ");
    await expect.poll(() => users.username.inputValue()).toBe("maria.souza");
    await users.password.fill("ab");
    await expect.poll(() => users.fieldErrors()).toEqual(["Preencha o campo 'Senha'", "'Senha' não confere"]);
    await users.password.fill("abc");
    await users.confirmation.fill("abd");
    await expect.poll(() => users.fieldErrors()).toEqual(["'Senha' não confere"]);

    // Show/hide the password.
    expect(await users.password.getAttribute("type")).toBe("password");
    await users.dialog.getByRole("button", { name: "Mostrar senha" }).first().click();
    expect(await users.password.getAttribute("type")).toBe("text");

    // Avatar: only images, at most 32 KB.
    await users.avatarFile.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("não é imagem") });
    await expect.poll(() => users.fieldErrors()).toContain("Arquivo não é uma Imagem");
    await users.avatarFile.setInputFiles({ name: "falsa.png", mimeType: "image/png", buffer: Buffer.from("isto não é uma imagem") });
    await expect.poll(() => users.fieldErrors()).toContain("Erro na Leitura da Imagem");
    await users.avatarFile.setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: LARGE_PNG });
    await expect.poll(() => users.fieldErrors()).toContain("Tamanho Máximo da Imagem: 32KB");
    await users.avatarFile.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: SMALL_PNG });
    await expect.poll(() => users.avatarImage.getAttribute("src")).toBe(`data:image/png;base64,${SMALL_PNG.toString("base64")}`);

    await users.confirmation.fill("abc");
    await expect.poll(() => users.fieldErrors()).toEqual([]);
    await users.chooseRole("Administrador");
    await e2e.screenshot(page, "users-new-dialog-desktop");
    await users.save();

    await expect.poll(notifications).toContainEqual(expect.stringContaining("Usuário criado com sucesso!"));
    await expect.poll(() => users.list.count()).toBe("3 Registros");
    await expect.poll(() => users.list.rowTexts()).toContainEqual(expect.stringMatching(/MARIA SOUZA maria\.souza Administrador/));
    expect(await users.list.row("maria.souza").locator("img.user-avatar").getAttribute("src")).toBe(
      `data:image/png;base64,${SMALL_PNG.toString("base64")}`,
    );

    // Edit: the name is upper-cased; an empty password keeps the old one.
    await users.list.chooseRowOption("maria.souza", "Editar");
    await expect.poll(() => textOf(users.dialog.getByRole("heading"))).toBe("Editar Usuário");
    expect(await users.name.inputValue()).toBe("MARIA SOUZA");
    expect(await users.password.inputValue()).toBe("");
    await users.name.fill("maria souza lima");
    await expect.poll(() => users.name.inputValue()).toBe("MARIA SOUZA LIMA");
    await users.chooseRole("Usuário Padrão");
    await e2e.screenshot(page, "users-edit-dialog-desktop");
    await users.save();
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Usuário alterado com sucesso!"));
    await expect.poll(() => users.list.rowTexts()).toContainEqual(expect.stringMatching(/MARIA SOUZA LIMA maria\.souza Usuário Padrão/));

    // Remove, after the confirmation.
    await users.list.chooseRowOption("maria.souza", "Remover");
    await expect.poll(() => textOf(users.dialog)).toContain("Tem certeza que deseja remover o usuário MARIA SOUZA LIMA?");
    await e2e.screenshot(page, "users-remove-confirm-desktop");
    await users.confirm("Remover");
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Usuário removido com sucesso!"));
    await expect.poll(() => users.list.count()).toBe("2 Registros");
    expect(await users.list.row("maria.souza").count()).toBe(0);
  });

  it("refuses a save from a dialog opened before someone else's, and shows that save after a reload", async () => {
    const created = await e2e.api<UserView>("POST", "/users", {
      name: "JOAO CONCORRENTE",
      username: "joao.concorrente",
      role: "user",
      avatar: `data:image/png;base64,${SMALL_PNG.toString("base64")}`,
      password: sha256Hex("segredo"),
    });
    const users = await openUsers();
    await expect.poll(() => users.list.rowTexts()).toContainEqual(expect.stringContaining("joao.concorrente"));
    await users.list.chooseRowOption("joao.concorrente", "Editar");
    await expect.poll(() => users.name.inputValue()).toBe("JOAO CONCORRENTE");

    // Someone else saves the user while this dialog is open.
    await e2e.api("PUT", `/users/${created.id}`, {
      name: "JOAO SALVO POR OUTRA PESSOA",
      username: "joao.concorrente",
      role: "user",
      avatar: created.avatar,
      version: created.version,
    });

    await users.name.fill("joao da tela antiga");
    await users.save();
    await expect.poll(notifications).toContainEqual(
      expect.stringContaining("O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente."),
    );
    await e2e.screenshot(page, "users-edit-stale-desktop");
    // The dialog stays open with what was typed; nothing was written.
    expect(await users.name.inputValue()).toBe("JOAO DA TELA ANTIGA");
    await users.confirm("Cancelar");

    await page.reload();
    await expect.poll(() => users.list.rowTexts()).toContainEqual(expect.stringContaining("JOAO SALVO POR OUTRA PESSOA"));
    expect((await users.list.rowTexts()).some((row) => row.includes("JOAO DA TELA ANTIGA"))).toBe(false);
    await e2e.api("DELETE", `/users/${created.id}`);
  });

  it("exports the list to Excel", async () => {
    const users = await openUsers();
    await expect.poll(() => users.list.count()).toBe("2 Registros");
    const file = await users.list.exportAs("Excel");
    expect(file.fileName).toMatch(/\.xlsx$/);
    const rows = await sheetRows(file.content);
    const body = rows.slice(HEADER_ROW).map((row) => row.join(" | "));
    expect(body).toContainEqual(expect.stringContaining("ADMINISTRADOR | admin | Administrador"));
    expect(body).toContainEqual(expect.stringContaining("OPERADOR DE LOJA | operador | Usuário Padrão"));
  });

  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)("renders the list and the new user dialog on %s", async (name, viewport) => {
    const users = await openUsers(viewport);
    await expect.poll(() => users.list.count()).toBe("2 Registros");
    await e2e.screenshot(page, `users-list-${name}`);
    await users.list.headerButton("Novo Usuário").click();
    await users.save();
    await expect.poll(async () => (await users.fieldErrors()).length).toBe(3);
    await e2e.screenshot(page, `users-new-dialog-errors-${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});

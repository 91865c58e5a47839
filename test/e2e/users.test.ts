import { describe, expect, it } from "vitest";
import { HEADER_ROW } from "../../web/src/lists/export-excel";
import { sheetRows } from "./pages/export-download";
import { DEMO_LOGO_PNG } from "../../infra/local/demo-tenant";
import type { UserView } from "../../shared/contracts/users";
import { sha256Hex } from "../support/sessions";
import { useE2e } from "./pages/e2e";
import { notificationItems } from "./pages/notifications";
import { ShellPage } from "./pages/shell-page";
import { textOf } from "./pages/text";
import { UsersPage } from "./pages/users-page";

const SMALL_PNG = DEMO_LOGO_PNG;

const e2e = useE2e();

/**
 * One administrator on one page at desktop width: the users list, a user created, edited and removed, a save
 * refused because someone else saved first, and the export. Only the step about what a reload shows loads the
 * app again.
 */
describe("users screen", () => {
  const journey = e2e.journey({ signedIn: true });
  const page = () => journey.page;
  const users = () => new UsersPage(page(), e2e.baseUrl);
  const notifications = () => notificationItems(page()).allInnerTexts();

  it("lists the users with avatar, login and role label, and protects the own account", async () => {
    await users().open();
    expect(await textOf(users().list.title)).toBe("Usuários");
    await expect.poll(() => users().list.count()).toBe("2 Registros");
    const rows = await users().list.rowTexts();
    expect(rows.some((row) => row.includes("admin") && row.includes("Administrador"))).toBe(true);
    expect(rows.some((row) => row.includes("operador") && row.includes("Usuário Padrão"))).toBe(true);
    expect(await users().list.row("operador").locator("img.user-avatar").getAttribute("src")).toMatch(/^data:image\//);

    const remove = await users().list.rowOption("Administrador", "Remover");
    expect(await remove.getAttribute("aria-disabled")).toBe("true");
    await page().keyboard.press("Escape");
  });

  it("creates a user, edits and removes it, the list showing what was saved", async () => {
    await users().list.headerButton("Novo Usuário").click();
    await expect.poll(() => textOf(users().dialog.getByRole("heading"))).toBe("Novo Usuário");
    // The dialog opens with the focus on its first field.
    await expect.poll(() => users().name.evaluate((field) => field === document.activeElement)).toBe(true);
    // Defaults: standard user, default avatar.
    expect(await textOf(users().field("Tipo de Usuário"))).toContain("Usuário Padrão");

    // The fields' rules and messages (empty, spaces, password and confirmation, the avatar's file) are the jsdom
    // tier's: test/web/users/user-form.test.ts, avatar-file.test.ts and user-dialog-rules.test.tsx.
    await users().name.fill("maria souza");
    await expect.poll(() => users().name.inputValue()).toBe("MARIA SOUZA");
    await users().username.fill("  Maria.Souza ");
    await expect.poll(() => users().username.inputValue()).toBe("maria.souza");
    await users().password.fill("abc");

    // Show/hide the password.
    expect(await users().password.getAttribute("type")).toBe("password");
    await users().dialog.getByRole("button", { name: "Mostrar senha" }).first().click();
    expect(await users().password.getAttribute("type")).toBe("text");

    await users().avatarFile.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: SMALL_PNG });
    await expect.poll(() => users().avatarImage.getAttribute("src")).toBe(`data:image/png;base64,${SMALL_PNG.toString("base64")}`);

    await users().confirmation.fill("abc");
    await expect.poll(() => users().fieldErrors()).toEqual([]);
    await users().chooseRole("Administrador");
    await e2e.screenshot(page(), "users-new-dialog-desktop");
    await users().save();

    await expect.poll(notifications).toContainEqual(expect.stringContaining("Usuário criado com sucesso!"));
    await expect.poll(() => users().list.count()).toBe("3 Registros");
    await expect.poll(() => users().list.rowTexts()).toContainEqual(expect.stringMatching(/MARIA SOUZA maria\.souza Administrador/));
    expect(await users().list.row("maria.souza").locator("img.user-avatar").getAttribute("src")).toBe(
      `data:image/png;base64,${SMALL_PNG.toString("base64")}`,
    );

    // Edit: the name is upper-cased; an empty password keeps the old one.
    await users().list.chooseRowOption("maria.souza", "Editar");
    await expect.poll(() => textOf(users().dialog.getByRole("heading"))).toBe("Editar Usuário");
    expect(await users().name.inputValue()).toBe("MARIA SOUZA");
    expect(await users().password.inputValue()).toBe("");
    await users().name.fill("maria souza lima");
    await expect.poll(() => users().name.inputValue()).toBe("MARIA SOUZA LIMA");
    await users().chooseRole("Usuário Padrão");
    await e2e.screenshot(page(), "users-edit-dialog-desktop");
    await users().save();
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Usuário alterado com sucesso!"));
    await expect.poll(() => users().list.rowTexts()).toContainEqual(expect.stringMatching(/MARIA SOUZA LIMA maria\.souza Usuário Padrão/));

    // Remove, after the confirmation.
    await users().list.chooseRowOption("maria.souza", "Remover");
    await expect.poll(() => textOf(users().dialog)).toContain("Tem certeza que deseja remover o usuário MARIA SOUZA LIMA?");
    await e2e.screenshot(page(), "users-remove-confirm-desktop");
    await users().confirm("Remover");
    await expect.poll(notifications).toContainEqual(expect.stringContaining("Usuário removido com sucesso!"));
    await expect.poll(() => users().list.count()).toBe("2 Registros");
    expect(await users().list.row("maria.souza").count()).toBe(0);
  }, 60_000);

  it("refuses a save from a dialog opened before someone else's, and shows that save after a reload", async () => {
    const created = await e2e.api<UserView>("POST", "/users", {
      name: "JOAO CONCORRENTE",
      username: "joao.concorrente",
      role: "user",
      avatar: `data:image/png;base64,${SMALL_PNG.toString("base64")}`,
      password: sha256Hex("segredo"),
    });
    // The sidebar's link to the screen on show reads its users again.
    await new ShellPage(page()).sidebar.getByRole("link", { name: "Usuários", exact: true }).click();
    await expect.poll(() => users().list.rowTexts()).toContainEqual(expect.stringContaining("joao.concorrente"));
    await users().list.chooseRowOption("joao.concorrente", "Editar");
    await expect.poll(() => users().name.inputValue()).toBe("JOAO CONCORRENTE");

    // Someone else saves the user while this dialog is open.
    await e2e.api("PUT", `/users/${created.id}`, {
      name: "JOAO SALVO POR OUTRA PESSOA",
      username: "joao.concorrente",
      role: "user",
      avatar: created.avatar,
      version: created.version,
    });

    await users().name.fill("joao da tela antiga");
    await users().save();
    await expect.poll(notifications).toContainEqual(
      expect.stringContaining("O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente."),
    );
    await e2e.screenshot(page(), "users-edit-stale-desktop");
    // The dialog stays open with what was typed; nothing was written.
    expect(await users().name.inputValue()).toBe("JOAO DA TELA ANTIGA");
    await users().confirm("Cancelar");

    await page().reload();
    await expect.poll(() => users().list.rowTexts()).toContainEqual(expect.stringContaining("JOAO SALVO POR OUTRA PESSOA"));
    expect((await users().list.rowTexts()).some((row) => row.includes("JOAO DA TELA ANTIGA"))).toBe(false);
    // Removed again through the screen, which reads the list again.
    await users().list.chooseRowOption("joao.concorrente", "Remover");
    await users().confirm("Remover");
    await expect.poll(() => users().list.count()).toBe("2 Registros");
    await expect.poll(async () => (await e2e.api<UserView[]>("GET", "/users")).some((user) => user.id === created.id)).toBe(false);
  }, 60_000);

  it("exports the list to Excel", async () => {
    const file = await users().list.exportAs("Excel");
    expect(file.fileName).toMatch(/\.xlsx$/);
    const rows = await sheetRows(file.content);
    const body = rows.slice(HEADER_ROW).map((row) => row.join(" | "));
    expect(body).toContainEqual(expect.stringContaining("ADMINISTRADOR | admin | Administrador"));
    expect(body).toContainEqual(expect.stringContaining("OPERADOR DE LOJA | operador | Usuário Padrão"));
  });
});

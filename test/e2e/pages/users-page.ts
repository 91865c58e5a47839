import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { type DownloadedExport, downloadExport } from "./export-download";
import { textOf } from "./text";

/**
 * A page whose content is one list-kit list (spec §2.3) and its dialogs: record count, rows, row
 * options, export. Shared by the users and notable products page objects.
 */
export class ListScreen {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    private readonly path: string,
  ) {}

  get table(): Locator {
    return this.page.locator(ui.findTable().toSelector()).first();
  }

  get title(): Locator {
    return this.page.locator(ui.findTable().findHeaderSlot().findHeader().findHeadingText().toSelector()).first();
  }

  /** The dialog on top (Cloudscape keeps closed modals in the page, hidden). */
  get dialog(): Locator {
    return this.page.getByRole("dialog").filter({ visible: true }).last();
  }

  async open(): Promise<this> {
    await this.page.goto(`${this.baseUrl}${this.path}`);
    await this.waitForRows();
    return this;
  }

  async waitForRows(): Promise<void> {
    await this.rows().first().waitFor();
  }

  rows(): Locator {
    return this.page.locator(ui.findTable().findRows().toSelector());
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** '1 Registro' / 'N Registros'. */
  async counter(): Promise<string> {
    return textOf(this.page.locator(ui.findTable().findHeaderSlot().findHeader().findCounter().toSelector()).first());
  }

  async rowTexts(): Promise<string[]> {
    return (await this.rows().allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
  }

  async openRowOptions(rowText: string): Promise<Locator> {
    await this.row(rowText).getByRole("button", { name: "Opções do registro" }).click();
    return this.page.getByRole("menuitem");
  }

  async chooseRowOption(rowText: string, option: string): Promise<void> {
    await this.openRowOptions(rowText);
    await this.page.getByRole("menuitem", { name: option }).click();
  }

  /** Filters the list by free text (a token of the property filter). */
  async filter(text: string): Promise<void> {
    const input = this.page.locator(ui.findTable().findPropertyFilter().findNativeInput().toSelector()).first();
    await input.fill(text);
    await input.press("Enter");
  }

  headerButton(name: string): Locator {
    return this.page.locator(ui.findTable().findHeaderSlot().toSelector()).getByRole("button", { name, exact: true });
  }

  /** The validation messages of the dialog on top, in field order. */
  async fieldErrors(): Promise<string[]> {
    return (await this.dialog.locator(ui.findFormField().findError().toSelector().replace(/^body /, "")).allInnerTexts()).map(
      (text) => text.trim(),
    );
  }

  /** Exports the list through the header's 'Exportar' menu; answers the file's name and size. */
  exportAs(format: "PDF" | "Excel"): Promise<DownloadedExport> {
    return downloadExport(this.page, format);
  }
}

/** /users (spec §2.8, §5): the list and the new/edit user dialogs. */
export class UsersPage extends ListScreen {
  constructor(page: Page, baseUrl: string) {
    super(page, baseUrl, "/users");
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  get name(): Locator {
    return this.field("Nome do Usuário");
  }

  get username(): Locator {
    return this.field("Login de Usuário");
  }

  get password(): Locator {
    return this.field("Senha");
  }

  get confirmation(): Locator {
    return this.field("Confirmação de Senha");
  }

  get avatarFile(): Locator {
    return this.dialog.locator('input[type="file"]');
  }

  get avatarImage(): Locator {
    return this.dialog.getByRole("img", { name: "Avatar do usuário" });
  }

  async chooseRole(label: "Administrador" | "Usuário Padrão"): Promise<void> {
    await this.field("Tipo de Usuário").click();
    await this.page.getByRole("option", { name: label }).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Salvar" }).click();
  }

  async confirm(buttonName: string): Promise<void> {
    await this.dialog.getByRole("button", { name: buttonName }).click();
  }
}

import type { Locator, Page } from "playwright-core";
import { ListPage } from "./list-page";

/** /users (spec §2.8, §5): the list and the new/edit user dialogs. */
export class UsersPage extends ListPage {
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

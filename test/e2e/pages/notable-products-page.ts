import type { Locator, Page } from "playwright-core";
import { ListPage } from "./list-page";

/** /notable_products (spec §2.11, §5): the list, the flag toggle, the dialogs and the product picker. */
export class NotableProductsPage extends ListPage {
  constructor(page: Page, baseUrl: string) {
    super(page, baseUrl, "/notable_products");
  }

  get productPicker(): Locator {
    return this.dialog.getByRole("combobox", { name: "Produto Notável" });
  }

  get readOnlyProduct(): Locator {
    return this.dialog.getByLabel("Produto Notável", { exact: true });
  }

  get desiredMargin(): Locator {
    return this.dialog.getByLabel("Margem Desejável", { exact: true });
  }

  /** Types into the picker and picks the suggestion with this exact text ("102 - ARROZ ..."). */
  async pickProduct(typed: string, suggestion: string): Promise<void> {
    await this.productPicker.fill(typed);
    await this.page.getByRole("option", { name: suggestion, exact: true }).click();
  }

  flagButton(rowText: string): Locator {
    return this.list.row(rowText).getByRole("button", { name: "Desmarcar Produto Notável" });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Salvar" }).click();
  }

  async confirm(buttonName: string): Promise<void> {
    await this.dialog.getByRole("button", { name: buttonName }).click();
  }
}

import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { ListTable } from "./list-table";

/** A screen whose content is one list-kit list, and the dialogs it opens (users, notable products, a day's sales). */
export class ListPage {
  readonly list: ListTable;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    private readonly path: string,
  ) {
    this.list = new ListTable(page);
  }

  /** The dialog on top (Cloudscape keeps closed modals in the page, hidden). */
  get dialog(): Locator {
    return this.page.getByRole("dialog").filter({ visible: true }).last();
  }

  async open(): Promise<this> {
    await this.page.goto(`${this.baseUrl}${this.path}`);
    await this.list.waitForRows();
    return this;
  }

  /** The validation messages of the dialog on top, in field order. */
  async fieldErrors(): Promise<string[]> {
    return (await this.dialog.locator(ui.findFormField().findError().toSelector().replace(/^body /, "")).allInnerTexts()).map(
      (text) => text.trim(),
    );
  }
}

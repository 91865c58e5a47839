import type { Locator } from "playwright-core";
import { ui } from "./cloudscape";
import type { RowRef } from "./list-table";
import { FormDialog, SectionScreen } from "./section-screen";
import { textOf } from "./text";

/**
 * Page objects of /pricing (spec §2.9): the pricings on the list kit, the 'Nova Precificação' dialog with its
 * period and two-handle margin slider (spec §5), the 'Terminação de Preço' setting, the row menu and the
 * confirmations before each change.
 */

export const FIRST_HANDLE = "Limite entre as Classes A e B";
export const SECOND_HANDLE = "Limite entre as Classes B e C";

/** 'Nova Precificação': 'Data inicial' and 'Data final' of the sales period, and the margins' slider. */
export class NewPricingDialog extends FormDialog {
  /** Types both days as a person does (dd/mm/aaaa). */
  async fillPeriod(start: string, end: string): Promise<void> {
    await this.field("Data inicial").fill(start);
    await this.field("Data final").fill(end);
  }

  handle(name: string): Locator {
    return this.root.getByRole("slider", { name, exact: true });
  }

  /** Moves a handle with the arrow keys, one step (5%) per press: positive to the right. */
  async moveHandle(name: string, steps: number): Promise<void> {
    const handle = this.handle(name);
    await handle.focus();
    for (let step = 0; step < Math.abs(steps); step++) await handle.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
  }

  /** The margins shown beside the slider: 'Margem A' to '40%'. */
  async margins(): Promise<Record<string, string>> {
    const outputs = this.root.locator("output");
    const margins: Record<string, string> = {};
    for (let index = 0; index < (await outputs.count()); index++) {
      const output = outputs.nth(index);
      margins[(await output.getAttribute("aria-label")) ?? ""] = await textOf(output);
    }
    return margins;
  }
}

/** 'Terminação de Preço': one of three endings, each with an example. */
export class PriceEndingDialog extends FormDialog {
  choice(label: string): Locator {
    return this.root.getByRole("radio", { name: label });
  }

  /** Each choice's text with its example, in order. */
  async choices(): Promise<string[]> {
    const buttons = this.root.locator(ui.findRadioGroup().findButtons().toSelector().replace(/^body /, ""));
    return (await buttons.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
  }
}

/** /pricing. */
export class PricingScreen extends SectionScreen {
  get newPricingDialog(): NewPricingDialog {
    return new NewPricingDialog(this.page);
  }

  get priceEndingDialog(): PriceEndingDialog {
    return new PriceEndingDialog(this.page);
  }

  async openNewPricing(): Promise<NewPricingDialog> {
    await this.list.headerButton("Nova Precificação").click();
    await this.newPricingDialog.header.waitFor();
    return this.newPricingDialog;
  }

  async openPriceEnding(): Promise<PriceEndingDialog> {
    await this.list.headerButton("Terminação de Preço").click();
    await this.priceEndingDialog.header.waitFor();
    await this.priceEndingDialog.root.getByRole("radio").first().waitFor();
    return this.priceEndingDialog;
  }

  /** Which of `options` are off in a row's menu; inside a group ('Visualizar Produtos') when given. The menu is closed again. */
  async disabledOptions(row: RowRef, options: readonly string[], group?: string): Promise<string[]> {
    await this.list.row(row).getByRole("button", { name: "Opções do registro" }).click();
    if (group) await this.page.getByRole("menuitem", { name: group, exact: true }).click();
    const disabled: string[] = [];
    for (const option of options) {
      const item = this.page.getByRole("menuitem", { name: option, exact: true });
      if ((await item.getAttribute("aria-disabled")) === "true") disabled.push(option);
    }
    const menu = this.page.getByRole("menuitem").filter({ visible: true }).first();
    for (let press = 0; press < 3 && (await menu.isVisible()); press++) await this.page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    return disabled;
  }

  /** The row's status cell: the status and, under it, what runs on the pricing. */
  async status(row: RowRef): Promise<string> {
    const index = typeof row === "number" ? row : (await this.list.rowTexts()).findIndex((text) => text.includes(row));
    return (await textOf(await this.list.cell(index, "Status"))).replace(/\s+/g, " ");
  }
}

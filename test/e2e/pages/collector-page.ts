import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { textOf } from "./text";

export type CollectorTask = "Contagem" | "Uso/Perda";

/** A selector from inside the task's panel (Cloudscape's selectors start at <body>). */
const inPanel = (wrapper: { toSelector(): string }) => wrapper.toSelector().replace(/^body /, "");
const alert = ui.findAlert();
/** A selector from an alert's own element. */
const inAlert = (wrapper: { toSelector(): string }) => wrapper.toSelector().replace(alert.toSelector(), ":scope");

/**
 * The standard user's page, the store-floor collector: the tasks Contagem and Uso/Perda, each with the
 * barcode field, what a scan found, the quantity, the register button, its messages and the user's list.
 */
export class CollectorPage {
  constructor(readonly page: Page) {}

  /** Opens the collector (the standard user's home) in a page signed in as that user, and waits for it. */
  static async open(page: Page, baseUrl: string): Promise<CollectorPage> {
    await page.goto(`${baseUrl}/`);
    const collector = new CollectorPage(page);
    await collector.title.waitFor();
    return collector;
  }

  get title(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Coletor" });
  }

  tab(task: CollectorTask): Locator {
    return this.page.getByRole("tab", { name: task });
  }

  /** The task on show. */
  get panel(): Locator {
    return this.page.getByRole("tabpanel");
  }

  async openTask(task: CollectorTask): Promise<void> {
    await this.tab(task).click();
    await this.barcode.waitFor();
  }

  get barcode(): Locator {
    return this.panel.getByRole("textbox", { name: "Código de barras" });
  }

  get cameraButton(): Locator {
    return this.panel.getByRole("button", { name: "Câmera" });
  }

  /** As a handheld scanner does: the code typed, then Enter. */
  async scan(barcode: string): Promise<void> {
    await this.barcode.fill(barcode);
    await this.barcode.press("Enter");
  }

  /** What the last scan found (name, barcode, unit, stock, counted so far). */
  get product(): Locator {
    return this.panel.getByTestId("collector-product");
  }

  /** A figure of the scanned product by its label ('Unidade', 'Estoque', 'Contado neste inventário'). */
  async productFigure(label: string): Promise<string> {
    const term = this.product.locator("dt").filter({ has: this.page.getByText(label, { exact: true }) }).first();
    return textOf(term.locator("xpath=following-sibling::dd[1]"));
  }

  get quantity(): Locator {
    return this.panel.getByRole("textbox", { name: /^Quantidade/ });
  }

  get location(): Locator {
    return this.panel.getByRole("textbox", { name: "Local de Uso" });
  }

  operation(label: "Uso" | "Perda"): Locator {
    return this.panel.getByRole("radio", { name: label });
  }

  get registerButton(): Locator {
    return this.panel.getByRole("button", { name: /^Registrar/ });
  }

  get retryButton(): Locator {
    return this.panel.getByRole("button", { name: "Tentar novamente" });
  }

  /** The errors shown under the fields. */
  async fieldErrors(): Promise<string[]> {
    return (await this.panel.locator(inPanel(ui.findFormField().findError())).allInnerTexts()).map((text) => text.trim());
  }

  /** The messages on top of the task (no inventory, sent, refused, lost connection): header and text. */
  async messages(): Promise<string[]> {
    const alerts = this.panel.locator(inPanel(alert));
    const texts: string[] = [];
    for (let index = 0; index < (await alerts.count()); index++) {
      const shown = alerts.nth(index);
      // allInnerTexts does not wait: an alert without a header has no header element.
      const parts = [...(await shown.locator(inAlert(alert.findHeader())).allInnerTexts()), ...(await shown.locator(inAlert(alert.findContent())).allInnerTexts())];
      texts.push(parts.map((part) => part.trim()).filter(Boolean).join(" "));
    }
    return texts;
  }

  /** The user's registrations listed under the task, newest first, as 'product | details'. */
  async registrations(): Promise<string[]> {
    const list = this.panel.getByRole("list", { name: /^Minhas (contagens|operações)/ });
    const texts = await list.getByRole("listitem").allInnerTexts();
    return texts.map((text) => text.split("\n").map((line) => line.trim()).filter((line) => line && line !== "Desfazer").join(" | "));
  }

  /** 'Desfazer' on a listed registration (named for screen readers after its product), confirmed. */
  async undo(undoLabel: string): Promise<void> {
    await this.panel.getByRole("button", { name: undoLabel }).click();
    const dialog = this.page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Desfazer" }).click();
    await dialog.waitFor({ state: "hidden" });
  }
}

import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { textOf } from "./text";

/** Selectors inside a tile, from its container. */
const container = ui.findContainer();
const inContainer = (wrapper: { toSelector(): string }) => wrapper.toSelector().replace(container.toSelector(), ":scope");

/**
 * The administrator's dashboard (/): the page header with how fresh the sales are, and its tiles, each a
 * container headed by its title, with figures by label, links to the lists and its own error state.
 */
export class DashboardPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  get title(): Locator {
    return this.page.locator("h1").first();
  }

  /** The page header's description: 'Vendas até 23/11/2026'. */
  get freshness(): Locator {
    return this.page.locator(ui.findContentLayout().findHeader().findHeader().findDescription().toSelector()).first();
  }

  /** Opens the page and waits until its answer is shown. */
  async open(): Promise<this> {
    await this.page.goto(`${this.baseUrl}/`);
    await this.waitUntilLoaded();
    return this;
  }

  /** The tiles show once the route has loaded the page's one answer (all of them at once). */
  async waitUntilLoaded(): Promise<void> {
    await this.tile("Vendas dos Últimos 30 Dias").waitFor();
  }

  /** A tile by its title. */
  tile(title: string): Locator {
    const header = this.page.locator(inContainer(container.findHeader())).filter({ has: this.page.locator("h2", { hasText: title }) });
    return this.page.locator(container.toSelector()).filter({ has: header }).filter({ visible: true });
  }

  /** The text under a tile's title (its period, its inventory...). */
  async description(title: string): Promise<string> {
    return textOf(this.tile(title).locator(inContainer(container.findHeader().findHeader().findDescription())).first());
  }

  /** A figure of a tile by its label, as shown (value and the small texts under it). */
  async figure(title: string, label: string): Promise<string> {
    const term = this.tile(title).locator("dt").filter({ has: this.page.getByText(label, { exact: true }) }).first();
    return textOf(term.locator("xpath=following-sibling::dd[1]"));
  }

  /** What a tile says instead of its figures (it failed, or has nothing to show). */
  async message(title: string): Promise<string> {
    return textOf(this.tile(title).locator(inContainer(container.findContent())));
  }

  /** The names a chart of a tile draws on its category axis, in order. */
  async chartCategories(title: string, chartLabel: string): Promise<string[]> {
    const chart = this.tile(title).locator(`[aria-label="${chartLabel}"]`).first();
    const ticks = chart.locator("text");
    // The charts load after the page's figures.
    await ticks.first().waitFor();
    return (await ticks.allTextContents()).map((text) => text.trim()).filter(Boolean);
  }

  /** Follows a link or a header button of a tile by its text (the whole text, when a string). */
  async follow(title: string, text: string | RegExp): Promise<void> {
    const tile = this.tile(title);
    const name = { name: text, exact: typeof text === "string" };
    await tile.getByRole("link", name).or(tile.getByRole("button", name)).first().click();
  }

  get refresh(): Locator {
    return this.page.getByRole("button", { name: "Atualizar" });
  }

  /** The page's own error (no answer at all). */
  get pageError(): Locator {
    return this.page.locator(ui.findAlert().toSelector()).filter({ visible: true });
  }
}

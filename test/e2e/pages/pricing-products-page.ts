import type { Locator } from "playwright-core";
import { ui } from "./cloudscape";
import { SectionScreen } from "./section-screen";
import { textOf } from "./text";

/**
 * Page objects of a pricing's drill-down (spec §2.9): its groups, its products (all, of a class, of a group)
 * with the class badges, the breadcrumb menu that switches class, the Pareto chart above 'Todos os Produtos'
 * and the notice shown instead of the lists while there is nothing to list.
 */

const CHART = ui.findLineChart();
const CHART_SECTION = ui.findExpandableSection();
const BREADCRUMBS = ui.findBreadcrumbGroup();

/** A class switch option: its text and whether it is the list shown. */
export interface ClassOption {
  text: string;
  checked: boolean;
}

export class PricingDrillScreen extends SectionScreen {
  /** The breadcrumb's steps, section first ('Precificação', 'Precificação #3 (...)', 'Grupos'). */
  async trail(): Promise<string[]> {
    const items = this.page.locator(BREADCRUMBS.findBreadcrumbLinks().toSelector());
    return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  /** The caret beside the breadcrumb's last step. */
  get classSwitch(): Locator {
    return this.page.getByTestId("breadcrumbs").getByRole("button", { name: "Trocar classe", exact: true });
  }

  /** Pixels between the breadcrumb's last step and the class switch's caret (the caret belongs beside it). */
  async classSwitchGap(): Promise<number> {
    const last = this.page.locator(BREADCRUMBS.findBreadcrumbLinks().toSelector()).last();
    const [step, caret] = await Promise.all([last.boundingBox(), this.classSwitch.boundingBox()]);
    if (!step || !caret) throw new Error("Último passo do caminho ou menu de classe não visível.");
    return caret.x - (step.x + step.width);
  }

  /** The class switch's options, read with the menu open, then closed again. */
  async classOptions(): Promise<ClassOption[]> {
    await this.classSwitch.click();
    const items = this.page.getByRole("menuitemcheckbox");
    await items.first().waitFor();
    const options: ClassOption[] = [];
    for (let index = 0; index < (await items.count()); index++) {
      const item = items.nth(index);
      options.push({ text: await textOf(item), checked: (await item.getAttribute("aria-checked")) === "true" });
    }
    await this.page.keyboard.press("Escape");
    return options;
  }

  /** Switches the list's class through the breadcrumb's menu and waits for the new list. */
  async switchClass(option: string): Promise<void> {
    await this.classSwitch.click();
    await this.page.getByRole("menuitemcheckbox", { name: option, exact: true }).click();
  }

  /** The 'Classe' badge of every visible row (or card). */
  classBadges(): Promise<string[]> {
    return this.list.column("Classe");
  }

  /** The Pareto chart's collapsible section ('Curva ABC'). */
  get chartSection(): Locator {
    return this.page.locator(CHART_SECTION.toSelector());
  }

  get chart(): Locator {
    return this.page.locator(CHART.toSelector());
  }

  /** Opens the chart's section when it is closed (it starts closed on a phone). */
  async expandChart(): Promise<void> {
    const header = this.page.locator(CHART_SECTION.findExpandButton().toSelector());
    if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
    await this.chart.waitFor();
  }

  /** The chart's legend: the curve, the cutoffs and the classes' ends. */
  async chartLegend(): Promise<string[]> {
    const items = this.page.locator(CHART.findLegend().findItems().toSelector());
    await items.first().waitFor();
    return (await items.allInnerTexts()).map((text) => text.trim());
  }

  /** The sentences under the chart ('X% dos produtos fazem Y% das vendas (Classe A)'). */
  async chartSentences(): Promise<string[]> {
    const texts = await this.chartSection.locator("p", { hasText: "dos produtos fazem" }).allInnerTexts();
    return texts.map((text) => text.replace(/\s+/g, " ").trim());
  }

  /** The chart's name and description for screen readers (on its plot). */
  async chartAccessibleText(): Promise<{ name: string; description: string }> {
    const plot = this.chart.locator('svg[role="application"]');
    const name = (await plot.getAttribute("aria-label")) ?? "";
    const described = await plot.getAttribute("aria-describedby");
    const ids = (described ?? "").split(/\s+/).filter(Boolean);
    const texts = await Promise.all(ids.map((id) => this.page.locator(`[id="${id}"]`).textContent()));
    return { name, description: texts.join(" ").trim() };
  }

  /** The notice shown instead of a list (a pricing not classified, a group not in it). */
  get notice(): Locator {
    return this.page.locator(ui.findAlert().toSelector());
  }
}

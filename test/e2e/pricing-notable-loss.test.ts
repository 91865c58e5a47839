import axe from "axe-core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  belowDesiredMargin,
  type PricingNotableLossRow,
  type PricingRow,
  recomputeNotableLoss,
  unitSaleForTypedMargin,
} from "../../shared/contracts/pricing";
import { formatCurrency, formatPercent } from "../../shared/format";
import { notableLossTotals } from "../../web/src/features/pricing/notable-loss-totals";
import { PHONE } from "./pages/browser";
import { ui } from "./pages/cloudscape";
import { useE2e } from "./pages/e2e";
import { sidewaysScroll } from "./pages/list-geometry";
import { showColumns } from "./pages/list-preferences";
import { notificationItems } from "./pages/notifications";
import { EDIT_OPTION, PricingNotableLossPage } from "./pages/pricing-notable-loss-page";
import { ShellPage } from "./pages/shell-page";

/**
 * The notable-loss screen of the demo store's classified pricing in Chromium (spec §2.9, §3, §5, §9), as an
 * administrator of the file's own company: the rows and the footer as the API answers them, a new price edited
 * (figures recomputed live, the warning below the desired margin, 'Salvar' off while unchanged, a typed margin
 * back-computing the price), saved and read back, at 1366 x 768 and 390 x 844; and the edit turned off once the
 * pricing is applied.
 */

const e2e = useE2e();
let page: Page;

const LAPTOP = { width: 1366, height: 768 };

let pricing: PricingRow;

const losses = () => e2e.api<PricingNotableLossRow[]>("GET", `/pricing_notable_loss?pricing_id=${pricing.id}`);

const registros = (count: number) => (count === 1 ? "1 Registro" : `${count} Registros`);

/** The list's order (spec §9 leaves it to the screen): the biggest loss first, then by product. */
function byLoss(rows: readonly PricingNotableLossRow[]): PricingNotableLossRow[] {
  return [...rows].sort((a, b) => b.total_loss - a.total_loss || a.product.localeCompare(b.product, "pt-BR"));
}

/** What the footer shows for the API's rows, by its label (the columns shown by default). */
function footerOf(rows: readonly PricingNotableLossRow[]): Record<string, string> {
  const totals = notableLossTotals(rows);
  return {
    Margem: formatPercent(totals.margin),
    "Perda Total": formatCurrency(totals.loss),
    "Nova Margem Média": formatPercent(totals.newAverageMargin),
    // Spec §9: the footer always adds both new margins.
    "Nova Margem Bruta": formatPercent(totals.newGrossMargin),
  };
}

/** A card's title: the product and the mark of a price not suggested ('Editado', 'Mantido', 'Sem sugestão'). */
const MARKS: Readonly<Record<string, string>> = { edited: "Editado", kept: "Mantido", no_suggestion: "Sem sugestão" };
function cardTitle(row: PricingNotableLossRow): string {
  const mark = MARKS[row.edited ? "edited" : row.price_source];
  return mark ? `${row.product} ${mark}` : row.product;
}

async function openScreen(viewport: { width: number; height: number }): Promise<PricingNotableLossPage> {
  page = await e2e.open({ signedIn: true, viewport });
  return new PricingNotableLossPage(page, e2e.baseUrl).openPricing(pricing.id);
}

beforeAll(async () => {
  const classified = (await e2e.api<PricingRow[]>("GET", "/pricing")).find((row) => row.status === "classified");
  if (!classified) throw new Error("A loja de demonstração não tem precificação classificada.");
  pricing = classified;
  if ((await losses()).length < 2) throw new Error(`A Precificação #${pricing.id} da loja de demonstração tem menos de 2 produtos em perda notável.`);
});

/**
 * Edits a row's price on the open screen and checks what the dialog shows along the way; saves the price typed
 * below the desired margin or the one back-computed from a margin above it, and answers it.
 */
async function editPrice(screen: PricingNotableLossPage, row: PricingNotableLossRow, saving: "below" | "above", screenshot: string): Promise<number> {
  const dialog = await screen.edit(row.product);
  expect(await dialog.header.textContent()).toBe(EDIT_OPTION);
  expect(await dialog.price.inputValue()).toBe(formatCurrency(row.new_unit_sale));
  expect(await dialog.margin.inputValue()).toBe(formatPercent(row.new_margin));
  expect(await dialog.saveDisabled()).toBe(true);
  expect((await dialog.figures()).Margem).toEqual([formatPercent(row.current_margin), formatPercent(row.new_margin)]);

  // A price 5 points of margin short of the desired one: every figure follows it, and the dialog warns.
  const low = unitSaleForTypedMargin(row, row.desired_margin - 5);
  expect(belowDesiredMargin(row, low)).toBe(true);
  const atLow = recomputeNotableLoss(row, low);
  await dialog.price.fill(formatCurrency(low));
  await expect.poll(() => dialog.margin.inputValue()).toBe(formatPercent(atLow.new_margin));
  expect(await dialog.figures()).toMatchObject({
    "Venda Total": [formatCurrency(row.total_sales), formatCurrency(atLow.new_total_sales)],
    Impostos: [formatCurrency(row.total_taxes), formatCurrency(atLow.new_total_taxes)],
    Lucro: [formatCurrency(row.total_profit), formatCurrency(atLow.new_total_profit)],
    Margem: [formatPercent(row.current_margin), formatPercent(atLow.new_margin)],
    "Margem Bruta": [expect.any(String), formatPercent(atLow.new_gross_margin)],
  });
  expect(await dialog.warning()).toBe(
    `Com este preço a margem fica em ${formatPercent(atLow.new_margin)}, abaixo da margem desejável de ${formatPercent(row.desired_margin)}.`,
  );
  expect(await dialog.saveDisabled()).toBe(false);
  await e2e.screenshot(page, `${screenshot}-warning`);

  // Back to the saved price: nothing to save.
  await dialog.price.fill(formatCurrency(row.new_unit_sale));
  await expect.poll(() => dialog.saveDisabled()).toBe(true);
  expect(await dialog.warning()).toBe("");

  // A margin 10 points above the desired one back-computes the price.
  const margin = row.desired_margin + 10;
  const price = unitSaleForTypedMargin(row, margin);
  await dialog.margin.fill(formatPercent(margin));
  await expect.poll(() => dialog.price.inputValue()).toBe(formatCurrency(price));
  expect((await dialog.figures()).Margem).toEqual([formatPercent(row.current_margin), formatPercent(recomputeNotableLoss(row, price).new_margin)]);
  expect(await dialog.warning()).toBe("");
  await e2e.screenshot(page, screenshot);

  if (saving === "below") {
    await dialog.price.fill(formatCurrency(low));
    await expect.poll(() => dialog.warning()).not.toBe("");
  }
  await dialog.save();
  await dialog.root.waitFor({ state: "hidden" });
  await expect.poll(() => notificationItems(page).allInnerTexts()).toContainEqual(expect.stringContaining("Novo Valor de Venda salvo"));
  return saving === "below" ? low : price;
}

describe.each([
  ["1366 px", LAPTOP, 0, "above", "desktop"],
  ["390 px", PHONE, 1, "below", "phone"],
] as const)("the notable loss at %s", (_name, viewport, rowIndex, saving, suffix) => {
  it("shows the API's rows and footer; a price edited, saved and read back", async () => {
    const before = byLoss(await losses());
    const screen = await openScreen(viewport);
    const list = screen.list;

    expect(await new ShellPage(page).breadcrumbTexts()).toEqual([
      "Precificação",
      expect.stringMatching(new RegExp(`^Precificação #${pricing.id} \\(\\d{2}/\\d{2}/\\d{4} a \\d{2}/\\d{2}/\\d{4}\\)$`)),
      "Perda Notável",
    ]);
    await expect.poll(() => list.count()).toBe(registros(before.length));
    const firstPage = before.slice(0, 20);
    if (list.showsCards) {
      expect(await list.cardTitles()).toEqual(firstPage.map(cardTitle));
    } else {
      expect(await list.column("Perda Total")).toEqual(firstPage.map((row) => formatCurrency(row.total_loss)));
      expect(await list.column("Novo Valor de Venda")).toEqual(firstPage.map((row) => formatCurrency(row.new_unit_sale)));
      // The current shelf price beside the new one (DESIGN §6).
      expect(await list.column("Valor Atual")).toEqual(firstPage.map((row) => (row.current_unit_sale === null ? "" : formatCurrency(row.current_unit_sale))));
      expect(await list.column("Nova Margem Bruta")).toEqual(firstPage.map((row) => formatPercent(row.new_gross_margin)));
      const content = page.locator(ui.findAppLayout().findContentRegion().find(".list-kit").toSelector());
      expect((await sidewaysScroll(content)).overflow).toBe(0);
    }
    expect(await list.totals()).toMatchObject(footerOf(before));
    await e2e.screenshot(page, `pricing-notable-loss-${suffix}`);

    const target = before[rowIndex];
    if (!target) throw new Error("Linha de perda notável ausente.");
    const price = await editPrice(screen, target, saving, `pricing-notable-loss-edit-${suffix}`);

    // Stored, and the list shows it once it reloads.
    await expect.poll(async () => (await losses()).find((row) => row.id === target.id)).toMatchObject({ new_unit_sale: price, edited: true });
    const after = byLoss(await losses());
    const saved = after.find((row) => row.id === target.id);
    if (!saved) throw new Error("Linha editada ausente.");
    await expect.poll(() => list.totals()).toMatchObject(footerOf(after));
    const shown = list.row(target.product);
    await expect.poll(() => shown.innerText()).toContain("Editado");
    expect(await shown.innerText()).toContain(formatCurrency(saved.new_unit_sale));
    expect(await shown.innerText()).toContain(formatPercent(saved.new_margin));
    // Below the desired margin, the new margin shows in a warning badge.
    const newMargin = (await list.cell(rowIndex, "Nova Margem")).locator(ui.findBadge().toSelector().replace(/^body /, ""));
    expect(await newMargin.count()).toBe(saving === "below" ? 1 : 0);
    await shown.scrollIntoViewIfNeeded();
    await e2e.screenshot(page, `pricing-notable-loss-saved-${suffix}`);
  }, 120_000);
});

describe("the notable-loss footer", () => {
  it("shows sales, taxes and profit with their columns, and both new margins", async () => {
    const rows = await losses();
    // Wide enough for the columns shown besides the default ones (a total shows while its column is in view).
    const screen = await openScreen({ width: 1920, height: 900 });
    await showColumns(screen.list, ["Venda Total", "Impostos", "Lucro"]);
    const totals = notableLossTotals(rows);
    await expect.poll(() => screen.list.totals()).toMatchObject({
      ...footerOf(rows),
      "Venda Total": formatCurrency(totals.sales),
      Impostos: formatCurrency(totals.taxes),
      Lucro: formatCurrency(totals.profit),
      "Nova Margem Bruta": formatPercent(totals.newGrossMargin),
    });
  }, 60_000);
});

describe("the edit dialog", () => {
  it("has no critical or serious accessibility violation (axe-core), with its warning shown", async () => {
    const [row] = byLoss(await losses());
    if (!row) throw new Error("Linha de perda notável ausente.");
    const screen = await openScreen(LAPTOP);
    const dialog = await screen.edit(row.product);
    await dialog.price.fill(formatCurrency(unitSaleForTypedMargin(row, row.desired_margin - 5)));
    await expect.poll(() => dialog.warning()).not.toBe("");
    await page.evaluate(axe.source);
    const violations = await dialog.root.evaluate(async (root) => {
      const injected = (window as { axe?: typeof axe }).axe;
      if (!injected) throw new Error("axe-core não foi carregado na página.");
      const results = await injected.run(root, { resultTypes: ["violations"] });
      return results.violations.map((violation) => ({ rule: violation.id, impact: violation.impact ?? "" }));
    });
    expect(violations.filter((violation) => violation.impact === "critical" || violation.impact === "serious")).toEqual([]);
  }, 60_000);
});

describe("an applied pricing", () => {
  it("keeps its notable loss to read, with the edit off and the reason", async () => {
    await e2e.api("POST", `/pricing/${pricing.id}/apply`);
    const screen = await openScreen(LAPTOP);
    const option = await screen.list.rowOption(0, EDIT_OPTION);
    expect(await option.getAttribute("aria-disabled")).toBe("true");
    await option.hover();
    await expect
      .poll(() => page.getByRole("tooltip").innerText())
      .toBe("A precificação já foi aplicada: o Novo Valor de Venda não pode mais ser editado.");
    await e2e.screenshot(page, "pricing-notable-loss-applied-desktop");
  }, 60_000);
});

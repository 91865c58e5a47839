import { beforeAll, describe, expect, it } from "vitest";
import type { PricingNotableLossRow, PricingRow } from "../../../shared/contracts/pricing";
import { formatCurrency, formatPercent } from "../../../shared/format";
import { refusedViolations } from "../pages/axe-audit";
import { ui } from "../pages/cloudscape";
import { e2e } from "../pages/file-e2e";
import { listAfter } from "../pages/in-app";
import { sidewaysScroll } from "../pages/list-geometry";
import { showColumns } from "../pages/list-preferences";
import { notificationItems } from "../pages/notifications";
import { EDIT_OPTION, PricingNotableLossPage } from "../pages/pricing-notable-loss-page";
import { ListTable } from "../pages/list-table";
import { ShellPage } from "../pages/shell-page";

/**
 * The notable-loss screen of the demo store's classified pricing in Chromium (spec §2.9, §3, §5, §9), as an
 * administrator of the file's own company: the rows and the footer as the API answers them, a new price edited
 * (the warning below the desired margin, a typed margin back-computing the price), saved and read back, at
 * 1366 x 768; the footer's other figures at 1920 px; and the edit turned off once the pricing is applied. The
 * figures a price leads to are the formulas' (worked examples in test/web/pricing), and the dialog's rules (its
 * title, 'Salvar' off while the price is the saved one, the warning's text) are the jsdom tier's
 * (test/web/pricing/notable-loss-dialog.test.tsx); here what the dialog shows must be what the server stores,
 * and the footer the rows' sums computed here. One page for the file, opened once by its address.
 */


const LAPTOP = { width: 1366, height: 768 };
/** The file's one page, for the steps below (the describe's). */
const journey = e2e.journey({ viewport: LAPTOP, signedIn: true });

let pricing: PricingRow;

const losses = () => e2e.api<PricingNotableLossRow[]>("GET", `/pricing_notable_loss?pricing_id=${pricing.id}`);

const registros = (count: number) => (count === 1 ? "1 Registro" : `${count} Registros`);

/** The list's order (spec §9 leaves it to the screen): the biggest loss first, then by product. */
function byLoss(rows: readonly PricingNotableLossRow[]): PricingNotableLossRow[] {
  return [...rows].sort((a, b) => b.total_loss - a.total_loss || a.product.localeCompare(b.product, "pt-BR"));
}

/** Sums of a money field of the rows, in cents (as money is summed). */
const sumCentsOf = (rows: readonly PricingNotableLossRow[], field: keyof PricingNotableLossRow) =>
  rows.reduce((sum, row) => sum + Math.round(Number(row[field]) * 100), 0);

/** part x 100 / whole to 2 decimals, half away from zero (spec §9). */
function percent(part: number, whole: number): number {
  if (whole === 0) return 0;
  const value = (part * 100) / whole;
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

/**
 * The footer's figures for the API's rows, computed here from spec §9: margin = profit x 100 / cost, 'Nova Margem
 * Média' = new profit x 100 / cost, 'Nova Margem Bruta' = (new sales - cost) x 100 / cost, money summed in cents.
 */
function footerOf(rows: readonly PricingNotableLossRow[]): Record<string, string> {
  const cost = sumCentsOf(rows, "total_cost");
  return {
    Margem: formatPercent(percent(sumCentsOf(rows, "total_profit"), cost)),
    "Perda Total": formatCurrency(sumCentsOf(rows, "total_loss") / 100),
    "Nova Margem Média": formatPercent(percent(sumCentsOf(rows, "new_total_profit"), cost)),
    // Spec §9: the footer always adds both new margins.
    "Nova Margem Bruta": formatPercent(percent(sumCentsOf(rows, "new_total_sales") - cost, cost)),
  };
}

/** The screen on the file's page, as it is now. */
const shownScreen = () => new PricingNotableLossPage(journey.page, e2e.baseUrl);

beforeAll(async () => {
  const classified = (await e2e.api<PricingRow[]>("GET", "/pricing")).find((row) => row.status === "classified");
  if (!classified) throw new Error("A loja de demonstração não tem precificação classificada.");
  pricing = classified;
  if ((await losses()).length < 2) throw new Error(`A Precificação #${pricing.id} da loja de demonstração tem menos de 2 produtos em perda notável.`);
});

/** The dialog's figures after a price: what the server stores for it must read the same. */
function storedFigures(row: PricingNotableLossRow): Record<string, [string, string]> {
  return {
    "Venda Total": [formatCurrency(row.total_sales), formatCurrency(row.new_total_sales)],
    Impostos: [formatCurrency(row.total_taxes), formatCurrency(row.new_total_taxes)],
    Lucro: [formatCurrency(row.total_profit), formatCurrency(row.new_total_profit)],
    Margem: [formatPercent(row.current_margin), formatPercent(row.new_margin)],
  };
}

/** The price the list's row of a product reads back from the server once saved. */
async function storedRow(id: number, price: number): Promise<PricingNotableLossRow> {
  await expect.poll(async () => (await losses()).find((row) => row.id === id)).toMatchObject({ new_unit_sale: price, edited: true });
  const saved = (await losses()).find((row) => row.id === id);
  if (!saved) throw new Error("Linha editada ausente.");
  return saved;
}

/**
 * Edits a row's price on the open screen. Saving 'below' stores a price at the unit cost (no margin left, below
 * any desired margin), which shows the warning with the row's own desired margin; saving 'above' types a margin 10
 * points above the desired one, which back-computes the price. What the dialog showed for the saved price is what
 * the server stored.
 */
async function editPrice(screen: PricingNotableLossPage, row: PricingNotableLossRow, saving: "below" | "above", screenshot: string): Promise<PricingNotableLossRow> {
  const page = journey.page;
  const dialog = await screen.edit(row.product);
  // It opens on the server's row.
  expect(await dialog.price.inputValue()).toBe(formatCurrency(row.new_unit_sale));
  expect(await dialog.margin.inputValue()).toBe(formatPercent(row.new_margin));
  expect((await dialog.figures()).Margem).toEqual([formatPercent(row.current_margin), formatPercent(row.new_margin)]);

  if (saving === "below") {
    const low = Math.ceil((row.total_cost / row.total_quantity) * 100) / 100;
    await dialog.price.fill(formatCurrency(low));
    await expect.poll(() => dialog.margin.inputValue()).not.toBe(formatPercent(row.new_margin));
    const lowMargin = await dialog.margin.inputValue();
    expect(await dialog.warning()).toBe(`Com este preço a margem fica em ${lowMargin}, abaixo da margem desejável de ${formatPercent(row.desired_margin)}.`);
    const shownAtLow = await dialog.figures();
    await e2e.screenshot(page, `${screenshot}-warning`);
    await dialog.save();
    await dialog.root.waitFor({ state: "hidden" });
    await expect.poll(() => notificationItems(page).allInnerTexts()).toContainEqual(expect.stringContaining("Novo Valor de Venda salvo"));
    const saved = await storedRow(row.id, low);
    expect(shownAtLow).toMatchObject(storedFigures(saved));
    expect(lowMargin).toBe(formatPercent(saved.new_margin));
    return saved;
  }

  // A margin 10 points above the desired one back-computes the price, rounded up to the cent.
  const margin = row.desired_margin + 10;
  await dialog.margin.fill(formatPercent(margin));
  await expect.poll(() => dialog.price.inputValue()).not.toBe(formatCurrency(row.new_unit_sale));
  const shownPrice = await dialog.price.inputValue();
  expect(await dialog.warning()).toBe("");
  const shownAbove = await dialog.figures();
  await e2e.screenshot(page, screenshot);
  await dialog.save();
  await dialog.root.waitFor({ state: "hidden" });
  await expect.poll(() => notificationItems(page).allInnerTexts()).toContainEqual(expect.stringContaining("Novo Valor de Venda salvo"));
  await expect.poll(async () => formatCurrency((await losses()).find((stored) => stored.id === row.id)?.new_unit_sale ?? 0)).toBe(shownPrice);
  const saved = await storedRow(row.id, (await losses()).find((stored) => stored.id === row.id)?.new_unit_sale ?? Number.NaN);
  expect(shownAbove).toMatchObject(storedFigures(saved));
  // The cent rounded up reaches the typed margin, and no more than a cent's worth above it.
  expect(saved.new_margin).toBeGreaterThanOrEqual(margin);
  expect(saved.new_margin).toBeLessThan(margin + 1);
  return saved;
}

describe("the notable loss, on one page", () => {
  it("at 1366 px, shows the API's rows and footer; two prices edited (below and above the desired margin), saved and read back", async () => {
    const page = journey.page;
    const before = byLoss(await losses());
    const screen = await shownScreen().openPricing(pricing.id);
    const list = screen.list;

    expect(await new ShellPage(page).breadcrumbTexts()).toEqual([
      "Precificação",
      expect.stringMatching(new RegExp(`^Precificação #${pricing.id} \\(\\d{2}/\\d{2}/\\d{4} a \\d{2}/\\d{2}/\\d{4}\\)$`)),
      "Perda Notável",
    ]);
    await expect.poll(() => list.count()).toBe(registros(before.length));
    const firstPage = before.slice(0, 20);
    expect(await list.column("Perda Total")).toEqual(firstPage.map((row) => formatCurrency(row.total_loss)));
    expect(await list.column("Novo Valor de Venda")).toEqual(firstPage.map((row) => formatCurrency(row.new_unit_sale)));
    // The current shelf price beside the new one (DESIGN §6).
    expect(await list.column("Valor Atual")).toEqual(firstPage.map((row) => (row.current_unit_sale === null ? "" : formatCurrency(row.current_unit_sale))));
    expect(await list.column("Nova Margem Bruta")).toEqual(firstPage.map((row) => formatPercent(row.new_gross_margin)));
    const content = page.locator(ui.findAppLayout().findContentRegion().find(".list-kit").toSelector());
    expect((await sidewaysScroll(content)).overflow).toBe(0);
    expect(await list.totals()).toMatchObject(footerOf(before));
    await e2e.screenshot(page, "pricing-notable-loss-desktop");

    for (const [index, saving] of [
      [0, "above"],
      [1, "below"],
    ] as const) {
      const target = before[index];
      if (!target) throw new Error("Linha de perda notável ausente.");
      const saved = await editPrice(screen, target, saving, `pricing-notable-loss-edit-${saving}`);

      // Stored, and the list shows it once it reloads.
      await expect.poll(async () => list.totals()).toMatchObject(footerOf(byLoss(await losses())));
      const shown = list.row(target.product);
      await expect.poll(() => shown.innerText()).toContain("Editado");
      expect(await shown.innerText()).toContain(formatCurrency(saved.new_unit_sale));
      expect(await shown.innerText()).toContain(formatPercent(saved.new_margin));
      // Below the desired margin, the new margin shows in a warning badge.
      const rowIndex = (await list.rowTexts()).findIndex((text) => text.includes(target.product));
      const newMargin = (await list.cell(rowIndex, "Nova Margem")).locator(ui.findBadge().toSelector().replace(/^body /, ""));
      expect(await newMargin.count()).toBe(saving === "below" ? 1 : 0);
    }
  }, 180_000);

  it("at 1920 px, the footer shows sales, taxes and profit with their columns, and both new margins", async () => {
    const rows = await losses();
    // Wide enough for the columns shown besides the default ones (a total shows while its column is in view).
    await journey.page.setViewportSize({ width: 1920, height: 900 });
    const screen = shownScreen();
    await showColumns(screen.list, ["Venda Total", "Impostos", "Lucro"]);
    await expect.poll(() => screen.list.totals()).toMatchObject({
      ...footerOf(rows),
      "Venda Total": formatCurrency(sumCentsOf(rows, "total_sales") / 100),
      Impostos: formatCurrency(sumCentsOf(rows, "total_taxes") / 100),
      Lucro: formatCurrency(sumCentsOf(rows, "total_profit") / 100),
    });
  }, 60_000);

  it("the edit dialog, its warning shown, has no critical or serious accessibility violation (axe-core)", async () => {
    const page = journey.page;
    await page.setViewportSize(LAPTOP);
    const [row] = byLoss(await losses());
    if (!row) throw new Error("Linha de perda notável ausente.");
    const dialog = await shownScreen().edit(row.product);
    // A price at the unit cost leaves no margin: the warning shows.
    await dialog.price.fill(formatCurrency(Math.ceil((row.total_cost / row.total_quantity) * 100) / 100));
    await expect.poll(() => dialog.warning()).not.toBe("");
    expect(await refusedViolations(page, dialog.root)).toEqual([]);
    await dialog.cancel();
  }, 60_000);

  it("applied, the pricing keeps its notable loss to read (from the pricing list's row), with the edit off and the reason", async () => {
    const page = journey.page;
    await e2e.api("POST", `/pricing/${pricing.id}/apply`);
    const list = new ListTable(page);
    await listAfter(list, () => new ShellPage(page).breadcrumbs.getByRole("link", { name: "Precificação", exact: true }).click());
    const pricingRow = await list.rowWhere("#", String(pricing.id));
    expect(pricingRow).toBeGreaterThanOrEqual(0);
    await listAfter(list, () => list.chooseRowOption(pricingRow, "Visualizar Perda Notável"));
    const screen = shownScreen();
    const option = await screen.list.rowOption(0, EDIT_OPTION);
    expect(await option.getAttribute("aria-disabled")).toBe("true");
    await option.hover();
    await expect
      .poll(() => page.getByRole("tooltip").innerText())
      .toBe("A precificação já foi aplicada: o Novo Valor de Venda não pode mais ser editado.");
    await e2e.screenshot(page, "pricing-notable-loss-applied-desktop");
  }, 60_000);
});

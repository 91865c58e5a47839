import type { Page, Route } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiEnvelope } from "../../shared/api";
import {
  INVENTORY_PERIOD_LABELS,
  INVENTORY_PERIODS,
  type InventoryPeriod,
  type InventoryProcessing,
  type InventoryProductRow,
  type InventoryRow,
  type MissingProductRow,
  type StockTakingRow,
} from "../../shared/contracts/inventories";
import { todayInSaoPaulo } from "../../shared/dates";
import { formatCurrency, formatInteger, formatQuantity } from "../../shared/format";
import { INVENTORY_MESSAGES } from "../../functions/inventories/messages";
import { useE2e } from "./pages/e2e";
import { InventoriesScreen } from "./pages/inventories-page";
import { sidewaysScroll } from "./pages/list-geometry";
import { notificationItems, } from "./pages/notifications";
import { ShellPage } from "./pages/shell-page";
import { textOf } from "./pages/text";

/**
 * The inventories screens in Chromium (spec §2.7), as an administrator of the file's own demo store, on one
 * page: an inventory created, counted through POST /api/stock_taking, its counts fixed,
 * closed and removed, missing products zeroed and confirmed, finalized and processed into stock, with what the
 * screens show checked against what the API answers, at 1366 x 768 (the phone width is the screen walk's and
 * the cards' tests'). The dialogs' field rules are the jsdom tier's (test/web/inventories-dialogs.test.tsx), and so
 * are the lists' failed reads (test/web/load-failures.test.tsx).
 */

const e2e = useE2e();
/** The journey's page, for the helpers below. */
let page: Page;

const LAPTOP = { width: 1366, height: 768 };

const api = e2e.api;

const inventories = () => api<InventoryRow[]>("GET", "/inventories");
const inventory = async (id: number) => {
  const found = (await inventories()).find((row) => row.id === id);
  if (!found) throw new Error(`Inventário #${id} não encontrado.`);
  return found;
};
const counts = (id: number, status?: string) => api<StockTakingRow[]>("GET", `/stock_taking?inventory_id=${id}${status ? `&status=${status}` : ""}`);
const inventoryProducts = (id: number) => api<InventoryProductRow[]>("GET", `/inventory_products?inventory_id=${id}`);
const missingProducts = (id: number) => api<MissingProductRow[]>("GET", `/inventories/${id}/missing_products`);

function notifications(): Promise<string[]> {
  return notificationItems(page).allInnerTexts();
}

const registros = (count: number) => (count === 1 ? "1 Registro" : `${count} Registros`);
const spaced = (text: string) => text.replace(/\u00a0/g, " ").trim();
const money = (value: number) => spaced(formatCurrency(value));
const withUnit = (quantity: number, unit: string) => `${formatQuantity(quantity)} ${unit}`;
const cents = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/** A counting inventory left by an earlier test is finalized through the API, its open counts closed first. */
async function finalizeCountingThroughApi(): Promise<void> {
  const counting = (await inventories()).find((row) => row.status === "counting");
  if (!counting) return;
  const open = await counts(counting.id, "open");
  if (open.length > 0) await api("POST", "/stock_taking/close_all", { ids: open.map((count) => count.id) });
  await api("POST", `/inventories/${counting.id}/finalize`);
}

/** A year and period no inventory has yet, from this year's first quarter on. */
async function freePeriod(): Promise<{ year: number; period: InventoryPeriod }> {
  const taken = new Set((await inventories()).map((row) => `${row.year}/${row.period}`));
  const thisYear = Number(todayInSaoPaulo().slice(0, 4));
  for (let year = thisYear; year >= 2000; year--) {
    for (const period of INVENTORY_PERIODS) if (!taken.has(`${year}/${period}`)) return { year, period };
  }
  throw new Error("Sem período livre.");
}

/** The inventories list through the sidebar, which reads it again. */
async function openInventories(): Promise<InventoriesScreen> {
  // The journey's first step loads the app at the list; the next ones go back to it by the sidebar.
  if (page.url().startsWith(e2e.baseUrl)) await new ShellPage(page).sidebar.getByRole("link", { name: "Inventários", exact: true }).click();
  else await page.goto(e2e.url("/inventories"));
  await page.waitForURL(e2e.url("/inventories"));
  const screen = new InventoriesScreen(page, e2e.baseUrl);
  await screen.list.waitForRows();
  return screen;
}

/** The rows of the list as the API sends them, matched to the screen by a text each row shows. */
async function showOnly(screen: InventoriesScreen, text: string): Promise<void> {
  await screen.list.filter(text);
  await expect.poll(() => screen.list.count()).toBe("1 Registro");
}

/** Whether a row's option is disabled; the menu is closed again. */
async function rowOptionDisabled(screen: InventoriesScreen, row: number, option: string): Promise<boolean> {
  const item = await screen.list.rowOption(row, option);
  const disabled = await item.getAttribute("aria-disabled");
  await expect
    .poll(async () => {
      if (await item.isVisible()) await page.keyboard.press("Escape");
      return item.isVisible();
    })
    .toBe(false);
  return disabled === "true";
}

/** The figures of an inventory's row as the list shows them, against the API's. */
async function rowFigures(screen: InventoriesScreen, row: number): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  for (const header of ["Status", "Valor Atual", "Valor Ajustado", "Produtos", "Divergentes", "Positivos", "Zerados", "Negativos"]) {
    figures[header] = spaced(await textOf(await screen.list.cell(row, header)));
  }
  return figures;
}

function expectedFigures(row: InventoryRow, status: string): Record<string, string> {
  return {
    Status: status,
    "Valor Atual": money(row.actual_value),
    "Valor Ajustado": money(row.fixed_value),
    Produtos: formatInteger(row.products),
    Divergentes: formatInteger(row.divergent_products),
    Positivos: formatInteger(row.positive_products),
    Zerados: formatInteger(row.zeroed_products),
    Negativos: formatInteger(row.negative_products),
  };
}

/** Opens the inventories list showing only the inventory of this year and period. */
async function inventoriesShowing(screen: InventoriesScreen, target: Pick<InventoryRow, "year" | "period">): Promise<void> {
  await openInventories();
  await screen.list.filter(INVENTORY_PERIOD_LABELS[target.period as InventoryPeriod]);
  await expect.poll(async () => (await screen.list.rowTexts()).filter((text) => text.includes(String(target.year))).length).toBeGreaterThan(0);
}

async function rowOf(screen: InventoriesScreen, year: number): Promise<number> {
  const texts = await screen.list.rowTexts();
  const index = texts.findIndex((text) => text.includes(String(year)));
  if (index < 0) throw new Error(`Sem a linha de ${year}: ${texts.join(" | ")}`);
  return index;
}

describe("the inventories at 1366 px", () => {
  const journey = e2e.journey({ signedIn: true, viewport: LAPTOP });
  beforeEach(() => {
    page = journey.page;
  });

  it("lists the inventories oldest period first; refuses a second one in counting and finalizing with open counts", async () => {
    const all = await inventories();
    const counting = all.find((row) => row.status === "counting");
    if (!counting) throw new Error("A loja de demonstração não tem inventário em contagem.");
    const screen = await openInventories();
    await expect.poll(() => new ShellPage(page).breadcrumbTexts()).toEqual(["Inventários"]);
    await expect.poll(() => screen.list.count()).toBe(registros(all.length));
    expect(await screen.list.headers()).toEqual([
      "",
      "",
      "Ano",
      "Status",
      "Valor Atual",
      "Prod.",
      "Div.",
      "Pos.",
      "Zer.",
      "Neg.",
    ]);
    const oldestFirst = [...all].sort((a, b) => a.period_start.localeCompare(b.period_start) || a.id - b.id);
    expect(await screen.list.column("Ano")).toEqual(oldestFirst.slice(0, 20).map((row) => String(row.year)));
    expect(await screen.list.column("Período")).toEqual(oldestFirst.slice(0, 20).map((row) => INVENTORY_PERIOD_LABELS[row.period as InventoryPeriod]));
    expect(new Set(await screen.list.column("Status"))).toEqual(new Set(["Em Contagem", "Finalizado", "Processado"]));
    expect((await sidewaysScroll(screen.list.root)).overflow).toBe(0);
    await e2e.screenshot(page, "inventories-demo-desktop");

    // Novo Inventário: the server's refusal as it says it (the field messages are the jsdom tier's).
    const dialog = await screen.openNewInventory();
    expect(await textOf(dialog.header)).toBe("Novo Inventário");
    expect(await dialog.field("Ano de Referência").inputValue()).toBe(todayInSaoPaulo().slice(0, 4));
    const free = await freePeriod();
    await dialog.fill(String(free.year), INVENTORY_PERIOD_LABELS[free.period]);
    await dialog.save();
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.alreadyCounting);
    expect(await dialog.root.isVisible()).toBe(true);
    await dialog.cancel();
    expect((await inventories()).length).toBe(all.length);

    // Finalize is refused while counts are open; nothing changes.
    const open = await counts(counting.id, "open");
    expect(open.length).toBeGreaterThan(0);
    const row = (await screen.list.rowTexts()).findIndex((text) => text.includes("Em Contagem"));
    await screen.list.chooseRowOption(row, "Finalizar");
    expect(await screen.confirm("Finalizar")).toBe(
      `Tem certeza que deseja finalizar o Inventário #${counting.id} (${counting.year} - ${INVENTORY_PERIOD_LABELS[counting.period as InventoryPeriod]})?`,
    );
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.finalizeOpenCounts(open.length));
    expect((await inventory(counting.id)).status).toBe("counting");
    expect(await rowOptionDisabled(screen, row, "Processar")).toBe(true);
  }, 120_000);

  it("opens its counts by status with the 'Tipo de Relatório' dialog and the breadcrumb", async () => {
    const counting = (await inventories()).find((row) => row.status === "counting");
    if (!counting) throw new Error("A loja de demonstração não tem inventário em contagem.");
    const screen = new InventoriesScreen(page, e2e.baseUrl);
    await screen.chooseRowSubOption("Em Contagem", "Visualizar Contagens", "Contagens Abertas");
    await page.waitForURL(e2e.url(`/inventories/${counting.id}/stock_taking/open`));
    await screen.list.waitForRows();
    const shell = new ShellPage(page);
    await expect.poll(() => shell.breadcrumbTexts()).toEqual(["Inventários", `#${counting.id}`, "Contagem de Produtos", "Abertas"]);
    expect(await textOf(screen.list.title)).toBe("Contagens Abertas");
    await expect.poll(() => screen.list.count()).toBe(registros((await counts(counting.id, "open")).length));
    expect(await screen.list.headers()).toEqual(["", "", "Status", "Cód. Barras", "Produto", "Quantidade", "Estoque Atual", "Data"]);
    expect(new Set(await screen.list.column("Status"))).toEqual(new Set(["Aberta"]));
    expect((await sidewaysScroll(screen.list.root)).overflow).toBe(0);
    expect((await screen.filterOptions("Status")).options).toEqual(["Todas as Contagens", "Contagens Abertas", "Contagens Fechadas", "Contagens Aplicadas"]);

    await screen.chooseFilter("Status", "Contagens Fechadas");
    await page.waitForURL(e2e.url(`/inventories/${counting.id}/stock_taking/closed`));
    await expect.poll(() => shell.breadcrumbTexts()).toEqual(["Inventários", `#${counting.id}`, "Contagem de Produtos", "Fechadas"]);
    await expect.poll(() => screen.list.count()).toBe(registros((await counts(counting.id, "closed")).length));
    await screen.list.waitForRows();
    expect(new Set(await screen.list.column("Status"))).toEqual(new Set(["Fechada"]));
    for (const option of ["Corrigir Contagem", "Fechar Contagem", "Remover"]) expect(await rowOptionDisabled(screen, 0, option)).toBe(true);
  }, 90_000);

  it("an inventory is created, counted, fixed, closed, its missing products zeroed and confirmed, finalized and processed", async () => {
    await finalizeCountingThroughApi();
    const target = await freePeriod();
    const periodLabel = INVENTORY_PERIOD_LABELS[target.period];
    const before = await inventories();

    // Create it through 'Novo Inventário'.
    const screen = await openInventories();
    const dialog = await screen.openNewInventory();
    await dialog.fill(String(target.year), periodLabel);
    await e2e.screenshot(page, `inventories-new-desktop`);
    await dialog.save();
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.created);
    await dialog.root.waitFor({ state: "hidden" });
    await expect.poll(async () => (await inventories()).length).toBe(before.length + 1);
    const created = (await inventories()).find((row) => !before.some((old) => old.id === row.id));
    if (!created) throw new Error("O inventário criado não aparece na API.");
    expect(created).toMatchObject({ year: target.year, period: target.period, status: "counting", products: 0 });
    await expect.poll(() => screen.list.count()).toBe(registros(before.length + 1));
    const id = created.id;

    // Products with stock and no count: three are counted from the floor, four are left to zero and confirm.
    const candidates = (await missingProducts(id)).filter((product) => product.quantity > 1 && Number.isInteger(product.quantity));
    const byBarcode = new Map(candidates.map((product) => [product.barcode, product]));
    const [p1, p2, p3, p4, p5] = [...byBarcode.values()];
    if (!p1 || !p2 || !p3 || !p4 || !p5) throw new Error("A loja de demonstração não tem produtos faltantes suficientes.");
    await api("POST", "/stock_taking", { product_id: p1.product_id, quantity: p1.quantity - 1 });
    await api("POST", "/stock_taking", { barcode: p2.barcode, quantity: p2.quantity - 1 });
    await api("POST", "/stock_taking", { product_id: p3.product_id, quantity: 4 });

    // Counts: fix p1 above its stock (a gain), close it, remove p3, close p2 as a selection.
    await screen.chooseRowSubOption("Em Contagem", "Visualizar Contagens", "Contagens Abertas");
    await page.waitForURL(e2e.url(`/inventories/${id}/stock_taking/open`));
    await screen.list.waitForRows(3);
    await expect.poll(() => new ShellPage(page).breadcrumbTexts()).toEqual(["Inventários", `#${id}`, "Contagem de Produtos", "Abertas"]);
    await expect.poll(() => screen.list.count()).toBe("3 Registros");
    await e2e.screenshot(page, `inventories-counts-desktop`);
    const [c1] = (await counts(id, "open")).filter((count) => count.product_id === p1.product_id);
    if (!c1) throw new Error("A contagem de p1 não foi registrada.");

    await screen.list.chooseRowOption(p1.barcode, "Corrigir Contagem");
    const fix = screen.fixDialog;
    await expect.poll(() => textOf(fix.header)).toBe("Corrigir Contagem");
    expect(await fix.field("Contagem Atual").inputValue()).toBe(formatQuantity(p1.quantity - 1));
    await e2e.screenshot(page, `inventories-fix-desktop`);
    const fixed = p1.quantity + 5;
    await fix.field("Contagem Atual").fill(formatQuantity(fixed));
    await fix.save();
    await fix.root.waitFor({ state: "hidden" });
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.countFixed);
    await expect.poll(async () => (await counts(id, "open")).find((count) => count.id === c1.id)?.quantity).toBe(fixed);
    await expect.poll(async () => (await screen.list.rowTexts()).find((text) => text.includes(p1.barcode))?.includes(formatQuantity(fixed))).toBe(true);

    await screen.list.chooseRowOption(p1.barcode, "Fechar Contagem");
    expect(await screen.confirm("Fechar Contagem")).toBe(`Tem certeza que deseja fechar a Contagem #${c1.id} - ${c1.product}?`);
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.countClosed);
    await expect.poll(() => screen.list.count()).toBe("2 Registros");

    await screen.list.chooseRowOption(p3.barcode, "Remover");
    expect(await screen.confirm("Remover")).toMatch(/^Tem certeza que deseja remover a Contagem #\d+ - /);
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.countRemoved);
    await expect.poll(() => screen.list.count()).toBe("1 Registro");

    await screen.chooseFilter("Status", "Todas as Contagens");
    await page.waitForURL(e2e.url(`/inventories/${id}/stock_taking`));
    await expect.poll(() => screen.list.count()).toBe("2 Registros");
    await screen.list.waitForRows(2);
    await screen.list.selectRow(p1.barcode);
    await screen.list.selectRow(p2.barcode);
    expect(await screen.list.headerButton("Fechar Selecionadas").isDisabled()).toBe(true);
    expect(await screen.list.headerButton("Remover Selecionadas").isDisabled()).toBe(true);
    await e2e.screenshot(page, `inventories-counts-selection-desktop`);
    await screen.list.row(p1.barcode).locator('input[type="checkbox"]').uncheck();
    await screen.list.headerButton("Fechar Selecionadas").click();
    expect(await screen.confirm("Fechar Contagem")).toBe("Tem certeza que deseja fechar a contagem selecionada?");
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.countsClosed(1));
    await expect.poll(async () => (await counts(id, "open")).length).toBe(0);
    await expect.poll(async () => new Set(await screen.list.column("Status"))).toEqual(new Set(["Fechada"]));

    // Missing products: zero p4 and confirm p5 one by one; then a selection of two is confirmed.
    await openInventories();
    await screen.list.chooseRowOption("Em Contagem", "Produtos Faltantes");
    await page.waitForURL(e2e.url(`/inventories/${id}/missing_products`));
    await screen.list.waitForRows();
    await expect.poll(() => new ShellPage(page).breadcrumbTexts()).toEqual(["Inventários", `#${id}`, "Produtos Faltantes"]);
    const missing = await missingProducts(id);
    await expect.poll(() => screen.list.count()).toBe(registros(missing.length));
    expect(missing.some((product) => [p1, p2].some((counted) => counted.product_id === product.product_id))).toBe(false);
    await e2e.screenshot(page, `inventories-missing-desktop`);

    await showOnly(screen, p4.barcode);
    await screen.list.chooseRowOption(0, "Zerar Estoque");
    expect(await screen.confirm("Zerar Estoque")).toBe(`Tem certeza que deseja zerar o estoque do produto ${p4.product}?`);
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.zeroed(1));
    await expect.poll(() => screen.list.count()).toBe("0 Registros");
    await screen.clearFilters();

    await showOnly(screen, p5.barcode);
    await screen.list.chooseRowOption(0, "Confirmar Quantidade");
    expect(await screen.confirm("Confirmar Quantidade")).toBe(
      `Tem certeza que deseja confirmar a quantidade de ${withUnit(p5.quantity, p5.unit)} do produto ${p5.product}?`,
    );
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.confirmed(1));
    await expect.poll(() => screen.list.count()).toBe("0 Registros");
    await screen.clearFilters();

    const negative = (await missingProducts(id)).find((product) => product.quantity < 0);
    if (negative) {
      await showOnly(screen, negative.barcode);
      expect(await rowOptionDisabled(screen, 0, "Confirmar Quantidade")).toBe(true);
      await screen.list.selectRow(0);
      expect(await screen.list.headerButton("Confirmar Selecionados").isDisabled()).toBe(true);
      expect(await screen.list.headerButton("Zerar Selecionados").isEnabled()).toBe(true);
      await screen.list.row(0).locator('input[type="checkbox"]').uncheck();
      await screen.clearFilters();
    }

    await expect.poll(() => screen.list.count()).toBe(registros((await missingProducts(id)).length));
    await screen.list.waitForRows(2);
    const firstTwo = (await screen.list.rowTexts()).slice(0, 2);
    const left = await missingProducts(id);
    const chosen = firstTwo.map((text) => left.find((product) => text.includes(product.barcode)));
    if (chosen.some((product) => product === undefined || product.quantity < 0)) throw new Error(`Linhas inesperadas: ${firstTwo.join(" | ")}`);
    await screen.list.selectRow(0);
    await screen.list.selectRow(1);
    await e2e.screenshot(page, `inventories-missing-selection-desktop`);
    await screen.list.headerButton("Confirmar Selecionados").click();
    expect(await screen.confirm("Confirmar Quantidade")).toBe("Tem certeza que deseja confirmar a quantidade dos 2 produtos selecionados?");
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.confirmed(2));
    await expect.poll(async () => (await missingProducts(id)).length).toBe(left.length - 2);

    // Inventory products: one per counted, zeroed or confirmed product; the footers sum the API's rows.
    await openInventories();
    await screen.list.chooseRowOption("Em Contagem", "Visualizar Produtos");
    await page.waitForURL(e2e.url(`/inventories/${id}/products`));
    await screen.list.waitForRows();
    await expect.poll(() => new ShellPage(page).breadcrumbTexts()).toEqual(["Inventários", `#${id}`, "Produtos do Inventário"]);
    const products = await inventoryProducts(id);
    expect(products.map((product) => product.product_id).sort((a, b) => a - b)).toEqual(
      [p1, p2, p4, p5, ...chosen].map((product) => product?.product_id).sort((a = 0, b = 0) => a - b),
    );
    const gained = products.find((product) => product.product_id === p1.product_id);
    expect(gained).toMatchObject({ actual_quantity: p1.quantity, fixed_quantity: fixed, difference_quantity: fixed - p1.quantity });
    expect(products.find((product) => product.product_id === p4.product_id)).toMatchObject({ fixed_quantity: 0 });
    await expect.poll(() => screen.list.count()).toBe(registros(products.length));
    if (!screen.list.showsCards) {
      expect(await screen.list.headers()).toEqual([
        "",
        "Cód. Barras",
        "Produto",
        "Qtd. Atual",
        "Custo Atual",
        "Custo Ajustado",
        "Custo Unit.",
        "Diferença de Custo",
      ]);
      expect((await sidewaysScroll(screen.list.root)).overflow).toBe(0);
    }
    const expectTotals = async (rows: readonly InventoryProductRow[]) => {
      const totals = await screen.list.totals();
      expect(Object.fromEntries(Object.entries(totals).map(([label, value]) => [label, spaced(value)]))).toEqual({
        "Custo Atual": money(cents(rows.map((row) => row.actual_cost))),
        "Custo Ajustado": money(cents(rows.map((row) => row.fixed_cost))),
        "Diferença de Custo": money(cents(rows.map((row) => row.difference_cost))),
      });
    };
    await expectTotals(products);
    await e2e.screenshot(page, `inventories-products-desktop`);

    // The divergence views: the losses biggest first, the gains biggest first.
    const losses = products.filter((row) => row.difference_cost < 0).sort((a, b) => a.difference_cost - b.difference_cost);
    const gains = products.filter((row) => row.difference_cost > 0).sort((a, b) => b.difference_cost - a.difference_cost);
    expect(losses.length).toBeGreaterThan(0);
    expect(gains.length).toBeGreaterThan(0);
    await screen.chooseView("Perdas");
    await expect.poll(() => screen.list.count()).toBe(registros(losses.length));
    expect((await screen.list.rowTexts())[0]).toContain(losses[0]?.product);
    await expectTotals(losses);
    await e2e.screenshot(page, `inventories-products-losses-desktop`);
    await screen.chooseView("Sobras");
    await expect.poll(() => screen.list.count()).toBe(registros(gains.length));
    expect((await screen.list.rowTexts())[0]).toContain(gains[0]?.product);
    await screen.chooseView("Todos");
    await expect.poll(() => screen.list.count()).toBe(registros(products.length));

    // Finalize: the row's figures are the API's.
    await inventoriesShowing(screen, target);
    const row = await rowOf(screen, target.year);
    await screen.list.chooseRowOption(row, "Finalizar");
    expect(await screen.confirm("Finalizar")).toBe(`Tem certeza que deseja finalizar o Inventário #${id} (${target.year} - ${periodLabel})?`);
    await expect.poll(() => notifications()).toContain(INVENTORY_MESSAGES.finalized);
    await expect.poll(async () => (await inventory(id)).status).toBe("finalized");
    await expect.poll(() => rowFigures(screen, row)).toEqual(expectedFigures(await inventory(id), "Finalizado"));
    const finalized = await inventory(id);
    expect(finalized).toMatchObject({ products: products.length, actual_value: cents(products.map((p) => p.actual_cost)), fixed_value: cents(products.map((p) => p.fixed_cost)) });
    for (const option of ["Finalizar", "Remover", "Produtos Faltantes"]) expect(await rowOptionDisabled(screen, row, option)).toBe(true);

    // Process into stock: confirmed, then the row follows the run until 'Processado'.
    await screen.list.chooseRowOption(row, "Processar");
    expect(await screen.confirm("Processar")).toMatch(new RegExp(`^Tem certeza que deseja processar o Inventário #${id} \\(`));
    await expect.poll(async () => (await inventory(id)).status, { timeout: 60_000 }).toBe("processed");
    await expect.poll(() => rowFigures(screen, row), { timeout: 10_000 }).toEqual(expectedFigures(await inventory(id), "Processado"));
    await e2e.screenshot(page, `inventories-processed-desktop`);
    expect(new Set((await counts(id)).map((count) => count.status))).toEqual(new Set(["applied"]));

    // The stock now is each product's fixed quantity: a new inventory's missing products read it back.
    const check = await freePeriod();
    await api("POST", "/inventories", check);
    const checkId = (await inventories()).find((inv) => inv.status === "counting")?.id;
    if (checkId === undefined) throw new Error("O inventário de conferência não foi criado.");
    const stock = new Map((await missingProducts(checkId)).map((product) => [product.product_id, product.quantity]));
    for (const product of products) {
      if (product.fixed_quantity === 0) expect(stock.has(product.product_id), product.product).toBe(false);
      else expect(stock.get(product.product_id), product.product).toBe(product.fixed_quantity);
    }
    await api("DELETE", `/inventories/${checkId}`);
    await screen.clearFilters();
  }, 300_000);

  it("the row follows a processing run, asking again while it runs; a failed run says why and is offered again", async () => {
    const finalized = (await inventories()).find((row) => row.status === "finalized");
    if (!finalized) throw new Error("Sem inventário finalizado.");
    const started_at = new Date().toISOString();
    // What the server answers about that inventory's run: the test moves it on once the screen has shown the
    // state before, so what is seen does not depend on how fast the machine is.
    const runs: InventoryProcessing[] = [
      { status: "running", done: 1200, total: 15000, started_at },
      { status: "running", done: 7500, total: 15000, started_at },
      { status: "failed", done: 7500, total: 15000, started_at, error: "Banco de dados indisponível, tente novamente em instantes." },
    ];
    let run = runs[0];
    const withRun = async (route: Route) => {
      const answer = await route.fetch();
      const envelope = (await answer.json()) as ApiEnvelope<InventoryRow[]>;
      const data = (envelope.data ?? []).map((row) => (row.id === finalized.id ? { ...row, processing: run ?? null } : row));
      await route.fulfill({ response: answer, json: { ...envelope, data } });
    };
    await page.route("**/api/inventories", withRun);
    try {
      await followsTheRun(finalized, () => {
        run = runs[1];
      }, () => {
        run = runs[2];
      });
    } finally {
      await page.unroute("**/api/inventories", withRun);
    }
  }, 90_000);

  /** The row of `finalized` through its run: the list loaded again (a full load, the server's answers altered). */
  async function followsTheRun(finalized: InventoryRow, moveOn: () => void, fail: () => void): Promise<void> {
    const screen = new InventoriesScreen(page, e2e.baseUrl);
    await screen.open("/inventories");
    await screen.list.filter(INVENTORY_PERIOD_LABELS[finalized.period as InventoryPeriod]);
    await expect.poll(async () => (await screen.list.rowTexts()).filter((text) => text.includes(String(finalized.year))).length).toBeGreaterThan(0);
    // Its row by its year and period, as the list shows them (a figure of another row may hold the year's digits).
    const years = await screen.list.column("Ano");
    const periods = await screen.list.column("Período");
    const label = INVENTORY_PERIOD_LABELS[finalized.period as InventoryPeriod];
    const row = years.findIndex((year, index) => year === String(finalized.year) && periods[index] === label);
    expect(row).toBeGreaterThanOrEqual(0);
    const status = async () => spaced(await textOf(await screen.list.cell(row, "Status")));
    await expect.poll(status).toMatch(/^Finalizado\s*Processando: 1\.200 de 15\.000$/);
    expect(await rowOptionDisabled(screen, row, "Processar")).toBe(true);
    await e2e.screenshot(page, "inventories-processing-desktop");
    // While it runs the list asks again by itself.
    moveOn();
    await expect.poll(status, { timeout: 15_000 }).toMatch(/^Finalizado\s*Processando: 7\.500 de 15\.000$/);
    fail();
    await expect.poll(status, { timeout: 15_000 }).toMatch(/^Finalizado\s*Falhou: Banco de dados indisponível, tente novamente em instantes\.$/);
    await e2e.screenshot(page, "inventories-processing-failed-desktop");
    expect(await rowOptionDisabled(screen, row, "Processar Novamente")).toBe(false);
    await screen.list.row(row).getByRole("button", { name: "Opções do registro" }).click();
    expect(await page.getByRole("menuitem", { name: "Processar", exact: true }).count()).toBe(0);
    await page.keyboard.press("Escape");
    // That the list stops asking once the run stopped is the jsdom tier's (test/web/use-poll-while-running.test.tsx).
    await screen.clearFilters();
  }
});

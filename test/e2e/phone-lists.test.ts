import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ProductSalesRow } from "../../shared/contracts/sales";
import { defaultSalesPeriod, encodeSalesPeriod } from "../../web/src/app/sales-period";
import { PRODUCT_SALES_LIST } from "../../web/src/features/sales/sales-lists";
import { effectiveSort, sortItems } from "../../web/src/lists/sort";
import { PHONE } from "./pages/browser";
import { ui } from "./pages/cloudscape";
import { useE2e } from "./pages/e2e";
import { ListTable } from "./pages/list-table";
import { PurchaseOrdersPage } from "./pages/purchase-orders-page";
import { SalesPage } from "./pages/sales-page";
import { textOf } from "./pages/text";
import { sidewaysOverflow } from "./pages/viewport-fit";

/**
 * Phones (390x844, spec §9): lists read as cards (the identifying columns heading each card, the figures
 * under their labels) with the table's sort, filter, selection, row options and totals. That every screen and
 * dialog fits the width is the screen walk's (screen-walk.test.ts).
 */

const e2e = useE2e();

const BRL = /^-?R\$\s[\d.]+,\d{2}$/;

/** The texts that do not match a pattern (none, when all do). */
const notMatching = (texts: readonly string[], pattern: RegExp) => texts.filter((text) => !pattern.test(text));

interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
}

async function apiList<T>(page: Page, pathAndQuery: string): Promise<T[]> {
  const answer = await page.request.get(e2e.url(pathAndQuery));
  const body = (await answer.json()) as ApiEnvelope<T[]>;
  if (!body.success || !body.data) throw new Error(`GET ${pathAndQuery} falhou`);
  return body.data;
}

async function openAsAdmin(path: string): Promise<Page> {
  const page = await e2e.open({ viewport: PHONE, signedIn: true });
  await page.goto(e2e.url(path));
  return page;
}

/** A product card's name: its heading without the code shown small under it (when the code column is shown). */
const productName = (heading: string) => heading.replace(/ Código \d+$/, "");

describe("lists as cards", () => {
  it("sales by product: each card names a product with its figures; the sort, the filter and the totals work", async () => {
    const period = defaultSalesPeriod(new Date());
    const page = await openAsAdmin(`/product_sales/${encodeSalesPeriod(period)}`);
    const screen = new SalesPage(page);
    await screen.waitForList("Venda por Produto");
    const { list } = screen;
    expect(await page.locator(ui.findTable().toSelector()).count()).toBe(0);

    const rows = await apiList<ProductSalesRow>(page, `/api/product_sales_by_period?start_date=${period.start}&end_date=${period.end}`);
    const inOrder = (sort: Parameters<typeof effectiveSort>[0]) =>
      sortItems(rows, effectiveSort(sort, PRODUCT_SALES_LIST.defaultSort), PRODUCT_SALES_LIST.columns)
        .slice(0, 20)
        .map((row) => row.product);
    const shownNames = async () => (await list.cardTitles()).map(productName);
    // Highest sales first, as on the desktop.
    expect(await shownNames()).toEqual(inOrder([]));
    expect(notMatching(await list.column("Venda"), BRL)).toEqual([]);
    expect(await textOf(await list.cell(0, "Margem"))).toMatch(/^-?\d+,\d{2}%$/);
    await e2e.screenshot(page, "phone-cards-product-sales");

    await list.sortCardsBy("Produto");
    await expect.poll(shownNames).toEqual(inOrder([{ key: "product", direction: "asc" }]));
    await list.cardsOrder.click();
    await expect.poll(shownNames).toEqual(inOrder([{ key: "product", direction: "desc" }]));
    expect(await textOf(list.cardsOrder)).toBe("Decrescente");

    const [first] = rows;
    if (!first) throw new Error("A loja de demonstração não tem vendas no período.");
    await list.filter(first.product);
    await expect.poll(() => list.count()).not.toBe(`${rows.length} Registros`);
    const narrowed = await shownNames();
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(rows.length);
    for (const name of narrowed) expect(name).toContain(first.product);

    const totals = await list.totals();
    expect(totals.Venda).toMatch(BRL);
    expect(totals.Custo).toMatch(BRL);
    await list.root.locator(".list-totals").scrollIntoViewIfNeeded();
    await e2e.screenshot(page, "phone-cards-product-sales-filtered");
    expect(await sidewaysOverflow(page)).toEqual([]);
  }, 60_000);

  it("orders: the row options open from a card and a selected card enables 'Imprimir'", async () => {
    const page = await e2e.open({ viewport: PHONE, signedIn: true });
    const screen = await new PurchaseOrdersPage(page, e2e.baseUrl).open("/purchase_orders/open");
    const { list } = screen;
    expect(notMatching(await list.cardTitles(), /^Nº \d+$/)).toEqual([]);
    expect(notMatching(await list.column("Total"), BRL)).toEqual([]);

    const print = await list.rowOption(0, "Imprimir Pedido");
    await print.waitFor();
    await e2e.screenshot(page, "phone-cards-orders-row-options");
    await page.keyboard.press("Escape");
    await print.waitFor({ state: "hidden" });

    expect(await list.headerButton("Imprimir").isDisabled()).toBe(true);
    await list.selectRow(0);
    await expect.poll(() => list.headerButton("Imprimir").isDisabled()).toBe(false);
    await e2e.screenshot(page, "phone-cards-orders-selected");
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});

describe("spec columns on cards (§2.6, §2.7)", () => {
  it("use and loss, inventories and inventory products: the codes head the card, every column under its full name", async () => {
    const page = await openAsAdmin("/inventories");
    const list = new ListTable(page);
    await list.waitForRows();
    const inventories = await apiList<{ id: number; status: string }>(page, "/api/inventories");
    const counting = inventories.find((inventory) => inventory.status === "counting")?.id;
    if (counting === undefined) throw new Error("A loja de demonstração não tem inventário em contagem.");
    const labels = () => list.row(0).locator(".list-card-field dt").allInnerTexts();
    expect(await labels()).toEqual(
      expect.arrayContaining(["Status", "Valor Atual", "Valor Ajustado", "Produtos", "Divergentes", "Positivos", "Zerados", "Negativos"]),
    );
    expect(await sidewaysOverflow(page)).toEqual([]);
    await e2e.screenshot(page, "phone-cards-inventories");

    for (const [name, path, columns] of [
      ["use-and-loss", "/use_and_loss/all/all", ["Operação", "Quantidade", "Status", "Local de Uso", "Registrado por"]],
      ["inventory-products", `/inventories/${counting}/products`, ["Quantidade Atual", "Quantidade Ajustada", "Custo Atual", "Custo Ajustado", "Custo Unitário"]],
      ["inventory-counts", `/inventories/${counting}/stock_taking`, ["Status", "Quantidade", "Estoque Atual", "Data"]],
    ] as const) {
      await page.goto(e2e.url(path));
      await list.waitForRows();
      expect(notMatching(await list.cardTitles(), / Código \d+ Cód\. Barras \d+$/), name).toEqual([]);
      expect(await labels(), name).toEqual(expect.arrayContaining([...columns]));
      expect(await sidewaysOverflow(page), name).toEqual([]);
      await e2e.screenshot(page, `phone-cards-${name}`);
    }
  }, 120_000);
});

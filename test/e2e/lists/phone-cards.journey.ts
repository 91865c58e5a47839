import { describe, expect, it } from "vitest";
import type { ProductSalesRow } from "../../../shared/contracts/sales";
import { defaultSalesPeriod, encodeSalesPeriod } from "../../../web/src/app/sales-period";
import { PRODUCT_SALES_LIST } from "../../../web/src/features/sales/sales-lists";
import { effectiveSort, sortItems } from "../../../web/src/lists/sort";
import { PHONE } from "../pages/browser";
import { ui } from "../pages/cloudscape";
import { e2e } from "../pages/file-e2e";
import { openListInApp } from "../pages/in-app";
import { ListTable } from "../pages/list-table";
import { SalesPage } from "../pages/sales-page";
import { textOf } from "../pages/text";
import { sidewaysOverflow } from "../pages/viewport-fit";

/**
 * Phones (390x844, spec §9): lists read as cards (the identifying columns heading each card, the figures
 * under their labels) with the table's sort, filter, selection, row options and totals. That every screen and
 * dialog fits the width is the screen walk's (screen-walk.test.ts). One page for the file: the first list is
 * opened by its address, the others inside the app.
 */


const BRL = /^-?R\$\s[\d.]+,\d{2}$/;

/** The texts that do not match a pattern (none, when all do). */
const notMatching = (texts: readonly string[], pattern: RegExp) => texts.filter((text) => !pattern.test(text));

/** A product card's name: its heading without the code shown small under it (when the code column is shown). */
const productName = (heading: string) => heading.replace(/ Código \d+$/, "");

describe("lists as cards, on one phone page", () => {
  const journey = e2e.journey({ viewport: PHONE, signedIn: true });

  it("sales by product: each card names a product with its figures; the sort, the filter and the totals work", async () => {
    const page = journey.page;
    const period = defaultSalesPeriod(new Date());
    await page.goto(e2e.url(`/product_sales/${encodeSalesPeriod(period)}`));
    const screen = new SalesPage(page);
    await screen.waitForList("Venda por Produto");
    const { list } = screen;
    expect(await page.locator(ui.findTable().toSelector()).count()).toBe(0);

    const rows = await e2e.api<ProductSalesRow[]>("GET", `/product_sales_by_period?start_date=${period.start}&end_date=${period.end}`);
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
    const page = journey.page;
    const list = new ListTable(page);
    await openListInApp(list, "/purchase_orders/open");
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

  it("spec columns (§2.6, §2.7) on use and loss, inventories and inventory products: the codes head the card, every column under its full name", async () => {
    const page = journey.page;
    const list = new ListTable(page);
    await openListInApp(list, "/inventories");
    const inventories = await e2e.api<{ id: number; status: string }[]>("GET", "/inventories");
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
      await openListInApp(list, path);
      expect(notMatching(await list.cardTitles(), / Código \d+ Cód\. Barras \d+$/), name).toEqual([]);
      expect(await labels(), name).toEqual(expect.arrayContaining([...columns]));
      expect(await sidewaysOverflow(page), name).toEqual([]);
      await e2e.screenshot(page, `phone-cards-${name}`);
    }
  }, 120_000);
});

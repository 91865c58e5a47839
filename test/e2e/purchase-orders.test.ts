
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { variationBadge } from "../../shared/formulas/cost-variation";
import { useE2e } from "./pages/e2e";
import { notificationItems, } from "./pages/notifications";
import { brlCents, PurchaseOrdersPage, percentValue } from "./pages/purchase-orders-page";
import { ShellPage } from "./pages/shell-page";
import { textOf } from "./pages/text";

interface OrderRow {
  id: number;
  price_quote_id: number;
  status: string;
}

const e2e = useE2e();
let orders: OrderRow[];

beforeAll(async () => {
  orders = await e2e.api<OrderRow[]>("GET", "/purchase_orders");
});

const url = (pathAndQuery: string) => e2e.url(pathAndQuery);

function orderWhere(test: (order: OrderRow) => boolean): OrderRow {
  const found = orders.find(test);
  if (!found) throw new Error("the demo store has no such order");
  return found;
}

/** One page from the orders list to an order's items, its cost variation and the item dialogs. */
describe("orders, their items and the item options", () => {
  const journey = e2e.journey({ signedIn: true });
  const page = () => journey.page;
  const screen = () => new PurchaseOrdersPage(page(), e2e.baseUrl);
  const shell = () => new ShellPage(page());

  /** Back to the open orders by the sidebar. */
  async function openOrders(): Promise<PurchaseOrdersPage> {
    await shell().sidebar.getByRole("link", { name: "Pedidos", exact: true }).click();
    await page().waitForURL(url("/purchase_orders/open"));
    await expect.poll(() => textOf(screen().list.title)).toBe("Pedidos em Aberto");
    await screen().list.waitForRows();
    return screen();
  }

  it("shows the open orders with their count, then the closed ones through 'Status de Pedidos'", async () => {
    await page().goto(url("/purchase_orders"));
    await page().waitForURL(url("/purchase_orders/open"));
    const list = screen().list;
    await list.waitForRows();
    await expect.poll(() => shell().breadcrumbTexts()).toEqual(["Pedidos", "Pedidos em Aberto"]);
    expect(await textOf(list.title)).toBe("Pedidos em Aberto");
    const open = orders.filter((order) => order.status === "open").length;
    expect(await list.count()).toBe(open === 1 ? "1 Registro" : `${open} Registros`);
    expect(await list.headers()).toEqual(["", "", "Nº", "Data", "Cotação", "Fornecedor", "Entrega", "Total", "Status"]);
    expect(new Set(await list.column("Status"))).toEqual(new Set(["Aberto"]));
    for (const date of await list.column("Data")) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
    for (const quote of await list.column("Cotação")) expect(quote).toMatch(/^(-|\d+)$/);
    for (const total of await list.column("Total")) expect(total).toMatch(/^R\$\s[\d.]+,\d{2}$/);

    expect(await screen().filterOptions("Status")).toEqual({
      title: "Status de Pedidos",
      options: ["Todos os Pedidos", "Pedidos em Aberto", "Pedidos Fechados"],
    });

    await screen().chooseFilter("Status", "Pedidos Fechados");
    await page().waitForURL(url("/purchase_orders/closed"));
    await expect.poll(() => textOf(list.title)).toBe("Pedidos Fechados");
    await list.waitForRows();
    await expect.poll(() => shell().breadcrumbTexts()).toEqual(["Pedidos", "Pedidos Fechados"]);
    const closed = orders.filter((order) => order.status === "closed").length;
    expect(await list.count()).toBe(`${closed} Registros`);
    expect(new Set(await list.column("Status"))).toEqual(new Set(["Fechado"]));

    await screen().chooseFilter("Status", "Todos os Pedidos");
    await page().waitForURL(url("/purchase_orders/all"));
    await expect.poll(() => list.count()).toBe(`${orders.length} Registros`);
  });

  it("opens a closed order's items: 'Pedidos' > '#id' > 'Itens', and 'Total do Pedido' is the sum of the rows", async () => {
    const list = screen().list;
    await screen().chooseFilter("Status", "Pedidos Fechados");
    await page().waitForURL(url("/purchase_orders/closed"));
    await expect.poll(async () => new Set(await list.column("Status"))).toEqual(new Set(["Fechado"]));
    const id = (await list.column("Nº"))[0] ?? "";
    await list.chooseRowOption(0, "Visualizar Itens do Pedido");
    await page().waitForURL(url(`/purchase_orders/${id}/items`));
    await list.waitForRows();
    await expect.poll(() => shell().breadcrumbTexts()).toEqual(["Pedidos", `#${id}`, "Itens"]);
    expect(await textOf(list.title)).toBe("Itens do Pedido");
    expect(await list.headers()).toEqual(["", "Cód. Barras", "Código", "Produto", "Quantidade", "Custo Unitário", "Custo Total"]);
    for (const quantity of await list.column("Quantidade")) expect(quantity).toMatch(/^[\d.,]+\s\S+$/);
    const rowCount = await list.rows.count();
    expect(await list.count()).toBe(rowCount === 1 ? "1 Registro" : `${rowCount} Registros`);
    const sum = (await list.column("Custo Total")).reduce((total, text) => total + brlCents(text), 0);
    const totals = await list.totals();
    expect(Object.keys(totals)).toEqual(["Total do Pedido"]);
    expect(brlCents(totals["Total do Pedido"] ?? "")).toBe(sum);
  });

  it("shows the cost variation with red, amber and green badges by the shared thresholds", async () => {
    const list = (await openOrders()).list;
    const row = await list.rowWhere("Nº", "1");
    expect(row).toBeGreaterThanOrEqual(0);
    await list.chooseRowOption(row, "Visualizar Variação de Custo");
    await page().waitForURL(url("/purchase_orders/1/items_variation"));
    await list.waitForRows();
    await expect.poll(() => shell().breadcrumbTexts()).toEqual(["Pedidos", "#1", "Variação de Custo"]);
    expect(await list.headers()).toEqual(["", "Cód. Barras", "Código", "Produto", "Quantidade", "Custo Atual", "Valor do Pedido", "Variação"]);
    // The orders table may still have been on screen at the first wait: wait for this list's own rows.
    await list.waitForRows();
    const colours = new Set<string>();
    const rows = await list.rows.count();
    expect(rows).toBeGreaterThan(0);
    for (let index = 0; index < rows; index++) {
      const badge = (await list.cell(index, "Variação")).locator('[class*="awsui_badge-color-"]');
      const variation = percentValue(await textOf(badge));
      const className = (await badge.getAttribute("class")) ?? "";
      const expected = { red: "badge-color-red", amber: "badge-color-severity-medium", green: "badge-color-green" }[variationBadge(variation)];
      expect(className).toContain(expected);
      colours.add(expected);
    }
    expect(colours.size).toBeGreaterThan(1);
  });

  it("shows the product's last entries since 365 days back, newest first, and reloads on a new date", async () => {
    // Order 1's items, from the open orders.
    const items = await openOrders();
    await items.list.chooseRowOption(await items.list.rowWhere("Nº", "1"), "Visualizar Itens do Pedido");
    await page().waitForURL(url("/purchase_orders/1/items"));
    await expect.poll(() => textOf(items.list.title)).toBe("Itens do Pedido");
    await items.list.waitForRows();
    const firstLoad = page().waitForRequest((request) => request.url().includes("/api/product_entries/item_last_entries"));
    await items.list.chooseRowOption(0, "Últimas Entradas");
    const dialog = items.lastEntries;
    await expect.poll(() => textOf(dialog.header)).toBe("Últimas Entradas");
    // The store's day is São Paulo's, whatever the machine's time zone.
    const since = addDays(todayInSaoPaulo(), -365);
    expect(new URL((await firstLoad).url()).searchParams.get("entries_since")).toBe(since);
    // Spec §5: a local date shows as dd/mm/aaaa.
    expect(await dialog.since.inputValue()).toBe(since.split("-").reverse().join("/"));
    await dialog.list.waitForRows();
    expect(await dialog.list.headers()).toEqual(["Data", "Fornecedor", "Qtd. Compra", "Custo Compra", "Fracionamento", "Qtd. Entrada", "Custo Unitário"]);
    const days = (await dialog.list.column("Data")).map((text) => text.split("/").reverse().join(""));
    expect(days).toEqual([...days].sort().reverse());

    const today = todayInSaoPaulo();
    const reload = page().waitForRequest((request) => request.url().includes(`entries_since=${today}`));
    await dialog.setSince(today);
    await reload;
    await expect.poll(() => dialog.list.count()).toMatch(/^\d+ Registros?$/);
    await dialog.close();
  });

  it("shows the quote participants of an item of an order made from a quote", async () => {
    const order = orderWhere((candidate) => candidate.price_quote_id > 0);
    const items = await screen().open(`/purchase_orders/${order.id}/items`);
    const product = (await items.list.column("Produto"))[0] ?? "";
    const productId = (await items.list.column("Código"))[0] ?? "";
    await items.list.chooseRowOption(0, "Participantes da Cotação");
    const dialog = items.dialog;
    await expect.poll(() => textOf(dialog.header)).toBe("Participantes da Cotação");
    await dialog.list.waitForRows();
    expect(await textOf(dialog.list.title)).toBe(`${productId} - ${product}`);
    expect(await dialog.list.headers()).toEqual(["Fornecedor", "Unidade", "Custo Informado"]);
    const costs = (await dialog.list.column("Custo Informado")).map(brlCents);
    expect(costs.length).toBeGreaterThan(0);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(await dialog.root.getByText(`Cotação ${order.price_quote_id}`, { exact: true }).count()).toBe(1);
    await dialog.close();
  });

  it("refuses the participants of an order not made from a quote", async () => {
    const order = orderWhere((candidate) => candidate.price_quote_id === 0);
    const items = await screen().open(`/purchase_orders/${order.id}/items`);
    await items.list.chooseRowOption(0, "Participantes da Cotação");
    await expect
      .poll(() => notificationItems(page()).allInnerTexts())
      .toEqual([expect.stringContaining(`Pedido ${order.id} não foi feito por Cotação!`)]);
    expect(await items.dialog.root.count()).toBe(0);
  });
});

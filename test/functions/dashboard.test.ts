import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listProducts } from "../../functions/lib/entities/products";
import { DEMO_TENANT_ID } from "../../infra/local/demo-tenant";
import {
  DASHBOARD_TILE_ERRORS,
  type DashboardAnswer,
  type DashboardGroup,
  isTileError,
  type TileAnswer,
} from "../../shared/contracts/dashboard";
import type { InventoryProductRow, InventoryRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import type { NotableProductView } from "../../shared/contracts/notable-products";
import type { PricingRow } from "../../shared/contracts/pricing";
import type { PurchaseOrderRow } from "../../shared/contracts/purchasing";
import type { DailySalesRow, GroupSalesRow, ProductSalesRow } from "../../shared/contracts/sales";
import type { IcmsReversalRow, UseAndLossRow } from "../../shared/contracts/use-and-loss";
import { addDays, todayInSaoPaulo, yesterdayInSaoPaulo } from "../../shared/dates";
import { percentOf } from "../../shared/formulas/percent";
import { toCents } from "../../shared/money";
import { callApi } from "../support/api";
import { seedTenantWithSessions, signIn } from "../support/sessions";
import { useSeededDemoStore } from "../support/demo-store";
import { useTestTable } from "../support/table";

/**
 * GET /api/dashboard on the small demo store: every tile's figures recomputed here from the rows the areas'
 * own list endpoints send (the daily, group and product sales of the period, the orders, use and loss, the
 * counting inventory's lists, the pricings); a tile whose read fails says so while the others show; a
 * company with nothing yet gets empty tiles; a standard user is refused.
 */

useTestTable();

/** Makes the open orders' read fail (the tile's injected failure). */
const failure = vi.hoisted(() => ({ openOrders: false }));
vi.mock("../../functions/purchasing/storage/purchase-orders", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../functions/purchasing/storage/purchase-orders")>();
  return {
    ...actual,
    listOrders: (...args: Parameters<typeof actual.listOrders>) =>
      failure.openOrders ? Promise.reject(new Error("falha injetada na leitura dos pedidos")) : actual.listOrders(...args),
  };
});

afterEach(() => {
  failure.openOrders = false;
});

let admin = "";
let standardUser = "";

beforeAll(async () => {
  await useSeededDemoStore();
  admin = await signIn("admin", "admin");
  standardUser = await signIn("operador", "operador");
}, 300_000);

async function get<T>(path: string, cookie = admin, host?: string): Promise<T> {
  const answer = await callApi<T>("GET", path, { cookie, headers: { "accept-encoding": "gzip" }, ...(host ? { host } : {}) });
  expect(answer.status, path).toBe(200);
  if (answer.body.data === undefined) throw new Error(`${path} sem dados`);
  return answer.body.data;
}

function dataOf<T extends object>(tile: TileAnswer<T>): T {
  if (isTileError(tile)) throw new Error(`tile com erro: ${tile.error}`);
  return tile;
}

const dashboard = () => get<DashboardAnswer>("/api/dashboard");
const cents = (values: readonly number[]) => values.reduce((sum, value) => sum + toCents(value), 0);
const shownGroup = (row: GroupSalesRow): DashboardGroup => ({
  group_id: row.group_id,
  group_name: row.group_name,
  sales: row.sales,
  net_profit: row.net_profit,
  net_margin: row.net_margin,
});

describe("GET /api/dashboard on the small demo store", () => {
  it("reads the sales of the last 30 days ending yesterday and the 30 before as the daily sales list does", async () => {
    const sales = dataOf((await dashboard()).sales);
    const yesterday = yesterdayInSaoPaulo();
    expect(sales.period).toEqual({ start_date: addDays(yesterday, -29), end_date: yesterday });
    expect(sales.previous_period).toEqual({ start_date: addDays(yesterday, -59), end_date: addDays(yesterday, -30) });
    for (const [period, days, totals] of [
      [sales.period, sales.days, sales.totals],
      [sales.previous_period, sales.previous_days, sales.previous_totals],
    ] as const) {
      const rows = await get<DailySalesRow[]>(`/api/daily_sales?start_date=${period.start_date}&end_date=${period.end_date}`);
      expect(rows.length).toBeGreaterThan(20);
      const byDay = [...rows].sort((a, b) => a.sale_date.localeCompare(b.sale_date));
      expect(days).toEqual(byDay.map((row) => ({ sale_date: row.sale_date, sales: row.sales, net_margin: row.net_margin })));
      expect(toCents(totals.sales)).toBe(cents(rows.map((row) => row.sales)));
      expect(toCents(totals.cost)).toBe(cents(rows.map((row) => row.cost)));
      expect(toCents(totals.net_profit)).toBe(cents(rows.map((row) => row.net_profit)));
      expect(totals.net_margin).toBe(percentOf(cents(rows.map((row) => row.net_profit)), cents(rows.map((row) => row.cost))));
      expect(totals.margin).toBe(percentOf(cents(rows.map((row) => row.profit)), cents(rows.map((row) => row.cost))));
    }
  });

  it("says how fresh the figures are: the last day with aggregated sales", async () => {
    const { freshness, sales } = await dashboard();
    const { end_date: end } = dataOf(sales).period;
    const rows = await get<DailySalesRow[]>(`/api/daily_sales?start_date=${addDays(end, -30)}&end_date=${todayInSaoPaulo()}`);
    const last = rows.map((row) => row.sale_date).sort().at(-1);
    expect(dataOf(freshness).sales_until).toBe(last);
  });

  it("ranks the groups of the group sales list of the period by sales and by net margin", async () => {
    const tile = dataOf((await dashboard()).top_groups);
    const { start_date: from, end_date: to } = tile.period;
    const rows = await get<GroupSalesRow[]>(`/api/group_sales_by_period?start_date=${from}&end_date=${to}`);
    expect(rows.length).toBeGreaterThan(5);
    const bySales = [...rows].sort((a, b) => b.sales - a.sales || a.group_id - b.group_id).slice(0, 5);
    const byMargin = rows
      .filter((row) => row.sales > 0)
      .sort((a, b) => b.net_margin - a.net_margin || b.sales - a.sales || a.group_id - b.group_id)
      .slice(0, 5);
    expect(tile.by_sales).toEqual(bySales.map(shownGroup));
    expect(tile.by_net_margin).toEqual(byMargin.map(shownGroup));
  });

  it("lists the notable products whose net margin in the period is below their desired margin", async () => {
    const { start_date: from, end_date: to } = dataOf((await dashboard()).notable_products).period;
    const products = await get<ProductSalesRow[]>(`/api/product_sales_by_period?start_date=${from}&end_date=${to}`);
    // One notable product that sold is set above its margin, so the list has at least that one.
    const sold = products.filter((row) => row.notable && row.sales > 0 && row.cost > 0 && row.quantity > 0);
    const [raised] = sold;
    if (!raised) throw new Error("nenhum produto notável vendido no período");
    const put = await callApi("PUT", `/api/notable_products/${raised.product_id}`, { cookie: admin, body: { desired_margin: Math.ceil(raised.net_margin) + 20 } });
    expect(put.status).toBe(200);

    const tile = dataOf((await dashboard()).notable_products);
    const notables = await get<NotableProductView[]>("/api/notable_products");
    const desired = new Map(notables.map((row) => [row.product_id, row.desired_margin]));
    const expected = sold
      .filter((row) => row.net_margin < (desired.get(row.product_id) ?? 0))
      .map((row) => {
        const margin = desired.get(row.product_id) ?? 0;
        // What the prices left short of the desired margin: d x cost / 100 - net profit, to the cent.
        const lossCents = Math.round((toCents(row.cost) * margin) / 100) - toCents(row.net_profit);
        return { product_id: row.product_id, product: row.product, sales: row.sales, net_margin: row.net_margin, desired_margin: margin, lossCents };
      })
      .sort((a, b) => b.lossCents - a.lossCents || a.product_id - b.product_id);
    expect(expected.map((row) => row.product_id)).toContain(raised.product_id);
    expect(tile.below).toEqual(expected.map(({ lossCents, ...row }) => ({ ...row, total_loss: lossCents / 100 })));
    expect(toCents(tile.total_loss)).toBe(expected.reduce((sum, row) => sum + row.lossCents, 0));
    expect(tile.notable_products).toBe(notables.length);
    expect(tile.with_sales).toBe(products.filter((row) => row.notable && row.sales > 0).length);
  });

  it("counts the open purchase orders, their value and the oldest, as the open orders list has them", async () => {
    const tile = dataOf((await dashboard()).open_orders);
    const rows = await get<PurchaseOrderRow[]>("/api/purchase_orders?status=open");
    expect(rows.length).toBeGreaterThan(0);
    const [oldest] = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    expect(tile.orders).toBe(rows.length);
    expect(toCents(tile.total_cost)).toBe(cents(rows.map((row) => row.total_cost)));
    expect(tile.oldest).toEqual({
      id: oldest?.id,
      date: oldest?.date,
      supplier: oldest?.supplier,
      deliver_date: oldest?.deliver_date,
      total_cost: oldest?.total_cost,
    });
  });

  it("counts use and loss waiting for write-off and for apply, and the ICMS credit to reverse of the month", async () => {
    const tile = dataOf((await dashboard()).use_and_loss);
    const [open, closed] = await Promise.all([
      get<UseAndLossRow[]>("/api/use_and_loss?status=open"),
      get<UseAndLossRow[]>("/api/use_and_loss?status=closed"),
    ]);
    const countOf = (rows: UseAndLossRow[]) => ({
      operations: rows.length,
      use: rows.filter((row) => row.operation === "use").length,
      loss: rows.filter((row) => row.operation === "loss").length,
    });
    expect(open.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);
    expect(tile.awaiting_write_off).toEqual(countOf(open));
    expect(tile.awaiting_apply).toEqual({ ...countOf(closed), cost: cents(closed.map((row) => row.cost)) / 100 });
    const today = todayInSaoPaulo();
    expect(tile.icms_period).toEqual({ start_date: `${today.slice(0, 7)}-01`, end_date: today });
    const reversal = await get<IcmsReversalRow[]>(`/api/use_and_loss/icms_reversal?start_date=${tile.icms_period.start_date}&end_date=${today}`);
    expect(toCents(tile.icms_credit)).toBe(cents(reversal.map((row) => row.icms_credit)));
  });

  it("shows the counting inventory's progress and divergence as its lists have them", async () => {
    const counting = dataOf((await dashboard()).inventory).inventory;
    if (!counting) throw new Error("sem inventário em contagem no painel");
    const rows = await get<InventoryRow[]>("/api/inventories");
    const row = rows.find((inventory) => inventory.status === "counting");
    expect(row?.id).toBe(counting.id);
    const [products, missing, openCounts, catalog] = await Promise.all([
      get<InventoryProductRow[]>(`/api/inventory_products?inventory_id=${counting.id}`),
      get<MissingProductRow[]>(`/api/inventories/${counting.id}/missing_products`),
      get<StockTakingRow[]>(`/api/stock_taking?inventory_id=${counting.id}&status=open`),
      listProducts(DEMO_TENANT_ID),
    ]);
    expect(products.length).toBeGreaterThan(0);
    const stocked = new Set(catalog.filter((product) => product.stock !== 0).map((product) => product.id));
    expect(counting).toEqual({
      id: row?.id,
      year: row?.year,
      period: row?.period,
      stocked_products: stocked.size,
      counted_stocked_products: stocked.size - missing.length,
      inventory_products: row?.products,
      divergent_products: row?.divergent_products,
      open_counts: openCounts.length,
      actual_value: row?.actual_value,
      fixed_value: row?.fixed_value,
      losses_value: cents(products.filter((product) => product.difference_cost < 0).map((product) => product.difference_cost)) / 100,
      gains_value: cents(products.filter((product) => product.difference_cost > 0).map((product) => product.difference_cost)) / 100,
      difference_value: cents(products.map((product) => product.difference_cost)) / 100,
    });
    expect(counting.counted_stocked_products).toBe(products.filter((product) => stocked.has(product.product_id)).length);
  });

  it("shows the last pricing as the pricing list does", async () => {
    const tile = dataOf((await dashboard()).pricing);
    const rows = await get<PricingRow[]>("/api/pricing");
    expect(rows.length).toBeGreaterThan(0);
    const last = rows.reduce((found, row) => (row.id > found.id ? row : found));
    expect(tile.pricing).toEqual(last);
  });

  it("answers a tile whose read failed with its reason, and every other tile with its figures", async () => {
    failure.openOrders = true;
    const answer = await dashboard();
    expect(answer.open_orders).toEqual({ error: DASHBOARD_TILE_ERRORS.open_orders });
    for (const [name, tile] of Object.entries(answer)) {
      if (name !== "open_orders") expect(isTileError(tile), name).toBe(false);
    }
    failure.openOrders = false;
    expect(isTileError((await dashboard()).open_orders)).toBe(false);
  });

  it("refuses a standard user (403) and anyone signed out (401)", async () => {
    const asUser = await callApi("GET", "/api/dashboard", { cookie: standardUser });
    expect(asUser.status).toBe(403);
    expect(asUser.body.data).toBeUndefined();
    expect((await callApi("GET", "/api/dashboard")).status).toBe(401);
  });
});

describe("GET /api/dashboard for a company with nothing yet", () => {
  it("answers every tile, empty", async () => {
    const host = "painel-vazio.example.com";
    const { admin: emptyAdmin } = await seedTenantWithSessions("painel-vazio", host);
    const answer = await get<DashboardAnswer>("/api/dashboard", emptyAdmin, host);
    expect(dataOf(answer.freshness)).toEqual({ sales_until: null });
    const sales = dataOf(answer.sales);
    expect(sales.days).toEqual([]);
    expect(sales.totals.sales).toBe(0);
    expect(sales.totals.net_margin).toBe(0);
    expect(dataOf(answer.top_groups).by_sales).toEqual([]);
    expect(dataOf(answer.notable_products)).toMatchObject({ notable_products: 0, with_sales: 0, below: [], total_loss: 0 });
    expect(dataOf(answer.open_orders)).toEqual({ orders: 0, total_cost: 0, oldest: null });
    expect(dataOf(answer.use_and_loss)).toMatchObject({
      awaiting_write_off: { operations: 0, use: 0, loss: 0 },
      awaiting_apply: { operations: 0, use: 0, loss: 0, cost: 0 },
      icms_credit: 0,
    });
    expect(dataOf(answer.inventory)).toEqual({ inventory: null });
    expect(dataOf(answer.pricing)).toEqual({ pricing: null });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_TENANT_ID } from "../../infra/local/demo-tenant";
import { loadPricing } from "../../infra/local/seed-pricing";
import type { PricingNotableLossRow, PricingProductRow, PricingRow } from "../../shared/contracts/pricing";
import type { NotableProductView } from "../../shared/contracts/notable-products";
import type { ProductSalesRow } from "../../shared/contracts/sales";
import type { InventoryProductRow, InventoryRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import { COLUMNS_MEDIA_TYPE, decodeListPayload } from "../../shared/contracts/columns-lists";
import { isColumnsPayload } from "../../shared/wire/columns";
import type { ListHead } from "../../shared/wire/list-head";
import { daysBetween } from "../../shared/dates";
import type { ProductClass } from "../../shared/formulas/abc";
import { toCents } from "../../shared/money";
import { callApi } from "../support/api";
import { signIn } from "../support/sessions";
import { useSeededDemoStore } from "../support/demo-store";
import { useTestTable } from "../support/table";

/**
 * The demo store's pricing (DESIGN §5), classified by its job while seeding, checked as a reviewer would: its
 * classes and totals recomputed independently from the sales API over the same period.
 */

useTestTable();

let admin = "";
let pricing: PricingRow;

beforeAll(async () => {
  await useSeededDemoStore();
  admin = await signIn("admin", "admin");
  const rows = await get<PricingRow>("/api/pricing");
  expect(rows).toHaveLength(1);
  pricing = rows[0] as PricingRow;
});

async function get<T>(path: string): Promise<T[]> {
  const answer = await callApi<T[]>("GET", path, { cookie: admin, headers: { "accept-encoding": "gzip" } });
  expect(answer.status, path).toBe(200);
  return answer.body.data ?? [];
}

/**
 * The classes by DESIGN §7's definition, worked out apart from the job's formula: a product's share is the
 * sales of every product ranked above it (more sales, or as much with a smaller id) over the period's positive
 * sales; below the A margin it is A, below A + B it is B, else C; a product with no positive sales is C.
 */
function abcByDefinition(rows: readonly ProductSalesRow[], margins: { a: number; b: number }): Map<number, ProductClass> {
  const selling = rows.map((row) => ({ id: row.product_id, cents: toCents(row.sales) })).filter((row) => row.cents > 0);
  const total = selling.reduce((sum, row) => sum + row.cents, 0);
  const classes = new Map<number, ProductClass>(rows.map((row) => [row.product_id, "c"]));
  for (const product of selling) {
    const above = selling
      .filter((other) => other.cents > product.cents || (other.cents === product.cents && other.id < product.id))
      .reduce((sum, other) => sum + other.cents, 0);
    // above / total < margin / 100, in whole cents.
    classes.set(product.id, above * 100 < margins.a * total ? "a" : above * 100 < (margins.a + margins.b) * total ? "b" : "c");
  }
  return classes;
}

const sumCents = <R>(rows: readonly R[], value: (row: R) => number) => rows.reduce((sum, row) => sum + toCents(value(row)), 0);

describe("the demo store's pricing", () => {
  it("is classified, over the last 90 days of sales with margins 50/30/20", () => {
    expect(pricing).toMatchObject({ status: "classified", a_class_margin: 50, b_class_margin: 30, c_class_margin: 20, classification: { status: "done" } });
    expect(daysBetween(pricing.period_start, pricing.period_end)).toBe(89);
  });

  it("has the classes and totals the sales of its period give", async () => {
    const sales = await get<ProductSalesRow>(`/api/product_sales_by_period?start_date=${pricing.period_start}&end_date=${pricing.period_end}`);
    const products = await get<PricingProductRow>(`/api/pricing_products?pricing_id=${pricing.id}`);
    expect(products).toHaveLength(sales.length);
    expect(pricing.total_products).toBe(sales.length);

    const expected = abcByDefinition(sales, { a: 50, b: 30 });
    expect(new Set(expected.values())).toEqual(new Set(["a", "b", "c"]));
    for (const row of products) expect(row.class, `produto ${row.product_id}`).toBe(expected.get(row.product_id));

    expect(toCents(pricing.total_sales)).toBe(sumCents(sales, (row) => row.sales));
    expect(toCents(pricing.total_cost)).toBe(sumCents(sales, (row) => row.cost));
    expect(toCents(pricing.total_taxes)).toBe(sumCents(sales, (row) => row.tax_value));
    expect(toCents(pricing.total_profit)).toBe(sumCents(sales, (row) => row.net_profit));
    for (const productClass of ["a", "b", "c"] as const) {
      const ofClass = sales.filter((row) => expected.get(row.product_id) === productClass);
      expect(pricing[`${productClass}_class_products`]).toBe(ofClass.length);
      expect(toCents(pricing[`${productClass}_class_sales`])).toBe(sumCents(ofClass, (row) => row.sales));
    }
  });

  it("lists as notable losses the notable products whose net margin is below the desired one", async () => {
    const sales = await get<ProductSalesRow>(`/api/product_sales_by_period?start_date=${pricing.period_start}&end_date=${pricing.period_end}`);
    const notables = new Map((await get<NotableProductView>("/api/notable_products")).map((row) => [row.product_id, row.desired_margin]));
    const expected = sales
      .filter((row) => {
        const desired = notables.get(row.product_id);
        return desired !== undefined && row.quantity > 0 && row.cost > 0 && row.net_margin < desired;
      })
      .map((row) => row.product_id)
      .sort((x, y) => x - y);
    const losses = await get<PricingNotableLossRow>(`/api/pricing_notable_loss?pricing_id=${pricing.id}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(losses.map((row) => row.product_id).sort((x, y) => x - y)).toEqual(expected);
    for (const row of losses) {
      expect(row.new_margin).toBeGreaterThanOrEqual(row.desired_margin);
      expect(["suggested", "kept"]).toContain(row.price_source);
      // A suggestion ends in ,99 and raises the shelf price; a shelf price already at the margin is kept.
      if (row.price_source === "suggested") {
        expect(Math.round(row.new_unit_sale * 100) % 100).toBe(99);
        expect(row.new_unit_sale).toBeGreaterThan(row.current_unit_sale ?? 0);
      } else {
        expect(row.new_unit_sale).toBe(row.current_unit_sale);
      }
    }
  });

  it("is not loaded again by a second seed", async () => {
    expect(await loadPricing(DEMO_TENANT_ID, { from: pricing.period_start, to: pricing.period_end })).toBe(0);
    expect(await get<PricingRow>("/api/pricing")).toHaveLength(1);
  });
});

describe("long lists in the compact wire form (issue 29)", () => {
  const ASK_COLUMNS = { "accept-encoding": "gzip", accept: `${COLUMNS_MEDIA_TYPE}, application/json` };

  /** The same route asked plain and in columns (the web client's Accept); the compact one decoded as the client does. */
  async function bothForms(path: string): Promise<{ plain: unknown[]; decoded: unknown[]; compact: unknown }> {
    const plain = await callApi<unknown[]>("GET", path, { cookie: admin, headers: { "accept-encoding": "gzip" } });
    const asked = await callApi<unknown>("GET", path, { cookie: admin, headers: ASK_COLUMNS });
    expect([plain.status, asked.status], path).toEqual([200, 200]);
    const compact = asked.body.data;
    if (!isColumnsPayload(compact)) throw new Error(`${path}: não veio em colunas`);
    return { plain: plain.body.data ?? [], decoded: decodeListPayload(compact), compact };
  }

  const byName = (a: PricingProductRow, b: PricingProductRow) => a.product.localeCompare(b.product, "pt-BR", { numeric: true });

  /**
   * The answer starts with its head: the first 100 rows in the list's default order (sorted here by the
   * platform's own pt-BR collation, stable), the count, and each money column's sum in cents.
   */
  function expectHead<Row extends object>(compact: unknown, plain: Row[], order: (a: Row, b: Row) => number, moneyFields: (keyof Row & string)[]) {
    expect(Object.keys(compact as object)[0]).toBe("head");
    const head = (compact as { head: ListHead<Row> }).head;
    expect(head.count).toBe(plain.length);
    expect(head.rows).toStrictEqual([...plain].sort(order).slice(0, 100));
    for (const field of moneyFields) {
      const cents = plain.reduce((sum, row) => sum + Math.round((row[field] as number) * 100), 0);
      expect(Math.round((head.sums[field] ?? Number.NaN) * 100), field).toBe(cents);
    }
  }

  it("a pricing's products, whole and of a class, decode into the plain rows; a short list stays plain", async () => {
    const all = await get<PricingProductRow>(`/api/pricing_products?pricing_id=${pricing.id}`);
    for (const query of ["", "&class=c"]) {
      const { plain, decoded, compact } = await bothForms(`/api/pricing_products?pricing_id=${pricing.id}${query}`);
      expect(plain.length, query).toBeGreaterThan(100);
      expect(decoded, query).toStrictEqual(plain);
      expect(JSON.stringify(compact).length, query).toBeLessThan(JSON.stringify(plain).length / 2);
      expectHead(compact, plain as PricingProductRow[], byName, ["total_cost", "total_sales", "total_taxes", "total_profit"]);
    }
    const short = `/api/pricing_products?pricing_id=${pricing.id}&group_id=${all[0]?.group_id}&class=a`;
    const plain = await get<PricingProductRow>(short);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.length).toBeLessThan(50);
    expect((await callApi<unknown>("GET", short, { cookie: admin, headers: ASK_COLUMNS })).body.data).toStrictEqual(plain);
  });

  it("product sales by period decode into the plain rows; without the header the answer stays plain", async () => {
    const path = `/api/product_sales_by_period?start_date=${pricing.period_start}&end_date=${pricing.period_end}`;
    const { plain, decoded, compact } = await bothForms(path);
    expect(plain.length).toBeGreaterThan(100);
    expect(decoded).toStrictEqual(plain);
    const bySales = (a: ProductSalesRow, b: ProductSalesRow) => b.sales - a.sales;
    expectHead(compact, plain as ProductSalesRow[], bySales, ["cost", "sales", "profit", "in_tax", "out_tax", "tax_value", "net_profit"]);
    expect(Array.isArray((await callApi<unknown>("GET", path, { cookie: admin })).body.data)).toBe(true);
  });

  it("an inventory's missing products decode into the plain rows; without the header the answer stays plain", async () => {
    const counting = (await get<InventoryRow>("/api/inventories")).find((inventory) => inventory.status === "counting");
    if (!counting) throw new Error("A loja de demonstração não tem inventário em contagem.");
    const path = `/api/inventories/${counting.id}/missing_products`;
    const { plain, decoded, compact } = await bothForms(path);
    expect(plain.length).toBeGreaterThan(100);
    expect(decoded).toStrictEqual(plain);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(plain).length / 2);
    expect(Array.isArray((await callApi<unknown>("GET", path, { cookie: admin })).body.data)).toBe(true);
  });

  it("an inventory's products and counts decode into the plain rows, after their heads by product name and newest first", async () => {
    const inventories = await get<InventoryRow>("/api/inventories");
    const counting = inventories.find((inventory) => inventory.status === "counting");
    if (!counting) throw new Error("A loja de demonstração não tem inventário em contagem.");
    // The demo's inventory has 44 products: 70 more are counted and their counts closed, so the list is longer
    // than its head.
    const missing = await get<MissingProductRow>(`/api/inventories/${counting.id}/missing_products`);
    expect(missing.length).toBeGreaterThanOrEqual(70);
    const toCount = missing.slice(0, 70);
    const countIds: number[] = [];
    for (let at = 0; at < toCount.length; at += 7) {
      const answers = await Promise.all(
        toCount
          .slice(at, at + 7)
          .map((product) => callApi<StockTakingRow>("POST", "/api/stock_taking", { cookie: admin, body: { product_id: product.product_id, quantity: 3 } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      countIds.push(...answers.map((answer) => answer.body.data?.id ?? 0));
    }
    expect((await callApi("POST", "/api/stock_taking/close_all", { cookie: admin, body: { ids: countIds } })).status).toBe(200);
    const { plain, decoded, compact } = await bothForms(`/api/inventory_products?inventory_id=${counting.id}`);
    expect(plain.length).toBeGreaterThan(100);
    expect(decoded).toStrictEqual(plain);
    const byProduct = (a: InventoryProductRow, b: InventoryProductRow) => a.product.localeCompare(b.product, "pt-BR", { numeric: true });
    expectHead(compact, plain as InventoryProductRow[], byProduct, ["actual_cost", "fixed_cost", "difference_cost"]);

    // Its counts, newest first (by day, then by number), with their quantities' sum in thousandths.
    const counts = await bothForms(`/api/stock_taking?inventory_id=${counting.id}`);
    expect(counts.plain.length).toBeGreaterThan(100);
    expect(counts.decoded).toStrictEqual(counts.plain);
    const newestFirst = (a: StockTakingRow, b: StockTakingRow) => b.take_date.localeCompare(a.take_date) || b.id - a.id;
    expectHead(counts.compact, counts.plain as StockTakingRow[], newestFirst, []);
    const thousandths = (counts.plain as StockTakingRow[]).reduce((sum, row) => sum + Math.round(row.quantity * 1000), 0);
    expect(Math.round(((counts.compact as { head: ListHead<StockTakingRow> }).head.sums.quantity ?? Number.NaN) * 1000)).toBe(thousandths);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { listGroups } from "../../functions/lib/entities/groups";
import { listNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { readDaySummaries } from "../../functions/sales/storage/sales-figures";
import { DEMO_TENANT_ID } from "../../infra/local/demo-tenant";
import { addDays } from "../../shared/dates";
import { percentOf } from "../../shared/formulas/percent";
import { toCents } from "../../shared/money";
import type { DailySalesRow, GroupSalesRow, ProductSalesRow, SalesFiguresWire } from "../../shared/contracts/sales";
import { callApi } from "../support/api";
import { signIn } from "../support/sessions";
import { useSeededDemoStore } from "../support/demo-store";
import { useTestTable } from "../support/table";

useTestTable();

let admin = "";
let from = "";
let to = "";

beforeAll(async () => {
  await useSeededDemoStore();
  admin = await signIn("admin", "admin");
  const days = await readDaySummaries(DEMO_TENANT_ID, "2000-01-01", "2100-12-31");
  to = days.at(-1)?.day ?? "";
  from = addDays(to, -29);
});

async function get<T>(path: string): Promise<T[]> {
  const answer = await callApi<T[]>("GET", path, { cookie: admin, headers: { "accept-encoding": "gzip" } });
  expect(answer.status, path).toBe(200);
  return answer.body.data ?? [];
}

const MONEY = ["cost", "sales", "profit", "in_tax", "out_tax", "tax_value", "net_profit"] as const;
const cents = (rows: readonly SalesFiguresWire[]) =>
  Object.fromEntries(MONEY.map((field) => [field, rows.reduce((sum, row) => sum + toCents(row[field]), 0)]));

describe("sales reports on the small demo store", () => {
  it("has aggregated sales for the whole seeded period", async () => {
    const daily = await get<DailySalesRow>(`/api/daily_sales?start_date=${from}&end_date=${to}`);
    expect(daily.length).toBeGreaterThanOrEqual(25);
    for (const row of daily) {
      expect(row.products).toBeGreaterThan(0);
      expect(row.margin).toBe(percentOf(toCents(row.profit), toCents(row.cost)));
      expect(row.net_margin).toBe(percentOf(toCents(row.net_profit), toCents(row.cost)));
    }
  });

  it("adds up to the cent: days = groups = products over 30 days, and each group = its products", async () => {
    const range = `start_date=${from}&end_date=${to}`;
    const daily = await get<DailySalesRow>(`/api/daily_sales?${range}`);
    const groups = await get<GroupSalesRow>(`/api/group_sales_by_period?${range}`);
    const products = await get<ProductSalesRow>(`/api/product_sales_by_period?${range}`);
    expect(cents(groups)).toEqual(cents(daily));
    expect(cents(products)).toEqual(cents(daily));
    const names = new Map((await listGroups(DEMO_TENANT_ID)).map((group) => [group.id, group.name]));
    for (const group of groups) expect(group.group_name).toBe(names.get(group.group_id));
    for (const group of groups) {
      const ofGroup = await get<ProductSalesRow>(`/api/product_sales_by_period?${range}&group_id=${group.group_id}`);
      expect(cents(ofGroup)).toEqual(cents([group]));
      expect(ofGroup).toHaveLength(group.products);
    }
  });

  it("a day's groups sum to the day and its products to each group", async () => {
    const daily = await get<DailySalesRow>(`/api/daily_sales?start_date=${to}&end_date=${to}`);
    const [day] = daily;
    if (!day) throw new Error("sem vendas no último dia");
    const groups = await get<GroupSalesRow>(`/api/group_sales?start_date=${to}&end_date=${to}`);
    expect(cents(groups)).toEqual(cents([day]));
    expect(groups).toHaveLength(day.groups);
    const products = await get<ProductSalesRow>(`/api/product_sales_by_period?start_date=${to}&end_date=${to}`);
    expect(cents(products)).toEqual(cents([day]));
    expect(products).toHaveLength(day.products);
  });

  it("flags the notable products", async () => {
    const notable = new Set((await listNotableProducts(DEMO_TENANT_ID)).map((n) => n.productId));
    expect(notable.size).toBeGreaterThan(0);
    const products = await get<ProductSalesRow>(`/api/product_sales_by_period?start_date=${from}&end_date=${to}`);
    for (const row of products) expect(row.notable, String(row.product_id)).toBe(notable.has(row.product_id));
    expect(products.some((row) => row.notable)).toBe(true);
  });
});

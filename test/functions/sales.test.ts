import { beforeAll, describe, expect, it } from "vitest";
import { upsertGroups } from "../../functions/lib/entities/groups";
import { deleteNotableProduct, putNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { upsertProducts } from "../../functions/lib/entities/products";
import { upsertSaleLines } from "../../functions/lib/entities/sale-lines";
import { aggregateDays } from "../../functions/sales/figures/aggregation";
import { addDays, daysInRange } from "../../shared/dates";
import { toCents } from "../../shared/money";
import type { DailySalesRow, GroupSalesRow, ProductSalesRow, SalesFiguresWire } from "../../shared/contracts/sales";
import { callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";
import { useTestTable } from "../support/table";
import { smallStore } from "./sales-fixtures";

useTestTable();

const FROM = "2024-03-01";
const TO = "2024-03-20";
const CLOSED_DAY = "2024-03-10";
const store = smallStore({ seed: 42, from: FROM, to: TO, products: 60, groups: 6, skipDays: [CLOSED_DAY] });

let admin = "";
let standard = "";

beforeAll(async () => {
  ({ admin, user: standard } = await seedTenantWithSessions("demo"));
  await upsertGroups("demo", store.groups);
  await upsertProducts("demo", store.products);
  await upsertSaleLines("demo", store.lines);
  await aggregateDays("demo", FROM, TO);
});

async function get<T>(path: string): Promise<T[]> {
  const answer = await callApi<T[]>("GET", path, { cookie: admin, headers: { "accept-encoding": "gzip, br" } });
  expect(answer.status, path).toBe(200);
  return answer.body.data ?? [];
}

/** The money of a row in cents, the way the totals must match. */
const MONEY = ["cost", "sales", "profit", "in_tax", "out_tax", "tax_value", "net_profit"] as const;
function cents(rows: readonly SalesFiguresWire[]): Record<(typeof MONEY)[number], number> {
  return Object.fromEntries(MONEY.map((field) => [field, rows.reduce((sum, row) => sum + toCents(row[field]), 0)])) as Record<
    (typeof MONEY)[number],
    number
  >;
}

interface ExpectedTotals {
  cost: number;
  sales: number;
  inTax: number;
  outTax: number;
}

/** n / d to a whole number, halves away from zero (a return's negative figures round like the positive ones). */
function roundedQuotient(n: bigint, d: bigint): number {
  const sign = n < 0n ? -1n : 1n;
  const magnitude = n * sign;
  return Number(sign * ((2n * magnitude + d) / (2n * d)));
}

/**
 * What the rows must add up to, worked out from the lines apart from the aggregation's formulas (DESIGN §7):
 * each product's lines of a day summed exactly, rounded to the cent once, then those cents added up.
 * cost = quantity x unit cost; out tax = total x out rate; in tax = quantity x unit cost x in rate.
 */
function expectedTotals(days: readonly string[], groupId?: number): ExpectedTotals {
  const groupOf = new Map(store.products.map((p) => [p.id, p.groupId]));
  const exact = new Map<string, { cost: bigint; sales: bigint; inTax: bigint; outTax: bigint }>();
  for (const line of store.lines) {
    if (!days.includes(line.date)) continue;
    if (groupId !== undefined && groupOf.get(line.productId) !== groupId) continue;
    const key = `${line.date}#${line.productId}`;
    const sums = exact.get(key) ?? { cost: 0n, sales: 0n, inTax: 0n, outTax: 0n };
    // In ten-millionths of a real: quantity in thousandths x unit cost in ten-thousandths.
    const cost = BigInt(Math.round(line.quantity * 1000)) * BigInt(Math.round(line.unitCost * 10_000));
    const totalCents = BigInt(Math.round(line.total * 100));
    sums.cost += cost;
    sums.sales += totalCents;
    sums.inTax += cost * BigInt(line.icmsInRate);
    sums.outTax += totalCents * BigInt(line.icmsOutRate);
    exact.set(key, sums);
  }
  const totals = { cost: 0, sales: 0, inTax: 0, outTax: 0 };
  for (const sums of exact.values()) {
    totals.cost += roundedQuotient(sums.cost, 100_000n);
    totals.sales += Number(sums.sales);
    totals.inTax += roundedQuotient(sums.inTax, 10_000_000n);
    totals.outTax += roundedQuotient(sums.outTax, 100n);
  }
  return totals;
}

function expectFiguresOf(rows: readonly SalesFiguresWire[], totals: ExpectedTotals) {
  const sum = cents(rows);
  expect(sum.cost).toBe(totals.cost);
  expect(sum.sales).toBe(totals.sales);
  expect(sum.in_tax).toBe(totals.inTax);
  expect(sum.out_tax).toBe(totals.outTax);
  expect(sum.profit).toBe(totals.sales - totals.cost);
  expect(sum.tax_value).toBe(totals.outTax - totals.inTax);
  expect(sum.net_profit).toBe(totals.sales - totals.cost - (totals.outTax - totals.inTax));
}

/** part x 100 / whole with 2 decimals, halves away from zero; 0 over a zero whole (DESIGN §7). */
function percentWorkedOut(partCents: number, wholeCents: number): number {
  if (wholeCents === 0) return 0;
  const sign = Math.sign(partCents) * Math.sign(wholeCents) < 0 ? -1n : 1n;
  const hundredths = roundedQuotient(BigInt(Math.abs(partCents)) * 10_000n, BigInt(Math.abs(wholeCents)));
  return Number(sign * BigInt(hundredths)) / 100;
}

/** Margins are computed from each row's own figures. */
function expectMargins(row: SalesFiguresWire) {
  expect(row.margin).toBe(percentWorkedOut(toCents(row.profit), toCents(row.cost)));
  expect(row.net_margin).toBe(percentWorkedOut(toCents(row.net_profit), toCents(row.cost)));
}

describe("sales API access and validation", () => {
  const routes = ["/api/daily_sales", "/api/group_sales_by_period", "/api/group_sales", "/api/product_sales_by_period"];

  it("is for administrators: 403 for a standard user, 401 without a session", async () => {
    for (const route of routes) {
      const path = `${route}?start_date=${FROM}&end_date=${TO}`;
      expect((await callApi("GET", path, { cookie: standard })).status, route).toBe(403);
      expect((await callApi("GET", path)).status, route).toBe(401);
    }
  });

  it("refuses bad dates with 400 and a pt-BR message", async () => {
    const cases: [string, string][] = [
      ["", "Preencha o campo 'Data Inicial' com uma data válida (AAAA-MM-DD)."],
      [`start_date=${FROM}`, "Preencha o campo 'Data Final' com uma data válida (AAAA-MM-DD)."],
      [`start_date=01/03/2024&end_date=${TO}`, "Preencha o campo 'Data Inicial' com uma data válida (AAAA-MM-DD)."],
      [`start_date=${FROM}&end_date=2024-02-30`, "Preencha o campo 'Data Final' com uma data válida (AAAA-MM-DD)."],
      [`start_date=${TO}&end_date=${FROM}`, "A 'Data Final' não pode ser anterior à 'Data Inicial'."],
      [`start_date=2023-01-01&end_date=2024-02-05`, "O período não pode passar de 400 dias."],
    ];
    for (const route of routes) {
      for (const [query, message] of cases) {
        const answer = await callApi("GET", `${route}?${query}`, { cookie: admin });
        expect(answer.status, `${route}?${query}`).toBe(400);
        expect(answer.body.message).toEqual({ type: "error", msg: message });
      }
    }
    // 400 days, both ends included, is the longest period.
    const longest = await callApi<unknown[]>("GET", "/api/daily_sales?start_date=2023-01-01&end_date=2024-02-04", { cookie: admin });
    expect(longest.status).toBe(200);
    const badGroup = await callApi("GET", `/api/product_sales_by_period?start_date=${FROM}&end_date=${TO}&group_id=abc`, { cookie: admin });
    expect(badGroup.status).toBe(400);
    expect(badGroup.body.message?.msg).toBe("Preencha o campo 'Grupo' com um número válido.");
    // An empty group_id means every group.
    const all = await callApi<unknown[]>("GET", `/api/product_sales_by_period?start_date=${FROM}&end_date=${TO}&group_id=`, { cookie: admin });
    const plain = await callApi<unknown[]>("GET", `/api/product_sales_by_period?start_date=${FROM}&end_date=${TO}`, { cookie: admin });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual(plain.body.data);
  });
});

describe("sales reports add up to the cent", () => {
  const days = daysInRange(FROM, TO);
  const range = `start_date=${FROM}&end_date=${TO}`;

  it("lists one row per day with sales, with the spec's fields, figures straight from the lines", async () => {
    const daily = await get<DailySalesRow>(`/api/daily_sales?${range}`);
    expect(daily.map((row) => row.sale_date)).toEqual(days.filter((day) => day !== CLOSED_DAY));
    const first = daily[0];
    expect(first && Object.keys(first).sort()).toEqual(
      ["id", "sale_date", "groups", "products", "cost", "sales", "profit", "margin", "in_tax", "out_tax", "tax_value", "net_profit", "net_margin"].sort(),
    );
    expect(first?.id).toBe(20240301);
    for (const row of daily) {
      expectFiguresOf([row], expectedTotals([row.sale_date]));
      expectMargins(row);
    }
    expectFiguresOf(daily, expectedTotals(days));
  });

  it("a day's groups sum to the day, and a day's group's products sum to the group", async () => {
    const daily = await get<DailySalesRow>(`/api/daily_sales?${range}`);
    for (const day of [FROM, "2024-03-11", TO]) {
      const dayRow = daily.find((row) => row.sale_date === day);
      if (!dayRow) throw new Error(`sem vendas em ${day}`);
      const groups = await get<GroupSalesRow>(`/api/group_sales?start_date=${day}&end_date=${day}`);
      expect(cents(groups)).toEqual(cents([dayRow]));
      expect(groups.length).toBe(dayRow.groups);
      expect(groups.reduce((sum, group) => sum + group.products, 0)).toBe(dayRow.products);
      for (const group of groups) {
        const products = await get<ProductSalesRow>(`/api/product_sales_by_period?start_date=${day}&end_date=${day}&group_id=${group.group_id}`);
        expect(cents(products)).toEqual(cents([group]));
        expect(products.length).toBe(group.products);
      }
    }
  });

  it("a period's groups and products sum to the period; each group's products sum to the group", async () => {
    const daily = await get<DailySalesRow>(`/api/daily_sales?${range}`);
    const groups = await get<GroupSalesRow>(`/api/group_sales_by_period?${range}`);
    const products = await get<ProductSalesRow>(`/api/product_sales_by_period?${range}`);
    expect(cents(groups)).toEqual(cents(daily));
    expect(cents(products)).toEqual(cents(daily));
    expect(groups.map((g) => g.group_name).sort()).toEqual(store.groups.map((g) => g.name).sort());
    for (const group of groups) {
      expectMargins(group);
      const ofGroup = await get<ProductSalesRow>(`/api/product_sales_by_period?${range}&group_id=${group.group_id}`);
      expect(cents(ofGroup)).toEqual(cents([group]));
      expect(ofGroup.length).toBe(group.products);
      expectFiguresOf([group], expectedTotals(days, group.group_id));
    }
    for (const row of products) expectMargins(row);
  });

  it("shows each product's name, unit and quantity; zero cost gives margin 0", async () => {
    const products = await get<ProductSalesRow>(`/api/product_sales_by_period?${range}`);
    const first = products[0];
    expect(first && Object.keys(first).sort()).toEqual(
      ["product_id", "product", "notable", "unit", "quantity", "cost", "sales", "profit", "margin", "in_tax", "out_tax", "tax_value", "net_profit", "net_margin"].sort(),
    );
    for (const row of products) {
      const source = store.products.find((p) => p.id === row.product_id);
      expect(row.product).toBe(source?.description);
      expect(row.unit).toBe(source?.unit);
      expect(row.notable).toBe(false);
      const sold = store.lines.filter((l) => l.productId === row.product_id).reduce((sum, l) => sum + Math.round(l.quantity * 1000), 0);
      expect(Math.round(row.quantity * 1000)).toBe(sold);
    }
    const free = products.find((row) => row.cost === 0);
    expect(free).toBeDefined();
    expect(free?.margin).toBe(0);
    expect(free?.net_margin).toBe(0);
  });

  it("answers empty lists for a period without aggregated days, and for a closed day", async () => {
    const later = `start_date=${addDays(TO, 1)}&end_date=${addDays(TO, 30)}`;
    expect(await get(`/api/daily_sales?${later}`)).toEqual([]);
    expect(await get(`/api/group_sales_by_period?${later}`)).toEqual([]);
    expect(await get(`/api/product_sales_by_period?${later}`)).toEqual([]);
    expect(await get(`/api/group_sales?start_date=${CLOSED_DAY}&end_date=${CLOSED_DAY}`)).toEqual([]);
  });

  it("shows late lines of a day once it is aggregated again (nothing stale kept in the function's memory)", async () => {
    const day = "2024-03-05";
    const query = `start_date=${day}&end_date=${day}`;
    const product = store.products[3];
    if (!product) throw new Error("produto de teste ausente");
    const rowOf = async () => (await get<ProductSalesRow>(`/api/product_sales_by_period?${query}`)).find((r) => r.product_id === product.id);
    const groupOf = async () => (await get<GroupSalesRow>(`/api/group_sales?${query}`)).find((g) => g.group_id === product.groupId);
    const [productBefore, groupBefore] = [await rowOf(), await groupOf()];

    const late = { id: "tardia-1", date: day, productId: product.id, quantity: 2, unitPrice: 10, total: 20, unitCost: 4, icmsOutRate: 0, icmsInRate: 0 };
    store.lines.push(late);
    await upsertSaleLines("demo", [late]);
    expect((await rowOf())?.sales).toBe(productBefore?.sales); // not aggregated yet
    await aggregateDays("demo", day, day);

    const [productAfter, groupAfter] = [await rowOf(), await groupOf()];
    expect(toCents(productAfter?.sales ?? 0) - toCents(productBefore?.sales ?? 0)).toBe(2000);
    expect(toCents(productAfter?.cost ?? 0) - toCents(productBefore?.cost ?? 0)).toBe(800);
    expect(toCents(groupAfter?.sales ?? 0) - toCents(groupBefore?.sales ?? 0)).toBe(2000);
    const [daily] = await get<DailySalesRow>(`/api/daily_sales?${query}`);
    expectFiguresOf(daily ? [daily] : [], expectedTotals([day]));
  });

  it("marks a product notable as soon as it is flagged, and unmarks it when unflagged", async () => {
    const query = `start_date=${FROM}&end_date=${TO}`;
    const product = store.products[5];
    if (!product) throw new Error("produto de teste ausente");
    const flagOf = async () => (await get<ProductSalesRow>(`/api/product_sales_by_period?${query}`)).find((r) => r.product_id === product.id)?.notable;
    expect(await flagOf()).toBe(false);
    await putNotableProducts("demo", [{ productId: product.id, desiredMargin: 30 }]);
    expect(await flagOf()).toBe(true);
    await deleteNotableProduct("demo", product.id);
    expect(await flagOf()).toBe(false);
  });
});

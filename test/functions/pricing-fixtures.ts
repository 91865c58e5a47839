import { upsertGroups } from "../../functions/lib/entities/groups";
import { putNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { getProducts, type Product, upsertProducts } from "../../functions/lib/entities/products";
import { type SaleLine, upsertSaleLines } from "../../functions/lib/entities/sale-lines";
import { aggregateDays } from "../../functions/sales/figures/aggregation";
import { settleLocalJobs } from "../../infra/local/jobs";
import type { NewPricingBody, PricingNotableLossRow, PricingRow } from "../../shared/contracts/pricing";
import { roundTo } from "../../shared/money";
import { type ApiAnswer, callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";

/**
 * A small store for the pricing tests: two groups, products with a cost and ICMS rates, sale lines on chosen
 * days (aggregated as the nightly job does), notable products, and the tenant's administrator to call the API.
 */
export interface PricingStore {
  tenantId: string;
  host: string;
  admin: string;
  user: string;
}

export const GROUPS = [
  { id: 1, name: "MERCEARIA" },
  { id: 2, name: "BEBIDAS" },
];

export interface ProductSeed {
  id: number;
  description: string;
  groupId: number;
  cost: number;
  price: number;
  /** ICMS out and in rates (percent); 18 and 12 unless given. */
  icms?: [number, number];
  unit?: string;
}

/** A day's sale of a product: `quantity` units at `unitPrice` (negative quantity: a return). */
export interface SaleSeed {
  date: string;
  productId: number;
  quantity: number;
  unitPrice: number;
}

function product(seed: ProductSeed): Product {
  const [icmsOutRate, icmsInRate] = seed.icms ?? [18, 12];
  return {
    id: seed.id,
    barcode: `78900000${seed.id}`,
    description: seed.description,
    groupId: seed.groupId,
    unit: seed.unit ?? "UN",
    cost: seed.cost,
    price: seed.price,
    icmsOutRate,
    icmsInRate,
    stock: 100,
    active: true,
  };
}

export function saleLines(products: readonly ProductSeed[], sales: readonly SaleSeed[]): SaleLine[] {
  const byId = new Map(products.map((seed) => [seed.id, product(seed)]));
  return sales.map((sale, index) => {
    const item = byId.get(sale.productId);
    if (!item) throw new Error(`Produto ${sale.productId} sem cadastro no teste.`);
    return {
      id: `pdv-${sale.date}-${index}`,
      date: sale.date,
      productId: sale.productId,
      quantity: sale.quantity,
      unitPrice: sale.unitPrice,
      total: roundTo(sale.quantity * sale.unitPrice, 2),
      unitCost: item.cost,
      icmsOutRate: item.icmsOutRate,
      icmsInRate: item.icmsInRate,
    };
  });
}

/** Seeds the tenant's sign-ins, catalog, notable products and sales, then aggregates the days sold. */
export async function setUpPricingStore(options: {
  tenantId: string;
  host: string;
  products: readonly ProductSeed[];
  sales: readonly SaleSeed[];
  notables?: { productId: number; desiredMargin: number }[];
}): Promise<PricingStore> {
  const { tenantId } = options;
  const { admin, user } = await seedTenantWithSessions(tenantId, options.host);
  await upsertGroups(tenantId, GROUPS);
  await upsertProducts(tenantId, options.products.map(product));
  if (options.notables?.length) await putNotableProducts(tenantId, options.notables);
  const lines = saleLines(options.products, options.sales);
  await upsertSaleLines(tenantId, lines);
  const days = [...new Set(lines.map((line) => line.date))].sort();
  const [first, last] = [days[0], days[days.length - 1]];
  if (first && last) await aggregateDays(tenantId, first, last);
  return { tenantId, host: options.host, admin, user };
}

export function call<T>(store: PricingStore, method: string, path: string, body?: unknown, as: "admin" | "user" = "admin"): Promise<ApiAnswer<T>> {
  return callApi<T>(method, path, { cookie: as === "admin" ? store.admin : store.user, host: store.host, ...(body === undefined ? {} : { body }) });
}

export function pricingBody(from: string, to: string, margins: [number, number, number] = [50, 30, 20]): NewPricingBody {
  return { period_start: from, period_end: to, a_class_margin: margins[0], b_class_margin: margins[1], c_class_margin: margins[2] };
}

export async function pricingRows(store: PricingStore): Promise<PricingRow[]> {
  const answer = await call<PricingRow[]>(store, "GET", "/api/pricing");
  if (answer.status !== 200) throw new Error(`GET /api/pricing: ${answer.status}`);
  return answer.body.data ?? [];
}

export async function pricingRowOf(store: PricingStore, id: number): Promise<PricingRow | undefined> {
  return (await pricingRows(store)).find((row) => row.id === id);
}

/** Creates a pricing through the API and lets its classification job run; answers its row. */
export async function classifiedPricing(store: PricingStore, body: NewPricingBody): Promise<PricingRow> {
  const created = await call<PricingRow>(store, "POST", "/api/pricing", body);
  if (created.status !== 200 || !created.body.data) throw new Error(`POST /api/pricing: ${created.status} ${created.body.message?.msg ?? ""}`);
  await settleLocalJobs();
  const row = await pricingRowOf(store, created.body.data.id);
  if (!row) throw new Error(`Precificação ${created.body.data.id} sumiu.`);
  return row;
}

export async function listOf<T>(store: PricingStore, path: string): Promise<T[]> {
  const answer = await call<T[]>(store, "GET", path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.message?.msg ?? ""}`);
  return answer.body.data ?? [];
}

export function lossesOf(store: PricingStore, pricingId: number): Promise<PricingNotableLossRow[]> {
  return listOf<PricingNotableLossRow>(store, `/api/pricing_notable_loss?pricing_id=${pricingId}`);
}

export async function pricesOf(store: PricingStore, ids: readonly number[]): Promise<Record<number, number>> {
  const products = await getProducts(store.tenantId, ids);
  return Object.fromEntries(ids.map((id) => [id, products.get(id)?.price ?? Number.NaN]));
}

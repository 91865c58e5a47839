import { getProducts } from "../../functions/lib/entities/products";
import { setApiKey } from "../../functions/session/tenant";
import type { InventoryRow, StockTakingRow } from "../../shared/contracts/inventories";
import { type ApiAnswer, callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";

/**
 * Stores for the processing suites, built as a store would: products through the integration API, then an
 * inventory created, counted (POST /api/stock_taking), its counts closed and finalized through the API.
 */

export interface StoreAccess {
  tenantId: string;
  admin: string;
  /** A standard user's session. */
  user: string;
  apiKey: string;
  host: string;
}

export interface ProductSeed {
  id: number;
  description: string;
  unit: string;
  cost: number;
  stock: number;
}

export function productRecord(seed: ProductSeed) {
  return {
    id: seed.id,
    barcode: `789200000${String(seed.id).padStart(4, "0")}`,
    description: seed.description,
    group_id: 1,
    unit: seed.unit,
    cost: seed.cost,
    price: Math.round(seed.cost * 150) / 100,
    icms_out_rate: 18,
    icms_in_rate: 12,
    stock: seed.stock,
    active: true,
  };
}

export async function send(access: StoreAccess, kind: string, items: unknown[]): Promise<void> {
  const answer = await callApi("POST", `/api/integration/${kind}`, { body: { items }, headers: { authorization: `Bearer ${access.apiKey}` }, host: access.host });
  if (answer.status !== 200) throw new Error(`${kind} recusado (${answer.status}): ${answer.body.message?.msg ?? ""}`);
}

export async function setUpStore(tenantId: string, host: string, products: readonly ProductSeed[]): Promise<StoreAccess> {
  const { admin, user } = await seedTenantWithSessions(tenantId, host);
  const apiKey = `chave-inventario-${tenantId}-0123456789`;
  await setApiKey(tenantId, apiKey);
  const access = { tenantId, admin, user, apiKey, host };
  await send(access, "groups", [{ id: 1, name: "MERCEARIA" }]);
  await send(access, "products", products.map(productRecord));
  return access;
}

/** The administrator's call (JSON body on every write, as the web app sends it). */
export function adminCall<T = unknown>(access: StoreAccess, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return callApi<T>(method, path, { cookie: access.admin, host: access.host, ...(method === "GET" ? {} : { body: body ?? {} }) });
}

async function expectOk<T>(answer: Promise<ApiAnswer<T>>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200 || body.data === undefined) throw new Error(`${what} recusado (${status}): ${body.message?.msg ?? ""}`);
  return body.data;
}

export interface CountSeed {
  productId: number;
  quantity: number;
}

/** Counts registered on the floor, one POST /api/stock_taking each: answers their ids. */
async function countOnTheFloor(access: StoreAccess, counts: readonly CountSeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const count of counts) {
    const row = await expectOk(adminCall<StockTakingRow>(access, "POST", "/api/stock_taking", { product_id: count.productId, quantity: count.quantity }), "contagem");
    ids.push(row.id);
  }
  return ids;
}

let nextSourceCountId = 1;

/** Counts sent by the store's systems in one batch (integration `stock_takings`): answers their ids. */
async function countFromTheSystems(access: StoreAccess, counts: readonly CountSeed[]): Promise<number[]> {
  const records = counts.map((count) => ({ id: nextSourceCountId++, take_date: "2025-12-30", product_id: count.productId, quantity: count.quantity }));
  await send(access, "stock_takings", records);
  return records.map((record) => record.id);
}

/**
 * A finalized inventory of these counts (several counts of one product add up), each closed: answers its id.
 * The counts take the products' stock when first counted as their actual quantity.
 */
export async function finalizedInventory(
  access: StoreAccess,
  counts: readonly CountSeed[],
  options: { year?: number; from?: "floor" | "systems" } = {},
): Promise<number> {
  const inventory = await expectOk(adminCall<InventoryRow>(access, "POST", "/api/inventories", { year: options.year ?? 2025, period: "annual" }), "inventário");
  const ids = options.from === "systems" ? await countFromTheSystems(access, counts) : await countOnTheFloor(access, counts);
  if (ids.length > 0) await expectOk(adminCall(access, "POST", "/api/stock_taking/close_all", { ids }), "fechamento");
  await expectOk(adminCall(access, "POST", `/api/inventories/${inventory.id}/finalize`), "finalização");
  return inventory.id;
}

export async function inventoryRowOf(access: StoreAccess, inventoryId: number): Promise<InventoryRow | undefined> {
  return (await adminCall<InventoryRow[]>(access, "GET", "/api/inventories")).body.data?.find((row) => row.id === inventoryId);
}

export async function stocksOf(access: StoreAccess, ids: readonly number[]): Promise<Record<number, number | undefined>> {
  const products = await getProducts(access.tenantId, ids);
  return Object.fromEntries(ids.map((id) => [id, products.get(id)?.stock]));
}

export interface FeedMovement {
  sequence: number;
  product_id: number;
  quantity: number;
  reason: string;
  inventory_id?: number;
  operation_id?: number;
  date: string;
  recorded_at: string;
}

/** Every movement of the tenant's feed, page after page, as the store's systems pull it. */
export async function allMovements(access: StoreAccess): Promise<FeedMovement[]> {
  const movements: FeedMovement[] = [];
  let cursor: string | undefined;
  for (;;) {
    const query = cursor ? `?after=${cursor}&limit=1000` : "?limit=1000";
    const page = await expectOk(
      callApi<{ movements: FeedMovement[]; next_cursor: string; has_more: boolean }>("GET", `/api/integration/stock_movements${query}`, {
        headers: { authorization: `Bearer ${access.apiKey}` },
        host: access.host,
      }),
      "feed",
    );
    movements.push(...page.movements);
    cursor = page.next_cursor;
    if (!page.has_more) return movements;
  }
}

import { setApiKey } from "../../functions/session/tenant";
import type { InventoryRow, StockTakingRow } from "../../shared/contracts/inventories";
import { type ApiAnswer, callApi } from "../support/api";
import { pinTodayInSaoPaulo } from "../support/clock";
import { seedTenantWithSessions } from "../support/sessions";

/**
 * A store for the inventories suites, loaded through the integration API as the store's systems send it.
 * Products (stock, unit cost):
 * - 10 LEITE UHT INTEGRAL 1L: 100 L at R$ 4,20;        - 20 QUEIJO MUSSARELA KG: 12,5 kg at R$ 38,99;
 * - 30 IOGURTE NATURAL 170G: 500 UN at R$ 1,90;        - 40 PÃO FRANCÊS KG: -3 kg at R$ 2,50 (sold before entered);
 * - 50 FERMENTO BIOLÓGICO: 0 UN (not missing);          - 60 AZEITE EXTRA VIRGEM 500ML: 8 UN at R$ 3,3333;
 * - 70 VINAGRE DE MAÇÃ 750ML: 5 UN at R$ 7,50.
 */
/** The files that use this store keep one today from start to end (see pinTodayInSaoPaulo). */
export const TODAY = pinTodayInSaoPaulo();
export const YEAR = Number(TODAY.slice(0, 4));

export interface StoreAccess {
  tenantId: string;
  admin: string;
  user: string;
  apiKey: string;
  host: string;
}

export const PRODUCTS = [
  { id: 10, description: "LEITE UHT INTEGRAL 1L", unit: "L", cost: 4.2, stock: 100 },
  { id: 20, description: "QUEIJO MUSSARELA KG", unit: "KG", cost: 38.99, stock: 12.5 },
  { id: 30, description: "IOGURTE NATURAL 170G", unit: "UN", cost: 1.9, stock: 500 },
  { id: 40, description: "PÃO FRANCÊS KG", unit: "KG", cost: 2.5, stock: -3 },
  { id: 50, description: "FERMENTO BIOLÓGICO", unit: "UN", cost: 1.2, stock: 0 },
  { id: 60, description: "AZEITE EXTRA VIRGEM 500ML", unit: "UN", cost: 3.3333, stock: 8 },
  { id: 70, description: "VINAGRE DE MAÇÃ 750ML", unit: "UN", cost: 7.5, stock: 5 },
] as const;

export const barcodeOf = (productId: number) => `78910000000${productId}`;

export async function setUpInventoryStore(tenantId = "demo", host = "localhost:3000"): Promise<StoreAccess> {
  const { admin, user } = await seedTenantWithSessions(tenantId, host);
  const apiKey = `chave-inventarios-${tenantId}-0123456789`;
  await setApiKey(tenantId, apiKey);
  const access = { tenantId, admin, user, apiKey, host };
  await send(access, "groups", [{ id: 1, name: "MERCEARIA" }]);
  await send(
    access,
    "products",
    PRODUCTS.map((product) => ({
      ...product,
      barcode: barcodeOf(product.id),
      group_id: 1,
      price: 9.99,
      icms_out_rate: 18,
      icms_in_rate: 12,
      active: true,
    })),
  );
  return access;
}

export async function send(access: StoreAccess, kind: string, items: unknown[]): Promise<ApiAnswer> {
  return callApi("POST", `/api/integration/${kind}`, { body: { items }, headers: { authorization: `Bearer ${access.apiKey}` }, host: access.host });
}

/** Counts as the store's systems send them (open counts of the inventory in counting). */
export async function sendCounts(access: StoreAccess, counts: { id: number; product_id: number; quantity: number }[]): Promise<void> {
  const answer = await send(
    access,
    "stock_takings",
    counts.map((count) => ({ take_date: TODAY, ...count })),
  );
  if (answer.status !== 200) throw new Error(`Contagens recusadas (${answer.status}): ${answer.body.message?.msg ?? ""}`);
}

/** The administrator's call (JSON body on every write, as the web app sends it). */
export function adminCall<T = unknown>(access: StoreAccess, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const writes = method !== "GET";
  return callApi<T>(method, path, { cookie: access.admin, host: access.host, ...(writes ? { body: body ?? {} } : {}) });
}

/** A standard user's floor count (POST /api/stock_taking). */
export function floorCount(access: StoreAccess, body: Record<string, unknown>): Promise<ApiAnswer<StockTakingRow>> {
  return callApi<StockTakingRow>("POST", "/api/stock_taking", { cookie: access.user, host: access.host, body });
}

export async function createInventory(access: StoreAccess, period = "fourth"): Promise<InventoryRow> {
  const answer = await adminCall<InventoryRow>(access, "POST", "/api/inventories", { year: YEAR, period });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`Inventário não criado (${answer.status}): ${answer.body.message?.msg ?? ""}`);
  return answer.body.data;
}

export async function counts(access: StoreAccess, inventoryId: number, status = "all"): Promise<StockTakingRow[]> {
  const answer = await adminCall<StockTakingRow[]>(access, "GET", `/api/stock_taking?inventory_id=${inventoryId}&status=${status}`);
  if (answer.status !== 200) throw new Error(`Contagens não lidas (${answer.status}): ${answer.body.message?.msg ?? ""}`);
  return answer.body.data ?? [];
}

/** What a refusal says: its status and pt-BR message. */
export function refusal(answer: ApiAnswer): { status: number; msg: string | undefined } {
  return { status: answer.status, msg: answer.body.message?.msg };
}

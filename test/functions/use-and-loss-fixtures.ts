import { setApiKey } from "../../functions/session/tenant";
import type { WriteOffAnswer } from "../../shared/contracts/use-and-loss";
import { addDays } from "../../shared/dates";
import { type ApiAnswer, callApi } from "../support/api";
import { pinTodayInSaoPaulo } from "../support/clock";
import { seedTenantWithSessions } from "../support/sessions";

/**
 * A store for the use and loss suites, loaded through the integration API as the store's systems send it:
 * milk (product 10, litres) with two entry lines, cheese (product 20, kg) with one, and a product 30 with one.
 * Figures of the lines (stock units):
 * - item 11 (entry 1, NF 000000101): 24 L for R$ 100,80, ICMS credit R$ 7,06;
 * - item 21 (entry 2, NF 000000102, later): 12 L for R$ 48,00, ICMS credit R$ 3,36;
 * - item 31 (entry 3): 10 kg of cheese for R$ 389,90, ICMS credit R$ 46,79;
 * - item 41 (entry 3): 30 UN of product 30 for R$ 60,00, ICMS credit R$ 7,20.
 */
/** The files that use this store keep one today from start to end (see pinTodayInSaoPaulo). */
export const TODAY = pinTodayInSaoPaulo();
export const ENTRY_DAY_1 = addDays(TODAY, -20);
export const ENTRY_DAY_2 = addDays(TODAY, -10);
export const OPERATION_DAY = addDays(TODAY, -5);

export interface StoreAccess {
  tenantId: string;
  admin: string;
  user: string;
  apiKey: string;
  host: string;
}

export async function setUpUseAndLossStore(tenantId = "demo", host = "localhost:3000"): Promise<StoreAccess> {
  const { admin, user } = await seedTenantWithSessions(tenantId, host);
  const apiKey = `chave-uso-perda-${tenantId}-0123456789`;
  await setApiKey(tenantId, apiKey);
  const access = { tenantId, admin, user, apiKey, host };
  const product = (id: number, description: string, unit: string, stock: number) => ({
    id,
    barcode: `789100000${id}`,
    description,
    group_id: 1,
    unit,
    cost: 4.2,
    price: 5.99,
    icms_out_rate: 7,
    icms_in_rate: 7,
    stock,
    active: true,
  });
  await send(access, "groups", [{ id: 1, name: "LATICÍNIOS" }]);
  await send(access, "suppliers", [
    { id: 1, name: "LATICÍNIOS SERRANA LTDA" },
    { id: 2, name: "COOPERATIVA VALE VERDE" },
  ]);
  await send(access, "products", [
    product(10, "LEITE UHT INTEGRAL 1L", "L", 100),
    product(20, "QUEIJO MUSSARELA KG", "KG", 40),
    product(30, "IOGURTE NATURAL 170G", "UN", 500),
  ]);
  await send(access, "entries", [
    {
      id: 1,
      number: "000000101",
      date: ENTRY_DAY_1,
      supplier_id: 1,
      items: [{ id: 11, product_id: 10, entry_quantity: 2, entry_unit: "CX", entry_unit_cost: 50.4, fraction: 12, icms_credit: 7.06 }],
    },
    {
      id: 2,
      number: "000000102",
      date: ENTRY_DAY_2,
      supplier_id: 2,
      items: [{ id: 21, product_id: 10, entry_quantity: 1, entry_unit: "CX", entry_unit_cost: 48, fraction: 12, icms_credit: 3.36 }],
    },
    {
      id: 3,
      number: "000000103",
      date: ENTRY_DAY_2,
      supplier_id: 1,
      items: [
        { id: 31, product_id: 20, entry_quantity: 10, entry_unit: "KG", entry_unit_cost: 38.99, fraction: 1, icms_credit: 46.79 },
        { id: 41, product_id: 30, entry_quantity: 30, entry_unit: "UN", entry_unit_cost: 2, fraction: 1, icms_credit: 7.2 },
      ],
    },
  ]);
  return access;
}

export async function send(access: StoreAccess, kind: string, items: unknown[]): Promise<void> {
  const answer = await callApi("POST", `/api/integration/${kind}`, {
    body: { items },
    headers: { authorization: `Bearer ${access.apiKey}` },
    host: access.host,
  });
  if (answer.status !== 200) throw new Error(`${kind} recusado (${answer.status}): ${answer.body.message?.msg ?? ""}`);
}

/** Open operations as the store's systems register them. */
export function sendOperations(
  access: StoreAccess,
  operations: { id: number; operation: "use" | "loss"; product_id: number; quantity: number; date?: string }[],
): Promise<void> {
  return send(
    access,
    "use_and_loss",
    operations.map((operation) => ({ date: OPERATION_DAY, location: "DEPÓSITO", user_name: "ANA", ...operation })),
  );
}

/** The administrator's call (JSON body on every write, as the web app sends it). */
export function adminCall<T = unknown>(access: StoreAccess, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const writes = method !== "GET";
  return callApi<T>(method, path, { cookie: access.admin, host: access.host, ...(writes ? { body: body ?? {} } : {}) });
}

export function writeOff(access: StoreAccess, operationId: number, entryItemId: number, quantity: number): Promise<ApiAnswer<WriteOffAnswer>> {
  return adminCall<WriteOffAnswer>(access, "POST", `/api/use_and_loss/${operationId}/writeoff`, { entry_item_id: entryItemId, writeoff: quantity });
}

/** Writes off an operation whole against one entry item, failing the test otherwise. */
export async function closeOperation(access: StoreAccess, operationId: number, entryItemId: number, quantity: number): Promise<void> {
  const answer = await writeOff(access, operationId, entryItemId, quantity);
  if (answer.status !== 200 || answer.body.data?.status !== "closed") {
    throw new Error(`Baixa da operação ${operationId} recusada (${answer.status}): ${answer.body.message?.msg ?? ""}`);
  }
}

export function feedPage(access: StoreAccess, after?: string, limit?: number) {
  const query = new URLSearchParams({ ...(after ? { after } : {}), ...(limit ? { limit: String(limit) } : {}) }).toString();
  return callApi<{
    movements: { sequence: number; product_id: number; quantity: number; reason: string; operation_id: number; date: string; recorded_at: string }[];
    next_cursor: string;
    has_more: boolean;
  }>("GET", `/api/integration/stock_movements${query ? `?${query}` : ""}`, {
    headers: { authorization: `Bearer ${access.apiKey}` },
    host: access.host,
  });
}

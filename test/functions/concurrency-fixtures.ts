import { setApiKey } from "../../functions/session/tenant";
import { roundTo } from "../../shared/money";
import { type ApiAnswer, callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";

/**
 * What the concurrency invariant files share: a tenant with an integration key and an admin session, a
 * seeded random source (the same rounds on every run), and how many rounds and writers to run.
 * CONCURRENCY_ROUNDS raises the rounds for a long run; CI keeps the default.
 */
export const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 20);
export const WRITERS = 4;

export const TENANT = "demo";
const KEY = "chave-de-concorrencia-0123456789";

export function integrationPost(kind: string, items: unknown[]): Promise<ApiAnswer<{ kind: string; received: number }>> {
  return callApi("POST", `/api/integration/${kind}`, { body: { items }, headers: { authorization: `Bearer ${KEY}` } });
}

/** The tenant with its sign-ins, its integration key, supplier 17 and products 1..productCount; answers the admin's session. */
export async function setUpStore(productCount: number): Promise<string> {
  const { admin } = await seedTenantWithSessions(TENANT);
  await setApiKey(TENANT, KEY);
  await integrationPost("suppliers", [{ id: 17, name: "DISTRIBUIDORA SÃO JORGE LTDA" }]);
  const products = Array.from({ length: productCount }, (_, i) => ({
    id: i + 1,
    barcode: `789${String(i + 1).padStart(10, "0")}`,
    description: `PRODUTO ${i + 1}`,
    group_id: 1,
    unit: "UN",
    cost: 10,
    price: 15,
    icms_out_rate: 18,
    icms_in_rate: 12,
    stock: 40,
    active: true,
  }));
  await integrationPost("groups", [{ id: 1, name: "MERCEARIA" }]);
  const answer = await integrationPost("products", products);
  if (answer.status !== 200) throw new Error(`Produtos não gravados: ${answer.status}`);
  return admin;
}


/** `count` distinct ids from 1..pool, ascending. */
export function pickIds(random: () => number, count: number, pool: number): number[] {
  const ids = new Set<number>();
  while (ids.size < Math.min(count, pool)) ids.add(1 + Math.floor(random() * pool));
  return [...ids].sort((a, b) => a - b);
}

/** Money to the cent, rounded as the stored totals are. */
export const cents = (value: number): number => roundTo(value, 2);

/** A refusal under concurrency is a 409 in pt-BR; anything else is a failure of the test. */
export function expectAcceptedOrRefused(answer: ApiAnswer<unknown>): boolean {
  if (answer.status === 200) return true;
  if (answer.status !== 409 || !answer.body.message?.msg) {
    throw new Error(`Resposta inesperada ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return false;
}

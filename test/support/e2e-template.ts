import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { deserialize } from "node:v8";
import { tableName } from "../../functions/lib/db";
import type { StoredItem } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import { putItems } from "./put-items";

/**
 * The browser tests' model company: the small demo store seeded once per run, whose items each test file
 * copies under its own company (about 2 s, in batches) instead of seeding the store again (7 to 25 s on a busy machine).
 * It is seeded by e2e-template-seed.ts, so a test file does not load the seeding code.
 * The id is spelled so that it can be found and replaced wherever an item names its company.
 */
export const TEMPLATE_TENANT_ID = "e2e-modelo-da-loja";

/** An item with every mention of the model company (in keys, attributes and lists) made the given company. */
function renamed(value: unknown, tenantId: string): unknown {
  if (typeof value === "string") return value.replaceAll(TEMPLATE_TENANT_ID, tenantId);
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map((entry) => renamed(entry, tenantId));
  if (value instanceof Set) return new Set([...value].map((entry) => renamed(entry, tenantId)));
  return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, renamed(entry, tenantId)]));
}

/** Where a failed seed of the model company leaves its reason, beside the company's file. */
export const templateFailurePath = (path: string) => `${path}.falhou`;

/** Seeding takes 6 to 9 s alone; on a loaded machine, beside two test files, several times that. */
const TEMPLATE_WAIT_MS = 120_000;
const TEMPLATE_POLL_MS = 100;

/** Waits until the run's global setup has saved the model company (it seeds it while the first files start). */
async function savedTemplate(path: string): Promise<StoredItem[]> {
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!existsSync(path)) {
    if (existsSync(templateFailurePath(path))) throw new Error(await readFile(templateFailurePath(path), "utf8"));
    if (Date.now() > deadline) throw new Error(`A empresa modelo dos testes de navegador não ficou pronta em ${TEMPLATE_WAIT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, TEMPLATE_POLL_MS));
  }
  return deserialize(await readFile(path)) as StoredItem[];
}

/** Copies the saved model company as `tenantId`, reached at `host`, once it is saved. */
export async function copyTemplate(path: string, tenantId: string, host: string): Promise<void> {
  const items = await savedTemplate(path);
  await putItems(tableName(), [...items.map((item) => renamed(item, tenantId) as StoredItem), { ...keys.domain(host), tenantId }]);
}

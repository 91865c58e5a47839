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

/** Copies the saved model company as `tenantId`, reached at `host`. */
export async function copyTemplate(path: string, tenantId: string, host: string): Promise<void> {
  const items = deserialize(await readFile(path)) as StoredItem[];
  await putItems(tableName(), [...items.map((item) => renamed(item, tenantId) as StoredItem), { ...keys.domain(host), tenantId }]);
}

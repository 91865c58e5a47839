import { readFile, writeFile } from "node:fs/promises";
import { deserialize, serialize } from "node:v8";
import { gunzipSync } from "node:zlib";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { putRequest, type StoredItem, writeAll } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import { seedDemo } from "../../infra/local/seed";

/**
 * The browser tests' model company: the small demo store seeded once per run, whose items each test file
 * copies under its own company (about 3 s) instead of seeding the store again (7 to 25 s on a busy machine).
 * The id is spelled so that it can be found and replaced wherever an item names its company.
 */
export const TEMPLATE_TENANT_ID = "e2e-modelo-da-loja";

function namesTemplate(value: unknown): boolean {
  if (typeof value === "string") return value.includes(TEMPLATE_TENANT_ID);
  if (value instanceof Uint8Array) {
    // Stored answers and documents are gzip: their text must not name the company either, or a copy would lie.
    try {
      return gunzipSync(value).toString("latin1").includes(TEMPLATE_TENANT_ID);
    } catch {
      return Buffer.from(value).toString("latin1").includes(TEMPLATE_TENANT_ID);
    }
  }
  if (value instanceof Set || Array.isArray(value)) return [...value].some(namesTemplate);
  if (value && typeof value === "object") return Object.values(value).some(namesTemplate);
  return false;
}

/** An item with every mention of the model company (in keys, attributes and lists) made the given company. */
function renamed(value: unknown, tenantId: string): unknown {
  if (typeof value === "string") return value.replaceAll(TEMPLATE_TENANT_ID, tenantId);
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map((entry) => renamed(entry, tenantId));
  if (value instanceof Set) return new Set([...value].map((entry) => renamed(entry, tenantId)));
  return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, renamed(entry, tenantId)]));
}

/**
 * Seeds the model company into the table the functions point at (a fresh one) and saves its items to `path`.
 * Refuses a store whose binary attributes name the company, which renaming could not reach.
 */
export async function seedTemplate(path: string): Promise<number> {
  await seedDemo({ scale: "small", tenantId: TEMPLATE_TENANT_ID });
  const items: StoredItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []).filter((item) => namesTemplate([item.pk, item.sk])));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  for (const item of items) {
    for (const [name, value] of Object.entries(item)) {
      if (value instanceof Uint8Array && namesTemplate(value)) {
        throw new Error(`${String(item.pk)} ${String(item.sk)}: ${name} cita a empresa modelo dentro de bytes; a cópia não a renomearia.`);
      }
    }
  }
  await writeFile(path, serialize(items));
  return items.length;
}

/** Copies the saved model company as `tenantId`, reached at `host`. */
export async function copyTemplate(path: string, tenantId: string, host: string): Promise<void> {
  const items = deserialize(await readFile(path)) as StoredItem[];
  await writeAll([
    ...items.map((item) => putRequest(renamed(item, tenantId) as StoredItem)),
    putRequest({ ...keys.domain(host), tenantId }),
  ]);
}

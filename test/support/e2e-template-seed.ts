/**
 * Seeds the browser tests' model company (see e2e-template.ts) in a process of its own, run by e2e-setup.ts:
 * pointing the functions at a table sets process.env, which must not leak into the test workers. Given the
 * DynamoDB Local, the table (made by the run's server) and the file to save the company's items to; exits 0 once they are saved.
 */
import "./run-clock";
import { rename, writeFile } from "node:fs/promises";
import { serialize } from "node:v8";
import { gunzipSync } from "node:zlib";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import type { StoredItem } from "../../functions/lib/entities/support/dynamo";
import { seedDemo } from "../../infra/local/seed";
import { TEMPLATE_TENANT_ID } from "./e2e-template";
import { pointAtLocalTable } from "./table";

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

/**
 * Seeds the model company into the table the functions point at (a fresh one) and saves its items to `path`.
 * Refuses a store whose binary attributes name the company, which renaming could not reach.
 */
async function seedTemplate(path: string): Promise<number> {
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
  // Renamed once written: a test file waiting for it reads it whole.
  await writeFile(`${path}.part`, serialize(items));
  await rename(`${path}.part`, path);
  return items.length;
}

const [dynamoEndpoint, templateTable, snapshotPath] = process.argv.slice(2);
if (!dynamoEndpoint || !templateTable || !snapshotPath) throw new Error("Uso: fork(e2e-template-seed.ts, [dynamoEndpoint, tableName, arquivo])");

pointAtLocalTable(dynamoEndpoint, templateTable);
await seedTemplate(snapshotPath);
process.exit(0);

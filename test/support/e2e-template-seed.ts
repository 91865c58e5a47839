/**
 * Saves the browser tests' model company (see e2e-template.ts) in a process of its own, run by e2e-setup.ts,
 * seeding it first unless a data test file did (see demo-store.ts): pointing the functions at a table sets
 * process.env, which must not leak into the test workers. Given the DynamoDB Local, the table (made by the run's
 * server) and the file to save the company's items to; exits 0 once they are saved.
 */
import "./run-clock";
import { rename, writeFile } from "node:fs/promises";
import { serialize } from "node:v8";
import { gunzipSync } from "node:zlib";
import { modelCompanyItems } from "./demo-store";
import { MODEL_COMPANY_ID } from "./model-company";
import { pointAtLocalTable } from "./table";

function namesTemplate(value: unknown): boolean {
  if (typeof value === "string") return value.includes(MODEL_COMPANY_ID);
  if (value instanceof Uint8Array) {
    // Stored answers and documents are gzip: their text must not name the company either, or a copy would lie.
    try {
      return gunzipSync(value).toString("latin1").includes(MODEL_COMPANY_ID);
    } catch {
      return Buffer.from(value).toString("latin1").includes(MODEL_COMPANY_ID);
    }
  }
  if (value instanceof Set || Array.isArray(value)) return [...value].some(namesTemplate);
  if (value && typeof value === "object") return Object.values(value).some(namesTemplate);
  return false;
}

/**
 * Saves the model company's items (seeded by this process, or by a data test file that asked first) to `path`.
 * Refuses a store whose binary attributes name the company, which renaming could not reach.
 */
async function saveTemplate(endpoint: string, path: string): Promise<number> {
  const items = (await modelCompanyItems(endpoint)).filter((item) => namesTemplate([item.pk, item.sk]));
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
await saveTemplate(dynamoEndpoint, snapshotPath);
process.exit(0);

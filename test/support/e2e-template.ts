import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { deserialize } from "node:v8";
import { tableName } from "../../functions/lib/db";
import type { StoredItem } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import { renamed } from "./model-company";
import { putItems } from "./put-items";

/**
 * The browser tests' model company: the small demo store seeded once per run, whose items each test file
 * copies under its own company (about 2 s, in batches) instead of seeding the store again (7 to 25 s on a busy machine).
 * It is saved by e2e-template-seed.ts from the run's one seeded model company (model-company.ts), so a test
 * file does not load the seeding code.
 */

/** Where a failed seed of the model company leaves its reason, beside the company's file. */
export const templateFailurePath = (path: string) => `${path}.falhou`;

/** Seeding takes 6 to 9 s alone (or the data tests seed it first); on a loaded machine, beside two test files, several times that. */
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

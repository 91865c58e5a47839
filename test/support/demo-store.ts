import { CreateTableCommand, ResourceInUseException } from "@aws-sdk/client-dynamodb";
import { GetCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { inject } from "vitest";
import { db } from "../../functions/lib/db";
import type { StoredItem } from "../../functions/lib/entities/support/dynamo";
import { createTableInput } from "../../functions/lib/table";
import { localClient } from "../../infra/local/dynamodb";
import { DEMO_TENANT_ID } from "../../infra/local/demo-tenant";
import { installLocalJobRunner } from "../../infra/local/jobs";
import { seedDemo } from "../../infra/local/seed";
import { MODEL_COMPANY_ID, renamed } from "./model-company";
import { putItems } from "./put-items";
import { pointAtLocalTable } from "./table";

/**
 * The small demo store, seeded once per run and copied into each data test file's table (a few seconds)
 * instead of seeded again by every file that reads it (7 to 25 s each on a busy machine). The first file to
 * ask creates the template table in the run's DynamoDB Local and seeds it; the others wait for its outcome
 * (another process: there is no event to await, so they read its marker until it is there). It is seeded as the
 * model company (see model-company.ts): a data test file's copy is renamed to the demo company, which each file
 * has in a table of its own; the browser tests' global setup copies it as each browser file's company.
 */
const TEMPLATE_TABLE = "template-demo-store-small";
const OUTCOME_KEY = { pk: "TEMPLATE", sk: "OUTCOME" };
const WAIT_MS = 170_000;
const READ_EVERY_MS = 250;
const SCAN_SEGMENTS = 4;

/** Creates the template table; false when another file created it first (and seeds it). */
async function claimTemplate(endpoint: string): Promise<boolean> {
  const client = localClient(endpoint);
  try {
    await client.send(new CreateTableCommand(createTableInput(TEMPLATE_TABLE)));
    return true;
  } catch (error) {
    if (error instanceof ResourceInUseException) return false;
    throw error;
  } finally {
    client.destroy();
  }
}

async function recordOutcome(outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
  await db().send(new PutCommand({ TableName: TEMPLATE_TABLE, Item: { ...OUTCOME_KEY, ...outcome } }));
}

async function seedTemplate(endpoint: string): Promise<void> {
  pointAtLocalTable(endpoint, TEMPLATE_TABLE);
  try {
    await seedDemo({ scale: "small", tenantId: MODEL_COMPANY_ID });
    await recordOutcome({ ok: true });
  } catch (error) {
    await recordOutcome({ ok: false, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

async function templateSeeded(): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { Item } = await db().send(new GetCommand({ TableName: TEMPLATE_TABLE, Key: OUTCOME_KEY, ConsistentRead: true }));
    if (Item?.ok === true) return;
    if (Item) throw new Error(`A loja de demonstração modelo não foi carregada: ${String(Item.error)}`);
    if (Date.now() > deadline) throw new Error("A loja de demonstração modelo não ficou pronta a tempo.");
    await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
  }
}

/**
 * The seeded template's items, as the model company (the outcome marker left out), once seeded: this process
 * seeds it when it is the first to ask. Needs the functions pointed at the run's DynamoDB Local.
 */
export async function modelCompanyItems(endpoint: string): Promise<StoredItem[]> {
  const ownTable = process.env.TABLE_NAME;
  try {
    if (await claimTemplate(endpoint)) await seedTemplate(endpoint);
    else await templateSeeded();
  } finally {
    if (ownTable) pointAtLocalTable(endpoint, ownTable);
  }
  return templateItems();
}

async function templateItems(): Promise<StoredItem[]> {
  const segments = await Promise.all(
    Array.from({ length: SCAN_SEGMENTS }, async (_, segment) => {
      const items: StoredItem[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db().send(
          new ScanCommand({ TableName: TEMPLATE_TABLE, Segment: segment, TotalSegments: SCAN_SEGMENTS, ExclusiveStartKey: startKey }),
        );
        items.push(...((page.Items ?? []) as StoredItem[]));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    }),
  );
  return segments.flat().filter((item) => item.pk !== OUTCOME_KEY.pk);
}

/**
 * Fills the table the functions point at (useTestTable's) with the small demo store, as seedDemo({ scale:
 * "small" }) leaves it for the demo company, in-process job runner included. Call it in beforeAll.
 */
export async function useSeededDemoStore(): Promise<void> {
  const endpoint = inject("dynamoEndpoint");
  const ownTable = process.env.TABLE_NAME;
  if (!ownTable) throw new Error("useTestTable() antes de useSeededDemoStore()");
  const items = await modelCompanyItems(endpoint);
  await putItems(
    ownTable,
    items.map((item) => renamed(item, DEMO_TENANT_ID) as StoredItem),
  );
  installLocalJobRunner();
}

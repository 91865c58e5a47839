import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { DEMO_TENANT_ID, seedDemoTenant } from "./demo-tenant";

export type SeedScale = "small" | "large";

const seedMarker = (tenantId: string) => ({ pk: "SYSTEM", sk: `SEED#${tenantId}` });

export async function isSeeded(tenantId = DEMO_TENANT_ID): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: seedMarker(tenantId) }));
  return Boolean(Item);
}

/** Loads the demo store; the marker is written last, so an interrupted seed runs again next start. */
export async function seedDemo(options: { scale: SeedScale; apiKey?: string; log?: (line: string) => void }): Promise<void> {
  const started = Date.now();
  await seedDemoTenant(options.apiKey ? { apiKey: options.apiKey } : {});
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...seedMarker(DEMO_TENANT_ID), scale: options.scale, seededAt: new Date().toISOString() },
    }),
  );
  options.log?.(`Loja de demonstração (${options.scale}) carregada em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

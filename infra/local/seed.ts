import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { aggregateDays } from "../../functions/sales/figures/aggregation";
import { DEMO_TENANT_ID, seedDemoTenant } from "./demo-tenant";
import { generateDemoStore } from "./demo-store/generate";
import { loadDemoStore } from "./demo-store/load";
import { loadPricing } from "./seed-pricing";
import { installLocalJobRunner } from "./jobs";
import { backfillUseAndLossDates } from "../../functions/use_and_loss/storage/use-and-loss";
import type { DemoScale } from "./demo-store/scales";

export type SeedScale = DemoScale;

const seedMarker = (tenantId: string) => ({ pk: "SYSTEM", sk: `SEED#${tenantId}` });

export async function isSeeded(tenantId = DEMO_TENANT_ID): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: seedMarker(tenantId) }));
  return Boolean(Item);
}

/**
 * Brings a store seeded by an earlier version to what this one reads (one-shot and idempotent: a store already
 * upgraded costs a few empty Queries). Today: the use and loss operations' dated index keys.
 */
export async function upgradeSeededStore(tenantId = DEMO_TENANT_ID): Promise<void> {
  await backfillUseAndLossDates(tenantId);
}

export interface SeedOptions {
  scale: SeedScale;
  apiKey?: string;
  /** Another company than the demo one, with the same store (browser tests seed one per test file). */
  tenantId?: string;
  /** Hosts mapped to the company, as its own domains would be. */
  domains?: string[];
  log?: (line: string) => void;
}

/**
 * Loads the demo store: the company and its sign-ins, then a deterministic supermarket (DESIGN §5) written
 * through the integration's entity functions, then the sales aggregation of the whole period, then a pricing
 * classified by its job (run in-process, as `npm start` runs jobs). The marker is written last, so an
 * interrupted seed runs again next start (every write is an idempotent upsert).
 */
export async function seedDemo(options: SeedOptions): Promise<void> {
  const started = Date.now();
  const say = options.log ?? (() => undefined);
  const tenantId = options.tenantId ?? DEMO_TENANT_ID;
  await seedDemoTenant({
    tenantId,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.domains ? { domains: options.domains } : {}),
  });
  const store = generateDemoStore({ scale: options.scale });
  const summary = await loadDemoStore(tenantId, store, say);
  const aggregationStarted = Date.now();
  const { days } = await aggregateDays(tenantId, store.from, store.to);
  say(`  agregação de ${days} dias: ${((Date.now() - aggregationStarted) / 1000).toFixed(1)} s`);
  installLocalJobRunner();
  const pricingStarted = Date.now();
  const classified = await loadPricing(tenantId, store);
  say(`  precificação (${classified} produtos classificados): ${((Date.now() - pricingStarted) / 1000).toFixed(1)} s`);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...seedMarker(tenantId),
        scale: options.scale,
        seededAt: new Date().toISOString(),
        from: store.from,
        to: store.to,
        ...summary,
      },
    }),
  );
  options.log?.(`Loja de demonstração (${options.scale}) carregada em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

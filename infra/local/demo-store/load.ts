import { upsertEntries } from "../../../functions/lib/entities/entries";
import { upsertGroups } from "../../../functions/lib/entities/groups";
import { putNotableProducts } from "../../../functions/notable_products/storage/notable-products";
import { upsertPriceQuotes } from "../../../functions/purchasing/storage/price-quotes";
import { upsertProducts } from "../../../functions/lib/entities/products";
import { upsertPurchaseOrders } from "../../../functions/purchasing/storage/purchase-orders";
import { upsertSaleLines } from "../../../functions/lib/entities/sale-lines";
import { chunk, mapLimit } from "../../../functions/lib/entities/support/concurrency";
import { upsertSuppliers } from "../../../functions/lib/entities/suppliers";
import { upsertUseAndLoss } from "../../../functions/use_and_loss/storage/use-and-loss";
import { dayRange } from "./dates";
import type { DemoStore } from "./generate";
import { loadInventories } from "./load-inventories";
import { settleUseAndLoss } from "./load-use-and-loss";
import { saleLinesOfDay } from "./sales";

export interface LoadSummary {
  products: number;
  saleLines: number;
  entries: number;
  entryItems: number;
  orders: number;
  quotes: number;
  useAndLoss: number;
  counts: number;
}

type Say = (line: string) => void;

async function step<T>(say: Say, label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  say(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Sale lines go in a few days per call (one transaction holds about five days of buckets). */
const DAYS_PER_CALL = 10;
const CALL_CONCURRENCY = 2;

/** Writes the demo store through the same entity functions the integration API uses. */
export async function loadDemoStore(tenantId: string, store: DemoStore, say: Say = () => undefined): Promise<LoadSummary> {
  const { catalog } = store;
  await step(say, `${catalog.groups.length} grupos, ${store.suppliers.suppliers.length} fornecedores, ${catalog.products.length} produtos`, async () => {
    await upsertGroups(tenantId, catalog.groups);
    await upsertSuppliers(tenantId, store.suppliers.suppliers);
    await upsertProducts(tenantId, catalog.products);
  });
  const entryItems = store.entries.reduce((sum, entry) => sum + entry.items.length, 0);
  await step(say, `${store.entries.length} entradas (${entryItems} itens)`, () =>
    mapLimit(chunk(store.entries, 200), 4, (batch) => upsertEntries(tenantId, batch)),
  );
  const days = dayRange(store.from, store.to);
  const lineCounts = await step(say, `vendas de ${days.length} dias`, () =>
    mapLimit(chunk(days, DAYS_PER_CALL), CALL_CONCURRENCY, async (batch) => {
      const lines = batch.flatMap((date) => saleLinesOfDay(store.sales, date));
      await upsertSaleLines(tenantId, lines);
      return lines.length;
    }),
  );
  await step(say, `${store.quotes.length} cotações e ${store.orders.length} pedidos`, async () => {
    for (const batch of chunk(store.quotes, 20)) await upsertPriceQuotes(tenantId, batch);
    for (const batch of chunk(store.orders, 50)) await upsertPurchaseOrders(tenantId, batch);
  });
  await step(say, `${store.useAndLoss.length} operações de uso e perda`, async () => {
    await upsertUseAndLoss(tenantId, store.useAndLoss.map((plan) => plan.input));
    await settleUseAndLoss(tenantId, store.useAndLoss);
  });
  const counts = await step(say, "inventários e contagens", () => loadInventories(tenantId, store));
  await step(say, `${store.notables.length} produtos notáveis`, () => putNotableProducts(tenantId, store.notables));
  return {
    products: catalog.products.length,
    saleLines: lineCounts.reduce((sum, n) => sum + n, 0),
    entries: store.entries.length,
    entryItems,
    orders: store.orders.length,
    quotes: store.quotes.length,
    useAndLoss: store.useAndLoss.length,
    counts,
  };
}

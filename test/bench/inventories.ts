import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { SHEET_QUIET_MS } from "../../functions/inventories/lists";
import { openCountingInventory } from "../../functions/inventories/open-counting";
import { closeCountSelection } from "../../functions/inventories/counts";
import { removeInventory } from "../../functions/inventories/transitions";
import { SESSION_COOKIE, signSession } from "../../functions/lib/request/auth";
import { db, tableName } from "../../functions/lib/db";
import { countingInventoryId, getInventory, listInventories } from "../../functions/inventories/storage/inventories";
import { readInventorySheet, SHEET_BUCKETS, type SheetEntry, updateSheetEntries } from "../../functions/inventories/storage/inventory-sheet";
import { listGroups, upsertGroups } from "../../functions/lib/entities/groups";
import { listProducts, upsertProducts } from "../../functions/lib/entities/products";
import { readStockMovements } from "../../functions/lib/entities/stock-movements";
import { upsertStockTakings } from "../../functions/inventories/storage/stock-takings";
import { getAll, queryAll, queryPartition } from "../../functions/lib/entities/support/dynamo";
import { keys, sourceKeys } from "../../functions/lib/keys";
import { findUserByUsername } from "../../functions/lib/request/user-record";
import { DEMO_TENANT_ID, seedDemoTenant } from "../../infra/local/demo-tenant";
import { settleLocalJobs } from "../../infra/local/jobs";
import type { InventoryRow } from "../../shared/contracts/inventories";
import { todayInSaoPaulo } from "../../shared/dates";
import { sheetLastChangedAgo } from "../support/sheet-quiet";
import { callRoute } from "./api";
import { COLUMNS_ACCEPT, wireFormsDetail } from "./wire-forms";
import { timeOnce } from "./measure";
import { coldRows, freshContainer } from "./fresh-container";
import { FIRST_BUILD_TARGET, type Measurement, type OneShot, WARM_LIST_TARGET } from "./types";

/**
 * A full inventory of the large store (DESIGN §10): every product of the demo store counted, in tenants of
 * their own so the demo store's own counting inventory is not in the way. Built once and kept, like the demo
 * store: the "lists" tenant holds the store's products and an inventory in counting whose counts are all
 * closed (every product has its inventory product), which the count list, the inventory products list and
 * the missing products read, beside their floors (the same items read straight with the SDK). The "copy"
 * tenant holds the same products; each bench run puts a fresh copy of that inventory's sheet in a new
 * inventory there, finalizes it (timed, < 5 s) and processes it into stock (timed, reported).
 */

const LISTS = { tenantId: "bench-inventario", host: "bench-inventario.local" };
const COPY = { tenantId: "bench-inventario-copia", host: "bench-inventario-copia.local" };
const INVENTORY = { year: 2025, period: "annual" as const };
/** Counts sent per call while building (a store's systems send batches). */
const COUNT_BATCH = 1_000;
const FINALIZE_TARGET_MS = 5_000;
const MISSING_PRODUCTS_TARGET = { maxP95Ms: 1_000 } as const;

type Tenant = typeof LISTS;

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const say = (line: string) => console.log(line);

/** The tenant with the demo sign-ins and the demo store's groups and products (copied when it has fewer). */
async function ensureStore(tenant: Tenant): Promise<number> {
  await seedDemoTenant({ tenantId: tenant.tenantId, byname: `INVENTÁRIO DE BENCH (${tenant.tenantId})`, domains: [tenant.host] });
  const [source, present] = await Promise.all([listProducts(DEMO_TENANT_ID), listProducts(tenant.tenantId)]);
  if (present.length < source.length) {
    say(`  copiando ${source.length} produtos da loja de demonstração para ${tenant.tenantId}...`);
    await upsertGroups(tenant.tenantId, await listGroups(DEMO_TENANT_ID));
    await upsertProducts(tenant.tenantId, source);
  }
  return source.length;
}

/** The lists tenant's inventory in counting with every product counted and closed (built the first time). */
async function ensureCountedInventory(): Promise<number> {
  const products = await ensureStore(LISTS);
  const existing = await countingInventoryId(LISTS.tenantId);
  if (existing !== undefined) {
    const sheet = await readInventorySheet(LISTS.tenantId, existing);
    // Every product counted and closed, and read back whole (a sheet stored by an older format of the code is not).
    const counted = sheet.entries.filter(
      ({ product, counts }) => product && Number.isFinite(product.actualCost + product.fixedCost) && counts.every((count) => count.status === "closed"),
    );
    if (counted.length === products) return existing;
    say("  inventário de bench incompleto: removendo para montar de novo...");
    await removeInventory(LISTS.tenantId, existing);
  }
  say(`  contando ${products} produtos em ${LISTS.tenantId}...`);
  const inventory = await openCountingInventory(LISTS.tenantId, INVENTORY);
  const day = todayInSaoPaulo();
  const catalog = await listProducts(LISTS.tenantId);
  // Counted near the stock in the system: most right, some short, some over (deterministic by product id).
  const counts = catalog.map((product, i) => ({
    id: i + 1,
    takeDate: day,
    productId: product.id,
    quantity: Math.max(0, Math.round(product.stock) + ((product.id % 7) - 3) * (product.id % 3 === 0 ? 1 : 0)),
  }));
  for (let start = 0; start < counts.length; start += COUNT_BATCH) await upsertStockTakings(LISTS.tenantId, counts.slice(start, start + COUNT_BATCH));
  await closeCountSelection(
    LISTS.tenantId,
    counts.map((count) => count.id),
  );
  return inventory.id;
}

/**
 * The bench inventory's period, or the year before it that no inventory of the tenant holds: an earlier run's
 * copy, finalized and processed, keeps its period (only a counting one can be removed).
 */
async function freePeriod(tenantId: string): Promise<typeof INVENTORY> {
  const held = new Set((await listInventories(tenantId)).filter((stored) => stored.period === INVENTORY.period).map((stored) => stored.year));
  let year = INVENTORY.year;
  while (held.has(year)) year -= 1;
  return { ...INVENTORY, year };
}

/** A new inventory in the copy tenant holding a copy of the counted inventory's sheet, still counting. */
async function freshCopy(countedInventoryId: number): Promise<number> {
  await ensureStore(COPY);
  const leftover = await countingInventoryId(COPY.tenantId);
  if (leftover !== undefined) await removeInventory(COPY.tenantId, leftover);
  const source = await readInventorySheet(LISTS.tenantId, countedInventoryId);
  const inventory = await openCountingInventory(COPY.tenantId, await freePeriod(COPY.tenantId));
  const entries = new Map(source.entries.map((entry) => [entry.productId, entry]));
  const retarget = (entry: SheetEntry | undefined): SheetEntry | undefined =>
    entry && {
      ...entry,
      ...(entry.product ? { product: { ...entry.product, inventoryId: inventory.id } } : {}),
      counts: entry.counts.map((count) => ({ ...count, inventoryId: inventory.id })),
    };
  await updateSheetEntries(COPY.tenantId, inventory.id, [...entries.keys()], (_, productId) => retarget(entries.get(productId)));
  return inventory.id;
}

async function adminCookie(tenantId: string): Promise<{ cookie: string; userId: number }> {
  const user = await findUserByUsername(tenantId, "admin");
  if (!user) throw new Error(`Sem o administrador em ${tenantId}.`);
  const { token } = await signSession(user);
  return { cookie: `${SESSION_COOKIE}=${token}`, userId: user.id };
}

function caller(tenant: Tenant, session: () => Promise<{ cookie: string }>) {
  return async (method: string, path: string, headers: Record<string, string> = {}) => {
    const { cookie } = await session();
    const answer = await callRoute(method, path, { cookie, headers: { host: tenant.host, ...headers }, ...(method === "GET" ? {} : { body: {} }) });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json())}`);
    return answer;
  };
}

const built = once(async () => {
  say("preparando o inventário completo da loja grande (uma vez; reaproveitado nas próximas execuções)...");
  const inventoryId = await ensureCountedInventory();
  // Its lists as a reviewer reads them once the counting stopped, not within a minute of a count (just prepared).
  await sheetLastChangedAgo(LISTS.tenantId, inventoryId, SHEET_QUIET_MS);
  return { inventoryId, session: await adminCookie(LISTS.tenantId) };
});

/** The count list, the inventory products list (warm and cold) and the missing products, beside their floors. */
export function inventoryMeasurements(): Measurement[] {
  const call = caller(LISTS, async () => (await built()).session);
  const describe = (path: () => Promise<string>) => async () => {
    const answer = await call("GET", await path());
    const rows = (answer.json() as { data?: unknown[] }).data?.length ?? 0;
    return `${rows} linhas, ${(answer.bytes / 1024).toFixed(0)} KB gzip`;
  };
  const tenantId = LISTS.tenantId;
  const sessionUser = async () => db().send(new GetCommand({ TableName: tableName(), Key: keys.user(tenantId, (await built()).session.userId) }));
  const inventoryItem = async () => db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.inventory(tenantId, (await built()).inventoryId) }));
  const sheetBuckets = async () => {
    const { inventoryId } = await built();
    return getAll(Array.from({ length: SHEET_BUCKETS }, (_, bucket) => sourceKeys.inventorySheetBucket(tenantId, inventoryId, bucket)));
  };
  const notableQuery = () =>
    queryAll({ KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": sourceKeys.notablePartition(tenantId) } });
  // A list of the sheet reads the user, the inventory, the sheet's buckets and the notable flags.
  const sheetFloor = () => Promise.all([sessionUser(), inventoryItem(), sheetBuckets(), notableQuery()]);
  const products = () => queryPartition(sourceKeys.productsPartition(tenantId));
  const paths = {
    counts: async () => `/api/stock_taking?inventory_id=${(await built()).inventoryId}`,
    products: async () => `/api/inventory_products?inventory_id=${(await built()).inventoryId}`,
    missing: async () => `/api/inventories/${(await built()).inventoryId}/missing_products`,
  };
  const get = (path: () => Promise<string>) => async () => call("GET", await path());
  const inColumns = (name: string, path: () => Promise<string>): Measurement => ({
    name: `${name} em colunas (inventário completo)`,
    run: async () => call("GET", await path(), COLUMNS_ACCEPT),
    floor: sheetFloor,
    detail: async () => {
      const target = await path();
      return wireFormsDetail((headers) => call("GET", target, headers));
    },
    target: WARM_LIST_TARGET,
  });
  return [
    inColumns("GET /api/stock_taking", paths.counts),
    inColumns("GET /api/inventory_products", paths.products),
    { name: "GET /api/stock_taking (inventário completo)", run: get(paths.counts), floor: sheetFloor, detail: describe(paths.counts), target: WARM_LIST_TARGET },
    ...coldRows("GET /api/stock_taking", tenantId, { run: get(paths.counts), floor: sheetFloor }),
    {
      name: "GET /api/inventory_products (inventário completo)",
      run: get(paths.products),
      floor: sheetFloor,
      detail: describe(paths.products),
      target: WARM_LIST_TARGET,
    },
    ...coldRows("GET /api/inventory_products", tenantId, { run: get(paths.products), floor: sheetFloor }),
    // The screens' own read: the compact form the web client asks for.
    ...coldRows("GET /api/inventory_products em colunas", tenantId, { run: async () => call("GET", await paths.products(), COLUMNS_ACCEPT), floor: sheetFloor }),
    {
      // While the store counts: the sheet changed a moment ago, so the answer is built and kept in memory only.
      name: "  GET /api/inventory_products, função fria, em contagem",
      run: get(paths.products),
      floor: sheetFloor,
      before: async () => {
        freshContainer();
        await sheetLastChangedAgo(tenantId, (await built()).inventoryId, 0);
      },
      target: FIRST_BUILD_TARGET,
    },
    {
      name: "GET /api/inventories/{id}/missing_products",
      run: get(paths.missing),
      floor: () => Promise.all([sessionUser(), inventoryItem(), products(), sheetBuckets(), notableQuery()]),
      detail: describe(paths.missing),
      target: MISSING_PRODUCTS_TARGET,
    },
  ];
}

/** Finalize (< 5 s) and processing into stock (time reported) of a fresh copy of the full inventory. */
export function inventoryOneShots(): OneShot[] {
  const session = once(() => adminCookie(COPY.tenantId));
  const call = caller(COPY, session);
  let copyId = 0;
  return [
    {
      name: "POST /api/inventories/{id}/finalize (inventário completo)",
      warmup: async () => {
        copyId = await freshCopy((await built()).inventoryId);
        await session();
      },
      run: async () => {
        const answer = await call("POST", `/api/inventories/${copyId}/finalize`);
        const row = (answer.json() as { data?: InventoryRow }).data;
        return `${row?.products ?? 0} produtos, ${row?.divergent_products ?? 0} divergentes`;
      },
      target: { maxMs: FINALIZE_TARGET_MS },
    },
    {
      name: "POST /api/inventories/{id}/process até Processado",
      run: async () => {
        const before = (await readStockMovements(COPY.tenantId, 0, 0)).last;
        const { ms, value: clicked } = await timeOnce(async () => {
          const click = await timeOnce(() => call("POST", `/api/inventories/${copyId}/process`));
          await settleLocalJobs();
          return click.ms;
        });
        const inventory = await getInventory(COPY.tenantId, copyId);
        if (inventory?.status !== "processed") throw new Error(`Inventário ${copyId} não processado: ${JSON.stringify(inventory?.processing)}`);
        const movements = (await readStockMovements(COPY.tenantId, 0, 0)).last - before;
        const rate = inventory.products / (ms / 1000);
        return `${inventory.products} produtos (${rate.toFixed(0)}/s), ${movements} movimentos; clique respondido em ${clicked.toFixed(0)} ms`;
      },
    },
  ];
}

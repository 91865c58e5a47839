import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PROCESS_MESSAGES } from "../../functions/inventories/messages";
import { runInventoryProcessing } from "../../functions/inventories/process-run";
import { claimProcessing } from "../../functions/inventories/process-store";
import { getInventory, PROCESSING_INTERRUPTED, PROCESSING_LEASE_MS } from "../../functions/inventories/storage/inventories";
import * as stockMovements from "../../functions/lib/entities/stock-movements";
import { installLocalJobRunner, settleLocalJobs } from "../../infra/local/jobs";
import type { InventoryRow, StockTakingRow } from "../../shared/contracts/inventories";
import { useTestTable } from "../support/table";
import {
  adminCall,
  allMovements,
  type CountSeed,
  finalizedInventory,
  inventoryRowOf,
  type ProductSeed,
  type StoreAccess,
  setUpStore,
  stocksOf,
} from "./inventories-process-fixtures";

/**
 * Processing that must not be half done: one run at a time however many ask, a failure in the middle that
 * says so and how far it got, a retry that resumes there with exactly one movement per product, a run whose
 * process died, and a run that works a slice at a time as the state machine loops it. Each scenario has a
 * store of its own: 120 products counted 3 units short (10 in the system, 7 counted), so every product moves
 * and processing takes many slices (one transaction per slice).
 */

useTestTable();

const PRODUCTS: ProductSeed[] = Array.from({ length: 120 }, (_, i) => ({
  id: 1001 + i,
  description: `PRODUTO DE TESTE ${i + 1}`,
  unit: "UN",
  cost: 3.5,
  stock: 10,
}));
const IDS = PRODUCTS.map((product) => product.id);
const COUNTS: CountSeed[] = IDS.map((productId) => ({ productId, quantity: 7 }));

beforeAll(() => installLocalJobRunner());
afterEach(() => vi.restoreAllMocks());

async function storeWithInventory(tenantId: string): Promise<{ store: StoreAccess; inventoryId: number }> {
  const store = await setUpStore(tenantId, `${tenantId}.example.com`, PRODUCTS);
  const inventoryId = await finalizedInventory(store, COUNTS, { from: "systems" });
  return { store, inventoryId };
}

const processCall = (store: StoreAccess, id: number) => adminCall<InventoryRow>(store, "POST", `/api/inventories/${id}/process`);

async function appliedCounts(store: StoreAccess, inventoryId: number): Promise<StockTakingRow[]> {
  return (await adminCall<StockTakingRow[]>(store, "GET", `/api/stock_taking?inventory_id=${inventoryId}&status=applied`)).body.data ?? [];
}

/** Every product processed exactly once: stock 7, one movement of -3 each, every count applied. */
async function expectProcessedOnce(store: StoreAccess, inventoryId: number): Promise<void> {
  const row = await inventoryRowOf(store, inventoryId);
  expect(row?.status).toBe("processed");
  expect(row?.processing).toMatchObject({ status: "done", done: 120, total: 120 });
  const movements = await allMovements(store);
  expect(movements.map((movement) => movement.product_id).sort((a, b) => a - b)).toEqual(IDS);
  expect(movements.every((movement) => movement.quantity === -3 && movement.inventory_id === inventoryId)).toBe(true);
  expect(Object.values(await stocksOf(store, IDS))).toEqual(IDS.map(() => 7));
  expect(await appliedCounts(store, inventoryId)).toHaveLength(120);
}

describe("20 process clicks at the same time", () => {
  it("start one run (the others 409) and process every product once", async () => {
    const { store, inventoryId } = await storeWithInventory("vinte-cliques");
    const answers = await Promise.all(Array.from({ length: 20 }, () => processCall(store, inventoryId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect([PROCESS_MESSAGES.alreadyRunning(inventoryId), PROCESS_MESSAGES.alreadyProcessed(inventoryId)]).toContain(answer.body.message?.msg);
    }
    await settleLocalJobs();
    await expectProcessedOnce(store, inventoryId);
  });
});

describe("a failure in the middle of processing", () => {
  let store: StoreAccess;
  let inventoryId: number;
  let doneWhenFailed = 0;

  beforeAll(async () => {
    ({ store, inventoryId } = await storeWithInventory("falha-no-meio"));
  });

  it("leaves the inventory finalized with the run failed, its reason and how far it got", async () => {
    const commit = stockMovements.commitWithStockMovements;
    let calls = 0;
    vi.spyOn(stockMovements, "commitWithStockMovements").mockImplementation((...args) => {
      calls++;
      if (calls === 4) return Promise.reject(new Error("conexão perdida (falha injetada)"));
      return commit(...args);
    });
    expect((await processCall(store, inventoryId)).status).toBe(200);
    await settleLocalJobs();

    const row = await inventoryRowOf(store, inventoryId);
    expect(row?.status).toBe("finalized");
    expect(row?.processing).toMatchObject({ status: "failed", total: 120, error: PROCESS_MESSAGES.fault });
    doneWhenFailed = row?.processing?.done ?? 0;
    expect(doneWhenFailed).toBeGreaterThan(0);
    expect(doneWhenFailed).toBeLessThan(120);
  });

  it("has exactly the products it says done in stock, in the feed and applied, and no other", async () => {
    const movements = await allMovements(store);
    expect(movements).toHaveLength(doneWhenFailed);
    const moved = new Set(movements.map((movement) => movement.product_id));
    expect(moved.size).toBe(doneWhenFailed);
    const stocks = await stocksOf(store, IDS);
    for (const id of IDS) expect(stocks[id]).toBe(moved.has(id) ? 7 : 10);
    const applied = await appliedCounts(store, inventoryId);
    expect(new Set(applied.map((count) => count.product_id))).toEqual(moved);
  });

  it("resumes where it stopped when processed again, and ends with one movement per product", async () => {
    const answer = await processCall(store, inventoryId);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.processing).toMatchObject({ status: "running", done: doneWhenFailed, total: 120 });
    await settleLocalJobs();
    await expectProcessedOnce(store, inventoryId);
  });
});

describe("a run whose process died (no sign of life past the lease)", () => {
  it("reads as interrupted, and processing again resumes and finishes it", async () => {
    const { store, inventoryId } = await storeWithInventory("processo-morto");
    const inventory = await getInventory(store.tenantId, inventoryId);
    if (!inventory) throw new Error("inventário não encontrado");
    // A run that claimed it long ago and never moved.
    expect(await claimProcessing(store.tenantId, inventory, "execucao-morta", Date.now() - PROCESSING_LEASE_MS - 1000)).toBeDefined();

    const row = await inventoryRowOf(store, inventoryId);
    expect(row?.processing).toMatchObject({ status: "failed", done: 0, error: PROCESSING_INTERRUPTED });
    expect((await processCall(store, inventoryId)).status).toBe(200);
    await settleLocalJobs();
    await expectProcessedOnce(store, inventoryId);
    // The dead run, waking up, finds another run holds it and changes nothing.
    expect(await runInventoryProcessing(store.tenantId, inventoryId, "execucao-morta")).toBe("superseded");
    expect(await allMovements(store)).toHaveLength(120);
  });

  it("is not claimed again while it is alive (409)", async () => {
    const { store, inventoryId } = await storeWithInventory("processo-vivo");
    const inventory = await getInventory(store.tenantId, inventoryId);
    if (!inventory) throw new Error("inventário não encontrado");
    await claimProcessing(store.tenantId, inventory, "execucao-viva");
    const answer = await processCall(store, inventoryId);
    expect(answer.status).toBe(409);
    expect(answer.body.message?.msg).toBe(PROCESS_MESSAGES.alreadyRunning(inventoryId));
  });
});

describe("a run that works one slice at a time", () => {
  it("moves the progress on each run and asks for more until every product is done", async () => {
    const { store, inventoryId } = await storeWithInventory("fatia-a-fatia");
    const inventory = await getInventory(store.tenantId, inventoryId);
    if (!inventory) throw new Error("inventário não encontrado");
    await claimProcessing(store.tenantId, inventory, "passo-a-passo");

    const progress: number[] = [];
    for (let run = 0; run < 200; run++) {
      const outcome = await runInventoryProcessing(store.tenantId, inventoryId, "passo-a-passo", { budgetMs: 0 });
      progress.push((await getInventory(store.tenantId, inventoryId))?.processing?.done ?? -1);
      if (outcome === "done") break;
      expect(outcome).toBe("more");
    }
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(120);
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1] ?? 0);
    await expectProcessedOnce(store, inventoryId);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { PROCESS_MESSAGES } from "../../functions/inventories/messages";
import { handler as processTask } from "../../functions/inventories/process-task";
import { getInventory } from "../../functions/inventories/storage/inventories";
import { readInventorySheet } from "../../functions/inventories/storage/inventory-sheet";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { readJob } from "../../functions/lib/jobs/start";
import { keys } from "../../functions/lib/keys";
import { installLocalJobRunner, settleLocalJobs } from "../../infra/local/jobs";
import type { InventoryRow, StockTakingRow } from "../../shared/contracts/inventories";
import { todayInSaoPaulo } from "../../shared/dates";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";
import {
  adminCall,
  allMovements,
  finalizedInventory,
  inventoryRowOf,
  productRecord,
  type ProductSeed,
  type StoreAccess,
  send,
  setUpStore,
  stocksOf,
} from "./inventories-process-fixtures";

/**
 * Processing a finalized inventory into stock (POST /inventories/{id}/process, DESIGN §6) on DynamoDB Local,
 * the job run in-process as `npm start` runs it: each product's stock moves by the count's difference
 * (fixed - actual), one movement per product whose stock changed goes to the feed, the counts become
 * applied and the inventory processed; a stock change that arrived after the count is kept.
 */

useTestTable();

const MILK: ProductSeed = { id: 10, description: "LEITE UHT INTEGRAL 1L", unit: "L", cost: 4.2, stock: 100 };
const YOGHURT: ProductSeed = { id: 30, description: "IOGURTE NATURAL 170G", unit: "UN", cost: 2, stock: 500 };
const PRODUCTS: ProductSeed[] = [
  MILK,
  { id: 20, description: "QUEIJO MUSSARELA KG", unit: "KG", cost: 38.99, stock: 12.345 },
  YOGHURT,
  { id: 40, description: "ARROZ TIPO 1 5KG", unit: "UN", cost: 21.5, stock: 8 },
  { id: 50, description: "FEIJÃO CARIOCA 1KG", unit: "UN", cost: 7.35, stock: -3 },
];
const IDS = PRODUCTS.map((product) => product.id);

/**
 * The worked example. Counted: milk 96 + 2 L (two counts, 100 in the system: -2), cheese 10.2 kg (12.345:
 * -2.145), yoghurt 512 (500: +12), rice 8 (8: no change), beans 5 (-3 in the system: +8).
 */
const COUNTS = [
  { productId: 10, quantity: 96 },
  { productId: 10, quantity: 2 },
  { productId: 20, quantity: 10.2 },
  { productId: 30, quantity: 512 },
  { productId: 40, quantity: 8 },
  { productId: 50, quantity: 5 },
];

let store: StoreAccess;
let inventoryId: number;

beforeAll(async () => {
  installLocalJobRunner();
  store = await setUpStore("demo", "localhost:3000", PRODUCTS);
  inventoryId = await finalizedInventory(store, COUNTS);
});


const processCall = (access: StoreAccess, id: number) => adminCall<InventoryRow>(access, "POST", `/api/inventories/${id}/process`);

describe("processing the worked example into stock", () => {
  it("answers at once with the inventory running, at 0 of its 5 products", async () => {
    const answer = await processCall(store, inventoryId);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual({ type: "success", msg: PROCESS_MESSAGES.started(inventoryId) });
    expect(answer.body.data).toMatchObject({
      id: inventoryId,
      status: "finalized",
      products: 5,
      processing: { status: "running", done: 0, total: 5, started_at: expect.any(String) },
    });
  });

  it("ends processed, with its progress 5 of 5 in the inventories list", async () => {
    await settleLocalJobs();
    const row = await inventoryRowOf(store, inventoryId);
    expect(row?.status).toBe("processed");
    expect(row?.processing).toMatchObject({ status: "done", done: 5, total: 5 });
    expect(row?.processing?.error).toBeUndefined();
  });

  it("sets each product's stock to its fixed quantity, to the unit", async () => {
    expect(await stocksOf(store, IDS)).toEqual({ 10: 98, 20: 10.2, 30: 512, 40: 8, 50: 5 });
  });

  it("records one movement per product whose stock changed, with the inventory, in the feed", async () => {
    const movements = await allMovements(store);
    expect(movements.map((movement) => movement.sequence)).toEqual([1, 2, 3, 4]);
    const byProduct = [...movements].sort((a, b) => a.product_id - b.product_id);
    const today = todayInSaoPaulo();
    expect(byProduct).toEqual(
      [
        [10, -2],
        [20, -2.145],
        [30, 12],
        [50, 8],
      ].map(([productId, quantity]) => ({
        sequence: expect.any(Number),
        product_id: productId,
        quantity,
        reason: "inventory",
        inventory_id: inventoryId,
        date: today,
        recorded_at: expect.any(String),
      })),
    );
  });

  it("marks every count applied", async () => {
    const counts = (await adminCall<StockTakingRow[]>(store, "GET", `/api/stock_taking?inventory_id=${inventoryId}`)).body.data ?? [];
    expect(counts).toHaveLength(COUNTS.length);
    expect(counts.every((count) => count.status === "applied")).toBe(true);
    const applied = (await adminCall<StockTakingRow[]>(store, "GET", `/api/stock_taking?inventory_id=${inventoryId}&status=applied`)).body.data;
    expect(applied).toHaveLength(COUNTS.length);
  });

  it("refuses to process it again (409), changing nothing", async () => {
    const feedBefore = await allMovements(store);
    const answer = await processCall(store, inventoryId);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toEqual({ type: "error", msg: PROCESS_MESSAGES.alreadyProcessed(inventoryId) });
    await settleLocalJobs();
    expect(await allMovements(store)).toEqual(feedBefore);
    expect(await stocksOf(store, IDS)).toEqual({ 10: 98, 20: 10.2, 30: 512, 40: 8, 50: 5 });
  });

  it("changes nothing when its job task runs again (a repeated execution)", async () => {
    const inventory = await getInventory(store.tenantId, inventoryId);
    const runId = inventory?.processing?.runId ?? "";
    const sheetBefore = await readInventorySheet(store.tenantId, inventoryId);
    const jobId = "execucao-repetida";
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.job(store.tenantId, jobId), jobId, tenantId: store.tenantId, job: "inventoryProcessing", status: "running", createdAt: new Date().toISOString() },
      }),
    );
    const answer = await processTask({ tenantId: store.tenantId, jobId, params: { inventoryId, runId } });
    expect(answer).toEqual({ more: false });
    expect((await readJob(store.tenantId, jobId))?.status).toBe("done");
    expect((await allMovements(store)).length).toBe(4);
    expect(await stocksOf(store, IDS)).toEqual({ 10: 98, 20: 10.2, 30: 512, 40: 8, 50: 5 });
    expect((await readInventorySheet(store.tenantId, inventoryId)).versions).toEqual(sheetBefore.versions);
  });
});

describe("a stock change from the store's systems between finalize and process", () => {
  let neighbour: StoreAccess;
  let id: number;

  beforeAll(async () => {
    neighbour = await setUpStore("loja-dois", "loja-dois.example.com", PRODUCTS);
    id = await finalizedInventory(neighbour, COUNTS);
    // After the count: 30 yoghurts sold (500 -> 470) and 20 L of milk arrived (100 -> 120), as the ERP sends them.
    await send(neighbour, "products", [productRecord({ ...YOGHURT, stock: 470 }), productRecord({ ...MILK, stock: 120 })]);
    const answer = await processCall(neighbour, id);
    expect(answer.status).toBe(200);
    await settleLocalJobs();
  });

  it("keeps the change: the count's difference moves the stock as it is now", async () => {
    // yoghurt: 470 + 12; milk: 120 - 2. Products the systems did not touch end at their fixed quantity.
    expect(await stocksOf(neighbour, IDS)).toEqual({ 10: 118, 20: 10.2, 30: 482, 40: 8, 50: 5 });
  });

  it("sends the count's difference as the movement, not the gap to the fixed quantity", async () => {
    const movements = await allMovements(neighbour);
    expect(Object.fromEntries(movements.map((movement) => [movement.product_id, movement.quantity]))).toEqual({ 10: -2, 20: -2.145, 30: 12, 50: 8 });
  });
});

describe("refusals", () => {
  it("refuses an inventory still counting, naming why, and stores nothing", async () => {
    const counting = await adminCall<InventoryRow>(store, "POST", "/api/inventories", { year: 2026, period: "first" });
    const id = counting.body.data?.id ?? 0;
    const answer = await processCall(store, id);
    expect(answer.status).toBe(409);
    expect(answer.body.message?.msg).toBe(PROCESS_MESSAGES.notFinalized(id));
    expect((await getInventory(store.tenantId, id))?.processing).toBeUndefined();
  });

  it("answers 404 for an unknown inventory and for another company's", async () => {
    expect((await processCall(store, 987654)).status).toBe(404);
    const other = await setUpStore("loja-tres", "loja-tres.example.com", PRODUCTS.slice(0, 1));
    expect((await processCall(other, inventoryId)).status).toBe(404);
  });

  it("is for administrators only", async () => {
    const answer = await callApi("POST", `/api/inventories/${inventoryId}/process`, { cookie: store.user, host: store.host, body: {} });
    expect(answer.status).toBe(403);
  });
});

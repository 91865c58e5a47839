import { todayInSaoPaulo } from "../../shared/dates";
import { readInventorySheet, SheetChangeRefused, type SheetEntry, updateSheetEntries } from "./storage/inventory-sheet";
import { commitWithStockMovements, type MovementRefusal, type StockMovementInput } from "../lib/entities/stock-movements";
import type { WriteRequest } from "../lib/entities/support/dynamo";
import { getInventory } from "./storage/inventories";
import { Conflict, NotFound } from "../lib/errors";
import { sourceKeys } from "../lib/keys";
import { tableName } from "../lib/db";
import { isTransactionConflict } from "../lib/transactions";
import { INVENTORY_MESSAGES, PROCESS_MESSAGES } from "./messages";
import { countsApplied, type ProductToProcess, processingOrder, sliceEnd, stockChange, withCountsApplied } from "./process-plan";
import { finishProcessing, progressRequest, touchProcessing } from "./process-store";

/**
 * One run of the processing job: the inventory's products not yet processed, in processingOrder, a slice at a
 * time. Each slice commits in ONE transaction: its products' stock changes, their movements in the feed, their
 * counts marked applied in the sheet (the bucket conditioned on its version) and the inventory's progress
 * moved on, on the condition that the run still holds the claim and the progress is where it read it. A
 * product's applied counts are thus the proof that its stock moved: a new run takes only the products whose
 * counts are not applied yet, so each is processed exactly once however runs fail and resume, and the
 * progress shown is what is in stock.
 *
 * A run stops taking slices after its time budget and asks to be run again (the job's state machine loops
 * it), so no single run meets the task's time limit.
 */

/** Slices taken by one run of the job's task (its timeout is 300 s: ample room for the last slice). */
export const INVENTORY_SLICE_BUDGET_MS = 120_000;

/** "more": run again; "done": the inventory is processed; "superseded": another run holds it now. */
export type RunOutcome = "more" | "done" | "superseded";

export interface RunOptions {
  budgetMs?: number;
}

/** The stock change of one product, for its slice's transaction (the product must still exist). */
function stockRequest(tenantId: string, productId: number, change: number): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: sourceKeys.product(tenantId, productId),
      UpdateExpression: "ADD stock :change",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":change": change },
    },
  };
}

/** A refused sheet change that held the movement writes after `ownItems` items of the caller's. */
function sheetRefusal(error: unknown, ownItems: number): MovementRefusal {
  if (error instanceof SheetChangeRefused) return error.failed.every((index) => index >= ownItems) ? "lostRace" : "refused";
  return isTransactionConflict(error) ? "lostRace" : "refused";
}

interface Slice {
  tenantId: string;
  inventoryId: number;
  runId: string;
  /** The progress before the slice. */
  from: number;
  products: readonly ProductToProcess[];
}

/** A product of the slice found processed when its bucket was read again: some other writer got there. */
class AlreadyProcessed extends Error {}

function markApplied(entry: SheetEntry | undefined): SheetEntry | undefined {
  if (!entry || countsApplied(entry)) throw new AlreadyProcessed(`Produto ${entry?.productId ?? "?"} já processado.`);
  return withCountsApplied(entry);
}

/** Commits one slice (see above); answers false when the run no longer holds the claim or lost the slice. */
async function commitSlice(slice: Slice): Promise<boolean> {
  const { tenantId, inventoryId, runId, from, products } = slice;
  const changes = products.map(({ product }) => ({ productId: product.productId, change: stockChange(product) })).filter(({ change }) => change !== 0);
  const own = [
    progressRequest(tenantId, inventoryId, runId, from, from + products.length),
    ...changes.map(({ productId, change }) => stockRequest(tenantId, productId, change)),
  ];
  const date = todayInSaoPaulo();
  const movements = changes.map(({ productId, change }): StockMovementInput => ({ reason: "inventory", inventoryId, productId, quantity: change, date }));
  const productIds = products.map(({ product }) => product.productId);
  // Every product of a slice has closed counts to apply, so its bucket changes and the whole transaction is written.
  const commit = (movementWrites: WriteRequest[]) =>
    updateSheetEntries(tenantId, inventoryId, productIds, markApplied, { alsoRequire: [...own, ...movementWrites] });
  try {
    if (movements.length === 0) await commit([]);
    else await commitWithStockMovements(tenantId, movements, commit, (error) => sheetRefusal(error, own.length));
    return true;
  } catch (error) {
    if (error instanceof AlreadyProcessed) return false;
    const failed = error instanceof SheetChangeRefused ? error.failed : [];
    if (failed.includes(0)) return false;
    const missing = failed.map((index) => changes[index - 1]?.productId).find((productId) => productId !== undefined);
    if (missing !== undefined) throw new Conflict(PROCESS_MESSAGES.productMissing(missing));
    throw error;
  }
}

/**
 * Runs the processing the job was started for, from where the inventory's sheet says (the products whose counts
 * are not applied yet), until every product is done or the time budget is spent. A refusal the user can act on
 * is thrown as a DomainError.
 */
export async function runInventoryProcessing(tenantId: string, inventoryId: number, runId: string, options: RunOptions = {}): Promise<RunOutcome> {
  const started = Date.now();
  const budget = options.budgetMs ?? INVENTORY_SLICE_BUDGET_MS;
  const inventory = await getInventory(tenantId, inventoryId);
  if (!inventory) throw new NotFound(INVENTORY_MESSAGES.inventoryNotFound(inventoryId));
  const processing = inventory.processing;
  if (processing?.runId !== runId) return "superseded";
  if (inventory.status === "processed") return "done";
  if (!(await touchProcessing(tenantId, inventoryId, runId))) return "superseded";

  const order = processingOrder((await readInventorySheet(tenantId, inventoryId)).entries);
  if (order.length !== processing.total) throw new Conflict(PROCESS_MESSAGES.productsChanged);
  const pending = order.filter(({ entry }) => !countsApplied(entry));
  let done = order.length - pending.length;
  if (done !== processing.done) return holdsOrThrow(tenantId, inventoryId, runId);
  // At least one slice per run, however small the budget, so every run moves on.
  for (let start = 0; start < pending.length; ) {
    const end = sliceEnd(pending, start);
    const products = pending.slice(start, end);
    if (!(await commitSlice({ tenantId, inventoryId, runId, from: done, products }))) return holdsOrThrow(tenantId, inventoryId, runId);
    done += products.length;
    start = end;
    if (start < pending.length && Date.now() - started >= budget) return "more";
  }
  return (await finishProcessing(tenantId, inventoryId, runId, order.length)) ? "done" : holdsOrThrow(tenantId, inventoryId, runId);
}

/**
 * The progress is not where this run expected it: another run took over ("superseded"), or, while this run
 * still holds the claim, the progress and the applied counts disagree, which only a fault explains: fail,
 * never skip.
 */
async function holdsOrThrow(tenantId: string, inventoryId: number, runId: string): Promise<RunOutcome> {
  const now = await getInventory(tenantId, inventoryId);
  if (now?.processing?.runId !== runId) return "superseded";
  if (now.status === "processed") return "done";
  throw new Error(`Progresso do inventário ${inventoryId} fora do lugar (${now.processing.done}).`);
}

import { randomUUID } from "node:crypto";
import { getInventory, type Inventory } from "./storage/inventories";
import { Conflict, NotFound } from "../lib/errors";
import { startJob } from "../lib/jobs/start";
import type { InventoryProcessingParams } from "./process-task";
import { INVENTORY_MESSAGES, PROCESS_MESSAGES } from "./messages";
import { claimProcessing, failProcessing } from "./process-store";

/** Why this inventory cannot be processed now, or undefined when it can (a failed or silent run resumes). */
function refusal(inventory: Inventory): Conflict | undefined {
  if (inventory.status === "counting") return new Conflict(PROCESS_MESSAGES.notFinalized(inventory.id));
  if (inventory.status === "processed") return new Conflict(PROCESS_MESSAGES.alreadyProcessed(inventory.id));
  if (inventory.processing?.status === "running") return new Conflict(PROCESS_MESSAGES.alreadyRunning(inventory.id));
  return undefined;
}

/**
 * POST /inventories/{id}/process: finalized -> processed, as a job (DESIGN §6). Claims the processing for a
 * new run (one at a time: a parallel click gets 409) and starts the job, answering at once with the inventory
 * as claimed: running, at the progress a failed run left (0 the first time), of its products.
 */
export async function startInventoryProcessing(tenantId: string, inventoryId: number): Promise<Inventory> {
  const inventory = await getInventory(tenantId, inventoryId);
  if (!inventory) throw new NotFound(INVENTORY_MESSAGES.inventoryNotFound(inventoryId));
  const refused = refusal(inventory);
  if (refused) throw refused;
  const runId = randomUUID();
  const processing = await claimProcessing(tenantId, inventory, runId);
  if (!processing) {
    const now = await getInventory(tenantId, inventoryId);
    throw (now && refusal(now)) ?? new Conflict(INVENTORY_MESSAGES.busy);
  }
  const params: InventoryProcessingParams = { inventoryId, runId };
  try {
    await startJob(tenantId, "inventoryProcessing", params);
  } catch (error) {
    await failProcessing(tenantId, inventoryId, runId, PROCESS_MESSAGES.notStarted);
    throw error;
  }
  return { ...inventory, processing };
}

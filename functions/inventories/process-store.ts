import type { UpdateCommandInput } from "@aws-sdk/lib-dynamodb";
import { tableName } from "../lib/db";
import { type Inventory, type InventoryProcessingState, PROCESSING_LEASE_MS } from "./storage/inventories";
import { updateIf, type WriteRequest } from "../lib/entities/support/dynamo";
import { sourceKeys } from "../lib/keys";

/**
 * The writes of processing on the inventory item (its `processing` map, InventoryProcessingState): the claim
 * that lets one run at a time process an inventory, the progress each slice moves in its own transaction,
 * the failure and the end. Every write after the claim is conditioned on the run that holds it.
 */

async function updateInventoryIf(tenantId: string, inventoryId: number, update: Omit<UpdateCommandInput, "TableName" | "Key">): Promise<boolean> {
  return (await updateIf(sourceKeys.inventory(tenantId, inventoryId), update)) !== undefined;
}

/**
 * Claims processing for a new run, from the inventory as read: finalized, and either never processed or its
 * last run (still the one read, at the same progress) failed or went silent past the lease. The new run
 * resumes at the progress read. Answers the state claimed, or undefined when another writer changed the
 * inventory first (a parallel click claimed it).
 */
export async function claimProcessing(tenantId: string, inventory: Inventory, runId: string, now = Date.now()): Promise<InventoryProcessingState | undefined> {
  const previous = inventory.processing;
  const state: InventoryProcessingState = {
    status: "running",
    done: previous?.done ?? 0,
    total: inventory.products,
    startedAt: new Date(now).toISOString(),
    runId,
    heartbeatAt: now,
  };
  const claimed = await updateInventoryIf(tenantId, inventory.id, {
    UpdateExpression: "SET #processing = :state",
    ConditionExpression: previous
      ? "#status = :finalized AND #processing.#run = :previousRun AND #processing.#done = :previousDone AND (#processing.#state = :failed OR #processing.#heartbeat < :silentSince)"
      : "#status = :finalized AND attribute_not_exists(#processing)",
    ExpressionAttributeNames: {
      "#status": "status",
      "#processing": "processing",
      ...(previous ? { "#run": "runId", "#done": "done", "#state": "status", "#heartbeat": "heartbeatAt" } : {}),
    },
    ExpressionAttributeValues: {
      ":state": state,
      ":finalized": "finalized",
      ...(previous
        ? { ":previousRun": previous.runId, ":previousDone": previous.done, ":failed": "failed", ":silentSince": now - PROCESSING_LEASE_MS }
        : {}),
    },
  });
  return claimed ? state : undefined;
}

/** The slice's progress, for its transaction: `done` from `from` to `to`, only while `runId` holds the claim. */
export function progressRequest(tenantId: string, inventoryId: number, runId: string, from: number, to: number, now = Date.now()): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: sourceKeys.inventory(tenantId, inventoryId),
      UpdateExpression: "SET #processing.#done = :to, #processing.#heartbeat = :now",
      ConditionExpression: "#status = :finalized AND #processing.#run = :run AND #processing.#state = :running AND #processing.#done = :from",
      ExpressionAttributeNames: { "#status": "status", "#processing": "processing", "#done": "done", "#heartbeat": "heartbeatAt", "#run": "runId", "#state": "status" },
      ExpressionAttributeValues: { ":to": to, ":now": now, ":finalized": "finalized", ":run": runId, ":running": "running", ":from": from },
    },
  };
}

/** A sign of life of the run; false when it no longer holds the claim. */
export function touchProcessing(tenantId: string, inventoryId: number, runId: string, now = Date.now()): Promise<boolean> {
  return updateInventoryIf(tenantId, inventoryId, {
    UpdateExpression: "SET #processing.#heartbeat = :now",
    ConditionExpression: "#status = :finalized AND #processing.#run = :run AND #processing.#state = :running",
    ExpressionAttributeNames: { "#status": "status", "#processing": "processing", "#heartbeat": "heartbeatAt", "#run": "runId", "#state": "status" },
    ExpressionAttributeValues: { ":now": now, ":finalized": "finalized", ":run": runId, ":running": "running" },
  });
}

/** The run failed, with the reason the user reads; progress stays where the last slice left it. */
export async function failProcessing(tenantId: string, inventoryId: number, runId: string, reason: string): Promise<void> {
  await updateInventoryIf(tenantId, inventoryId, {
    UpdateExpression: "SET #processing.#state = :failed, #processing.#error = :reason",
    ConditionExpression: "#processing.#run = :run AND #processing.#state = :running",
    ExpressionAttributeNames: { "#processing": "processing", "#state": "status", "#error": "error", "#run": "runId" },
    ExpressionAttributeValues: { ":failed": "failed", ":reason": reason, ":run": runId, ":running": "running" },
  });
}

/** Every product done: finalized -> processed. False when the run no longer holds the claim. */
export function finishProcessing(tenantId: string, inventoryId: number, runId: string, total: number, now = Date.now()): Promise<boolean> {
  return updateInventoryIf(tenantId, inventoryId, {
    UpdateExpression: "SET #status = :processed, #processing.#state = :done, #processing.#heartbeat = :now",
    ConditionExpression: "#status = :finalized AND #processing.#run = :run AND #processing.#state = :running AND #processing.#done = :total",
    ExpressionAttributeNames: { "#status": "status", "#processing": "processing", "#state": "status", "#heartbeat": "heartbeatAt", "#run": "runId", "#done": "done" },
    ExpressionAttributeValues: { ":processed": "processed", ":done": "done", ":now": now, ":finalized": "finalized", ":run": runId, ":running": "running", ":total": total },
  });
}

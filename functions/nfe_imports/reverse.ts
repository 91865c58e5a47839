import { todayInSaoPaulo } from "../../shared/dates";
import { db, tableName } from "../lib/db";
import { getEntry, getEntryItems, type PurchaseEntry, type PurchaseEntryItem } from "../lib/entities/entries";
import { type StockMovementInput, writeWithStockMovements } from "../lib/entities/stock-movements";
import { mapLimit } from "../lib/entities/support/concurrency";
import { transactWrite, updateIf, WRITE_CONCURRENCY, type WriteRequest } from "../lib/entities/support/dynamo";
import { Conflict, NotFound } from "../lib/errors";
import { sourceKeys } from "../lib/keys";
import { failedConditions, isConditionFailure } from "../lib/transactions";
import { writeOffsOfEntryItems } from "../use_and_loss/read";
import { NFE_MESSAGES } from "./messages";
import { DeleteCommand } from "@aws-sdk/lib-dynamodb";

/**
 * POST /entries/{id}/reverse: an entry imported from an NF-e file, none of whose lines was written off,
 * gives its stock back. Two passes, each resumable:
 * 1. Every item is frozen: its quantity moves to `reversedQuantity` and becomes 0, and it leaves the index of
 *    its product's entries, on the condition that nothing was allocated. A write-off checks the item's
 *    quantity as it read it, so none lands on a frozen item; one that landed first makes the freeze fail, and
 *    the items frozen so far are thawed (409, naming nothing written).
 * 2. Slices of frozen items take their stock back, each with its movement (reason "entry_reversal") and
 *    `stockReturnedAt`, in one transaction; a resumed reversal skips the items already returned.
 * Then the header becomes "reversed" and the key's claim is deleted: the note may be imported again.
 * One reversal of an entry runs at a time: the header is claimed first, so two racing calls cannot each freeze
 * some items, see the other's, thaw and both refuse. A claim older than `CLAIM_STALE_MS` (its call died) is
 * taken over, and the reversal resumes where it stopped.
 */
const SLICE_ITEMS = 32;
/** Well past an API call's limit (29 s): a claim this old belongs to a call that is gone. */
const CLAIM_STALE_MS = 120_000;

const CLAIM_NAMES = { "#status": "status", "#claim": "reversingSince" };

/** Claims the entry's reversal; false when another call holds a fresh claim or the entry was reversed. */
async function claimReversal(tenantId: string, entryId: number, now: number): Promise<boolean> {
  const claimed = await updateIf(sourceKeys.entry(tenantId, entryId), {
    UpdateExpression: "SET #claim = :now",
    ConditionExpression: "(#status = :active OR attribute_not_exists(#status)) AND (attribute_not_exists(#claim) OR #claim < :stale)",
    ExpressionAttributeNames: CLAIM_NAMES,
    ExpressionAttributeValues: { ":now": now, ":stale": now - CLAIM_STALE_MS, ":active": "active" },
  });
  return claimed !== undefined;
}

/** Lets the entry be reversed again after a refused reversal. */
async function releaseReversal(tenantId: string, entryId: number, claimedAt: number): Promise<void> {
  await updateIf(sourceKeys.entry(tenantId, entryId), {
    UpdateExpression: "REMOVE #claim",
    ConditionExpression: "#claim = :mine",
    ExpressionAttributeNames: { "#claim": "reversingSince" },
    ExpressionAttributeValues: { ":mine": claimedAt },
  });
}

const FREEZE_NAMES = { "#quantity": "quantity", "#reversed": "reversedQuantity", "#allocated": "allocated" };

async function freeze(tenantId: string, item: PurchaseEntryItem): Promise<boolean> {
  if (item.reversedQuantity !== undefined) return true;
  const frozen = await updateIf(sourceKeys.entryItem(tenantId, item.id), {
    UpdateExpression: "SET #reversed = #quantity, #quantity = :zero REMOVE gsi1pk, gsi1sk",
    ConditionExpression: "#allocated = :zero AND attribute_not_exists(#reversed) AND #quantity = :quantity",
    ExpressionAttributeNames: FREEZE_NAMES,
    ExpressionAttributeValues: { ":zero": 0, ":quantity": item.quantity },
  });
  return frozen !== undefined;
}

async function thaw(tenantId: string, item: PurchaseEntryItem, date: string): Promise<void> {
  const keys = { gsi1pk: sourceKeys.entryItemsOfProduct(tenantId, item.productId), gsi1sk: sourceKeys.entryItemByDate(date, item.entryId, item.id) };
  await updateIf(sourceKeys.entryItem(tenantId, item.id), {
    UpdateExpression: "SET #quantity = #reversed, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk REMOVE #reversed",
    ConditionExpression: "attribute_exists(#reversed) AND attribute_not_exists(stockReturnedAt)",
    ExpressionAttributeNames: { "#quantity": "quantity", "#reversed": "reversedQuantity" },
    ExpressionAttributeValues: { ":gsi1pk": keys.gsi1pk, ":gsi1sk": keys.gsi1sk },
  });
}

async function refuseForWriteOffs(tenantId: string, items: PurchaseEntryItem[], since: string): Promise<never> {
  const writeOffs = await writeOffsOfEntryItems(tenantId, items.map((item) => item.id), since);
  const named = writeOffs.map((writeOff) => `${writeOff.operation === "use" ? "uso" : "perda"} ${writeOff.operationId} de ${writeOff.operationDate} (${writeOff.product}, ${writeOff.quantity} ${writeOff.unit})`);
  throw new Conflict(named.length ? NFE_MESSAGES.heldByWriteOffs(named) : NFE_MESSAGES.reversalRace);
}

async function returnStock(tenantId: string, accessKey: string, slice: PurchaseEntryItem[], day: string, at: string): Promise<void> {
  const byProduct = new Map<number, number>();
  for (const item of slice) byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + (item.reversedQuantity ?? item.quantity));
  const marks: WriteRequest[] = slice.map((item) => ({
    Update: {
      TableName: tableName(),
      Key: sourceKeys.entryItem(tenantId, item.id),
      UpdateExpression: "SET stockReturnedAt = :at",
      ConditionExpression: "attribute_exists(reversedQuantity) AND attribute_not_exists(stockReturnedAt)",
      ExpressionAttributeValues: { ":at": at },
    },
  }));
  const stock: WriteRequest[] = [...byProduct].map(([productId, quantity]) => ({
    Update: {
      TableName: tableName(),
      Key: sourceKeys.product(tenantId, productId),
      UpdateExpression: "ADD stock :minus",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":minus": -quantity },
    },
  }));
  const movements: StockMovementInput[] = slice.map((item) => ({
    reason: "entry_reversal",
    entryId: item.entryId,
    entryItemId: item.id,
    accessKey,
    productId: item.productId,
    quantity: -(item.reversedQuantity ?? item.quantity),
    date: day,
  }));
  try {
    await writeWithStockMovements(tenantId, [...marks, ...stock], movements);
  } catch (error) {
    if (failedConditions(error)) throw new Conflict(NFE_MESSAGES.reversalBusy);
    throw error;
  }
}

export async function reverseEntry(tenantId: string, entryId: number): Promise<void> {
  const entry = await getEntry(tenantId, entryId, { consistent: true });
  if (!entry) throw new NotFound(NFE_MESSAGES.entryNotFound);
  if (entry.source !== "nfe") throw new Conflict(NFE_MESSAGES.notImportedEntry);
  if (entry.status === "reversed") throw new Conflict(NFE_MESSAGES.alreadyReversed);
  const claimedAt = Date.now();
  if (!(await claimReversal(tenantId, entryId, claimedAt))) {
    const now = await getEntry(tenantId, entryId, { consistent: true });
    throw new Conflict(now?.status === "reversed" ? NFE_MESSAGES.alreadyReversed : NFE_MESSAGES.reversalBusy);
  }
  try {
    await reverseClaimed(tenantId, entryId, entry);
  } catch (error) {
    if (error instanceof Conflict) await releaseReversal(tenantId, entryId, claimedAt);
    throw error;
  }
}

async function reverseClaimed(tenantId: string, entryId: number, entry: PurchaseEntry): Promise<void> {
  const items = [...(await getEntryItems(tenantId, entry.itemIds, { consistent: true })).values()];
  const held = items.filter((item) => item.allocated > 0);
  if (held.length > 0) await refuseForWriteOffs(tenantId, held, entry.date);
  const frozen = await mapLimit(items, WRITE_CONCURRENCY, (item) => freeze(tenantId, item));
  if (frozen.some((ok) => !ok)) {
    await mapLimit(
      items.filter((_, i) => frozen[i] && items[i]?.reversedQuantity === undefined),
      WRITE_CONCURRENCY,
      (item) => thaw(tenantId, item, entry.date),
    );
    const now = [...(await getEntryItems(tenantId, entry.itemIds, { consistent: true })).values()];
    await refuseForWriteOffs(tenantId, now.filter((item) => item.allocated > 0), entry.date);
  }
  const toReturn = [...(await getEntryItems(tenantId, entry.itemIds, { consistent: true })).values()].filter((item) => item.stockReturnedAt === undefined);
  const day = todayInSaoPaulo();
  const at = new Date().toISOString();
  for (let from = 0; from < toReturn.length; from += SLICE_ITEMS) {
    await returnStock(tenantId, entry.accessKey, toReturn.slice(from, from + SLICE_ITEMS), day, at);
  }
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: sourceKeys.entry(tenantId, entryId),
          UpdateExpression: "SET #status = :reversed REMOVE #claim",
          ConditionExpression: "#status = :active OR attribute_not_exists(#status)",
          ExpressionAttributeNames: CLAIM_NAMES,
          ExpressionAttributeValues: { ":reversed": "reversed", ":active": "active" },
        },
      },
    ]);
  } catch (error) {
    if (failedConditions(error)) throw new Conflict(NFE_MESSAGES.alreadyReversed);
    throw error;
  }
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: sourceKeys.entryKeyClaim(tenantId, entry.accessKey),
        ConditionExpression: "entryId = :entry",
        ExpressionAttributeValues: { ":entry": entryId },
      }),
    );
  } catch (error) {
    // Another entry holds the key by now (the ERP's, sent after the reversal): it stays.
    if (!isConditionFailure(error)) throw error;
  }
}

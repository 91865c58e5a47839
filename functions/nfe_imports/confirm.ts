import { todayInSaoPaulo } from "../../shared/dates";
import { fromCents, sumCents, toCents } from "../../shared/money";
import { tableName } from "../lib/db";
import { APP_ENTRY_ID_BASE } from "../lib/entities/entries";
import { claimRequest, ENTRY_WRITE_LEASE_MS, type EntryKeyClaim, getEntryKeyClaim } from "../lib/entities/entry-keys";
import { entryEntity, entryItemEntity } from "../lib/entities/entry-records";
import { type StockMovementInput, writeWithStockMovements } from "../lib/entities/stock-movements";
import { transactWrite, updateIf, type WriteRequest } from "../lib/entities/support/dynamo";
import { reserveIds } from "../lib/entities/support/ids";
import { unitCost } from "../lib/entities/support/numbers";
import { Conflict, NotFound } from "../lib/errors";
import { countEvent } from "../lib/metrics";
import { sourceKeys } from "../lib/keys";
import { failedConditions } from "../lib/transactions";
import type { LineMatch } from "./matching";
import { NFE_MESSAGES } from "./messages";
import { type ReviewState, reviewState } from "./review";
import { confirmingRequest, getImport, importedRequest, type NfeImport, releaseClaimRequest } from "./storage/imports";
import { rememberMappings } from "./storage/line-mappings";
import type { NoteDocument } from "./note/document";
import { randomUUID } from "node:crypto";

/**
 * Confirming an import stores its purchase entry: one per access key and tenant, however many confirmations
 * or uploads of the note run at once, and whatever a crash interrupts.
 *
 * 1. The key is claimed (lib/entities/entry-keys.ts): a conditional Put that only one writer wins. The claim
 *    names the entry's id and its items' first id (reserved beforehand, from APP_ENTRY_ID_BASE on, so they
 *    never meet the ERP's ids) and keeps the writing's progress.
 * 2. The lines go in slices, each one transaction: the slice's entry items, its products' stock raised by
 *    the stock quantity, one stock movement per line (reason "entry", in the numbered feed) and the claim's
 *    progress moved on, on the condition that this writer still holds it at the progress it read. A line is
 *    so never half written, and never written twice. A note of up to 990 lines takes up to 31 slices
 *    (DynamoDB takes 100 writes per transaction: 32 lines are up to 96, with the feed's counter and the
 *    progress).
 * 3. One last transaction puts the entry's header (the entries list shows it from then on), marks the claim
 *    done and the import imported, and releases the key's claim of the import waiting for review.
 * A writer that dies between slices leaves the claim "writing": its lines written so far count in stock and
 * in the feed, but the entry is not listed; confirming the import again after ENTRY_WRITE_LEASE_MS takes the
 * claim over and resumes at its progress, with the same ids.
 */
const SLICE_LINES = 32;

interface ReadyLine extends LineMatch {
  product: NonNullable<LineMatch["product"]>;
  fraction: number;
  stockQuantity: number;
  unitCost: number;
}

const isReady = (line: LineMatch): line is ReadyLine =>
  line.pending === undefined && line.product !== undefined && line.fraction !== undefined && line.stockQuantity !== undefined && line.unitCost !== undefined;

/** Claims the note's key for this import, or takes over a writer of this import that went silent. */
async function holdKey(tenantId: string, record: NfeImport, lines: number, user: string, runId: string): Promise<EntryKeyClaim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = Date.now();
    const existing = await getEntryKeyClaim(tenantId, record.accessKey);
    if (!existing) {
      const [entryId = APP_ENTRY_ID_BASE] = await reserveIds(tenantId, "nfeEntry", 1, APP_ENTRY_ID_BASE);
      const [firstItemId = APP_ENTRY_ID_BASE] = await reserveIds(tenantId, "nfeEntryItem", lines, APP_ENTRY_ID_BASE);
      const claim: EntryKeyClaim = {
        accessKey: record.accessKey,
        entryId,
        source: "nfe",
        state: "writing",
        importId: record.id,
        firstItemId,
        done: 0,
        lines,
        runId,
        heartbeatAt: now,
        claimedAt: new Date(now).toISOString(),
        claimedBy: user,
      };
      try {
        await transactWrite([claimRequest(tenantId, claim), confirmingRequest(tenantId, record.id)]);
        return claim;
      } catch (error) {
        const failed = failedConditions(error);
        if (failed?.includes(1)) throw new Conflict(NFE_MESSAGES.notInReview);
        if (!failed) throw error;
        continue;
      }
    }
    if (existing.state === "done") throw new Conflict(NFE_MESSAGES.alreadyImported(record.accessKey, existing.claimedAt, existing.claimedBy));
    if (existing.importId !== record.id || existing.lines !== lines || now - existing.heartbeatAt < ENTRY_WRITE_LEASE_MS) {
      throw new Conflict(NFE_MESSAGES.beingImported(record.accessKey));
    }
    const takenOver = await updateIf(sourceKeys.entryKeyClaim(tenantId, record.accessKey), {
      UpdateExpression: "SET #run = :run, #heartbeat = :now",
      ConditionExpression: "#run = :previous AND #done = :done AND #state = :writing",
      ExpressionAttributeNames: { "#run": "runId", "#heartbeat": "heartbeatAt", "#done": "done", "#state": "state" },
      ExpressionAttributeValues: { ":run": runId, ":now": now, ":previous": existing.runId, ":done": existing.done, ":writing": "writing" },
    });
    if (takenOver) return { ...existing, runId, heartbeatAt: now };
  }
  throw new Conflict(NFE_MESSAGES.beingImported(record.accessKey));
}

function progressRequest(tenantId: string, accessKey: string, runId: string, from: number, to: number): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: sourceKeys.entryKeyClaim(tenantId, accessKey),
      UpdateExpression: "SET #done = :to, #heartbeat = :now",
      ConditionExpression: "#run = :run AND #done = :from AND #state = :writing",
      ExpressionAttributeNames: { "#done": "done", "#heartbeat": "heartbeatAt", "#run": "runId", "#state": "state" },
      ExpressionAttributeValues: { ":to": to, ":now": Date.now(), ":run": runId, ":from": from, ":writing": "writing" },
    },
  };
}

export interface EntryPlan {
  claim: EntryKeyClaim;
  document: NoteDocument;
  supplierId: number;
  supplier: string;
  lines: ReadyLine[];
}

const itemIdOf = (plan: EntryPlan, index: number): number => plan.claim.firstItemId + index;

function itemOf(tenantId: string, plan: EntryPlan, line: ReadyLine, index: number) {
  const { document, claim } = plan;
  return entryItemEntity.toItem(tenantId, {
    id: itemIdOf(plan, index),
    entryId: claim.entryId,
    entryNumber: document.number,
    entryDate: document.issueDate,
    supplierId: plan.supplierId,
    supplier: plan.supplier,
    productId: line.product.id,
    entryQuantity: line.line.quantity,
    entryUnit: line.line.unit,
    entryUnitCost: line.line.quantity > 0 ? unitCost(line.line.lineCost / line.line.quantity) : 0,
    fraction: line.fraction,
    quantity: line.stockQuantity,
    unit: line.product.unit,
    unitCost: line.unitCost,
    totalCost: line.line.lineCost,
    icmsCredit: line.line.icmsCredit,
    allocated: 0,
  });
}

/** One slice: its items, its products' stock (one update per product), its movements and the progress. */
export async function writeSlice(tenantId: string, plan: EntryPlan, from: number, to: number, day: string): Promise<void> {
  const slice = plan.lines.slice(from, to);
  const stockByProduct = new Map<number, number>();
  for (const line of slice) stockByProduct.set(line.product.id, (stockByProduct.get(line.product.id) ?? 0) + line.stockQuantity);
  const items: WriteRequest[] = slice.map((line, i) => ({
    Put: { TableName: tableName(), Item: itemOf(tenantId, plan, line, from + i), ConditionExpression: "attribute_not_exists(pk)" },
  }));
  const stock: WriteRequest[] = [...stockByProduct].map(([productId, quantity]) => ({
    Update: {
      TableName: tableName(),
      Key: sourceKeys.product(tenantId, productId),
      UpdateExpression: "ADD stock :quantity",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":quantity": quantity },
    },
  }));
  const requests = [progressRequest(tenantId, plan.claim.accessKey, plan.claim.runId, from, to), ...items, ...stock];
  const movements: StockMovementInput[] = slice.map((line, i) => ({
    reason: "entry",
    entryId: plan.claim.entryId,
    entryItemId: itemIdOf(plan, from + i),
    accessKey: plan.claim.accessKey,
    productId: line.product.id,
    quantity: line.stockQuantity,
    date: day,
  }));
  try {
    await writeWithStockMovements(tenantId, requests, movements);
  } catch (error) {
    if (failedConditions(error)?.includes(0)) throw new Conflict(NFE_MESSAGES.beingImported(plan.claim.accessKey));
    throw error;
  }
}

/** The header, the claim done and the import imported, at once: from here on the entry is listed. */
async function finish(tenantId: string, plan: EntryPlan, importId: number): Promise<void> {
  const { claim, document } = plan;
  const header = entryEntity.toItem(tenantId, {
    id: claim.entryId,
    number: document.number,
    series: document.series,
    accessKey: claim.accessKey,
    source: "nfe",
    status: "active",
    date: document.issueDate,
    supplierId: plan.supplierId,
    supplier: plan.supplier,
    totalCost: fromCents(sumCents(plan.lines.map((line) => toCents(line.line.lineCost)))),
    icmsCredit: fromCents(sumCents(plan.lines.map((line) => toCents(line.line.icmsCredit)))),
    itemIds: plan.lines.map((_, i) => itemIdOf(plan, i)),
  });
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: sourceKeys.entryKeyClaim(tenantId, claim.accessKey),
          UpdateExpression: "SET #state = :done",
          ConditionExpression: "#run = :run AND #progress = :lines AND #state = :writing",
          ExpressionAttributeNames: { "#state": "state", "#run": "runId", "#progress": "done" },
          ExpressionAttributeValues: { ":done": "done", ":run": claim.runId, ":lines": plan.lines.length, ":writing": "writing" },
        },
      },
      { Put: { TableName: tableName(), Item: header, ConditionExpression: "attribute_not_exists(pk)" } },
      importedRequest(tenantId, importId, claim.entryId),
      releaseClaimRequest(tenantId, claim.accessKey),
      {
        Put: {
          TableName: tableName(),
          Item: { ...sourceKeys.entryNumberClaim(tenantId, document.supplier.cnpj, document.series, document.number), accessKey: claim.accessKey },
        },
      },
    ]);
  } catch (error) {
    if (failedConditions(error)) throw new Conflict(NFE_MESSAGES.beingImported(claim.accessKey));
    throw error;
  }
}

export type SliceWriter = typeof writeSlice;

export interface ConfirmOptions {
  /** Writes one slice (writeSlice; a test passes one that dies midway, to show a confirmation resumed). */
  writeSlice?: SliceWriter;
  /**
   * The import and its review state as the caller just read them (an upload that found the note needs no
   * review), not read again. The key's claim still checks that the import waits for review.
   */
  reviewed?: ReviewState;
}

/**
 * POST /nfe_imports/{id}/confirm (and an upload whose note needs no review): stores the entry of an import
 * waiting for review, once every line has its product and fraction and its warnings were accepted, and
 * remembers each line's product and fraction for the supplier's next notes. Answers the entry's id.
 */
export async function confirmImport(tenantId: string, importId: number, user: string, acceptWarnings: boolean, options: ConfirmOptions = {}): Promise<number> {
  const write = options.writeSlice ?? writeSlice;
  const stored = options.reviewed?.stored ?? (await getImport(tenantId, importId));
  if (!stored || stored.record.id !== importId) throw new NotFound(NFE_MESSAGES.importNotFound);
  if (stored.record.status !== "review") throw new Conflict(NFE_MESSAGES.notInReview);
  const state = options.reviewed ?? (await reviewState(tenantId, stored));
  const lines = state.matching.lines.filter(isReady);
  if (lines.length < state.matching.lines.length) throw new Conflict(NFE_MESSAGES.pendingLines(state.matching.lines.length - lines.length));
  if (state.warnings > 0 && !acceptWarnings) throw new Conflict(NFE_MESSAGES.acceptWarnings(state.warnings));
  const { record, document } = stored;
  const claim = await holdKey(tenantId, record, lines.length, user, randomUUID());
  const plan: EntryPlan = { claim, document, supplierId: record.supplierId, supplier: record.supplier, lines };
  const day = todayInSaoPaulo();
  for (let from = claim.done; from < lines.length; from += SLICE_LINES) {
    await write(tenantId, plan, from, Math.min(lines.length, from + SLICE_LINES), day);
  }
  await finish(tenantId, plan, record.id);
  await rememberMappings(
    tenantId,
    lines.map((line) => ({ supplierId: record.supplierId, supplierCode: line.line.supplierCode, unit: line.line.unit, productId: line.product.id, fraction: line.fraction })),
  );
  countEvent("NfeImported");
  return claim.entryId;
}

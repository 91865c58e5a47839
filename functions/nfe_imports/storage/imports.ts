import * as z from "zod";
import { DeleteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../lib/db";
import { gunzipJson, gzipJson } from "../../lib/gzip-json";
import { failedConditions, isConditionFailure, isTransactionConflict } from "../../lib/transactions";
import { nfeKeys } from "../../lib/keys";
import { backoff } from "../../lib/entities/support/concurrency";
import { getItem, queryIndex, type StoredItem, transactWrite, updateIf, type WriteRequest } from "../../lib/entities/support/dynamo";
import { defineEntity, type EntityOf, itemReader, stored } from "../../lib/entities/support/entity";
import { nextId } from "../../lib/counters";
import type { NoteDocument, NoteProblem } from "../note/document";

/**
 * An NF-e file being imported: the document read from it (never the XML again), the supplier it names, the
 * order it is checked against and the user's answers for its lines (product and fraction by line number).
 * It waits in "review" until confirmed ("imported", with its entry) or discarded (deleted). While it waits, it
 * holds its access key's claim (importClaimEntity): a note is never waiting for review twice, however many
 * uploads of it run at once.
 *
 * The document is kept gzipped (a 990-line note is some hundreds of KB of JSON, above DynamoDB's 400 KB
 * item; gzipped, a few tens).
 *
 * Keys: pk T#<t>#NFEIMPORT, sk <id padded>; gsi1pk T#<t>#NFEIMPORT#<status>, gsi1sk <id padded>.
 * Access patterns: one import: GetItem; imports of a status (the review list): Query gsi1.
 */
export const NFE_IMPORT_STATUSES = ["review", "imported"] as const;
export type NfeImportStatus = (typeof NFE_IMPORT_STATUSES)[number];

export const importEntity = defineEntity({
  keys: (tenantId, record) => ({
    ...nfeKeys.import(tenantId, record.id),
    gsi1pk: nfeKeys.importsByStatus(tenantId, record.status),
    gsi1sk: String(record.id).padStart(10, "0"),
  }),
  item: z.object({
    id: stored.number(),
    status: stored.oneOf(NFE_IMPORT_STATUSES, "review"),
    file: stored.text(),
    accessKey: stored.text(),
    supplierId: stored.number(),
    supplier: stored.text(),
    supplierCnpj: stored.text(),
    newSupplier: stored.flag(false),
    series: stored.text(),
    number: stored.text(),
    issueDate: stored.text(),
    total: stored.number(),
    icmsCredit: stored.number(),
    lines: stored.number(),
    /** 0: not checked against an order. */
    orderId: stored.number(),
    /** The user's answers by line number. */
    choiceProducts: stored.numberById(),
    choiceFractions: stored.numberById(),
    entryId: stored.number(),
    createdAt: stored.text(),
    createdBy: stored.text(),
  }),
});

export type NfeImport = EntityOf<typeof importEntity>;

/**
 * The access key's claim of the import waiting for review: put with the import (on the condition that there
 * is none), released with it when it is confirmed (confirm.ts) or discarded.
 *
 * Keys: pk T#<t>#NFEIMPORTKEY, sk <access key>. Access patterns: GetItem (upload); conditional Put; Delete.
 */
export const importClaimEntity = defineEntity({
  keys: (tenantId, claim) => nfeKeys.importOfKey(tenantId, claim.accessKey),
  item: z.object({ accessKey: stored.text(), importId: stored.number() }),
});

/** The id of the import waiting for review of this key, if any. */
export async function waitingImportId(tenantId: string, accessKey: string): Promise<number | undefined> {
  const item = await getItem(nfeKeys.importOfKey(tenantId, accessKey), { consistent: true });
  return item ? importClaimEntity.fromItem(item).importId : undefined;
}

/** Releases the key's claim, in the transaction that confirms the import. */
export function releaseClaimRequest(tenantId: string, accessKey: string): WriteRequest {
  return { Delete: { TableName: tableName(), Key: nfeKeys.importOfKey(tenantId, accessKey) } };
}

const CONFLICT_ATTEMPTS = 5;

/** One transaction, tried again while it only meets another transaction on the same items. */
async function transactPatiently(requests: WriteRequest[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await transactWrite(requests);
    } catch (error) {
      if (!isTransactionConflict(error) || failedConditions(error) || attempt + 1 >= CONFLICT_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
}

const readDocumentBytes = itemReader(z.object({ document: z.instanceof(Uint8Array).catch(new Uint8Array()) }));

export interface StoredImport {
  record: NfeImport;
  document: NoteDocument;
  /** The warnings and infos the reading found in the file (its blocks refused it before). */
  readingProblems: NoteProblem[];
}

function fromItem(item: StoredItem): StoredImport {
  const bytes = readDocumentBytes(item).document;
  const { document, readingProblems } = gunzipJson<Omit<StoredImport, "record">>(bytes);
  return { record: importEntity.fromItem(item), document, readingProblems };
}

export const newImportId = (tenantId: string): Promise<number> => nextId(tenantId, "nfeImport");

function storedChoices(choices: Map<number, number>): Record<string, number> {
  return Object.fromEntries([...choices].map(([line, value]) => [String(line), value]));
}

/**
 * Stores the import with its key's claim. Answers undefined when it did; when another import waits for review
 * with that key, nothing is stored and the answer is that import's id.
 */
export async function createImport(tenantId: string, record: NfeImport, document: NoteDocument, readingProblems: NoteProblem[]): Promise<number | undefined> {
  const item = {
    ...importEntity.toItem(tenantId, record),
    choiceProducts: storedChoices(record.choiceProducts),
    choiceFractions: storedChoices(record.choiceFractions),
    document: gzipJson({ document, readingProblems }),
  };
  const claim = importClaimEntity.toItem(tenantId, { accessKey: record.accessKey, importId: record.id });
  for (let attempt = 0; attempt < CONFLICT_ATTEMPTS; attempt++) {
    try {
      await transactPatiently([
        { Put: { TableName: tableName(), Item: claim, ConditionExpression: "attribute_not_exists(pk)" } },
        { Put: { TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(pk)" } },
      ]);
      return undefined;
    } catch (error) {
      if (!failedConditions(error)?.includes(0)) throw error;
      // Released between the put and this read: the key is free again.
      const holder = await waitingImportId(tenantId, record.accessKey);
      if (holder !== undefined) return holder;
    }
  }
  throw new Error(`the claim of ${record.accessKey} kept changing hands`);
}

export async function getImport(tenantId: string, id: number): Promise<StoredImport | undefined> {
  const item = await getItem(nfeKeys.import(tenantId, id), { consistent: true });
  return item ? fromItem(item) : undefined;
}

/** The imports of a status, newest first (without their documents). */
export async function listImports(tenantId: string, status: NfeImportStatus): Promise<NfeImport[]> {
  const items = await queryIndex(nfeKeys.importsByStatus(tenantId, status), {}, { descending: true });
  return items.map(importEntity.fromItem);
}

/** The user's answer for a line, while the import waits for review; false when it no longer does. */
export async function setLineChoice(tenantId: string, id: number, line: number, productId: number, fraction: number): Promise<boolean> {
  const updated = await updateIf(nfeKeys.import(tenantId, id), {
    UpdateExpression: "SET #products.#line = :product, #fractions.#line = :fraction",
    ConditionExpression: "#status = :review",
    ExpressionAttributeNames: { "#products": "choiceProducts", "#fractions": "choiceFractions", "#line": String(line), "#status": "status" },
    ExpressionAttributeValues: { ":product": productId, ":fraction": fraction, ":review": "review" },
  });
  return updated !== undefined;
}

export async function setImportOrder(tenantId: string, id: number, orderId: number): Promise<boolean> {
  const updated = await updateIf(nfeKeys.import(tenantId, id), {
    UpdateExpression: "SET #order = :order",
    ConditionExpression: "#status = :review",
    ExpressionAttributeNames: { "#order": "orderId", "#status": "status" },
    ExpressionAttributeValues: { ":order": orderId, ":review": "review" },
  });
  return updated !== undefined;
}

/**
 * Marks an import as being confirmed, with the claim of its key (confirm.ts): from then on it cannot be
 * discarded, so a confirmation interrupted midway can always be resumed.
 */
export function confirmingRequest(tenantId: string, id: number): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: nfeKeys.import(tenantId, id),
      UpdateExpression: "SET #confirming = :yes",
      ConditionExpression: "#status = :review",
      ExpressionAttributeNames: { "#status": "status", "#confirming": "confirming" },
      ExpressionAttributeValues: { ":yes": true, ":review": "review" },
    },
  };
}

/** Review → imported with its entry, for the transaction that puts the entry's header. */
export function importedRequest(tenantId: string, id: number, entryId: number): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: nfeKeys.import(tenantId, id),
      UpdateExpression: "SET #status = :imported, #entry = :entry, gsi1pk = :gsi1pk",
      ConditionExpression: "#status = :review",
      ExpressionAttributeNames: { "#status": "status", "#entry": "entryId" },
      ExpressionAttributeValues: { ":imported": "imported", ":review": "review", ":entry": entryId, ":gsi1pk": nfeKeys.importsByStatus(tenantId, "imported") },
    },
  };
}

/**
 * Discards an import waiting for review, releasing its key's claim; false when there is none, or it is being
 * (or was) confirmed.
 */
export async function removeImport(tenantId: string, id: number, accessKey: string): Promise<boolean> {
  const removal = {
    TableName: tableName(),
    Key: nfeKeys.import(tenantId, id),
    ConditionExpression: "#status = :review AND attribute_not_exists(#confirming)",
    ExpressionAttributeNames: { "#status": "status", "#confirming": "confirming" },
    ExpressionAttributeValues: { ":review": "review" },
  };
  const release: WriteRequest = {
    Delete: {
      TableName: tableName(),
      Key: nfeKeys.importOfKey(tenantId, accessKey),
      ConditionExpression: "attribute_not_exists(pk) OR #import = :id",
      ExpressionAttributeNames: { "#import": "importId" },
      ExpressionAttributeValues: { ":id": id },
    },
  };
  try {
    await transactPatiently([{ Delete: removal }, release]);
    return true;
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) return false;
    if (!failed) throw error;
  }
  // The key is another import's: this one was stored before imports claimed their keys.
  try {
    await db().send(new DeleteCommand(removal));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

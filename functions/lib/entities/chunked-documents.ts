import * as z from "zod";
import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db";
import type { Key } from "../keys";
import { getAll, type StoredItem } from "./support/dynamo";
import { itemReader, keysOf, stored } from "./support/entity";

/**
 * A document stored as one or more items ("chunks") below DynamoDB's 400 KB item limit. Chunk 0 is the head:
 * it holds `chunks` and the `version` every chunk of the same write carries. Extra chunks are written before
 * the head, so a reader that sees a head finds its chunks; a reader that sees mixed versions (a rewrite in
 * between) reads again.
 */
export interface ChunkedDocument {
  headKey: Key;
  chunkKey: (chunk: number) => Key;
}

export interface StoredDocument {
  version: string;
  /** The head item (its other attributes). */
  head: StoredItem;
  blobs: Uint8Array[];
}

/** Below the item limit with room for keys and attributes. */
export const MAX_CHUNK_BYTES = 350_000;
const READ_ATTEMPTS = 3;

/** A chunk's item: how many chunks its document has (on the head) and the version of the write it belongs to. */
const readChunk = itemReader(z.object({ chunks: stored.number(1), version: stored.text() }));

const itemId = (item: StoredItem) => keyId(keysOf(item));
const keyId = (key: Key) => `${key.pk}\u0000${key.sk}`;

function blobOf(item: StoredItem): Uint8Array | undefined {
  return item.data instanceof Uint8Array ? item.data : undefined;
}

export interface WriteOptions {
  /**
   * The head beside its chunks, in one round trip instead of two: only for a cache, whose reader builds again
   * when it finds a head before its chunks (readChunked refuses the mix, as for a rewrite under way).
   */
  headWithChunks?: boolean;
}

/** Writes a document's chunks (overwriting), extra chunks first; answers the version written. */
export async function writeChunked(document: ChunkedDocument, blobs: readonly Uint8Array[], attributes: StoredItem = {}, options: WriteOptions = {}): Promise<string> {
  const version = randomUUID();
  const items = blobs.map((data, chunk) => ({
    ...(chunk === 0 ? document.headKey : document.chunkKey(chunk)),
    ...attributes,
    chunk,
    chunks: blobs.length,
    version,
    data,
  }));
  const put = (item: StoredItem) => db().send(new PutCommand({ TableName: tableName(), Item: item }));
  if (options.headWithChunks) {
    await Promise.all(items.map(put));
    return version;
  }
  const [head, ...rest] = items;
  await Promise.all(rest.map(put));
  if (head) await put(head);
  return version;
}

/**
 * Reads documents: one BatchGet of the heads, then one of the extra chunks if any. Missing documents answer
 * undefined.
 */
export async function readChunked(documents: readonly ChunkedDocument[]): Promise<(StoredDocument | undefined)[]> {
  if (documents.length === 0) return [];
  for (let attempt = 1; ; attempt++) {
    const heads = new Map((await getAll(documents.map((doc) => doc.headKey))).map((item) => [itemId(item), item]));
    const extraKeys = documents.flatMap((doc) => {
      const head = heads.get(keyId(doc.headKey));
      const count = head ? readChunk(head).chunks : 0;
      return Array.from({ length: Math.max(0, count - 1) }, (_, index) => doc.chunkKey(index + 1));
    });
    const extras = new Map((extraKeys.length ? await getAll(extraKeys) : []).map((item) => [itemId(item), item]));
    let consistent = true;
    const result = documents.map((doc): StoredDocument | undefined => {
      const head = heads.get(keyId(doc.headKey));
      if (!head) return undefined;
      const { version, chunks } = readChunk(head);
      const items = [head];
      for (let chunk = 1; chunk < chunks; chunk++) {
        const item = extras.get(keyId(doc.chunkKey(chunk)));
        if (!item || readChunk(item).version !== version) consistent = false;
        else items.push(item);
      }
      return { version, head, blobs: items.flatMap((item) => blobOf(item) ?? []) };
    });
    if (consistent) return result;
    if (attempt >= READ_ATTEMPTS) throw new Error("Documento sendo regravado; tente novamente.");
  }
}

/** The current version of each document (a BatchGet of the heads without their data), undefined if missing. */
export async function readVersions(documents: readonly ChunkedDocument[]): Promise<(string | undefined)[]> {
  if (documents.length === 0) return [];
  const heads = new Map((await getAll(documents.map((doc) => doc.headKey), ["pk", "sk", "version"])).map((item) => [itemId(item), item]));
  return documents.map((doc) => {
    const head = heads.get(keyId(doc.headKey));
    return head ? readChunk(head).version : undefined;
  });
}

import { createHash } from "node:crypto";
import { afterChecks } from "../deferred-writes";
import { keys } from "../keys";
import { log } from "../log";
import { TABLE } from "../table";
import { type ChunkedDocument, MAX_CHUNK_BYTES, readChunked, writeChunked } from "./chunked-documents";
import { deletePartition } from "./support/dynamo";
import * as z from "zod";
import { itemReader, stored as storedField } from "./support/entity";

/**
 * Bytes derived from other documents (a list's gzipped answer, a search index), stored by the signature of
 * what they were derived from, so a fresh container reads them instead of deriving them again. A derivation
 * is named by a hash of its signature and never rewritten with other content: a new signature is a new name,
 * and old ones leave by TTL a week after they were written.
 *
 * Keys: pk T#<t>#DERIVED, sk <key>#<signature hash>#<chunk> (keys.derivation).
 * Access patterns: one derivation: BatchGet of its head, then of its chunks (chunked-documents.ts); the
 * derivations of a removed record: Query begins_with(sk, <key prefix>).
 */
/** A derivation's head: the number noted with it. */
const readNote = itemReader(z.object({ note: storedField.number() }));

const STORED_FOR_SECONDS = 7 * 24 * 3600;

function document(tenantId: string, key: string, signature: string): ChunkedDocument {
  const name = `${key}#${createHash("sha256").update(signature).digest("base64url").slice(0, 22)}`;
  return { headKey: keys.derivation(tenantId, name, 0), chunkKey: (chunk) => keys.derivation(tenantId, name, chunk) };
}

export interface StoredDerivation {
  bytes: Buffer;
  /** What the writer noted beside the bytes. */
  note: number;
}

/** The derivation stored for this signature, or undefined (never stored, expired, or unreadable). */
export async function readDerivation(tenantId: string, key: string, signature: string): Promise<StoredDerivation | undefined> {
  try {
    const [stored] = await readChunked([document(tenantId, key, signature)]);
    return stored ? { bytes: Buffer.concat(stored.blobs), note: readNote(stored.head).note } : undefined;
  } catch (error) {
    log.warn("stored derivation unreadable", { key, error: String(error) });
    return undefined;
  }
}

/**
 * Stores a derivation, after the request's checks when inside one (deferred-writes.ts); a failure is logged,
 * not thrown (the next reader derives it again).
 */
export function storeDerivation(tenantId: string, key: string, signature: string, bytes: Buffer, note = 0): Promise<void> {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += MAX_CHUNK_BYTES) chunks.push(bytes.subarray(at, at + MAX_CHUNK_BYTES));
  return afterChecks(async () => {
    try {
      const expires = Math.floor(Date.now() / 1000) + STORED_FOR_SECONDS;
      // A reader that finds the head before its chunks derives again, so the request that stores waits one round trip, not two.
      await writeChunked(document(tenantId, key, signature), chunks, { note, [TABLE.ttlAttribute]: expires }, { headWithChunks: true });
    } catch (error) {
      log.warn("derivation not stored", { key, error: String(error) });
    }
  });
}

/**
 * Removes every derivation whose key starts with `keyPrefix` (what was derived from a record just removed)
 * rather than leaving it to the TTL: the keys of the tenant's derivations under the prefix, then deletes. A failure
 * is logged, not thrown: the record is gone already, and the TTL still removes what is left.
 */
export async function removeDerivations(tenantId: string, keyPrefix: string): Promise<void> {
  try {
    await deletePartition(keys.derivationsPartition(tenantId), keyPrefix);
  } catch (error) {
    log.warn("derivations not removed", { keyPrefix, error: String(error) });
  }
}

import { tableName } from "../../lib/db";
import { Conflict } from "../../lib/errors";
import { sourceKeys } from "../../lib/keys";
import { backoff, mapLimit } from "../../lib/entities/support/concurrency";
import { deleteRequest, getAll, putAllIf, putRequest, queryPartition, type StoredItem, WRITE_CONCURRENCY, type WriteRequest, writeAll } from "../../lib/entities/support/dynamo";
import { keysOf } from "../../lib/entities/support/entity";
import { orderHeaderEntity } from "./order-records";
import { generationTime, unchangedSince, VERSION_ATTRIBUTE, versionOf } from "../../lib/entities/support/versions";

/**
 * Replacing purchase orders' items all or nothing, for readers and against concurrent replacements (an order
 * holds up to 990 items, more than one transaction takes). Each replacement writes its items under a
 * generation of its own (sk <generation>#<item>), invisible to readers, then makes it current by putting the
 * header that names it (`itemsGeneration`), conditioned on the header's version as read; only then is the
 * generation it displaced deleted. Readers follow the header, so they see one whole item set. A replacement
 * whose header changed meanwhile reads it again and displaces that one: the last to put its header wins, as
 * if the two had come one after the other.
 */
export interface OrderReplacement {
  /** Position in the batch, for messages. */
  index: number;
  orderId: number;
  generation: string;
  /** The items as stored, keyed under `generation`. */
  items: StoredItem[];
  /** The header as stored, naming `generation`. */
  header: StoredItem;
}

/**
 * The generation of an order's items its header names. Orders stored before generations have none (""): their
 * items' sk is the bare item id.
 */
export function generationOf(header: StoredItem): string {
  return orderHeaderEntity.fromItem(header).itemsGeneration;
}

export function itemGeneration(item: StoredItem): string {
  const { sk } = keysOf(item);
  const separator = sk.indexOf("#");
  return separator < 0 ? "" : sk.slice(0, separator);
}

const keyOf = keysOf;

export async function replaceOrders(tenantId: string, replacements: OrderReplacement[]): Promise<void> {
  await writeAll(replacements.flatMap((replacement) => replacement.items).map(putRequest));
  const { made, refused } = await makeCurrent(tenantId, replacements);
  await deleteDisplaced(tenantId, made);
  const [first] = refused;
  if (first) {
    await writeAll(refused.flatMap((replacement) => replacement.items).map((item) => deleteRequest(keyOf(item))));
    throw new Conflict(`Item ${first.index}: o pedido ${first.orderId} está sendo alterado por outras chamadas ao mesmo tempo. Envie-o de novo.`);
  }
}

/** Replacements of one order that kept losing to others are refused after this many tries. */
const MAKE_CURRENT_ATTEMPTS = 8;

interface MadeCurrent {
  replacement: OrderReplacement;
  /** The header it displaced; none for a new order. */
  previous?: StoredItem;
}

/**
 * Puts each replacement's header, conditioned on the header it read (its version); a replacement whose
 * header changed in between reads it again and tries once more, up to MAKE_CURRENT_ATTEMPTS.
 */
async function makeCurrent(tenantId: string, replacements: OrderReplacement[]): Promise<{ made: MadeCurrent[]; refused: OrderReplacement[] }> {
  const made: MadeCurrent[] = [];
  let pending = replacements;
  for (let attempt = 0; pending.length > 0 && attempt < MAKE_CURRENT_ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt);
    const headers = await getAll(
      pending.map((replacement) => sourceKeys.order(tenantId, replacement.orderId)),
      undefined,
      { consistent: true },
    );
    const current = new Map(headers.map((header) => [orderHeaderEntity.fromItem(header).id, header]));
    const puts = pending.map((replacement): WriteRequest => {
      const previous = current.get(replacement.orderId);
      return { Put: { TableName: tableName(), Item: { ...replacement.header, [VERSION_ATTRIBUTE]: versionOf(previous) + 1 }, ...unchangedSince(previous) } };
    });
    const written = await putAllIf(puts);
    pending.forEach((replacement, i) => {
      if (written[i]) made.push({ replacement, previous: current.get(replacement.orderId) });
    });
    pending = pending.filter((_, i) => !written[i]);
  }
  return { made, refused: pending };
}

/**
 * A generation nobody displaced is left by a writer that stopped between its items and its header; once
 * older than any request runs (29 s in AWS), with a wide margin, the next replacement deletes it.
 */
const ABANDONED_AFTER_MS = 10 * 60_000;

function isAbandoned(generation: string, now: number): boolean {
  if (generation === "") return true; // items from before generations, once any replacement has happened
  const madeAt = generationTime(generation);
  return madeAt !== undefined && now - madeAt > ABANDONED_AFTER_MS;
}

/** Deletes the items of the generations the new headers displaced, and abandoned ones. */
async function deleteDisplaced(tenantId: string, made: MadeCurrent[]): Promise<void> {
  const now = Date.now();
  const stale = await mapLimit(made, WRITE_CONCURRENCY, async ({ replacement, previous }) => {
    if (!previous) return [];
    const displaced = generationOf(previous);
    const items = await queryPartition(sourceKeys.orderItemsPartition(tenantId, replacement.orderId), undefined, { consistent: true });
    return items.filter((item) => {
      const generation = itemGeneration(item);
      return generation !== replacement.generation && (generation === displaced || isAbandoned(generation, now));
    });
  });
  await writeAll(stale.flat().map((item) => deleteRequest(keyOf(item))));
}

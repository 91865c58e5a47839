import { DeleteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db";
import { Conflict, InvalidInput } from "../errors";
import { type Key, sourceKeys } from "../keys";
import { log } from "../log";
import { isConditionFailure } from "../transactions";
import { type Claim, claimRequest, commitRequest, isClaimed, newClaimToken, releaseRequest } from "./support/claims";
import { backoff, mapLimit } from "./support/concurrency";
import { getAll, putAllIf, type StoredItem, updateIf, WRITE_CONCURRENCY } from "./support/dynamo";
import { itemReader, keysOf, stored } from "./support/entity";
import { entryEntity, entryItemEntity } from "./entry-records";

/**
 * Replacing purchase entries' items (entries.ts decides what to store). An entry item keeps its own key for
 * good: write-offs allocate against it (`allocated`), so a replacement rewrites items in place, and more of
 * them than one transaction holds (up to 990). Replacements of one entry are kept from interleaving by a claim
 * on the entry's header (support/claims.ts): everything is checked on consistent reads, the headers are
 * claimed on the versions read (a replacement under way makes the next one wait, up to CLAIM_WAIT_MS, then
 * 409), the items are written, and the header put back ends the claim. So the stored items are always the
 * set of one replacement and the header's totals their sum. A replacement that fails midway (a write-off
 * landing on an item between the check and the write) puts the items back as read and answers 409.
 * While one is being written, the last entries list may show it half done for those milliseconds.
 *
 * The header remembers in `pendingItemIds` the items a claimant may have written; a writer that died leaves
 * them listed there, and the next replacement of the entry deletes those it does not send.
 */
export interface EntryItemAttributes {
  id: number;
  entryId: number;
  quantity: number;
  [attribute: string]: unknown;
}

export interface EntryReplacement {
  /** Position in the batch, for messages. */
  index: number;
  entryId: number;
  /** The entry's header as it will be stored (keys included). */
  header: StoredItem;
  items: EntryItemAttributes[];
}

/** How long a replacement waits for another one of the same entry to finish. */
const CLAIM_WAIT_MS = 10_000;
const PENDING = "pendingItemIds";

const MESSAGES = {
  owned: (index: number, j: number, owner: number) => `Item ${index}: campo 'items[${j}].id' já pertence à entrada ${owner}.`,
  removedWithWriteOffs: (entryId: number, itemId: number) => `Entrada ${entryId}: o item ${itemId} tem baixas fiscais e não pode ser removido.`,
  belowWriteOffs: (entryId: number, itemId: number) => `Entrada ${entryId}: o item ${itemId} tem baixas fiscais acima da nova quantidade.`,
  takenMeanwhile: (entryId: number, itemId: number) => `Entrada ${entryId}: o item ${itemId} passou a pertencer a outra entrada.`,
  busy: (index: number, entryId: number) =>
    `Item ${index}: a entrada ${entryId} está sendo gravada por outra chamada. Envie-a de novo em instantes.`,
};

/** A replacement with what it read: the header and every item it may touch, by id. */
interface Planned {
  replacement: EntryReplacement;
  header: StoredItem | undefined;
  before: Map<number, StoredItem>;
  /** Items the header lists (or a claimant left) that the replacement does not send: to delete. */
  stale: number[];
}

interface Claimed extends Planned {
  claim: Claim;
}

const headerKey = (tenantId: string, planned: Planned): Key => sourceKeys.entry(tenantId, planned.replacement.entryId);

/** What a replacement reads of an entry's header: the items it lists and those a claimant may have written. */
const readHeader = itemReader(entryEntity.item.pick({ itemIds: true }).extend({ [PENDING]: stored.numbers() }));

function previousItemIds(header: StoredItem | undefined): number[] {
  if (!header) return [];
  const { itemIds, pendingItemIds } = readHeader(header);
  return [...new Set([...itemIds, ...pendingItemIds])];
}

const allocatedOf = (item: StoredItem | undefined): number => (item ? entryItemEntity.fromItem(item).allocated : 0);
const entryIdOf = (item: StoredItem): number => entryItemEntity.fromItem(item).entryId;

/**
 * Reads the headers and items consistently and applies the rules to each replacement: an item of another
 * entry is refused (400); an item with write-offs cannot disappear nor drop below them (409).
 */
async function plan(tenantId: string, replacements: EntryReplacement[]): Promise<Planned[]> {
  const headers = await getAll(
    replacements.map((replacement) => sourceKeys.entry(tenantId, replacement.entryId)),
    undefined,
    { consistent: true },
  );
  const headerOf = new Map(headers.map((header) => [keysOf(header).sk, header]));
  const read = replacements.map((replacement) => ({ replacement, header: headerOf.get(sourceKeys.entry(tenantId, replacement.entryId).sk) }));
  const ids = read.flatMap(({ replacement, header }) => [...replacement.items.map((item) => item.id), ...previousItemIds(header)]);
  const items = await getAll(ids.map((id) => sourceKeys.entryItem(tenantId, id)), undefined, { consistent: true });
  const before = new Map(items.map((item) => [entryItemEntity.fromItem(item).id, item]));
  return read.map(({ replacement, header }) => ({ replacement, header, before, stale: checkRules(replacement, header, before) }));
}

function checkRules(replacement: EntryReplacement, header: StoredItem | undefined, before: Map<number, StoredItem>): number[] {
  const { entryId } = replacement;
  replacement.items.forEach((item, j) => {
    const stored = before.get(item.id);
    if (stored && entryIdOf(stored) !== entryId) throw new InvalidInput(MESSAGES.owned(replacement.index, j, entryIdOf(stored)));
  });
  const sent = new Set(replacement.items.map((item) => item.id));
  const stale = previousItemIds(header).filter((id) => {
    const stored = before.get(id);
    return !sent.has(id) && stored !== undefined && entryIdOf(stored) === entryId;
  });
  const withWriteOffs = stale.find((id) => allocatedOf(before.get(id)) > 0);
  if (withWriteOffs !== undefined) throw new Conflict(MESSAGES.removedWithWriteOffs(entryId, withWriteOffs));
  const belowWriteOffs = replacement.items.find((item) => allocatedOf(before.get(item.id)) > item.quantity);
  if (belowWriteOffs) throw new Conflict(MESSAGES.belowWriteOffs(entryId, belowWriteOffs.id));
  return stale;
}

/**
 * Idempotent by entry id: each entry's items become exactly the ones sent (new ones added, changed ones
 * updated keeping their write-offs, missing ones removed). Every rule is checked before anything is written.
 */
export async function replaceEntries(tenantId: string, replacements: EntryReplacement[]): Promise<void> {
  const claimed = await claimAll(tenantId, await plan(tenantId, replacements));
  try {
    await writeItems(tenantId, claimed);
  } catch (error) {
    await mapLimit(claimed, WRITE_CONCURRENCY, (entry) => restoreItems(tenantId, entry));
    await releaseAll(tenantId, claimed);
    throw error;
  }
  const committed = await putAllIf(claimed.map((entry) => commitRequest(entry.replacement.header, entry.claim)));
  const lapsed = claimed.find((_, i) => !committed[i]);
  if (lapsed) throw new Conflict(MESSAGES.busy(lapsed.replacement.index, lapsed.replacement.entryId));
}

/**
 * Claims every header on the version planned. A header another replacement holds, or that changed since it
 * was read, is read and checked again after a pause, until CLAIM_WAIT_MS; then the claims taken are released
 * and the call answers 409.
 */
async function claimAll(tenantId: string, planned: Planned[]): Promise<Claimed[]> {
  const token = newClaimToken();
  const deadline = Date.now() + CLAIM_WAIT_MS;
  const claimed: Claimed[] = [];
  let pending = planned;
  try {
    for (let attempt = 0; ; attempt++) {
      const now = Date.now();
      const tries = pending
        .filter((entry) => !isClaimed(entry.header, now))
        .map((entry) => {
          const pending = entry.header ? readHeader(entry.header).pendingItemIds : [];
          const mayWrite = [...new Set([...pending, ...entry.replacement.items.map((item) => item.id)])];
          return { entry, ...claimRequest(headerKey(tenantId, entry), entry.header, token, { [PENDING]: mayWrite }, now) };
        });
      const written = await putAllIf(tries.map(({ request }) => request));
      const won = new Set<Planned>();
      tries.forEach(({ entry, claim }, i) => {
        if (!written[i]) return;
        claimed.push({ ...entry, claim });
        won.add(entry);
      });
      pending = pending.filter((entry) => !won.has(entry));
      const [first] = pending;
      if (!first) return claimed;
      if (Date.now() >= deadline) throw new Conflict(MESSAGES.busy(first.replacement.index, first.replacement.entryId));
      await backoff(attempt, 25, 500);
      pending = await plan(tenantId, pending.map((entry) => entry.replacement));
    }
  } catch (error) {
    await releaseAll(tenantId, claimed);
    throw error;
  }
}

async function releaseAll(tenantId: string, claimed: Claimed[]): Promise<void> {
  try {
    await putAllIf(claimed.map((entry) => releaseRequest(headerKey(tenantId, entry), entry.claim)));
  } catch (error) {
    // The claims lapse on their own after CLAIM_LEASE_MS.
    log.warn("entry claims not released", { tenantId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** New items first, then changed ones, then the stale ones deleted; the header comes after all of them. */
async function writeItems(tenantId: string, claimed: Claimed[]): Promise<void> {
  const fresh = claimed.flatMap(({ replacement, before }) => replacement.items.filter((item) => !before.has(item.id)));
  const changed = claimed.flatMap(({ replacement, before }) => replacement.items.filter((item) => before.has(item.id)));
  const stale = claimed.flatMap(({ replacement, stale }) => stale.map((itemId) => ({ entryId: replacement.entryId, itemId })));
  const written = await putAllIf(
    fresh.map((item) => ({
      Put: {
        TableName: tableName(),
        Item: { ...item, ...sourceKeys.entryItem(tenantId, item.id), allocated: 0 },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    })),
  );
  const taken = fresh.find((_, i) => !written[i]);
  if (taken) throw new Conflict(MESSAGES.takenMeanwhile(taken.entryId, taken.id));
  await mapLimit(changed, WRITE_CONCURRENCY, (item) => updateExistingItem(tenantId, item));
  await mapLimit(stale, WRITE_CONCURRENCY, ({ entryId, itemId }) => deleteStaleItem(tenantId, entryId, itemId));
}

/** `SET #a0 = :a0, ...` for every attribute but the keys and `allocated`. */
function setAttributes(attributes: StoredItem): { sets: string[]; names: Record<string, string>; values: Record<string, unknown> } {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(attributes)
    .filter(([name]) => name !== "pk" && name !== "sk" && name !== "allocated")
    .map(([name, value], i) => {
      names[`#a${i}`] = name;
      values[`:a${i}`] = value;
      return `#a${i} = :a${i}`;
    });
  return { sets, names, values };
}

async function updateExistingItem(tenantId: string, item: EntryItemAttributes): Promise<void> {
  const { sets, names, values } = setAttributes(item);
  const updated = await updateIf(sourceKeys.entryItem(tenantId, item.id), {
    UpdateExpression: `SET ${sets.join(", ")}, #allocated = if_not_exists(#allocated, :zero)`,
    // Never below what write-offs already took from it.
    ConditionExpression: "attribute_not_exists(#allocated) OR #allocated <= :quantity",
    ExpressionAttributeNames: { ...names, "#allocated": "allocated" },
    ExpressionAttributeValues: { ...values, ":zero": 0, ":quantity": item.quantity },
  });
  if (!updated) throw new Conflict(MESSAGES.belowWriteOffs(item.entryId, item.id));
}

async function deleteStaleItem(tenantId: string, entryId: number, itemId: number): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: sourceKeys.entryItem(tenantId, itemId),
        ConditionExpression: "attribute_not_exists(allocated) OR allocated = :zero",
        ExpressionAttributeValues: { ":zero": 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new Conflict(MESSAGES.removedWithWriteOffs(entryId, itemId));
  }
}

/**
 * Puts back every item a failed replacement may have touched, as it was read: changed and deleted ones get
 * their attributes again (keeping write-offs made since, and never below them), new ones go. Items that
 * became another entry's are left alone. Best effort: what cannot be put back stays listed as pending.
 */
async function restoreItems(tenantId: string, { replacement, before, stale }: Claimed): Promise<void> {
  const { entryId } = replacement;
  const touched = [...replacement.items.map((item) => item.id), ...stale];
  await mapLimit(touched, WRITE_CONCURRENCY, async (itemId) => {
    const key = sourceKeys.entryItem(tenantId, itemId);
    const stored = before.get(itemId);
    try {
      if (stored) {
        const { sets, names, values } = setAttributes(stored);
        // A condition that no longer holds leaves the item as it is, like the delete's below.
        await updateIf(key, {
          UpdateExpression: `SET ${sets.join(", ")}, #allocated = if_not_exists(#allocated, :allocated)`,
          ConditionExpression: "(attribute_not_exists(pk) OR #entryId = :entryId) AND (attribute_not_exists(#allocated) OR #allocated <= :quantity)",
          ExpressionAttributeNames: { ...names, "#allocated": "allocated", "#entryId": "entryId" },
          ExpressionAttributeValues: { ...values, ":allocated": allocatedOf(stored), ":entryId": entryId, ":quantity": entryItemEntity.fromItem(stored).quantity },
        });
      } else {
        await db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: key,
            ConditionExpression: "entryId = :entryId AND allocated = :zero",
            ExpressionAttributeValues: { ":entryId": entryId, ":zero": 0 },
          }),
        );
      }
    } catch (error) {
      if (isConditionFailure(error)) return;
      log.warn("entry item not restored", { tenantId, entryId, itemId, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

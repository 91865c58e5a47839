import * as z from "zod";
import { ENTRY_SOURCES } from "../../../shared/contracts/nfe-imports";
import { tableName } from "../db";
import { sourceKeys } from "../keys";
import { getItem, putAllIf, type WriteRequest } from "./support/dynamo";
import { defineEntity, type EntityOf, stored } from "./support/entity";

/**
 * One purchase entry per NF-e access key and tenant, whoever stores it (an NF-e file imported here, or the
 * ERP's integration): the first writer puts the key's claim on the condition that there is none, and every
 * other writer of that key finds it taken. An imported note's claim also carries the progress of its entry
 * being written (functions/nfe_imports/confirm.ts): "writing" while its lines go in, in slices, "done" once
 * the entry's header is in place. A writer that died leaves "writing" with a heartbeat that lapses; the next
 * confirmation of the same import takes the claim over and resumes where the progress stands.
 *
 * Keys: pk T#<t>#ENTRYKEY, sk <access key>. Access patterns: GetItem (upload, confirm, the ERP's upsert);
 * conditional Put (claim), conditional Update (progress, takeover); Delete when an imported entry is reversed.
 */
export const ENTRY_KEY_STATES = ["writing", "done"] as const;

export const entryKeyClaimEntity = defineEntity({
  keys: (tenantId, claim) => sourceKeys.entryKeyClaim(tenantId, claim.accessKey),
  item: z.object({
    accessKey: stored.text(),
    entryId: stored.number(),
    source: stored.oneOf(ENTRY_SOURCES, "erp"),
    state: stored.oneOf(ENTRY_KEY_STATES, "done"),
    /** The import whose confirmation claimed it (0 for the ERP). */
    importId: stored.number(),
    /** The id of the entry's first item: an imported entry's items take consecutive ids. */
    firstItemId: stored.number(),
    /** Lines written so far, of `lines`. */
    done: stored.number(),
    lines: stored.number(),
    /** The writer holding it while "writing", and its last sign of life (epoch ms). */
    runId: stored.text(),
    heartbeatAt: stored.number(),
    /** When and by whom the key was claimed (pt-BR messages name them). */
    claimedAt: stored.text(),
    claimedBy: stored.text(),
  }),
});

export type EntryKeyClaim = EntityOf<typeof entryKeyClaimEntity>;

/** A writer silent for this long is taken for dead: its claim may be taken over. */
export const ENTRY_WRITE_LEASE_MS = 60_000;

export async function getEntryKeyClaim(tenantId: string, accessKey: string): Promise<EntryKeyClaim | undefined> {
  const item = await getItem(sourceKeys.entryKeyClaim(tenantId, accessKey), { consistent: true });
  return item ? entryKeyClaimEntity.fromItem(item) : undefined;
}

export function claimRequest(tenantId: string, claim: EntryKeyClaim): WriteRequest {
  return {
    Put: { TableName: tableName(), Item: entryKeyClaimEntity.toItem(tenantId, claim), ConditionExpression: "attribute_not_exists(pk)" },
  };
}

/** Claims each key for its entry; answers, per claim, whether it was taken (false: another writer has it). */
export function claimEntryKeys(tenantId: string, claims: EntryKeyClaim[]): Promise<boolean[]> {
  return putAllIf(claims.map((claim) => claimRequest(tenantId, claim)));
}

/**
 * The ERP's entries that may be stored: those without a key, and those whose key is free (claimed now for
 * them) or already theirs. An entry whose key another entry holds (a note imported from its file) is left
 * out: the key has its entry already.
 */
export async function entriesFreeOfKeys<E extends { id: number; accessKey?: string | undefined }>(tenantId: string, entries: E[], now = new Date()): Promise<E[]> {
  const firstOfKey = new Map<string, E>();
  for (const entry of entries) if (entry.accessKey && !firstOfKey.has(entry.accessKey)) firstOfKey.set(entry.accessKey, entry);
  const keyed = [...firstOfKey.values()];
  if (keyed.length === 0) return entries;
  const claims = keyed.map(
    (entry): EntryKeyClaim => ({
      accessKey: entry.accessKey ?? "",
      entryId: entry.id,
      source: "erp",
      state: "done",
      importId: 0,
      firstItemId: 0,
      done: 0,
      lines: 0,
      runId: "",
      heartbeatAt: 0,
      claimedAt: now.toISOString(),
      claimedBy: "INTEGRAÇÃO",
    }),
  );
  const taken = await claimEntryKeys(tenantId, claims);
  // A second entry of the batch with a key already named by another one is the same note twice.
  const blocked = new Set<E>(entries.filter((entry) => entry.accessKey && firstOfKey.get(entry.accessKey) !== entry));
  await Promise.all(
    keyed.map(async (entry, i) => {
      if (taken[i]) return;
      const holder = await getEntryKeyClaim(tenantId, entry.accessKey ?? "");
      if (holder?.entryId !== entry.id) blocked.add(entry);
    }),
  );
  return entries.filter((entry) => !blocked.has(entry));
}

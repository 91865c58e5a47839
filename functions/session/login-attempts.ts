import * as z from "zod";
import { getItem, type StoredItem, updateIf } from "../lib/entities/support/dynamo";
import { itemReader, stored } from "../lib/entities/support/entity";
import type { Key } from "../lib/keys";

/**
 * One sign-in attempt counter (lockout.ts says which counters an attempt takes). Within a window it holds
 * `pending`, the attempts whose password is being checked, and `used`, those plus the ones that failed. An
 * attempt takes a slot with one conditional update before any password work, so parallel attempts never check
 * more passwords than the limit allows. Times are epoch milliseconds, except expiresAt: epoch seconds, the
 * table's TTL attribute. Decisions read windowEndsAt, since TTL deletes late.
 */
export interface AttemptSlot {
  key: Key;
  /** The window the slot was taken in: a slot is never given back to a later window. */
  windowStartedAt: number;
}

/** A counter as stored. */
const readCounter = itemReader(
  z.object({ windowStartedAt: stored.number(), windowEndsAt: stored.number(), used: stored.number(), pending: stored.number() }),
);

/** Contended restarts of an ended window are retried this often before the attempt is refused. */
const TAKE_ROUNDS = 3;

/** Takes a slot, or answers undefined when the counter already holds `limit` attempts in its window. */
export async function takeAttemptSlot(key: Key, limit: number, windowMs: number, now: number): Promise<AttemptSlot | undefined> {
  for (let round = 0; round < TAKE_ROUNDS; round++) {
    const taken = await takeInOpenWindow(key, limit, windowMs, now);
    if (taken) return taken;
    const current = await getItem(key, { consistent: true });
    if (current && readCounter(current).windowEndsAt > now) return undefined;
    const restarted = await startWindow(key, current, windowMs, now);
    if (restarted) return restarted;
  }
  return undefined;
}

async function takeInOpenWindow(key: Key, limit: number, windowMs: number, now: number): Promise<AttemptSlot | undefined> {
  const updated = await updateIf(key, {
    UpdateExpression:
      "SET windowStartedAt = if_not_exists(windowStartedAt, :now), windowEndsAt = if_not_exists(windowEndsAt, :endsAt), " +
      "expiresAt = if_not_exists(expiresAt, :expiresAt) ADD used :one, pending :one",
    ConditionExpression: "attribute_not_exists(pk) OR (windowEndsAt > :now AND used < :limit)",
    ExpressionAttributeValues: { ":now": now, ":endsAt": now + windowMs, ":expiresAt": epochSeconds(now + windowMs), ":one": 1, ":limit": limit },
    ReturnValues: "ALL_NEW",
  });
  return updated ? { key, windowStartedAt: readCounter(updated).windowStartedAt } : undefined;
}

/** Starts a new window holding this attempt, unless another attempt restarted the ended one first. */
async function startWindow(key: Key, ended: StoredItem | undefined, windowMs: number, now: number): Promise<AttemptSlot | undefined> {
  const seen: Record<string, number> = ended ? { ":seen": readCounter(ended).windowStartedAt } : {};
  const updated = await updateIf(key, {
    UpdateExpression: "SET used = :one, pending = :one, windowStartedAt = :now, windowEndsAt = :endsAt, expiresAt = :expiresAt",
    ConditionExpression: ended ? "windowStartedAt = :seen" : "attribute_not_exists(pk)",
    ExpressionAttributeValues: { ":one": 1, ":now": now, ":endsAt": now + windowMs, ":expiresAt": epochSeconds(now + windowMs), ...seen },
  });
  return updated ? { key, windowStartedAt: now } : undefined;
}

/** The attempt ended without a verdict (an error): it counts for nothing. */
export async function giveBackSlot(slot: AttemptSlot): Promise<void> {
  await updateSlot(slot, "ADD used :minusOne, pending :minusOne", { ":minusOne": -1 });
}

/** The attempt succeeded and clears the failures of its window; attempts still being checked keep their slots. */
export async function clearFailures(slot: AttemptSlot): Promise<void> {
  // Operands are read before the update: both assignments see the same pending.
  await updateSlot(slot, "SET used = pending - :one, pending = pending - :one", { ":one": 1 });
}

/** The attempt failed: its slot stays taken. Answers the failures of the window, undefined if it has ended. */
export async function recordFailure(slot: AttemptSlot): Promise<number | undefined> {
  const updated = await updateSlot(slot, "ADD pending :minusOne", { ":minusOne": -1 });
  if (!updated) return undefined;
  const { used, pending } = readCounter(updated);
  return used - pending;
}

/** Keeps the counter's window (and so its refusals) open until `until`. */
export async function extendWindow(slot: AttemptSlot, until: number): Promise<void> {
  await updateSlot(slot, "SET windowEndsAt = :until, expiresAt = :expiresAt", { ":until": until, ":expiresAt": epochSeconds(until) });
}

function updateSlot(slot: AttemptSlot, expression: string, values: Record<string, number>): Promise<StoredItem | undefined> {
  return updateIf(slot.key, {
    UpdateExpression: expression,
    ConditionExpression: "windowStartedAt = :startedAt",
    ExpressionAttributeValues: { ...values, ":startedAt": slot.windowStartedAt },
    ReturnValues: "ALL_NEW",
  });
}

function epochSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

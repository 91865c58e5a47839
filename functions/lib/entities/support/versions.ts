import { randomBytes } from "node:crypto";
import type { StoredItem } from "./dynamo";
import * as z from "zod";
import { itemReader, stored } from "./entity";

/**
 * Optimistic versions. A record whose writes must not overwrite one another blindly carries `version`,
 * bumped by every write; a write is conditioned on the version it read, so anything written in between
 * (an edit, a removal, a replacement) fails the condition instead of being lost or undone. Rows written before
 * versions existed have none and read as version 0.
 */
export const VERSION_ATTRIBUTE = "version";

export interface Condition {
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const readVersion = itemReader(z.object({ [VERSION_ATTRIBUTE]: stored.number() }));

export function versionOf(item: StoredItem | undefined): number {
  return item ? readVersion(item).version : 0;
}

/** The row is exactly as read: absent if it was absent, else present with the version it had. */
export function unchangedSince(read: StoredItem | undefined): Condition {
  if (!read) return { ConditionExpression: "attribute_not_exists(pk)" };
  const version = versionOf(read);
  if (version === 0) {
    return { ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(#version)", ExpressionAttributeNames: { "#version": VERSION_ATTRIBUTE } };
  }
  return {
    ConditionExpression: "#version = :version",
    ExpressionAttributeNames: { "#version": VERSION_ATTRIBUTE },
    ExpressionAttributeValues: { ":version": version },
  };
}

/**
 * A unique id for one write of a record's children: the time it was made (base 36, so the age of an
 * abandoned one can be told) and random bytes. Letters, digits and a dot only.
 */
export function newGeneration(now = Date.now()): string {
  return `${now.toString(36)}.${randomBytes(6).toString("hex")}`;
}

/** When a generation was made (ms since the epoch), or undefined for anything newGeneration did not make. */
export function generationTime(generation: string): number | undefined {
  const [time, random] = generation.split(".");
  if (!time || !random) return undefined;
  const value = Number.parseInt(time, 36);
  return Number.isFinite(value) ? value : undefined;
}

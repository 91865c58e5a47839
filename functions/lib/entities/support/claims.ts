import { randomUUID } from "node:crypto";
import { tableName } from "../../db";
import type { Key } from "../../keys";
import type { StoredItem, WriteRequest } from "./dynamo";
import * as z from "zod";
import { itemReader, stored } from "./entity";
import { unchangedSince, VERSION_ATTRIBUTE, versionOf } from "./versions";

/**
 * A writer's exclusive claim on a record's header while it rewrites the record's children, for children
 * that cannot move to a new generation because other rules address them by their own keys (purchase entry
 * items: the write-offs' ledger). The claim is taken on the header's version as read, so two writers never
 * hold it together; it ends when the writer puts the header back (commit) or gives up (release), and a claim
 * left by a writer that died lapses after CLAIM_LEASE_MS. Every write to the header bumps its version.
 */
const CLAIM = "claim";
const CLAIM_UNTIL = "claimUntil";

/** Longer than any request runs (29 s in AWS), so a live writer never loses its claim. */
export const CLAIM_LEASE_MS = 60_000;

export interface Claim {
  token: string;
  /** The header's version once claimed. */
  version: number;
}

export const newClaimToken = (): string => randomUUID();

/** Whether another writer holds the header (a claim not yet lapsed). */
const readClaim = itemReader(z.object({ [CLAIM]: stored.text(), [CLAIM_UNTIL]: stored.number() }));

export function isClaimed(header: StoredItem | undefined, now = Date.now()): boolean {
  if (!header) return false;
  const claim = readClaim(header);
  return claim[CLAIM] !== "" && claim[CLAIM_UNTIL] > now;
}

/**
 * Claims a header as read (absent: a stub header holding only the claim is created). `attributes` are set
 * with the claim (what the claimant may write, for whoever comes after a writer that died).
 */
export function claimRequest(
  key: Key,
  header: StoredItem | undefined,
  token: string,
  attributes: StoredItem = {},
  now = Date.now(),
): { request: WriteRequest; claim: Claim } {
  const version = versionOf(header) + 1;
  const condition = unchangedSince(header);
  const names: Record<string, string> = { "#claim": CLAIM, "#until": CLAIM_UNTIL, "#version": VERSION_ATTRIBUTE, ...condition.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ":claim": token, ":until": now + CLAIM_LEASE_MS, ":next": version, ...condition.ExpressionAttributeValues };
  const sets = ["#claim = :claim", "#until = :until", "#version = :next"];
  Object.entries(attributes).forEach(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = value;
    sets.push(`#a${i} = :a${i}`);
  });
  return {
    request: {
      Update: {
        TableName: tableName(),
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: `SET ${sets.join(", ")}`,
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    claim: { token, version },
  };
}

/** Puts the rewritten header in place of the claimed one (which ends the claim), if the claim still holds. */
export function commitRequest(header: StoredItem, claim: Claim): WriteRequest {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...header, [VERSION_ATTRIBUTE]: claim.version + 1 },
      ConditionExpression: "#claim = :claim",
      ExpressionAttributeNames: { "#claim": CLAIM },
      ExpressionAttributeValues: { ":claim": claim.token },
    },
  };
}

/** Ends a claim leaving the header as it was (apart from what the claim set). */
export function releaseRequest(key: Key, claim: Claim): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: "SET #version = :next REMOVE #claim, #until",
      ConditionExpression: "#claim = :claim",
      ExpressionAttributeNames: { "#claim": CLAIM, "#until": CLAIM_UNTIL, "#version": VERSION_ATTRIBUTE },
      ExpressionAttributeValues: { ":claim": claim.token, ":next": claim.version + 1 },
    },
  };
}

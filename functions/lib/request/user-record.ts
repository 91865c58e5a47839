import * as z from "zod";
import { ROLES } from "../../../shared/contracts/users";
import { getItem } from "../entities/support/dynamo";
import { defineEntity, type EntityOf, itemReader, stored } from "../entities/support/entity";
import { keys } from "../keys";

/**
 * A user as stored, and the lookups both the users screen and the sign-in make (by id, by username).
 * Users are written by functions/users/store.ts.
 */
export const userEntity = defineEntity({
  keys: (tenantId, user) => keys.user(tenantId, user.id),
  item: z.object({
    pk: stored.text(),
    sk: stored.text(),
    tenantId: stored.text(),
    id: stored.number(),
    name: stored.text(),
    username: stored.text(),
    avatar: stored.text(),
    // An unknown role gets the least access.
    role: stored.oneOf(ROLES, "user"),
    passwordHash: stored.text(),
    /** Bumped on password change; sessions signed with an older version end. */
    sessionVersion: stored.number(),
  }),
});

export type UserRecord = EntityOf<typeof userEntity>;

export const userFromItem = userEntity.fromItem;

/** A username's uniqueness item: the user it names. */
const readUsernameClaim = itemReader(z.object({ userId: stored.optionalNumber() }));

export async function getUser(tenantId: string, id: number): Promise<UserRecord | undefined> {
  const item = await getItem(keys.user(tenantId, id));
  return item ? userFromItem(item) : undefined;
}

/** The user a username names, through its uniqueness item. */
export async function findUserByUsername(tenantId: string, username: string): Promise<UserRecord | undefined> {
  const claim = await getItem(keys.username(tenantId, username));
  const userId = claim && readUsernameClaim(claim).userId;
  return userId === undefined ? undefined : getUser(tenantId, userId);
}

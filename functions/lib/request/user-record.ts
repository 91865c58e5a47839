import { type Role, ROLES } from "../../../shared/contracts/users";
import { getItem, type StoredItem } from "../entities/support/dynamo";
import { num, oneOf, str } from "../entities/support/fields";
import { keys } from "../keys";

/**
 * A user as stored, and the lookups both the users screen and the sign-in make (by id, by username).
 * Users are written by functions/users/store.ts.
 */
export interface UserRecord {
  pk: string;
  sk: string;
  tenantId: string;
  id: number;
  name: string;
  username: string;
  avatar: string;
  role: Role;
  passwordHash: string;
  /** Bumped on password change; sessions signed with an older version end. */
  sessionVersion: number;
}

export function userFromItem(item: StoredItem): UserRecord {
  return {
    pk: str(item, "pk"),
    sk: str(item, "sk"),
    tenantId: str(item, "tenantId"),
    id: num(item, "id"),
    name: str(item, "name"),
    username: str(item, "username"),
    avatar: str(item, "avatar"),
    // An unknown role gets the least access.
    role: oneOf(item, "role", ROLES, "user"),
    passwordHash: str(item, "passwordHash"),
    sessionVersion: num(item, "sessionVersion"),
  };
}

export async function getUser(tenantId: string, id: number): Promise<UserRecord | undefined> {
  const item = await getItem(keys.user(tenantId, id));
  return item ? userFromItem(item) : undefined;
}

/** The user a username names, through its uniqueness item. */
export async function findUserByUsername(tenantId: string, username: string): Promise<UserRecord | undefined> {
  const claim = await getItem(keys.username(tenantId, username));
  if (typeof claim?.userId !== "number") return undefined;
  return getUser(tenantId, claim.userId);
}

import { isStaleVersion, STALE_RECORD_MESSAGE } from "../../shared/contracts/record-version";
import type { CreateUserRequest, UpdateUserRequest, UserView } from "../../shared/contracts/users";
import { nextId } from "../lib/counters";
import { tableName } from "../lib/db";
import { getItem, queryPartition, type StoredItem, transactWrite, type WriteRequest } from "../lib/entities/support/dynamo";
import { unchangedSince, VERSION_ATTRIBUTE, versionOf } from "../lib/entities/support/versions";
import { Conflict, NotFound } from "../lib/errors";
import { keys } from "../lib/keys";
import { hashPassword } from "../lib/passwords";
import { failedConditions, isTransactionConflict } from "../lib/transactions";
import { type UserRecord, userFromItem } from "../lib/request/user-record";

/**
 * Concurrency: a user row carries a version that every write here bumps, and the list shows it. The users
 * screen sends back the version of the row it read (record-version.ts): an edit or removal of an older
 * version is refused (409) and writes nothing, so a dialog opened before someone else's save cannot overwrite
 * it. Each write is also conditioned on the version read when the request starts: of two edits that overlap,
 * the one that writes second is refused (409) instead of silently overwriting the first (also for callers
 * that send no version); an edit never brings back a user removed meanwhile; and a login is claimed by one
 * creation only.
 */

export const USER_MESSAGES = {
  notFound: "Usuário não encontrado.",
  duplicate: (username: string) => `Já existe um Usuário com o Login '${username}'!`,
  ownAccount: "Você não pode remover a sua própria conta.",
  lastAdmin: "É preciso manter ao menos um Administrador.",
  busy: "O registro foi alterado por outra pessoa. Tente novamente.",
  removedMeanwhile: "O Usuário foi removido por outra pessoa. Atualize a lista.",
};

/** A user as the list and the edit answer show it, with the version an edit sends back. */
export type VersionedUser = UserRecord & { version: number };

export function toUserView(user: VersionedUser): UserView {
  return { id: user.id, name: user.name, username: user.username, avatar: user.avatar, role: user.role, version: user.version };
}

function versionedUser(item: StoredItem): VersionedUser {
  return { ...userFromItem(item), version: versionOf(item) };
}

export async function listUsers(tenantId: string): Promise<VersionedUser[]> {
  return (await queryPartition(keys.usersPartition(tenantId))).map(versionedUser);
}

function claimUsername(tenantId: string, username: string, userId: number): WriteRequest {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.username(tenantId, username), userId },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}

function changeAdminCount(tenantId: string, delta: 1 | -1): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.adminCount(tenantId),
      UpdateExpression: "ADD #count :delta",
      // Losing an administrator is only allowed while another one remains.
      ...(delta < 0 ? { ConditionExpression: "#count > :one" } : {}),
      ExpressionAttributeNames: { "#count": "count" },
      ExpressionAttributeValues: delta < 0 ? { ":delta": delta, ":one": 1 } : { ":delta": delta },
    },
  };
}

export async function createUser(tenantId: string, input: CreateUserRequest): Promise<VersionedUser> {
  const id = await nextId(tenantId, "user");
  const user: UserRecord = {
    ...keys.user(tenantId, id),
    tenantId,
    id,
    name: input.name,
    username: input.username,
    avatar: input.avatar,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    sessionVersion: 1,
  };
  const items: WriteRequest[] = [
    { Put: { TableName: tableName(), Item: { ...user, [VERSION_ATTRIBUTE]: 1 }, ...unchangedSince(undefined) } },
    claimUsername(tenantId, user.username, id),
  ];
  if (user.role === "admin") items.push(changeAdminCount(tenantId, 1));
  try {
    await transactWrite(items);
  } catch (error) {
    if (failedConditions(error)?.includes(1) || isTransactionConflict(error)) {
      throw new Conflict(USER_MESSAGES.duplicate(user.username));
    }
    throw error;
  }
  return { ...user, version: 1 };
}

/**
 * A write conditioned on the row as read was refused: someone edited or removed the user meanwhile. A request
 * that sent the version it read now holds an older one: it is told to reload.
 */
async function lostRace(tenantId: string, id: number, sentVersion: number | undefined): Promise<Conflict> {
  const stillThere = await getItem(keys.user(tenantId, id), { consistent: true });
  if (!stillThere) return new Conflict(USER_MESSAGES.removedMeanwhile);
  return new Conflict(sentVersion === undefined ? USER_MESSAGES.busy : STALE_RECORD_MESSAGE);
}

/** The stored user, refused (409) when the caller read an older version of it. */
async function readForChange(tenantId: string, id: number, sentVersion: number | undefined): Promise<StoredItem> {
  const stored = await getItem(keys.user(tenantId, id), { consistent: true });
  if (!stored) throw new NotFound(USER_MESSAGES.notFound);
  if (isStaleVersion(sentVersion, versionOf(stored))) throw new Conflict(STALE_RECORD_MESSAGE);
  return stored;
}

export async function updateUser(tenantId: string, id: number, input: UpdateUserRequest): Promise<VersionedUser> {
  const stored = await readForChange(tenantId, id, input.version);
  const current = userFromItem(stored);
  const newPassword = input.password;
  const updated: UserRecord = {
    ...current,
    name: input.name,
    username: input.username,
    avatar: input.avatar,
    role: input.role,
    passwordHash: newPassword !== undefined ? await hashPassword(newPassword) : current.passwordHash,
    sessionVersion: newPassword !== undefined ? current.sessionVersion + 1 : current.sessionVersion,
  };
  const items: WriteRequest[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...updated, [VERSION_ATTRIBUTE]: versionOf(stored) + 1 },
        // The row as read: an edit or removal in between refuses this one.
        ...unchangedSince(stored),
      },
    },
  ];
  const usernameChanged = updated.username !== current.username;
  if (usernameChanged) {
    items.push(claimUsername(tenantId, updated.username, id), {
      Delete: { TableName: tableName(), Key: keys.username(tenantId, current.username) },
    });
  }
  if (current.role !== updated.role) items.push(changeAdminCount(tenantId, updated.role === "admin" ? 1 : -1));
  try {
    await transactWrite(items);
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) throw await lostRace(tenantId, id, input.version);
    if (usernameChanged && failed?.includes(1)) throw new Conflict(USER_MESSAGES.duplicate(updated.username));
    if (failed?.length) throw new Conflict(USER_MESSAGES.lastAdmin);
    if (isTransactionConflict(error)) throw new Conflict(input.version === undefined ? USER_MESSAGES.busy : STALE_RECORD_MESSAGE);
    throw error;
  }
  return { ...updated, version: versionOf(stored) + 1 };
}

export async function deleteUser(tenantId: string, id: number, actingUserId: number, sentVersion?: number): Promise<void> {
  if (id === actingUserId) throw new Conflict(USER_MESSAGES.ownAccount);
  const stored = await readForChange(tenantId, id, sentVersion);
  const current = userFromItem(stored);
  const items: WriteRequest[] = [
    // The row as read, so the login and role released below are still its own.
    { Delete: { TableName: tableName(), Key: keys.user(tenantId, id), ...unchangedSince(stored) } },
    { Delete: { TableName: tableName(), Key: keys.username(tenantId, current.username) } },
  ];
  if (current.role === "admin") items.push(changeAdminCount(tenantId, -1));
  try {
    await transactWrite(items);
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) throw await lostRace(tenantId, id, sentVersion);
    if (failed?.length) throw new Conflict(USER_MESSAGES.lastAdmin);
    if (isTransactionConflict(error)) throw new Conflict(sentVersion === undefined ? USER_MESSAGES.busy : STALE_RECORD_MESSAGE);
    throw error;
  }
}

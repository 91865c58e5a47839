import type { CreateUserRequest, UpdateUserRequest, UserView } from "../../shared/contracts/users";
import { nextId } from "../lib/counters";
import { tableName } from "../lib/db";
import { queryPartition, transactWrite, type WriteRequest } from "../lib/entities/support/dynamo";
import { Conflict, NotFound } from "../lib/errors";
import { keys } from "../lib/keys";
import { hashPassword } from "../lib/passwords";
import { failedConditions, isTransactionConflict } from "../lib/transactions";
import { getUser, type UserRecord, userFromItem } from "../lib/user-record";

export const USER_MESSAGES = {
  notFound: "Usuário não encontrado.",
  duplicate: (username: string) => `Já existe um Usuário com o Login '${username}'!`,
  ownAccount: "Você não pode remover a sua própria conta.",
  lastAdmin: "É preciso manter ao menos um Administrador.",
  busy: "O registro foi alterado por outra pessoa. Tente novamente.",
};

export function toUserView(user: UserRecord): UserView {
  return { id: user.id, name: user.name, username: user.username, avatar: user.avatar, role: user.role };
}

export async function listUsers(tenantId: string): Promise<UserRecord[]> {
  return (await queryPartition(keys.usersPartition(tenantId))).map(userFromItem);
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

export async function createUser(tenantId: string, input: CreateUserRequest): Promise<UserRecord> {
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
    { Put: { TableName: tableName(), Item: user, ConditionExpression: "attribute_not_exists(pk)" } },
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
  return user;
}

export async function updateUser(tenantId: string, id: number, input: UpdateUserRequest): Promise<UserRecord> {
  const current = await getUser(tenantId, id);
  if (!current) throw new NotFound(USER_MESSAGES.notFound);
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
        Item: updated,
        // Optimistic lock: a concurrent edit of the same user is refused, not lost.
        ConditionExpression: "attribute_exists(pk) AND sessionVersion = :version AND #role = :role AND username = :username",
        ExpressionAttributeNames: { "#role": "role" },
        ExpressionAttributeValues: {
          ":version": current.sessionVersion,
          ":role": current.role,
          ":username": current.username,
        },
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
    if (failed?.includes(0)) throw new Conflict(USER_MESSAGES.busy);
    if (usernameChanged && failed?.includes(1)) throw new Conflict(USER_MESSAGES.duplicate(updated.username));
    if (failed?.length) throw new Conflict(USER_MESSAGES.lastAdmin);
    if (isTransactionConflict(error)) throw new Conflict(USER_MESSAGES.busy);
    throw error;
  }
  return updated;
}

export async function deleteUser(tenantId: string, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw new Conflict(USER_MESSAGES.ownAccount);
  const current = await getUser(tenantId, id);
  if (!current) throw new NotFound(USER_MESSAGES.notFound);
  const items: WriteRequest[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.user(tenantId, id),
        ConditionExpression: "attribute_exists(pk) AND #role = :role",
        ExpressionAttributeNames: { "#role": "role" },
        ExpressionAttributeValues: { ":role": current.role },
      },
    },
    { Delete: { TableName: tableName(), Key: keys.username(tenantId, current.username) } },
  ];
  if (current.role === "admin") items.push(changeAdminCount(tenantId, -1));
  try {
    await transactWrite(items);
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) throw new NotFound(USER_MESSAGES.notFound);
    if (failed?.length) throw new Conflict(USER_MESSAGES.lastAdmin);
    if (isTransactionConflict(error)) throw new Conflict(USER_MESSAGES.busy);
    throw error;
  }
}

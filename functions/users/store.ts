import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import type { CreateUserRequest, UpdateUserRequest, UserView } from "../../shared/forms/user";
import { nextId } from "../lib/counters";
import { db, tableName } from "../lib/db";
import { Conflict, NotFound } from "../lib/errors";
import { keys } from "../lib/keys";
import { hashPassword } from "../lib/passwords";
import { failedConditions, isConditionFailure, isTransactionConflict } from "../lib/transactions";
import type { UserRecord } from "../lib/user-record";

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

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
  const users: UserRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": keys.usersPartition(tenantId) },
        ExclusiveStartKey: startKey,
      }),
    );
    users.push(...((page.Items ?? []) as UserRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return users;
}

export async function getUser(tenantId: string, id: number): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(tenantId, id) }));
  return Item as UserRecord | undefined;
}

export async function findUserByUsername(tenantId: string, username: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.username(tenantId, username) }));
  if (typeof Item?.userId !== "number") return undefined;
  return getUser(tenantId, Item.userId);
}

function claimUsername(tenantId: string, username: string, userId: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.username(tenantId, username), userId },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}

function changeAdminCount(tenantId: string, delta: 1 | -1): TransactItem {
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
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: user, ConditionExpression: "attribute_not_exists(pk)" } },
    claimUsername(tenantId, user.username, id),
  ];
  if (user.role === "admin") items.push(changeAdminCount(tenantId, 1));
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
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
  const passwordChanged = input.password !== undefined;
  const updated: UserRecord = {
    ...current,
    name: input.name,
    username: input.username,
    avatar: input.avatar,
    role: input.role,
    passwordHash: passwordChanged ? await hashPassword(input.password as string) : current.passwordHash,
    sessionVersion: passwordChanged ? current.sessionVersion + 1 : current.sessionVersion,
  };
  const items: TransactItem[] = [
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
    await db().send(new TransactWriteCommand({ TransactItems: items }));
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
  const items: TransactItem[] = [
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
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) throw new NotFound(USER_MESSAGES.notFound);
    if (failed?.length) throw new Conflict(USER_MESSAGES.lastAdmin);
    if (isTransactionConflict(error)) throw new Conflict(USER_MESSAGES.busy);
    throw error;
  }
}

/** Failed sign-in bookkeeping (see session/login.ts). */
export interface LoginFailures {
  failures: number;
  lockedUntil?: number;
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number;
}

export async function readLoginFailures(tenantId: string, username: string): Promise<LoginFailures | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.loginFailures(tenantId, username) }));
  return Item as LoginFailures | undefined;
}

/** Counts one failed sign-in atomically; the count restarts when the last window has expired. */
export async function recordLoginFailure(tenantId: string, username: string, windowMs: number, now: number): Promise<number> {
  const key = keys.loginFailures(tenantId, username);
  const expiresAt = Math.floor((now + windowMs) / 1000);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: "ADD failures :one SET expiresAt = :expiresAt",
        ConditionExpression: "attribute_not_exists(pk) OR expiresAt > :nowSeconds",
        ExpressionAttributeValues: { ":one": 1, ":expiresAt": expiresAt, ":nowSeconds": Math.floor(now / 1000) },
        ReturnValues: "ALL_NEW",
      }),
    );
    return Number(Attributes?.failures);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, failures: 1, expiresAt } }));
    return 1;
  }
}

export async function lockLogin(tenantId: string, username: string, until: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.loginFailures(tenantId, username),
      UpdateExpression: "SET lockedUntil = :until, expiresAt = :expiresAt",
      ExpressionAttributeValues: { ":until": until, ":expiresAt": Math.floor(until / 1000) },
    }),
  );
}

export async function clearLoginFailures(tenantId: string, username: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginFailures(tenantId, username) }));
}

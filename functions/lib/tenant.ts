import { createHash } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { config } from "./config";
import { db, tableName } from "./db";
import { Unauthorized } from "./errors";
import { keys } from "./keys";

const HOST_CACHE_MS = 5 * 60 * 1000;
const hostCache = new Map<string, { tenantId: string; until: number }>();

/** Before sign-in the tenant comes from the request's host; unmapped hosts get the default tenant. */
export async function tenantForHost(host: string): Promise<string> {
  const name = (host.split(":")[0] ?? "").toLowerCase();
  const cached = hostCache.get(name);
  if (cached && cached.until > Date.now()) return cached.tenantId;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.domain(name) }));
  const tenantId = typeof Item?.tenantId === "string" ? Item.tenantId : config().DEFAULT_TENANT_ID;
  hostCache.set(name, { tenantId, until: Date.now() + HOST_CACHE_MS });
  return tenantId;
}

export function hashApiKey(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}

/** Integration calls carry `Authorization: Bearer <key>`; keys are stored hashed. */
export async function tenantForApiKey(authorization: string | undefined): Promise<string> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match?.[1]) throw new Unauthorized("Chave de integração ausente ou inválida.");
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.apiKey(hashApiKey(match[1])) }),
  );
  if (typeof Item?.tenantId !== "string") throw new Unauthorized("Chave de integração ausente ou inválida.");
  return Item.tenantId;
}

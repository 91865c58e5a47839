import { createHash } from "node:crypto";
import { config } from "../config";
import { getItem } from "../entities/support/dynamo";
import { str } from "../entities/support/fields";
import { Unauthorized } from "../errors";
import { keys } from "../keys";

const HOST_CACHE_MS = 5 * 60 * 1000;
const hostCache = new Map<string, { tenantId: string; until: number }>();
/** The longest DNS name; a longer host cannot be a company's domain (nor fit in a table key). */
const MAX_HOST_NAME_LENGTH = 253;

/** Before sign-in the tenant comes from the request's host; unmapped hosts get the default tenant. */
export async function tenantForHost(host: string): Promise<string> {
  const name = (host.split(":")[0] ?? "").toLowerCase();
  if (name.length > MAX_HOST_NAME_LENGTH) return config().DEFAULT_TENANT_ID;
  const cached = hostCache.get(name);
  if (cached && cached.until > Date.now()) return cached.tenantId;
  const mapping = await getItem(keys.domain(name));
  const tenantId = typeof mapping?.tenantId === "string" ? mapping.tenantId : config().DEFAULT_TENANT_ID;
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
  const owner = await getItem(keys.apiKey(hashApiKey(match[1])));
  if (typeof owner?.tenantId !== "string") throw new Unauthorized("Chave de integração ausente ou inválida.");
  return owner.tenantId;
}

/** What a tenant shows of itself (login page, reports): its name and logo (a data URL, possibly empty). */
export interface TenantProfile {
  tenantId: string;
  byname: string;
  logo: string;
}

export async function readTenantProfile(tenantId: string): Promise<TenantProfile | undefined> {
  const item = await getItem(keys.tenantProfile(tenantId));
  return item ? { tenantId: str(item, "tenantId"), byname: str(item, "byname"), logo: str(item, "logo") } : undefined;
}

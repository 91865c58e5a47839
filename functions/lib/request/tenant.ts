import * as z from "zod";
import { createHash } from "node:crypto";
import { UNKNOWN_COMPANY_MESSAGE } from "../../../shared/contracts/session";
import { config } from "../config";
import { getItem } from "../entities/support/dynamo";
import { defineEntity, type EntityOf, itemReader, stored } from "../entities/support/entity";
import { NotFound, Unauthorized } from "../errors";
import { keptInMemory } from "../kept-in-memory";
import { keys } from "../keys";

/** A domain's mapping and an integration key's owner: the tenant they name. */
const readOwner = itemReader(z.object({ tenantId: stored.optionalText() }));

/**
 * How long a warm function keeps a registered host's company. Only found mappings are kept: a host registered
 * now answers for its company on the next request, while a removed or moved host may keep its old company in
 * a warm function for this long.
 */
const HOST_CACHE_MS = 60 * 1000;
const hostCache = new Map<string, { tenantId: string; until: number }>();
keptInMemory(() => hostCache.clear());
/** The longest DNS name; a longer host cannot be a company's domain (nor fit in a table key). */
const MAX_HOST_NAME_LENGTH = 253;

function hostName(host: string): string {
  return (host.split(":")[0] ?? "").toLowerCase();
}

/**
 * Before sign-in the tenant comes from the request's host; an unregistered host gets the default tenant, or
 * none when no default is configured.
 */
export async function tenantForHost(host: string): Promise<string | undefined> {
  const name = hostName(host);
  if (name.length > MAX_HOST_NAME_LENGTH) return config().DEFAULT_TENANT_ID;
  const cached = hostCache.get(name);
  if (cached && cached.until > Date.now()) return cached.tenantId;
  const mapping = await getItem(keys.domain(name));
  const tenantId = mapping && readOwner(mapping).tenantId;
  if (tenantId === undefined) return config().DEFAULT_TENANT_ID;
  hostCache.set(name, { tenantId, until: Date.now() + HOST_CACHE_MS });
  return tenantId;
}

/** The company a public route serves on this host; a host that reaches none is answered 404. */
export async function requireTenantForHost(host: string): Promise<string> {
  const tenantId = await tenantForHost(host);
  if (tenantId === undefined) throw new NotFound(UNKNOWN_COMPANY_MESSAGE);
  return tenantId;
}

/** This process stops using what it kept of a host (a host just removed or moved by the tenant commands). */
export function forgetHost(host: string): void {
  hostCache.delete(hostName(host));
}

export function hashApiKey(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}

/** Integration calls carry `Authorization: Bearer <key>`; keys are stored hashed. */
export async function tenantForApiKey(authorization: string | undefined): Promise<string> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match?.[1]) throw new Unauthorized("Chave de integração ausente ou inválida.");
  const owner = await getItem(keys.apiKey(hashApiKey(match[1])));
  const tenantId = owner && readOwner(owner).tenantId;
  if (tenantId === undefined) throw new Unauthorized("Chave de integração ausente ou inválida.");
  return tenantId;
}

/** What a tenant shows of itself (login page, reports): its name and logo (a data URL, possibly empty). */
export const tenantProfileEntity = defineEntity({
  keys: (tenantId) => keys.tenantProfile(tenantId),
  item: z.object({ tenantId: stored.text(), byname: stored.text(), logo: stored.text() }),
});

export type TenantProfile = EntityOf<typeof tenantProfileEntity>;

export async function readTenantProfile(tenantId: string): Promise<TenantProfile | undefined> {
  const item = await getItem(keys.tenantProfile(tenantId));
  return item ? tenantProfileEntity.fromItem(item) : undefined;
}

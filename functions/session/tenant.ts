import { GetCommand, PutCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { TenantData, TenantLogo } from "../../shared/api";
import { db, tableName } from "../lib/db";
import { NotFound } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/http";
import { keys } from "../lib/keys";
import { hashApiKey } from "../lib/tenant";

export interface TenantProfile {
  tenantId: string;
  byname: string;
  logo: string;
}

export async function readTenantProfile(tenantId: string): Promise<TenantProfile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.tenantProfile(tenantId) }));
  return Item as TenantProfile | undefined;
}

export async function tenantData(request: ApiRequest): Promise<ApiResult> {
  const profile = await readTenantProfile(request.tenantId);
  if (!profile) throw new NotFound("Erro ao carregar os Dados da Empresa");
  const data: TenantData = { byname: profile.byname };
  return { data };
}

export async function tenantLogo(request: ApiRequest): Promise<ApiResult> {
  const profile = await readTenantProfile(request.tenantId);
  if (!profile?.logo) throw new NotFound("Erro ao carregar o Logotipo da Empresa");
  const data: TenantLogo = { logo: profile.logo };
  return { data };
}

/** Creates or updates a tenant: its profile, the hosts that reach it and its integration key. */
export async function provisionTenant(input: {
  tenantId: string;
  byname: string;
  logo: string;
  domains?: string[];
  apiKey?: string;
}): Promise<void> {
  const { tenantId } = input;
  const puts = [
    { ...keys.tenantRegistry(tenantId), tenantId },
    { ...keys.tenantProfile(tenantId), tenantId, byname: input.byname, logo: input.logo },
    ...(input.domains ?? []).map((host) => ({ ...keys.domain(host), tenantId })),
  ];
  for (const item of puts) await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  if (input.apiKey) await setApiKey(tenantId, input.apiKey);
}

/**
 * Makes `apiKey` the tenant's one integration key (stored hashed): the key it had stops working in the
 * same transaction.
 */
export async function setApiKey(tenantId: string, apiKey: string): Promise<void> {
  const keyHash = hashApiKey(apiKey);
  const { Item: current } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.tenantApiKey(tenantId), ConsistentRead: true }));
  const previousHash = current?.keyHash as string | undefined;
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.apiKey(keyHash), tenantId } } },
        { Put: { TableName: tableName(), Item: { ...keys.tenantApiKey(tenantId), keyHash } } },
        ...(previousHash && previousHash !== keyHash ? [{ Delete: { TableName: tableName(), Key: keys.apiKey(previousHash) } }] : []),
      ],
    }),
  );
}

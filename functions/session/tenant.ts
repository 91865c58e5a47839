import type { TenantData, TenantLogo } from "../../shared/contracts/session";
import { tableName } from "../lib/db";
import { backoff } from "../lib/entities/support/concurrency";
import { deleteRequest, getItem, putRequest, transactWrite, writeAll } from "../lib/entities/support/dynamo";
import { Conflict, NotFound } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { keys } from "../lib/keys";
import { hashApiKey, readTenantProfile } from "../lib/request/tenant";
import { failedConditions, isTransactionConflict } from "../lib/transactions";

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
  // One write per key: keys.domain spells a host in lower case.
  const hosts = new Set((input.domains ?? []).map((host) => host.toLowerCase()));
  await writeAll([
    putRequest({ ...keys.tenantRegistry(tenantId), tenantId }),
    putRequest({ ...keys.tenantProfile(tenantId), tenantId, byname: input.byname, logo: input.logo }),
    ...[...hosts].map((host) => putRequest({ ...keys.domain(host), tenantId })),
  ]);
  if (input.apiKey) await setApiKey(tenantId, input.apiKey);
}

const SET_API_KEY_ATTEMPTS = 12;

/**
 * Makes `apiKey` the tenant's one integration key (stored hashed): the key it had stops working in the
 * same transaction. The pointer is written only if nobody replaced it since it was read (a concurrent
 * change makes this one read again, after a jittered pause so that racing calls spread out), and a key
 * already held by another tenant is refused.
 */
export async function setApiKey(tenantId: string, apiKey: string): Promise<void> {
  const keyHash = hashApiKey(apiKey);
  for (let attempt = 1; ; attempt++) {
    const current = await getItem(keys.tenantApiKey(tenantId), { consistent: true });
    const previousHash = typeof current?.keyHash === "string" ? current.keyHash : undefined;
    const pointerUnchanged = previousHash
      ? { ConditionExpression: "keyHash = :previous", ExpressionAttributeValues: { ":previous": previousHash } }
      : { ConditionExpression: "attribute_not_exists(pk)" };
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.apiKey(keyHash), tenantId },
            ConditionExpression: "attribute_not_exists(pk) OR tenantId = :tenantId",
            ExpressionAttributeValues: { ":tenantId": tenantId },
          },
        },
        { Put: { TableName: tableName(), Item: { ...keys.tenantApiKey(tenantId), keyHash }, ...pointerUnchanged } },
        ...(previousHash && previousHash !== keyHash ? [deleteRequest(keys.apiKey(previousHash))] : []),
      ]);
      return;
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(0)) throw new Conflict("Esta chave de integração já pertence a outra empresa.");
      const retry = failed?.includes(1) || isTransactionConflict(error);
      if (!retry || attempt >= SET_API_KEY_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
}

import { createHash } from "node:crypto";
import path from "node:path";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { keys } from "../../functions/lib/keys";
import type { E2eServer } from "./e2e-setup";
import { copyTemplate } from "./e2e-template";
import { pointAtLocalTable } from "./table";

export interface E2eTenant {
  tenantId: string;
  /** The host the file's browser opens; the server maps it to the company, as a company's own domain. */
  host: string;
}

const REPO_ROOT = path.join(import.meta.dirname, "..", "..");

/**
 * A browser test file's own company: its id from the file's path, its host a loopback address drawn from the
 * same path. Any 127.a.b.c reaches this machine, and Chromium and Node (the page's API requests) both
 * resolve it, which a name under .localhost is not in Node.
 */
export function tenantOfTestFile(filepath: string): E2eTenant {
  const tenantId = path
    .relative(REPO_ROOT, filepath)
    .replace(/\.test\.tsx?$/, "")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .toLowerCase();
  const hash = createHash("sha256").update(tenantId).digest();
  const host = `127.${1 + (hash.readUInt8(0) % 254)}.${hash.readUInt8(1)}.${1 + (hash.readUInt8(2) % 254)}`;
  return { tenantId, host };
}

/** Copies the run's model company (the small demo store) as the file's company, its host mapped to it. */
export async function createTestFileTenant(server: E2eServer, tenant: E2eTenant): Promise<void> {
  pointAtLocalTable(server.dynamoEndpoint, server.tableName);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.domain(tenant.host) }));
  if (Item && Item.tenantId !== tenant.tenantId) {
    throw new Error(`O endereço ${tenant.host} de ${tenant.tenantId} já é de ${String(Item.tenantId)}: renomeie um dos arquivos.`);
  }
  await copyTemplate(server.templatePath, tenant.tenantId, tenant.host);
}

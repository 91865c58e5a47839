import { randomBytes } from "node:crypto";
import { DEFAULT_AVATAR } from "../../shared/avatar";
import { cnpjSchema } from "../../shared/contracts/cnpj";
import { createUserRequestSchema } from "../../shared/contracts/users";
import { tableName } from "../../functions/lib/db";
import { readCompanyCnpj, setCompanyCnpj } from "../../functions/lib/entities/company";
import { getItem, putAllIf, queryPartition, transactWrite } from "../../functions/lib/entities/support/dynamo";
import { listTenants } from "../../functions/lib/entities/tenants";
import { keys } from "../../functions/lib/keys";
import { forgetHost, readTenantProfile } from "../../functions/lib/request/tenant";
import { failedConditions } from "../../functions/lib/transactions";
import { provisionTenant, setApiKey } from "../../functions/session/tenant";
import { createUser } from "../../functions/users/store";
import { DEMO_LOGO, sha256Hex } from "../local/demo-tenant";
import { exportText, itemLine, parseExport } from "./export-file";
import { deleteItems, isOwnedBy, keyOf, putItemsIfAbsent, readItem, scanByPartitionPrefix, scanTenantItems, TENANT_ID, type TableItem } from "./tenant-items";

/**
 * The tenant commands' rules, one function per command (infra/tenant/cli.ts only reads arguments and
 * prints). Each refuses with a TenantCommandRefused whose message says why, before writing anything.
 */

export class TenantCommandRefused extends Error {}

const MAX_NAME_LENGTH = 120;
/** A DNS name (or an IPv4 address, for a store's own network): lower case, no scheme, no port. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function normalizeHost(host: string): string {
  const name = host.trim().toLowerCase();
  if (!HOST_NAME.test(name)) {
    throw new TenantCommandRefused(`Endereço inválido: '${host}'. Informe só o nome, sem http:// nem porta (ex.: loja.exemplo.com.br).`);
  }
  return name;
}

/** A readable id from the company's name, with a random end so two companies of the same name differ. */
export function tenantIdFor(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24)
    .replace(/-+$/, "");
  return `${slug || "empresa"}-${randomBytes(3).toString("hex")}`;
}

/** A password for a first sign-in: 16 characters from 96 random bits. */
export function oneTimePassword(): string {
  return randomBytes(12).toString("base64url");
}

function newApiKey(): string {
  return randomBytes(24).toString("hex");
}

async function tenantExists(tenantId: string): Promise<boolean> {
  return (await getItem(keys.tenantRegistry(tenantId), { consistent: true })) !== undefined;
}

async function requireTenant(tenantId: string): Promise<void> {
  if (!TENANT_ID.test(tenantId) || !(await tenantExists(tenantId))) throw new TenantCommandRefused(`Empresa não encontrada: '${tenantId}'.`);
}

async function ownerOfHost(host: string): Promise<string | undefined> {
  const item = await getItem(keys.domain(host), { consistent: true });
  return typeof item?.tenantId === "string" ? item.tenantId : undefined;
}

async function requireHostFree(host: string, tenantId: string): Promise<void> {
  const owner = await ownerOfHost(host);
  if (owner !== undefined && owner !== tenantId) throw new TenantCommandRefused(`O endereço '${host}' já pertence à empresa '${owner}'.`);
}

/** Points the host at the company, unless another company took it meanwhile. */
async function claimHost(host: string, tenantId: string): Promise<void> {
  const [written] = await putAllIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.domain(host), tenantId },
        ConditionExpression: "attribute_not_exists(pk) OR tenantId = :tenantId",
        ExpressionAttributeValues: { ":tenantId": tenantId },
      },
    },
  ]);
  if (!written) throw new TenantCommandRefused(`O endereço '${host}' já pertence a outra empresa.`);
  forgetHost(host);
}

export interface NewCompany {
  name: string;
  cnpj: string;
  hosts: string[];
  adminUsername: string;
  adminName?: string;
  /** Default: one made from the name (tenantIdFor). */
  tenantId?: string;
  /** A data URL of a PNG or JPEG; default: the product's generic logo (a shopping cart). */
  logo?: string;
}

export interface CreatedCompany {
  tenantId: string;
  adminUsername: string;
  adminPassword: string;
  apiKey: string;
}

/** `create`: the company's profile and CNPJ, its first administrator, its integration key and hosts. */
export async function createCompany(input: NewCompany): Promise<CreatedCompany> {
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME_LENGTH) throw new TenantCommandRefused(`Informe o nome da empresa (até ${MAX_NAME_LENGTH} caracteres).`);
  const cnpj = cnpjSchema.safeParse(input.cnpj);
  if (!cnpj.success) throw new TenantCommandRefused(cnpj.error.issues[0]?.message ?? "CNPJ inválido.");
  if (input.hosts.length === 0) throw new TenantCommandRefused("Informe ao menos um endereço (--host).");
  const hosts = [...new Set(input.hosts.map(normalizeHost))];
  const adminPassword = oneTimePassword();
  const admin = createUserRequestSchema.safeParse({
    name: input.adminName ?? "ADMINISTRADOR",
    username: input.adminUsername,
    password: sha256Hex(adminPassword),
    avatar: DEFAULT_AVATAR,
    role: "admin",
  });
  if (!admin.success) throw new TenantCommandRefused(admin.error.issues[0]?.message ?? "Administrador inválido.");
  const tenantId = input.tenantId ?? tenantIdFor(name);
  if (!TENANT_ID.test(tenantId)) throw new TenantCommandRefused(`Id de empresa inválido: '${tenantId}' (letras, números, - e _).`);
  if (await tenantExists(tenantId)) throw new TenantCommandRefused(`Já existe uma empresa com o id '${tenantId}'.`);
  for (const host of hosts) await requireHostFree(host, tenantId);

  await provisionTenant({ tenantId, byname: name, logo: input.logo ?? DEMO_LOGO });
  await setCompanyCnpj(tenantId, cnpj.data);
  await createUser(tenantId, admin.data);
  const apiKey = newApiKey();
  await setApiKey(tenantId, apiKey);
  for (const host of hosts) await claimHost(host, tenantId);
  return { tenantId, adminUsername: admin.data.username, adminPassword, apiKey };
}

export interface CompanySummary {
  tenantId: string;
  name: string;
  cnpj: string;
  hosts: string[];
  users: number;
}

/** `list`: every registered company with its name, CNPJ, hosts and number of users. */
export async function listCompanies(): Promise<CompanySummary[]> {
  const hostsOf = new Map<string, string[]>();
  for (const item of await scanByPartitionPrefix("DOMAIN#")) {
    const owner = item.tenantId?.S;
    const host = item.pk?.S?.slice("DOMAIN#".length);
    if (owner && host) hostsOf.set(owner, [...(hostsOf.get(owner) ?? []), host]);
  }
  const companies: CompanySummary[] = [];
  for (const tenantId of await listTenants()) {
    const [profile, cnpj, users] = await Promise.all([readTenantProfile(tenantId), readCompanyCnpj(tenantId), queryPartition(keys.usersPartition(tenantId))]);
    companies.push({ tenantId, name: profile?.byname ?? "", cnpj, hosts: (hostsOf.get(tenantId) ?? []).sort(), users: users.length });
  }
  return companies.sort((a, b) => a.tenantId.localeCompare(b.tenantId));
}

/** `add-host`: the host answers for the company from the next request on (misses are never cached). */
export async function addHost(tenantId: string, host: string): Promise<string> {
  const name = normalizeHost(host);
  await requireTenant(tenantId);
  await requireHostFree(name, tenantId);
  await claimHost(name, tenantId);
  return name;
}

/** `remove-host`: only a host of this company; a warm function may keep answering for it up to a minute. */
export async function removeHost(tenantId: string, host: string): Promise<string> {
  const name = normalizeHost(host);
  await requireTenant(tenantId);
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.domain(name),
          ConditionExpression: "tenantId = :tenantId",
          ExpressionAttributeValues: { ":tenantId": tenantId },
        },
      },
    ]);
  } catch (error) {
    if (failedConditions(error)) throw new TenantCommandRefused(`O endereço '${name}' não é da empresa '${tenantId}'.`);
    throw error;
  }
  forgetHost(name);
  return name;
}

/** `rotate-key`: a new integration key; the old one stops working at once. Stored hashed: shown only here. */
export async function rotateApiKey(tenantId: string): Promise<string> {
  await requireTenant(tenantId);
  const apiKey = newApiKey();
  await setApiKey(tenantId, apiKey);
  return apiKey;
}

/** `export`: the export file's text with every item the company owns. */
export async function exportCompany(tenantId: string, now = new Date()): Promise<{ text: string; items: number }> {
  if (!TENANT_ID.test(tenantId)) throw new TenantCommandRefused(`Empresa não encontrada: '${tenantId}'.`);
  const items = await scanTenantItems(tenantId);
  if (items.length === 0) throw new TenantCommandRefused(`Empresa não encontrada: '${tenantId}'.`);
  return { text: exportText(tenantId, items, now), items: items.length };
}

const isPointer = (item: TableItem) => {
  const pk = item.pk?.S ?? "";
  return pk.startsWith("DOMAIN#") || pk.startsWith("APIKEY#") || pk === "TENANTS";
};

/**
 * `delete`: only after an export that holds every item the company has now (an item written after the export
 * makes it refuse: export again). The hosts, the key and the registry line go first, so the company stops
 * answering before its data goes. Answers how many items were removed and how many were written during the
 * removal (left in place).
 */
export async function deleteCompany(tenantId: string, exportFileText: string): Promise<{ deleted: number; leftover: number }> {
  const exported = parseExport(exportFileText);
  if (exported.header.tenantId !== tenantId) {
    throw new TenantCommandRefused(`A exportação é da empresa '${exported.header.tenantId}', não de '${tenantId}'.`);
  }
  const items = await scanTenantItems(tenantId);
  if (items.length === 0) throw new TenantCommandRefused(`Empresa não encontrada: '${tenantId}'.`);
  const inExport = new Set(exported.lines);
  const missing = items.filter((item) => !inExport.has(itemLine(item)));
  if (missing.length > 0) {
    throw new TenantCommandRefused(
      `A exportação não tem ${missing.length} dos ${items.length} itens atuais da empresa (gravados ou alterados depois dela). Exporte de novo antes de remover.`,
    );
  }
  const pointers = items.filter(isPointer);
  await deleteItems(pointers);
  for (const item of pointers) if (item.pk?.S?.startsWith("DOMAIN#")) forgetHost(item.pk.S.slice("DOMAIN#".length));
  await deleteItems(items.filter((item) => !isPointer(item)));
  const leftover = (await scanTenantItems(tenantId)).length;
  return { deleted: items.length, leftover };
}

/**
 * `import`: restores an export into a table where the company has nothing. Every item must be the company's
 * own; hosts and keys taken by another company meanwhile refuse it before anything is written; every write is
 * conditioned on the item being absent, so nothing stored is ever overwritten.
 */
export async function importCompany(exportFileText: string): Promise<{ tenantId: string; imported: number }> {
  const { header, items } = parseExport(exportFileText);
  const { tenantId } = header;
  if (!TENANT_ID.test(tenantId)) throw new TenantCommandRefused(`Id de empresa inválido na exportação: '${tenantId}'.`);
  const foreign = items.filter((item) => !isOwnedBy(item, tenantId));
  if (foreign.length > 0) throw new TenantCommandRefused(`A exportação tem ${foreign.length} itens que não são da empresa '${tenantId}'.`);
  if ((await scanTenantItems(tenantId)).length > 0) {
    throw new TenantCommandRefused(`A empresa '${tenantId}' já tem dados nesta tabela. Remova-a antes de importar.`);
  }
  const pointers = items.filter((item) => item.pk?.S?.startsWith("DOMAIN#") || item.pk?.S?.startsWith("APIKEY#"));
  for (const pointer of pointers) {
    const taken = await readItem(keyOf(pointer));
    if (!taken) continue;
    const pk = pointer.pk?.S ?? "";
    throw new TenantCommandRefused(
      pk.startsWith("DOMAIN#")
        ? `O endereço '${pk.slice("DOMAIN#".length)}' já pertence à empresa '${taken.tenantId?.S ?? "?"}'.`
        : "A chave de integração da exportação já pertence a outra empresa.",
    );
  }
  await putItemsIfAbsent(items.filter((item) => !isPointer(item)));
  // The registry line and the ways in come last: the company answers only once its data is back.
  await putItemsIfAbsent(items.filter(isPointer));
  for (const pointer of pointers) if (pointer.pk?.S?.startsWith("DOMAIN#")) forgetHost(pointer.pk.S.slice("DOMAIN#".length));
  return { tenantId, imported: items.length };
}

import * as z from "zod";
import { keys } from "../keys";
import { getItem, putRequest, writeAll } from "./support/dynamo";
import { itemReader, stored } from "./support/entity";

/**
 * The company's own data the back office keeps beside its profile (the profile is public: the sign-in page
 * shows its name and logo): its CNPJ, which an NF-e must name as recipient to be imported.
 *
 * Keys: pk T#<t>, sk SETTINGS#COMPANY {cnpj}. Access pattern: GetItem (each upload, GET /tenant_settings).
 */
const readCompany = itemReader(z.object({ cnpj: stored.text() }));

/** The company's CNPJ (14 characters, normalized), "" until an administrator sets it. */
export async function readCompanyCnpj(tenantId: string): Promise<string> {
  const item = await getItem(keys.companySettings(tenantId), { consistent: true });
  return item ? readCompany(item).cnpj : "";
}

/** Sets the company's CNPJ (PUT /tenant_settings, the demo store's seed, tests); the caller validated it. */
export async function setCompanyCnpj(tenantId: string, cnpj: string): Promise<void> {
  await writeAll([putRequest({ ...keys.companySettings(tenantId), cnpj })]);
}

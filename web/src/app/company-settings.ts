import type { TenantSettings } from "../../../shared/contracts/nfe-imports";
import { tenantSettingsBodySchema } from "../../../shared/contracts/cnpj";
import { getOne, send } from "./api";
import { fieldMessages } from "./field-messages";

/** 'Dados da Empresa': the company's settings an administrator keeps (today its CNPJ, which NF-e imports check). */

export const COMPANY_SETTINGS_TEXT = {
  menuItem: "Dados da Empresa",
  header: "Dados da Empresa",
  cnpj: "CNPJ",
  cnpjDescription: "As NF-e importadas precisam ser destinadas a este CNPJ.",
  loadFailed: "Erro ao carregar os Dados da Empresa",
  saveFailed: "Erro ao salvar os Dados da Empresa",
  saved: "Dados da Empresa salvos.",
  unchanged: "Nada foi alterado",
} as const;

export interface CompanySettingsFields {
  cnpj: string;
}

export type CompanySettingsErrors = Partial<Record<keyof CompanySettingsFields, string>>;

export function fetchTenantSettings(): Promise<TenantSettings | null> {
  return getOne<TenantSettings>("/tenant_settings", { errorMessage: COMPANY_SETTINGS_TEXT.loadFailed });
}

export function saveTenantSettings(settings: TenantSettings): Promise<boolean> {
  return send("PUT", "/tenant_settings", settings, { errorMessage: COMPANY_SETTINGS_TEXT.saveFailed });
}

/** The body to send, or each field's message (the schema the server applies). */
export function validateCompanySettings(
  fields: CompanySettingsFields,
): { ok: true; value: TenantSettings } | { ok: false; errors: CompanySettingsErrors } {
  const result = tenantSettingsBodySchema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldMessages(result.error, ["cnpj"]) };
}

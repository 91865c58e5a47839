import { useEffect, useState } from "react";
import type { TenantData, TenantLogo } from "../../../shared/contracts/session";
import { request } from "./api";
import { withNaturalSize } from "./logo-size";
import { notify } from "./notifications";

/** The company's name and logo, public (shown before sign-in), read once per page load. */
export interface TenantProfile {
  byname: string;
  logo: string;
}

let pending: Promise<TenantProfile> | null = null;

const NAME_ERROR = "Erro ao carregar os Dados da Empresa";
const LOGO_ERROR = "Erro ao carregar o Logotipo da Empresa";

/**
 * Spec §7: an empty answer counts as an error too, whether the field is empty or the whole `data` is null.
 * A failed call was already notified by the API client.
 */
async function loadField<T>(path: string, errorMessage: string, pick: (data: T) => string | undefined): Promise<string> {
  const response = await request<T>("GET", path, undefined, { errorMessage });
  if (!response.ok) return "";
  const data = response.envelope.data;
  const value = data === null || data === undefined ? undefined : pick(data);
  if (!value) notify("error", errorMessage);
  return value ?? "";
}

function loadName(): Promise<string> {
  return loadField<TenantData>("/tenant_data", NAME_ERROR, (data) => data.byname);
}

async function loadLogo(): Promise<string> {
  return withNaturalSize(await loadField<TenantLogo>("/tenant_logo", LOGO_ERROR, (data) => data.logo));
}

export function loadTenantProfile(): Promise<TenantProfile> {
  if (!pending) {
    pending = Promise.all([loadName(), loadLogo()]).then(([byname, logo]) => {
      if (!byname || !logo) pending = null;
      return { byname, logo };
    });
  }
  return pending;
}

const EMPTY_PROFILE: TenantProfile = { byname: "", logo: "" };

export function useTenantProfile(): TenantProfile {
  const [profile, setProfile] = useState<TenantProfile>(EMPTY_PROFILE);
  useEffect(() => {
    let active = true;
    void loadTenantProfile().then((loaded) => {
      if (active) setProfile(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return profile;
}

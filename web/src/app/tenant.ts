import { useEffect, useState } from "react";
import type { TenantData, TenantLogo } from "../../../shared/contracts/session";
import { getOne } from "./api";
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

/** Spec §7: an empty answer counts as an error too. */
function nonEmpty(value: string | undefined, failed: boolean, errorMessage: string): string {
  if (!value && !failed) notify("error", errorMessage);
  return value ?? "";
}

async function loadName(): Promise<string> {
  const data = await getOne<TenantData>("/tenant_data", { errorMessage: NAME_ERROR });
  return nonEmpty(data?.byname, data === null, NAME_ERROR);
}

async function loadLogo(): Promise<string> {
  const data = await getOne<TenantLogo>("/tenant_logo", { errorMessage: LOGO_ERROR });
  return withNaturalSize(nonEmpty(data?.logo, data === null, LOGO_ERROR));
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

import { useEffect, useState } from "react";
import { type TenantData, type TenantLogo, UNKNOWN_COMPANY_MESSAGE } from "../../../shared/contracts/session";
import { notificationTypeFor, request } from "./api";
import { withNaturalSize } from "./logo-size";
import { notify } from "./notifications";

/** The company's name and logo, public (shown before sign-in), read once per page load. */
export interface TenantProfile {
  byname: string;
  logo: string;
  /** The address reaches no company (the server's 404 'Empresa não encontrada'): the page says only that. */
  unknownCompany?: true;
}

let pending: Promise<TenantProfile> | null = null;

const NAME_ERROR = "Erro ao carregar os Dados da Empresa";
const LOGO_ERROR = "Erro ao carregar o Logotipo da Empresa";
const UNKNOWN = Symbol("unknown company");

/**
 * Spec §7: an empty answer counts as an error too, whether the field is empty or the whole `data` is null.
 * The server's message and the error are notified here, except on an address that reaches no company, which
 * the page shows instead.
 */
async function loadField<T>(path: string, errorMessage: string, pick: (data: T) => string | undefined): Promise<string | typeof UNKNOWN> {
  const response = await request<T>("GET", path, undefined, { showMessages: false });
  const serverMessage = response.envelope?.message;
  if (!response.ok) {
    if (response.status === 404 && serverMessage?.msg === UNKNOWN_COMPANY_MESSAGE) return UNKNOWN;
    if (serverMessage) notify(notificationTypeFor(serverMessage.type), serverMessage.msg);
    if (serverMessage?.msg !== errorMessage) notify("error", errorMessage);
    return "";
  }
  if (serverMessage) notify(notificationTypeFor(serverMessage.type), serverMessage.msg);
  const data = response.envelope.data;
  const value = data === null || data === undefined ? undefined : pick(data);
  if (!value) notify("error", errorMessage);
  return value ?? "";
}

function loadName(): Promise<string | typeof UNKNOWN> {
  return loadField<TenantData>("/tenant_data", NAME_ERROR, (data) => data.byname);
}

async function loadLogo(): Promise<string | typeof UNKNOWN> {
  const logo = await loadField<TenantLogo>("/tenant_logo", LOGO_ERROR, (data) => data.logo);
  return logo === UNKNOWN ? logo : withNaturalSize(logo);
}

export function loadTenantProfile(): Promise<TenantProfile> {
  if (!pending) {
    pending = Promise.all([loadName(), loadLogo()]).then(([byname, logo]): TenantProfile => {
      if (byname === UNKNOWN || logo === UNKNOWN) return { byname: "", logo: "", unknownCompany: true };
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

import { useSyncExternalStore } from "react";
import type { CurrentUser } from "../../../shared/contracts/session";

/** Spec §3: the signed-in user lives in local storage under this key. */
export const CURRENT_USER_KEY = "GlobalConfig";

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedUser: CurrentUser | null = null;

function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === "number" &&
    typeof user.name === "string" &&
    typeof user.username === "string" &&
    typeof user.avatar === "string" &&
    typeof user.admin === "boolean"
  );
}

function parseUser(raw: string | null): CurrentUser | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCurrentUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(CURRENT_USER_KEY);
  } catch {
    return null;
  }
}

/** The signed-in user as stored in this browser, or null. */
export function getCurrentUser(): CurrentUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setCurrentUser(user: CurrentUser): void {
  const stored: CurrentUser = {
    id: user.id,
    name: user.name,
    username: user.username,
    avatar: user.avatar,
    admin: user.admin,
  };
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(stored));
  emit();
}

export function clearCurrentUser(): void {
  localStorage.removeItem(CURRENT_USER_KEY);
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_USER_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The signed-in user, re-rendering when it changes (also from another tab). */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}

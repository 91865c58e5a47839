import type { CurrentUser } from "../../../shared/contracts/session";
import { getOne, send, sendForData } from "./api";
import { clearCurrentUser, setCurrentUser } from "./current-user";
import { sha256Hex } from "./sha256";

/** Asks the server who is signed in; keeps the answer as the current user, or clears it. */
export async function checkSession(): Promise<CurrentUser | null> {
  const user = await getOne<CurrentUser>("/check", { redirectOnUnauthorized: false, showMessages: false });
  if (user) setCurrentUser(user);
  else clearCurrentUser();
  return user;
}

/** Signs in with the typed password, sent as its SHA-256 (spec §5). */
export async function signIn(username: string, password: string): Promise<CurrentUser | null> {
  const user = await sendForData<CurrentUser>(
    "POST",
    "/login",
    { username, password: await sha256Hex(password) },
    { redirectOnUnauthorized: false },
  );
  if (user) setCurrentUser(user);
  return user;
}

/** Signs out; the stored user is cleared whatever the answer (spec §4). */
export async function signOut(): Promise<void> {
  try {
    await send("POST", "/logout", undefined, { redirectOnUnauthorized: false, showMessages: false });
  } finally {
    clearCurrentUser();
  }
}

import { withVersionQuery } from "../../../../shared/contracts/record-version";
import type { UserView } from "../../../../shared/contracts/users";
import { getList, send } from "../../app/api";
import type { UserRequestBody } from "./user-form";

/** The users calls of spec §7; the server's message (success or refusal) is the notification. */

export const USERS_LOAD_ERROR = "Erro ao carregar os Usuários";

export function fetchUsers(): Promise<UserView[]> {
  return getList<UserView>("/users", { errorMessage: USERS_LOAD_ERROR });
}

export function createUser(body: UserRequestBody): Promise<boolean> {
  return send("POST", "/users", body);
}

/** An edit of the row as read: its version goes along, so a save made meanwhile by someone else is not overwritten (409). */
export function updateUser(user: Pick<UserView, "id" | "version">, body: UserRequestBody): Promise<boolean> {
  return send("PUT", `/users/${user.id}`, { ...body, version: user.version });
}

export function removeUser(user: Pick<UserView, "id" | "version">): Promise<boolean> {
  return send("DELETE", withVersionQuery(`/users/${user.id}`, user.version));
}

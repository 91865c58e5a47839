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

export function updateUser(id: number, body: UserRequestBody): Promise<boolean> {
  return send("PUT", `/users/${id}`, body);
}

export function removeUser(id: number): Promise<boolean> {
  return send("DELETE", `/users/${id}`);
}

import { DEFAULT_AVATAR } from "../../../../shared/avatar";
import { type Role, type UserView, userFormSchema } from "../../../../shared/contracts/users";
import { fieldMessages } from "../../app/field-messages";

/** The user dialog's fields as typed (spec §5 new/edit user), and what leaves the browser. */

export type UserFormMode = "create" | "edit";

export interface UserFields {
  name: string;
  username: string;
  role: Role | "";
  password: string;
  confirmation: string;
  avatar: string;
}

export type UserFieldErrors = Partial<Record<keyof UserFields, string>>;

export interface ValidUser {
  name: string;
  username: string;
  role: Role;
  password: string;
  avatar: string;
}

/** POST /users and PUT /users/{id} body: the password as SHA-256 hex, left out on an edit that keeps it. */
export interface UserRequestBody {
  name: string;
  username: string;
  role: Role;
  avatar: string;
  password?: string;
}

/** A new user: role 'Usuário Padrão' and the default avatar (spec §5). */
export function newUserFields(): UserFields {
  return { name: "", username: "", role: "user", password: "", confirmation: "", avatar: DEFAULT_AVATAR };
}

export function userFieldsOf(user: UserView): UserFields {
  return { name: user.name, username: user.username, role: user.role, password: "", confirmation: "", avatar: user.avatar };
}

/** Spec §5: the name is forced to upper case, the login trimmed and lower-cased, as they are typed. */
export function typedName(text: string): string {
  return text.toUpperCase();
}

/**
 * The login as typed, lower-cased and trimmed. A space typed after a word stays (until the field is left,
 * see UserDialog), so "maria silva" is seen and refused rather than silently becoming "mariasilva".
 */
export function typedUsername(text: string, previous = ""): string {
  const lower = text.toLowerCase();
  const typedAtEnd = lower.length === previous.length + 1 && lower.startsWith(previous);
  return typedAtEnd ? lower.trimStart() : lower.trim();
}

const FIELD_NAMES: readonly (keyof UserFields)[] = ["name", "username", "role", "password", "confirmation", "avatar"];

/** The spec §5 rules (one schema, shared with the server): the first message of each invalid field. */
export function validateUser(mode: UserFormMode, fields: UserFields): { ok: true; value: ValidUser } | { ok: false; errors: UserFieldErrors } {
  const result = userFormSchema(mode).safeParse(fields);
  if (result.success) {
    const { name, username, role, password, avatar } = result.data;
    return { ok: true, value: { name, username, role, password, avatar } };
  }
  return { ok: false, errors: fieldMessages(result.error, FIELD_NAMES) };
}

/** The first field, in the dialog's order, that has an error (to focus it). */
export function firstInvalidField(errors: UserFieldErrors): keyof UserFields | undefined {
  return FIELD_NAMES.find((field) => errors[field] !== undefined);
}

/** Hashes the password; on an edit an empty password is omitted. The confirmation is never sent. */
export async function userRequestBody(user: ValidUser, hash: (text: string) => Promise<string>): Promise<UserRequestBody> {
  const body: UserRequestBody = { name: user.name, username: user.username, role: user.role, avatar: user.avatar };
  if (user.password !== "") body.password = await hash(user.password);
  return body;
}

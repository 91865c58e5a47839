import { loginFormSchema } from "../../../../shared/contracts/session";
import { fieldMessages } from "../../app/field-messages";

export interface LoginFields {
  username: string;
  password: string;
}

const LOGIN_FIELDS: readonly (keyof LoginFields)[] = ["username", "password"];

export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** The spec §5 rules on the typed fields: the first message of each invalid field. */
export function validateLogin(fields: LoginFields): { ok: true; value: LoginFields } | { ok: false; errors: LoginErrors } {
  const result = loginFormSchema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldMessages(result.error, LOGIN_FIELDS) };
}

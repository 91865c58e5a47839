import { loginFormSchema } from "../../../../shared/contracts/session";

export interface LoginFields {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** The spec §5 rules on the typed fields: the first message of each invalid field. */
export function validateLogin(fields: LoginFields): { ok: true; value: LoginFields } | { ok: false; errors: LoginErrors } {
  const result = loginFormSchema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "username" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

import * as z from "zod";
import { textInput } from "./text";

/** The session area's contract (spec §3, §5, §7): sign-in form, signed-in user, tenant data. */

export const PASSWORD_MIN_LENGTH = 3;

/** The answer (404) of a public route on a host that reaches no company; the web shows it as the whole page. */
export const UNKNOWN_COMPANY_MESSAGE = "Empresa não encontrada";

/**
 * A password typed in the user dialog. The server only ever sees its SHA-256 digest, so this bound lives in
 * the dialog alone; the sign-in form takes any length, for passwords set before the bound existed.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** A username is part of table keys (DynamoDB refuses long ones), so it is bounded everywhere it is typed. */
export const USERNAME_MAX_LENGTH = 60;

export const usernameTooLong = (field: string) => `O campo '${field}' aceita até ${USERNAME_MAX_LENGTH} caracteres.`;

export const usernameWithSpaces = (field: string) => `O campo '${field}' não pode ter espaços.`;

/** Passwords travel as the SHA-256 hex digest computed in the browser (spec §5). */
export const sha256HexSchema = z
  .string({ error: "Preencha o campo 'Senha'" })
  .regex(/^[0-9a-f]{64}$/i, "Preencha o campo 'Senha'")
  .transform((hex) => hex.toLowerCase());

/** What the login form checks before sending (spec §5); no login has spaces, so one typed with them is named. */
export const loginFormSchema = z.object({
  username: z
    .string({ error: "Preencha o campo 'Nome de Usuário'" })
    .trim()
    .min(1, { message: "Preencha o campo 'Nome de Usuário'", abort: true })
    .max(USERNAME_MAX_LENGTH, { message: usernameTooLong("Nome de Usuário"), abort: true })
    .regex(/^\S+$/, usernameWithSpaces("Nome de Usuário")),
  password: z.string({ error: "Preencha o campo 'Senha'" }).min(1, "Preencha o campo 'Senha'"),
});

/** What the server accepts: the password already hashed with SHA-256 in the browser. */
export const loginRequestSchema = z.object({
  username: textInput("Nome de Usuário", "Preencha o campo 'Nome de Usuário'")
    .trim()
    .toLowerCase()
    .min(1, "Preencha o campo 'Nome de Usuário'")
    .max(USERNAME_MAX_LENGTH, usernameTooLong("Nome de Usuário")),
  password: sha256HexSchema,
});

/** The signed-in user as the browser keeps it (spec §3 "Current user"). */
export interface CurrentUser {
  id: number;
  name: string;
  username: string;
  avatar: string;
  admin: boolean;
}

/** GET /tenant_data. */
export interface TenantData {
  byname: string;
}

/** GET /tenant_logo. */
export interface TenantLogo {
  logo: string;
}

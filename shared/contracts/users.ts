import * as z from "zod";
import { decodeBase64, hasImageHeader } from "../image-header";
import { recordVersionSchema } from "./record-version";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  sha256HexSchema,
  USERNAME_MAX_LENGTH,
  usernameTooLong,
  usernameWithSpaces,
} from "./session";
import { textInput } from "./text";

/** The users area's contract (spec §3, §4, §5): roles and their labels, the user dialog, the user row. */

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrador",
  user: "Usuário Padrão",
};

/** Spec §4: unknown role labels show 'Erro'. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? "Erro";
}

export const AVATAR_MAX_BYTES = 32768;

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml|bmp);base64,[A-Za-z0-9+/]+=*$/;

/** Size in bytes of the image inside a base64 data URL. */
export function dataUrlByteLength(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Whether an image data URL holds what its type says: text renamed .png does not. */
export function dataUrlHoldsImage(dataUrl: string): boolean {
  const comma = dataUrl.indexOf(",");
  const declaredType = dataUrl.slice("data:".length, dataUrl.indexOf(";"));
  const bytes = decodeBase64(dataUrl.slice(comma + 1));
  return bytes !== null && hasImageHeader(bytes, declaredType);
}

export const avatarSchema = z
  .string()
  .regex(IMAGE_DATA_URL, { message: "Arquivo não é uma Imagem", abort: true })
  .refine((url) => dataUrlByteLength(url) <= AVATAR_MAX_BYTES, { message: "Tamanho Máximo da Imagem: 32KB", abort: true })
  .refine(dataUrlHoldsImage, "Erro na Leitura da Imagem");

export const USER_NAME_MAX_LENGTH = 120;

const nameSchema = textInput("Nome do Usuário", "Preencha o campo 'Nome do Usuário'")
  .trim()
  .min(1, "Preencha o campo 'Nome do Usuário'")
  .max(USER_NAME_MAX_LENGTH, `O campo 'Nome do Usuário' aceita até ${USER_NAME_MAX_LENGTH} caracteres.`)
  .transform((name) => name.toUpperCase());

const usernameSchema = z
  .string({ error: "Preencha o campo 'Login de Usuário'" })
  .trim()
  .toLowerCase()
  .min(1, { message: "Preencha o campo 'Login de Usuário'", abort: true })
  .max(USERNAME_MAX_LENGTH, { message: usernameTooLong("Login de Usuário"), abort: true })
  .regex(/^\S+$/, { message: usernameWithSpaces("Login de Usuário"), abort: true })
  .regex(
    /^[a-z0-9._@-]+$/,
    "O campo 'Login de Usuário' aceita só letras sem acento, números e os sinais . _ @ -",
  );

const roleSchema = z.enum(ROLES, { error: "Preencha o campo 'Tipo de Usuário'" });

const PASSWORD_TOO_LONG = `O campo 'Senha' aceita até ${PASSWORD_MAX_LENGTH} caracteres.`;

/** The user dialog's rules in the browser (spec §5): plain password and its confirmation. */
export function userFormSchema(mode: "create" | "edit") {
  const password =
    mode === "create"
      ? z.string().min(PASSWORD_MIN_LENGTH, "Preencha o campo 'Senha'").max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
      : z
          .string()
          .refine((p) => p === "" || p.length >= PASSWORD_MIN_LENGTH, "Preencha o campo 'Senha'")
          .refine((p) => p.length <= PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
  return z
    .object({
      name: nameSchema,
      username: usernameSchema,
      role: roleSchema,
      password,
      confirmation: z.string(),
      avatar: avatarSchema,
    })
    .refine((form) => form.password === form.confirmation, {
      message: "'Senha' não confere",
      path: ["confirmation"],
    });
}

/** POST /users body as the server accepts it. */
export const createUserRequestSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  password: sha256HexSchema,
  avatar: avatarSchema,
  role: roleSchema,
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** PUT /users/{id} body: an empty or absent password keeps the old one; `version`, the row's as read (record-version.ts). */
export const updateUserRequestSchema = createUserRequestSchema.extend({
  password: z
    .union([z.literal(""), sha256HexSchema])
    .optional()
    .transform((p) => (p ? p : undefined)),
  version: recordVersionSchema.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** GET /users row (spec §3 User). */
export interface UserView {
  id: number;
  name: string;
  username: string;
  avatar: string;
  role: Role;
  /** The stored row's version: sent back by an edit or removal (record-version.ts). */
  version: number;
}

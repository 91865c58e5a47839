import * as z from "zod";
import { sha256HexSchema } from "./password";

/** What the login form checks before sending (spec §5). */
export const loginFormSchema = z.object({
  username: z.string({ error: "Preencha o campo 'Nome de Usuário'" }).trim().min(1, "Preencha o campo 'Nome de Usuário'"),
  password: z.string({ error: "Preencha o campo 'Senha'" }).min(1, "Preencha o campo 'Senha'"),
});

/** What the server accepts: the password already hashed with SHA-256 in the browser. */
export const loginRequestSchema = z.object({
  username: z.string({ error: "Preencha o campo 'Nome de Usuário'" }).trim().toLowerCase().min(1, "Preencha o campo 'Nome de Usuário'"),
  password: sha256HexSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

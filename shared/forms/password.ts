import * as z from "zod";

export const PASSWORD_MIN_LENGTH = 3;

/** Passwords travel as the SHA-256 hex digest computed in the browser (spec §5). */
export const sha256HexSchema = z
  .string({ error: "Preencha o campo 'Senha'" })
  .regex(/^[0-9a-f]{64}$/i, "Preencha o campo 'Senha'")
  .transform((hex) => hex.toLowerCase());

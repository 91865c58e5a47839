import * as z from "zod";
import { isValidCnpj } from "../check-digits";
import { textInput } from "./text";

/**
 * The CNPJ (the company's and its suppliers' tax id): 12 characters of base and branch, then 2 check digits.
 * From July 2026 the 12 may hold letters (Nota Técnica Conjunta 2025.001); the check digits stay digits and are
 * computed on each character's ASCII code minus 48, so a numeric CNPJ checks exactly as before.
 */

export const CNPJ_LENGTH = 14;
/** The longest CNPJ worth reading as typed: its 14 characters, the mask's 4 and some spaces. */
const MAX_TYPED_LENGTH = 30;

const BODY_CHARACTER = /[0-9A-Z]/;
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** What a CNPJ is once its punctuation is gone: its characters, upper case ("12.abc.345/01de-35" → "12ABC34501DE35"). */
export function normalizeCnpj(text: string): string {
  return [...text.toUpperCase()].filter((character) => BODY_CHARACTER.test(character)).join("");
}

/** The CNPJ as people write it, as far as it is typed: "12345678000195" → "12.345.678/0001-95", "1234" → "12.34". */
export function formatCnpj(text: string): string {
  const characters = normalizeCnpj(text).slice(0, CNPJ_LENGTH);
  const parts = [characters.slice(0, 2), characters.slice(2, 5), characters.slice(5, 8), characters.slice(8, 12), characters.slice(12)];
  const [root = "", second = "", third = "", branch = "", digits = ""] = parts;
  let formatted = root;
  if (second) formatted += `.${second}`;
  if (third) formatted += `.${third}`;
  if (branch) formatted += `/${branch}`;
  if (digits) formatted += `-${digits}`;
  return formatted;
}

export const CNPJ_MESSAGES = {
  required: "Preencha o campo 'CNPJ'",
  length: `O CNPJ tem ${CNPJ_LENGTH} caracteres (números, ou letras nos 12 primeiros).`,
  checkDigits: "CNPJ inválido: confira os números digitados.",
} as const;

/** A CNPJ as typed, with or without its mask; the value is its 14 characters. */
export const cnpjSchema = textInput("CNPJ", CNPJ_MESSAGES.required)
  .refine((text) => text.length <= MAX_TYPED_LENGTH, { error: CNPJ_MESSAGES.length, abort: true })
  .transform(normalizeCnpj)
  .refine((cnpj) => cnpj.length > 0, { error: CNPJ_MESSAGES.required, abort: true })
  .refine((cnpj) => SHAPE.test(cnpj), { error: CNPJ_MESSAGES.length, abort: true })
  .refine(isValidCnpj, { error: CNPJ_MESSAGES.checkDigits });

/** PUT /api/tenant_settings. */
export const tenantSettingsBodySchema = z.object({ cnpj: cnpjSchema });

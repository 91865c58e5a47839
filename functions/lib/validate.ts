import type * as z from "zod";
import { fieldPath } from "./entities/support/wire";
import { InvalidInput } from "./errors";

const EXPECTED: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  boolean: "true ou false",
  object: "um objeto",
  array: "uma lista",
  date: "uma data",
};

/**
 * pt-BR messages for the checks that carry none of their own (a field missing from the body, a text where
 * a number goes): every answer of the API is in pt-BR (DESIGN §8) and names the field at fault.
 */
export const ptBrIssue: z.core.$ZodErrorMap = (issue) => {
  const field = fieldPath(issue.path ?? []);
  const subject = field ? `Campo '${field}'` : "O corpo da requisição";
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return field ? `Preencha o campo '${field}'.` : "Envie os dados em JSON.";
      return `${subject} deve ser ${EXPECTED[issue.expected] ?? issue.expected}.`;
    case "too_small":
    case "too_big":
      return `${subject} está fora dos limites permitidos.`;
    case "invalid_value":
      return `${subject} deve ser um destes: ${issue.values.map(String).join(", ")}.`;
    case "unrecognized_keys":
      return `Campos não reconhecidos: ${issue.keys.join(", ")}.`;
    default:
      return `${subject} é inválido.`;
  }
};

/** Parses input with a shared zod schema; the first issue's pt-BR message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value, { error: ptBrIssue });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InvalidInput(issue?.message ?? "Dados inválidos.");
}

/** A positive integer id from a path parameter, or 400 (an unparseable id names nothing). */
export function parseId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw new InvalidInput("Identificador inválido.");
  return id;
}

import * as z from "zod";
import { fieldPath } from "../entities/support/wire";
import { InvalidInput, NotFound } from "../errors";

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

/**
 * A record id as written in a path or a query: digits only, without a leading zero, so each record has one
 * spelling. Number() alone would also read "0x2", "2e0", " 2", "2.0" and "02" as 2.
 */
const ID_TEXT = /^[1-9][0-9]*$/;

function idFromText(raw: string | undefined): number | undefined {
  if (raw === undefined || !ID_TEXT.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The record id of a path parameter: anything but a plain id names no record, so 404. */
export function parseId(raw: string | undefined, notFoundMessage = "Registro não encontrado."): number {
  const id = idFromText(raw);
  if (id === undefined) throw new NotFound(notFoundMessage);
  return id;
}

/** A record id in a query string (`?product_id=12`): 400 naming the parameter when it is not a plain id. */
export function idQueryParam(name: string) {
  return z.string({ error: `Informe '${name}'.` }).transform((raw, context) => {
    const id = idFromText(raw);
    if (id !== undefined) return id;
    context.addIssue({ code: "custom", message: `'${name}' inválido.` });
    return z.NEVER;
  });
}

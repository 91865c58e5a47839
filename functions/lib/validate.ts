import type * as z from "zod";
import { InvalidInput } from "./errors";

/** Parses input with a shared zod schema; the first issue's pt-BR message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InvalidInput(issue?.message ?? "Dados inválidos.");
}

/** A positive integer id from a path parameter, or 404 (an unparseable id names nothing). */
export function parseId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw new InvalidInput("Identificador inválido.");
  return id;
}

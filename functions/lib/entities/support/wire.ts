import * as z from "zod";
import { boundedNumber, describeRange, type NumberKind, RATE, type Sign } from "../../../../shared/contracts/bounds";

/**
 * Building blocks of the integration shapes (snake_case on the wire). Each check carries the field-agnostic
 * half of a pt-BR message ("deve ser um texto de 1 a 30 caracteres"); describeIssue adds the item index and
 * the field: "Item 3: campo 'barcode' deve ser um texto de 1 a 30 caracteres."
 */
type IssueInput = { input?: unknown };

/**
 * A message is a text, or a function that makes it when an input is refused: the ranges of amounts are written
 * in pt-BR numbers, and formatting them when the schemas are built cost every cold start about 11 ms.
 */
const requiredOr = (expected: string | (() => string)) => (issue: IssueInput) =>
  issue.input === undefined || issue.input === null ? "é obrigatório" : typeof expected === "string" ? expected : expected();

const POSITIVE_INT = "deve ser um número inteiro maior que 0";
const INT_OR_ZERO = "deve ser um número inteiro maior ou igual a 0";
const DATE = "deve ser uma data válida no formato AAAA-MM-DD";
const FLAG = "deve ser true ou false";

export const positiveId = () =>
  z.number({ error: requiredOr(POSITIVE_INT) }).int({ error: POSITIVE_INT }).positive({ error: POSITIVE_INT }).max(Number.MAX_SAFE_INTEGER, { error: POSITIVE_INT });

/** A source id below `limit` (ids from `limit` on are the back office's own). */
export const sourceId = (limit: number) => {
  const expected = `deve ser um número inteiro entre 1 e ${limit - 1}`;
  return z.number({ error: requiredOr(expected) }).int({ error: expected }).min(1, { error: expected }).max(limit - 1, { error: expected });
};

/** An id where 0 means "none" (price_quote_id of an order not made from a quote). */
export const idOrZero = () =>
  z.number({ error: requiredOr(INT_OR_ZERO) }).int({ error: INT_OR_ZERO }).min(0, { error: INT_OR_ZERO }).max(Number.MAX_SAFE_INTEGER, { error: INT_OR_ZERO });

/** A money, unit cost or quantity field: rounded to its kind's decimals, then held to its bounds. */
export const amount = (kind: NumberKind, sign: Sign) =>
  boundedNumber(kind, sign, requiredOr(() => `deve ser um número ${describeRange(kind, sign)}`));
/** A tax rate in percent (18 = 18%). */
export const percent = () => boundedNumber(RATE, "nonNegative", requiredOr(() => `deve ser um percentual ${describeRange(RATE, "nonNegative")}`));
export const flag = () => z.boolean({ error: requiredOr(FLAG) });

export const text = (max: number) => {
  const expected = `deve ser um texto de 1 a ${max} caracteres`;
  return z.string({ error: requiredOr(expected) }).trim().min(1, { error: expected }).max(max, { error: expected });
};

const NCM = "deve ter os 8 dígitos do NCM (ex.: 10063021)";
/** A product's NCM (Nomenclatura Comum do Mercosul): 8 digits, as an NF-e line names it. */
export const ncmCode = () => z.string({ error: requiredOr(NCM) }).regex(/^\d{8}$/, { error: NCM });

/** Units of measure: short codes, kept upper-case (UN, KG, CX, PCT, L). */
export const unitCode = () => text(6).transform((value) => value.toUpperCase());

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const isoDate = () =>
  z
    .string({ error: requiredOr(DATE) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE })
    .refine(isCalendarDate, { error: DATE });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => {
  const expected = `deve ser um destes valores: ${values.join(", ")}`;
  return z.enum(values, { error: requiredOr(expected) });
};

export const list = <S extends z.ZodType>(item: S, min: number, max: number) => {
  const expected = `deve ser uma lista de ${min} a ${max} itens`;
  return z.array(item, { error: requiredOr(expected) }).min(min, { error: expected }).max(max, { error: expected });
};

/** An object of the wire; a non-object answers "deve ser um objeto". */
export const record = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: "deve ser um objeto" });

/** "items[2].unit_cost" from a zod path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === "number") return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, "");
}

/** The pt-BR message of a zod issue of item `index` of a batch. */
export function describeIssue(index: number, issue: { path: readonly PropertyKey[]; message: string }): string {
  const field = fieldPath(issue.path);
  const sentence = field ? `Item ${index}: campo '${field}' ${issue.message}` : `Item ${index}: ${issue.message}`;
  return sentence.endsWith(".") ? sentence : `${sentence}.`;
}

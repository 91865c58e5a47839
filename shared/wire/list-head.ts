import { sumIntegers, toScaledInteger } from "../money";
import { firstBy, type SortSpec, sortValueOf } from "../sort";

/**
 * A long list's head (issue 29, first page first): its first rows in the list's default order, its record
 * count and the sums of its number fields, sent at the start of its compact answer so a screen can show the
 * first page and the footer totals before the whole list has arrived and been decoded. The sums are the
 * whole list's, taken as integers at SUM_DECIMALS, so a total read from them equals the sum of the rows.
 */

/** The largest page a list shows (20, 50 or 100 rows). */
export const HEAD_ROWS = 100;

/** Decimals the sums are exact to: money has 2, quantities 3, unit costs 4. */
export const SUM_DECIMALS = 4;

export interface ListHead<Row> {
  /** The first rows in the list's default order. */
  rows: Row[];
  /** How many rows the whole list has. */
  count: number;
  /** The whole list's sum of each number field. */
  sums: Record<string, number>;
}

/**
 * The whole list's sums of its number fields: the fields of its rows (every row of a list has the same ones)
 * whose values are numbers, or missing (counted 0), in every row. One pass, no copies: the head is built on a
 * cold read of up to 15,000 rows.
 */
export function listSums(rows: readonly object[]): Record<string, number> {
  const totals = new Map<string, number>(Object.keys(rows[0] ?? {}).map((field) => [field, 0]));
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    for (const [field, total] of totals) {
      const value = values[field];
      if (typeof value === "number") totals.set(field, Number.isFinite(value) ? total + toScaledInteger(value, SUM_DECIMALS) : total);
      else if (value !== undefined && value !== null) totals.delete(field);
    }
  }
  const scale = 10 ** SUM_DECIMALS;
  const sums: Record<string, number> = {};
  // Added in place above (no array per field); sumIntegers only checks that each total stayed a safe integer.
  for (const [field, total] of totals) sums[field] = sumIntegers([total]) / scale;
  return sums;
}

/** The head of `rows` in `order` (the order the list kit shows by default). */
export function listHead<Row extends object>(rows: readonly Row[], order: SortSpec, size = HEAD_ROWS): ListHead<Row> {
  const read = (row: Row) => order.map((entry) => sortValueOf((row as Record<string, unknown>)[entry.key]));
  return { rows: firstBy(rows, order, read, size), count: rows.length, sums: listSums(rows) };
}

/** How an answer with a head begins: the envelope (functions/lib/request/http.ts), then the payload's head first. */
export const HEAD_ANSWER_START = '{"success":true,"data":{"head":';

/** Where the JSON value starting at `from` ends (the index after it), or undefined when `text` stops inside it. */
function jsonValueEnd(text: string, from: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === "{" || char === "[") depth++;
    else if (char === "}" || char === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return undefined;
}

/**
 * The head of an answer from the start of its text as it arrives: the head once the text holds it whole,
 * null when the answer has none (it cannot start so), undefined while it may still come.
 */
export function headOfAnswerStart(text: string): ListHead<object> | null | undefined {
  const known = Math.min(text.length, HEAD_ANSWER_START.length);
  if (text.slice(0, known) !== HEAD_ANSWER_START.slice(0, known)) return null;
  if (text.length === known) return undefined;
  const end = jsonValueEnd(text, HEAD_ANSWER_START.length);
  if (end === undefined) return undefined;
  try {
    const head = JSON.parse(text.slice(HEAD_ANSWER_START.length, end)) as ListHead<object>;
    return Array.isArray(head?.rows) && typeof head.count === "number" && typeof head.sums === "object" ? head : null;
  } catch {
    return null;
  }
}

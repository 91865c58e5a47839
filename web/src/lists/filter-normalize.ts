import type { FilterQuery, FilterToken } from "./filter-match";
import {
  DATE_HINT,
  FILTER_DECIMALS,
  INVALID_DATE_TEXT,
  INVALID_NUMBER_TEXT,
  isNumericFilterType,
  numberHint,
  numberTokenValue,
  parseDateInput,
  parseDecimalInput,
} from "./filter-values";
import type { ColumnDef } from "./types";

/**
 * Token values in one canonical form, however they were entered (typed in the filter bar or picked in
 * the value editor): dates as "YYYY-MM-DD", numbers as pt-BR text without grouping ("1234,5"). A value
 * that does not parse for its column ("abc", "12,345" on a percent, "31/02/2026") is never applied: it is
 * taken out of the query and reported, so the list neither empties nor saves it without a word.
 */

/** A token left out of the query, with what the user typed and why it was refused. */
export interface RejectedFilter {
  /** "Margem >= abc", as the filter bar read it. */
  text: string;
  /** "Valor inválido. Percentual, até 2 casas decimais (ex.: 12,5)". */
  reason: string;
}

export interface CheckedQuery {
  query: FilterQuery;
  rejected: RejectedFilter[];
}

type Checked = { token: FilterToken } | { rejected: RejectedFilter };

function checkToken<T>(token: FilterToken, columns: ReadonlyMap<string, ColumnDef<T>>): Checked {
  const column = token.propertyKey === undefined ? undefined : columns.get(token.propertyKey);
  if (!column || typeof token.value !== "string") return { token };
  const text = `${column.header} ${token.operator} ${token.value.trim()}`;
  if (column.type === "date") {
    const iso = parseDateInput(token.value);
    return iso ? { token: { ...token, value: iso } } : { rejected: { text, reason: `${INVALID_DATE_TEXT}. Use ${DATE_HINT}` } };
  }
  if (isNumericFilterType(column.type)) {
    const number = parseDecimalInput(token.value, FILTER_DECIMALS[column.type]);
    return number === null
      ? { rejected: { text, reason: `${INVALID_NUMBER_TEXT}. ${numberHint(column.type)}` } }
      : { token: { ...token, value: numberTokenValue(number) } };
  }
  return { token };
}

/** A token without a value ("Venda >" and Enter) filters by nothing: it is dropped, not kept to hide every row. */
function hasValue(token: FilterToken): boolean {
  return !(typeof token.value === "string" && token.value.trim() === "") && token.value !== null && token.value !== undefined;
}

/** The query to apply (canonical values only) and the tokens refused on the way. */
export function checkQuery<T>(query: FilterQuery, columns: readonly ColumnDef<T>[]): CheckedQuery {
  const byId = new Map(columns.map((column) => [column.id as string, column]));
  const tokens: FilterToken[] = [];
  const rejected: RejectedFilter[] = [];
  for (const token of query.tokens.filter(hasValue)) {
    const checked = checkToken(token, byId);
    if ("token" in checked) tokens.push(checked.token);
    else rejected.push(checked.rejected);
  }
  return { query: { operation: query.operation, tokens }, rejected };
}

/** The query to apply, invalid tokens left out (a saved query read back, for example). */
export function normalizeQuery<T>(query: FilterQuery, columns: readonly ColumnDef<T>[]): FilterQuery {
  return checkQuery(query, columns).query;
}

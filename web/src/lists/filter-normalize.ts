import type { FilterQuery, FilterToken } from "./filter-match";
import { FILTER_DECIMALS, isNumericFilterType, numberTokenValue, parseDateInput, parseDecimalInput } from "./filter-values";
import type { ColumnDef } from "./types";

/**
 * Token values in one canonical form, however they were entered (typed in the filter bar or picked in
 * the value editor): dates as "YYYY-MM-DD", numbers as pt-BR text without grouping ("1234,5"). Values
 * that do not parse are kept as typed (they match nothing).
 */

function normalizeToken<T>(token: FilterToken, columns: ReadonlyMap<string, ColumnDef<T>>): FilterToken {
  const column = token.propertyKey === undefined ? undefined : columns.get(token.propertyKey);
  if (!column || typeof token.value !== "string") return token;
  if (column.type === "date") {
    const iso = parseDateInput(token.value);
    return iso ? { ...token, value: iso } : token;
  }
  if (isNumericFilterType(column.type)) {
    const number = parseDecimalInput(token.value, FILTER_DECIMALS[column.type]);
    return number === null ? token : { ...token, value: numberTokenValue(number) };
  }
  return token;
}

/** A token without a value ("Venda >" and Enter) filters by nothing: it is dropped, not kept to hide every row. */
function hasValue(token: FilterToken): boolean {
  return !(typeof token.value === "string" && token.value.trim() === "") && token.value !== null && token.value !== undefined;
}

export function normalizeQuery<T>(query: FilterQuery, columns: readonly ColumnDef<T>[]): FilterQuery {
  const byId = new Map(columns.map((column) => [column.id as string, column]));
  return { operation: query.operation, tokens: query.tokens.filter(hasValue).map((token) => normalizeToken(token, byId)) };
}

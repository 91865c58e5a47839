import { toScaledInteger } from "../../../shared/money";
import { parseDate, toIsoDate } from "../app/format";
import { cellValue, formatCell, statusOption, toNumber } from "./cells";
import { type FilterOperator, isFilterOperator, operatorsFor } from "./filter-operators";
import { FILTER_DECIMALS, foldText, isNumericFilterType, parseDateInput, parseDecimalInput } from "./filter-values";
import type { CellValue, ColumnDef } from "./types";

/**
 * Whether an item passes the list's filter query. Tokens are read through the columns (computed values,
 * pt-BR number and date input), not through raw item fields: what the user filters is what the list shows.
 */

export interface FilterToken {
  propertyKey?: string;
  operator: string;
  value: unknown;
}

export interface FilterQuery {
  operation: "and" | "or";
  tokens: readonly FilterToken[];
}

export const EMPTY_QUERY: FilterQuery = { operation: "and", tokens: [] };

function compare(order: number, operator: FilterOperator): boolean {
  switch (operator) {
    case "=":
      return order === 0;
    case "!=":
      return order !== 0;
    case ">":
      return order > 0;
    case ">=":
      return order >= 0;
    case "<":
      return order < 0;
    case "<=":
      return order <= 0;
    default:
      return false;
  }
}

function tokenText(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

function matchText(itemText: string, tokenValue: unknown, operator: FilterOperator): boolean {
  const item = foldText(itemText);
  const token = foldText(tokenText(tokenValue).trim());
  switch (operator) {
    case ":":
      return item.includes(token);
    case "!:":
      return !item.includes(token);
    case "=":
      return item === token;
    case "!=":
      return item !== token;
    default:
      return false;
  }
}

function itemDay(value: CellValue): string | null {
  if (typeof value !== "string") return null;
  const date = parseDate(value);
  return date ? toIsoDate(date) : null;
}

function matchColumn<T extends object>(column: ColumnDef<T>, item: T, token: FilterToken, operator: FilterOperator): boolean {
  const value = cellValue(column, item);
  if (isNumericFilterType(column.type)) {
    const decimals = FILTER_DECIMALS[column.type];
    const tokenNumber = parseDecimalInput(tokenText(token.value), decimals);
    const itemNumber = toNumber(value);
    if (tokenNumber === null || itemNumber === null) return false;
    // Compared at the precision the list shows: 12.345 % reads 12,35 % and equals a filter of 12,35.
    return compare(Math.sign(toScaledInteger(itemNumber, decimals) - toScaledInteger(tokenNumber, decimals)), operator);
  }
  if (column.type === "date") {
    const tokenDay = parseDateInput(tokenText(token.value));
    const day = itemDay(value);
    if (tokenDay === null || day === null) return false;
    return compare(day.localeCompare(tokenDay), operator);
  }
  if (column.type === "status") {
    const wanted = tokenText(token.value);
    const same = String(value ?? "") === wanted || foldText(statusOption(column, value).label) === foldText(wanted.trim());
    return operator === "!=" ? !same : operator === "=" && same;
  }
  return matchText(formatCell(column, item), token.value, operator);
}

/**
 * Builds the list's filtering function for a set of columns. The free-text haystack of an item (its shown
 * texts and raw values) is computed once per item and kept while the columns stay the same.
 */
export function createItemMatcher<T extends object>(columns: readonly ColumnDef<T>[]): (item: T, query: FilterQuery) => boolean {
  const filterable = columns.filter((column) => column.filterable !== false);
  const byId = new Map(filterable.map((column) => [column.id as string, column]));
  const haystacks = new WeakMap<T, string>();

  const haystack = (item: T): string => {
    const cached = haystacks.get(item);
    if (cached !== undefined) return cached;
    const parts: string[] = [];
    for (const column of filterable) {
      parts.push(formatCell(column, item));
      const raw = cellValue(column, item);
      if (raw !== null && raw !== undefined) parts.push(String(raw));
    }
    const text = foldText(parts.join("\u0000"));
    haystacks.set(item, text);
    return text;
  };

  const matchToken = (item: T, token: FilterToken): boolean => {
    if (!isFilterOperator(token.operator)) return false;
    const operator = token.operator;
    if (token.propertyKey === undefined) {
      const needle = foldText(tokenText(token.value).trim());
      const found = haystack(item).includes(needle);
      return operator === "!:" ? !found : found;
    }
    const column = byId.get(token.propertyKey);
    if (!column || !operatorsFor(column.type).includes(operator)) return false;
    return matchColumn(column, item, token, operator);
  };

  return (item, query) => {
    if (query.tokens.length === 0) return true;
    return query.operation === "or"
      ? query.tokens.some((token) => matchToken(item, token))
      : query.tokens.every((token) => matchToken(item, token));
  };
}

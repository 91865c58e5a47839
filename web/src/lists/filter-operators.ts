import type { ColumnType } from "./types";

/** The filter operators each kind of column offers, in one place (STYLE: shared property-filter operators). */

export const COMPARISON_OPERATORS = ["=", "!=", ">", ">=", "<", "<="] as const;
export const TEXT_OPERATORS = [":", "!:", "=", "!="] as const;
export const STATUS_OPERATORS = ["=", "!="] as const;
/** Free text (no property) searches every column's shown text. */
export const FREE_TEXT_OPERATORS = [":", "!:"] as const;

export const ALL_OPERATORS = ["=", "!=", ">", ">=", "<", "<=", ":", "!:"] as const;
export type FilterOperator = (typeof ALL_OPERATORS)[number];

export function operatorsFor(type: ColumnType): readonly FilterOperator[] {
  switch (type) {
    case "text":
      return TEXT_OPERATORS;
    case "status":
      return STATUS_OPERATORS;
    default:
      return COMPARISON_OPERATORS;
  }
}

/** The operator a property starts with when picked. */
export function defaultOperatorFor(type: ColumnType): FilterOperator {
  return type === "text" ? ":" : "=";
}

export function isFilterOperator(value: string): value is FilterOperator {
  return (ALL_OPERATORS as readonly string[]).includes(value);
}

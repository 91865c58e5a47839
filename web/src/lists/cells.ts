import { formatCurrency, formatInteger, formatPercent, formatQuantity, formatUnitCost, unitCostDecimals } from "../../../shared/format";
import { formatDate, formatListDate } from "../app/format";
import type { CellValue, ColumnDef, ColumnType, StatusColumn, StatusOption } from "./types";

/** Reading and formatting one column's value of one item: what every cell, sort, filter and export uses. */

/** Decimals each figure type keeps: totals are summed as integers at this scale. */
export const TYPE_DECIMALS: Readonly<Record<ColumnType, number | null>> = {
  text: null,
  code: 0,
  integer: 0,
  quantity: 3,
  currency: 2,
  unitCost: 4,
  percent: 2,
  date: null,
  status: null,
};

export function isNumericType(type: ColumnType): boolean {
  return TYPE_DECIMALS[type] !== null;
}

/** Figures line up on the right; text, dates and codes read from the left. */
export function alignsRight(type: ColumnType): boolean {
  return isNumericType(type) && type !== "code";
}

/** `item[key]` when it is text or a number; anything else reads as missing. */
export function readField(item: object, key: string): CellValue {
  const value: unknown = (item as Record<string, unknown>)[key];
  return typeof value === "string" || typeof value === "number" ? value : null;
}

export function cellValue<T extends object>(column: ColumnDef<T>, item: T): CellValue {
  return column.value ? column.value(item) : readField(item, column.id);
}

/** A number for figure columns: numeric text from the wire counts, anything else is missing. */
export function toNumber(value: CellValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** Spec §4, §8: an unknown status, type or role shows 'Erro'. */
export const UNKNOWN_STATUS: StatusOption = { label: "Erro", tone: "danger" };

export function statusOption<T>(column: StatusColumn<T>, value: CellValue): StatusOption {
  if (value === null || value === undefined) return UNKNOWN_STATUS;
  return Object.hasOwn(column.options, String(value)) ? (column.options[String(value)] ?? UNKNOWN_STATUS) : UNKNOWN_STATUS;
}

/**
 * Decimals each unit-cost column shows over these items (the filtered rows): the most any row needs, at
 * least 2, at most 4, so one column reads alike (1,5000 above 2,3456). Other columns are not listed.
 */
export type ColumnDecimals = ReadonlyMap<string, number>;

export const NO_COLUMN_DECIMALS: ColumnDecimals = new Map();

export function columnDecimals<T extends object>(columns: readonly ColumnDef<T>[], items: readonly T[]): ColumnDecimals {
  const decimals = new Map<string, number>();
  for (const column of columns) {
    if (column.type !== "unitCost") continue;
    decimals.set(column.id, unitCostDecimals(items.map((item) => toNumber(cellValue(column, item)))));
  }
  return decimals;
}

/** The text a figure of this type shows (no unit); `decimals` fixes a unit cost's decimals. */
export function formatValue(type: ColumnType, value: CellValue, decimals?: number): string {
  switch (type) {
    case "code": {
      const code = toNumber(value);
      return code === null ? "" : String(code);
    }
    case "integer":
      return formatInteger(toNumber(value));
    case "quantity":
      return formatQuantity(toNumber(value));
    case "currency":
      return formatCurrency(toNumber(value));
    case "unitCost":
      return formatUnitCost(toNumber(value), decimals);
    case "percent":
      return formatPercent(toNumber(value));
    case "date":
      return typeof value === "string" ? formatListDate(value) : "";
    default:
      return value === null || value === undefined ? "" : String(value);
  }
}

/**
 * The text a cell shows in the list: what free-text search matches and what PDF exports print. Unit costs
 * take their column's decimals when given (`columnDecimals`).
 */
export function formatCell<T extends object>(column: ColumnDef<T>, item: T, decimals: ColumnDecimals = NO_COLUMN_DECIMALS): string {
  const value = cellValue(column, item);
  switch (column.type) {
    case "status":
      return statusOption(column, value).label;
    case "quantity": {
      const text = formatValue("quantity", value);
      const unit = column.unit?.(item);
      // A no-break space keeps the unit with its figure, as Intl does for "R$".
      return text && unit ? `${text}\u00a0${unit}` : text;
    }
    default:
      return formatValue(column.type, value, decimals.get(column.id));
  }
}

/** Documents show the full year (dd/mm/yyyy); everything else as in the list. */
export function formatDocumentCell<T extends object>(column: ColumnDef<T>, item: T, decimals: ColumnDecimals = NO_COLUMN_DECIMALS): string {
  if (column.type !== "date") return formatCell(column, item, decimals);
  const value = cellValue(column, item);
  return typeof value === "string" ? formatDate(value) : "";
}

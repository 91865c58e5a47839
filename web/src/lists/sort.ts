import { parseDate } from "../app/format";
import { cellValue, readField, statusOption, toNumber } from "./cells";
import { sortBy, type SortValue, sortValueOf } from "../../../shared/sort";
import type { ColumnDef, SortSpec } from "./types";

/**
 * Multi-column sort (spec §2.3, §9) by the columns' values: the shared order (shared/sort.ts), dates by their
 * instant, statuses by their label.
 */

function comparable<T extends object>(column: ColumnDef<T> | undefined, item: T, key: string): SortValue {
  if (!column) return sortValueOf(readField(item, key));
  const value = cellValue(column, item);
  switch (column.type) {
    case "code":
    case "integer":
    case "quantity":
    case "currency":
    case "unitCost":
    case "percent":
      return toNumber(value);
    case "date":
      return typeof value === "string" ? (parseDate(value)?.getTime() ?? null) : null;
    case "status":
      return value === null || value === undefined ? null : statusOption(column, value).label;
    default:
      return sortValueOf(value);
  }
}

export function sameSort(a: SortSpec, b: SortSpec): boolean {
  return a.length === b.length && a.every((entry, index) => entry.key === b[index]?.key && entry.direction === b[index]?.direction);
}

/** The user's sort first, then the screen's default keys it does not already use, as tie-breakers. */
export function effectiveSort(userSort: SortSpec, defaultSort: SortSpec): SortSpec {
  const used = new Set(userSort.map((entry) => entry.key));
  return [...userSort, ...defaultSort.filter((entry) => !used.has(entry.key))];
}

/** A sorted copy; equal rows keep their incoming order. */
export function sortItems<T extends object>(items: readonly T[], spec: SortSpec, columns: readonly ColumnDef<T>[]): T[] {
  const byId = new Map(columns.map((column) => [column.id as string, column]));
  // Every sort value read once per item (15,000-row lists), then the decorated rows sorted.
  return sortBy(items, spec, (item) => spec.map((entry) => comparable(byId.get(entry.key), item, entry.key)));
}

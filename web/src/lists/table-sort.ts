import type { TableProps } from "@cloudscape-design/components/table";
import type { SortKey, SortSpec } from "./types";

/**
 * The kit's sort spec as the Table's multi-column sort state and back. Columns are matched by their
 * sortingField, which is the column id. Shift+click or the column's sort menu adds a key; a plain click
 * on an unsorted column starts over with it (the screen's default keys still break ties).
 */

export function toSortingColumns<T>(spec: SortSpec): TableProps.SortingState<T>[] {
  return spec.map((entry) => ({ sortingColumn: { sortingField: entry.key }, isDescending: entry.direction === "desc" }));
}

export function fromSortingColumns<T>(sortingColumns: ReadonlyArray<TableProps.SortingState<T>>): SortKey[] {
  return sortingColumns.flatMap((entry) => {
    const key = entry.sortingColumn.sortingField;
    return key ? [{ key, direction: entry.isDescending ? "desc" : "asc" } satisfies SortKey] : [];
  });
}

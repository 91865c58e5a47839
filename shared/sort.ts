/**
 * The list order (spec §2.3, §9), the same in the browser's list kit and where the server picks a long list's
 * first page: stable, pt-BR collation with numeric runs ("Item 2" before "Item 10"), figures by value,
 * missing values last whichever the direction.
 */

export type SortDirection = "asc" | "desc";

export interface SortKey {
  /** A column id, or any row field (a default sort may use a field that is not a column). */
  key: string;
  direction: SortDirection;
}

export type SortSpec = readonly SortKey[];

/** What a row is compared by: a number, a text, or missing. */
export type SortValue = number | string | null;

const collator = new Intl.Collator("pt-BR", { numeric: true });

/** Ascending order of two present values: numbers before text, text by pt-BR collation. */
function compareValues(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return collator.compare(a, b);
}

/** A field's value as it sorts: finite numbers and non-empty texts, anything else missing. */
export function sortValueOf(value: unknown): SortValue {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value === "" ? null : value;
  return null;
}

interface Decorated<T> {
  item: T;
  index: number;
  values: readonly SortValue[];
}

function decoratedOrder(spec: SortSpec): (left: Decorated<unknown>, right: Decorated<unknown>) => number {
  return (left, right) => {
    for (let position = 0; position < spec.length; position++) {
      const a = left.values[position] ?? null;
      const b = right.values[position] ?? null;
      if (a === null || b === null) {
        if (a !== b) return a === null ? 1 : -1;
        continue;
      }
      const order = compareValues(a, b);
      if (order !== 0) return spec[position]?.direction === "desc" ? -order : order;
    }
    return left.index - right.index;
  };
}

/** A sorted copy by `spec`, each item's values read once by `valuesOf` (in the spec's order); equal items keep their order. */
export function sortBy<T>(items: readonly T[], spec: SortSpec, valuesOf: (item: T) => readonly SortValue[]): T[] {
  if (spec.length === 0) return [...items];
  const rows = items.map((item, index) => ({ item, index, values: valuesOf(item) }));
  rows.sort(decoratedOrder(spec));
  return rows.map((row) => row.item);
}

/**
 * The first `count` items of `sortBy(items, spec, valuesOf)`, without sorting them all: one comparison for
 * most items of a long list (against the last of the first ones kept).
 */
export function firstBy<T>(items: readonly T[], spec: SortSpec, valuesOf: (item: T) => readonly SortValue[], count: number): T[] {
  if (spec.length === 0 || count <= 0) return items.slice(0, Math.max(count, 0));
  const order = decoratedOrder(spec);
  const kept: Decorated<T>[] = [];
  items.forEach((item, index) => {
    const row = { item, index, values: valuesOf(item) };
    const last = kept[kept.length - 1];
    if (kept.length === count && last && order(row, last) >= 0) return;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(kept[middle] as Decorated<T>, row) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, row);
    if (kept.length > count) kept.pop();
  });
  return kept.map((row) => row.item);
}

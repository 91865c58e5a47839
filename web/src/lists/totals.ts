import { percentOf } from "../../../shared/formulas/percent";
import { roundTo, sumIntegers, toScaledInteger } from "../../../shared/money";
import { cellValue, readField, TYPE_DECIMALS, toNumber } from "./cells";
import { LIST_TEXT } from "./i18n";
import type { CellValue, ColumnDef, ColumnType, TotalSpec } from "./types";

/**
 * Footer totals (spec §2.3, §9) over the filtered items of every page. Sums are taken as integers at the
 * column's scale (cents for money, thousandths for quantities), so a total equals the sum of the rows
 * shown, to the cent. margin = profit x 100 / cost, 0 when cost is 0.
 */

export interface ComputedTotal {
  column: string;
  label: string;
  type: ColumnType;
  value: number | null;
  /** Shown even while its column is hidden (TotalSpec's `always`). */
  always?: boolean;
}

function valueReader<T extends object>(columns: readonly ColumnDef<T>[], key: string): (item: T) => CellValue {
  const column = columns.find((candidate) => candidate.id === key);
  return column ? (item) => cellValue(column, item) : (item) => readField(item, key);
}

function decimalsOf<T>(columns: readonly ColumnDef<T>[], key: string): number {
  const type = columns.find((candidate) => candidate.id === key)?.type;
  return (type && TYPE_DECIMALS[type]) ?? 2;
}

/** Exact sum of a column over items, rounded per row to the column's decimals (missing values count 0). */
export function sumColumn<T extends object>(items: readonly T[], columns: readonly ColumnDef<T>[], key: string): number {
  const read = valueReader(columns, key);
  const decimals = decimalsOf(columns, key);
  const scaled = items.map((item) => toScaledInteger(toNumber(read(item)) ?? 0, decimals));
  return sumIntegers(scaled) / 10 ** decimals;
}

/** profit x 100 / cost with 2 decimals; 0 when cost is 0 (the shared formula). */
export function marginOf(profit: number, cost: number): number {
  return percentOf(profit, cost);
}

/**
 * The footer of a share column (a row's percent of a whole, such as '% das Vendas'): the filtered rows' part
 * over the whole, from the sums in cents (100,00 % for the whole list), never the sum of the rounded row
 * percentages (which reads 100,01 %). `whole` null (not known yet): no value.
 */
export function shareTotal<T extends object>(column: string, part: string, whole: number | null, label?: string): TotalSpec<T> {
  return {
    column,
    kind: "custom",
    compute: (items) => (whole === null ? null : percentOf(toScaledInteger(sumColumn(items, [], part), 2), toScaledInteger(whole, 2))),
    fromSums: (sumOf) => (whole === null ? null : percentOf(toScaledInteger(sumOf(part), 2), toScaledInteger(whole, 2))),
    ...(label ? { label } : {}),
  };
}

function totalValue<T extends object>(items: readonly T[], columns: readonly ColumnDef<T>[], total: TotalSpec<T>): number | null {
  switch (total.kind) {
    case "sum":
      return sumColumn(items, columns, total.column);
    case "margin":
      return marginOf(sumColumn(items, columns, total.profit), sumColumn(items, columns, total.cost));
    default:
      return total.compute(items);
  }
}

function labelled<T extends object>(
  columns: readonly ColumnDef<T>[],
  totals: readonly TotalSpec<T>[],
  totalOf: (total: TotalSpec<T>) => number | null,
): ComputedTotal[] {
  return totals.map((total) => {
    const column = columns.find((candidate) => candidate.id === total.column);
    const label = total.label ?? column?.header ?? total.column;
    const type: ColumnType = column?.type ?? "currency";
    return { column: total.column, label, type, value: totalOf(total), ...(total.always ? { always: true } : {}) };
  });
}

export function computeTotals<T extends object>(
  items: readonly T[],
  columns: readonly ColumnDef<T>[],
  totals: readonly TotalSpec<T>[],
): ComputedTotal[] {
  return labelled(columns, totals, (total) => totalValue(items, columns, total));
}

/**
 * The totals of a whole list from its sums (a long list's head, shared/wire/list-head.ts), before its rows
 * have arrived: the same figures computeTotals gives once they have. A custom total without `fromSums` is
 * left empty until then.
 */
export function totalsFromSums<T extends object>(
  sums: Readonly<Record<string, number>>,
  columns: readonly ColumnDef<T>[],
  totals: readonly TotalSpec<T>[],
): ComputedTotal[] {
  const sumOf = (key: string) => roundTo(sums[key] ?? 0, decimalsOf(columns, key));
  return labelled(columns, totals, (total) => {
    switch (total.kind) {
      case "sum":
        return sumOf(total.column);
      case "margin":
        return marginOf(sumOf(total.profit), sumOf(total.cost));
      default:
        return total.fromSums ? total.fromSums(sumOf) : null;
    }
  });
}

/** What heads a row of totals (on screen, in the PDF and in Excel): a lone total's own label, else 'Totais'. */
export function totalsRowLabel(totals: readonly { label: string }[]): string {
  const [only] = totals;
  return totals.length === 1 && only ? only.label : LIST_TEXT.totals;
}

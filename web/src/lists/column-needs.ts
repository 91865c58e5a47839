import { type ColumnDecimals, cellValue, formatCell, formatValue, toNumber } from "./cells";
import { type ColumnStack, stackNeed, tableHeaderText } from "./column-stacks";
import { type ColumnNeed, SORT_BADGE_WIDTH, SORT_CONTROLS_WIDTH } from "./column-widths";
import { type TextMeasure, textSpan, widestSpan } from "./text-measure";
import type { ComputedTotal } from "./totals";
import type { ColumnDef, SortSpec } from "./types";

/**
 * What each column needs to show its header and its widest cell (`ColumnNeed`), measured over the whole
 * list (not one page or one filter, so widths stay put while the user pages and filters).
 */

/** Room a cell takes beside its text: a status icon, a badge's padding, a flag or an avatar before a name. */
const ADORNMENT = { statusIcon: 22, badge: 18, customCell: 36 } as const;

/** How many of the longest texts of a column are measured (the rest cannot be wider by much). */
const MEASURED_TEXTS = 12;
/** How many of the largest and of the most negative figures are formatted and measured. */
const MEASURED_FIGURES = 6;

/** The `count` texts with most characters. */
function longestTexts(texts: readonly string[], count: number): string[] {
  return [...new Set(texts)].sort((a, b) => b.length - a.length).slice(0, count);
}

/** Items whose figure is among the largest or the most negative: their formatted text is the longest. */
function extremeItems<T extends object>(column: ColumnDef<T>, items: readonly T[]): T[] {
  const valued = items
    .map((item) => ({ item, value: toNumber(cellValue(column, item)) }))
    .filter((entry): entry is { item: T; value: number } => entry.value !== null);
  const largest = [...valued].sort((a, b) => b.value - a.value);
  return [...largest.slice(0, MEASURED_FIGURES), ...largest.slice(-MEASURED_FIGURES).filter((entry) => entry.value < 0)].map(
    (entry) => entry.item,
  );
}

function cellTexts<T extends object>(column: ColumnDef<T>, items: readonly T[], decimals: ColumnDecimals): string[] {
  switch (column.type) {
    case "status":
      return Object.values(column.options).map((option) => option.label);
    case "date":
      return items.length > 0 && items[0] ? [formatCell(column, items[0])] : [];
    case "text":
    case "quantity":
      // Names and quantities with their unit: the length varies with the text, not the magnitude.
      return longestTexts(
        items.map((item) => formatCell(column, item, decimals)),
        MEASURED_TEXTS,
      );
    default:
      return extremeItems(column, items).map((item) => formatCell(column, item, decimals));
  }
}

function adornment<T>(column: ColumnDef<T>): number {
  if (column.type === "status") return column.display === "badge" ? ADORNMENT.badge : ADORNMENT.statusIcon;
  if (column.type === "text" && column.cell) return ADORNMENT.customCell;
  return column.tone ? ADORNMENT.badge : 0;
}

export interface NeedsInput<T> {
  /** The visible columns, in order. */
  columns: readonly ColumnDef<T>[];
  /** Every item of the list. */
  items: readonly T[];
  /** Totals over every item: they show under their columns and need the room too. */
  totals: readonly ComputedTotal[];
  /** Unit-cost decimals over every item. */
  decimals: ColumnDecimals;
  /** The screen's default sort: with two or more keys, those headers show a priority number. */
  defaultSort: SortSpec;
  /** Widths the user dragged, by column id. */
  dragged?: ReadonlyMap<string, number>;
  measure: TextMeasure;
}

export function columnNeeds<T extends object>(input: NeedsInput<T>): ColumnNeed[] {
  const { measure, decimals } = input;
  const badged = new Set(input.defaultSort.length > 1 ? input.defaultSort.map((entry) => entry.key) : []);
  return input.columns.map((column): ColumnNeed => {
    const totals = input.totals
      .filter((total) => total.column === column.id)
      .map((total) => formatValue(total.type, total.value, decimals.get(column.id)));
    const content = widestSpan([...cellTexts(column, input.items, decimals), ...totals].map((text) => textSpan(text, "normal", measure)));
    const sortable = column.sortable !== false;
    const need: ColumnNeed = {
      id: column.id,
      // Text that cannot break (a barcode, a login) is sized like a figure.
      kind: column.type === "text" && content.twoLines < content.oneLine ? "text" : "figure",
      header: textSpan(tableHeaderText(column), "bold", measure),
      headerExtra: (sortable ? SORT_CONTROLS_WIDTH : 0) + (sortable && badged.has(column.id) ? SORT_BADGE_WIDTH : 0),
      content,
      adornment: adornment(column),
    };
    const fixed = input.dragged?.get(column.id) ?? column.width;
    return {
      ...need,
      ...(fixed !== undefined ? { fixed } : {}),
      ...(column.minWidth !== undefined ? { minWidth: column.minWidth } : {}),
    };
  });
}

/** What each table column needs when some hold stacked columns (`column-stacks.ts`): one need per stack. */
export function stackedColumnNeeds<T extends object>(stacks: readonly ColumnStack<T>[], input: Omit<NeedsInput<T>, "columns">): ColumnNeed[] {
  return stacks.map((stack) => {
    const [top, ...under] = columnNeeds({ ...input, columns: [stack.top, ...stack.under] });
    if (!top) throw new Error("pilha de colunas vazia");
    return stackNeed(top, under);
  });
}

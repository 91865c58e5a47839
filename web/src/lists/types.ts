import type { IconProps } from "@cloudscape-design/components/icon";
import type { ReactNode } from "react";
import type { SectionId } from "../app/sections";
import type { SortSpec } from "../../../shared/sort";

export type { SortDirection, SortKey, SortSpec } from "../../../shared/sort";

/**
 * What a screen declares about a list (DESIGN §9, spec §2.3). Static parts live in the screen's
 * `*-config.ts` as a `ListConfig`; what needs handlers (row options, selection actions, header actions) is passed to
 * `<DataList>` at render time.
 */

/** The value a cell holds: numbers for figures, ISO text for dates, anything else as text. */
export type CellValue = string | number | null | undefined;

/** "code": an identifier such as a product id, a number shown without thousands separators. */
export type ColumnType = "text" | "code" | "integer" | "quantity" | "currency" | "unitCost" | "percent" | "date" | "status";

/** Colour of a badge or status, by meaning. */
export type Tone = "success" | "warning" | "danger" | "info" | "neutral";

export interface StatusOption {
  label: string;
  tone: Tone;
}

/** Autocompletes the item's own keys while still accepting computed column ids. */
type KeyOf<T> = Extract<keyof T, string> | (string & {});

interface ColumnBase<T> {
  /** The item field this column shows; also the sort and filter key. */
  id: KeyOf<T>;
  /** The column's full name: the preferences, the filter, the phone's cards and the exports show it. */
  header: string;
  /**
   * A shorter header for the table ('Qtd. Atual' for 'Quantidade Atual'), where a figure column's width is
   * often its header's: the full `header` shows as the header's title (on hover).
   */
  shortHeader?: string;
  /**
   * In the table, shown on a line under the column named here when it comes right after it (a product code
   * under its barcode): one table column for both, titled with both headers, so a list with every spec column
   * fits 1366 px. Everywhere else (preferences, filter, cards, exports) it is a column of its own.
   */
  stackUnder?: KeyOf<T>;
  /** Reads the value when it is not `item[id]` (computed columns). */
  value?: (item: T) => CellValue;
  /** Default true. */
  sortable?: boolean;
  /** Default true: the column is a property of the filter. */
  filterable?: boolean;
  /** Default true: the column goes into PDF and Excel exports when visible. */
  exportable?: boolean;
  /** Starts hidden (the user can show it in the preferences). */
  hidden?: boolean;
  /** A fixed width in px. The kit sizes columns from their type and content (`column-widths.ts`): leave it out. */
  width?: number;
  /** The narrowest the column may get, in px. */
  minWidth?: number;
  /** Shows the formatted text inside a coloured badge, e.g. a cost variation. */
  tone?: (item: T) => Tone | undefined;
}

export interface TextColumn<T> extends ColumnBase<T> {
  type: "text";
  /** Custom cell content (an avatar beside a name); sorting, filters and exports still use the value. */
  cell?: (item: T) => ReactNode;
}

export interface NumberColumn<T> extends ColumnBase<T> {
  type: "code" | "integer" | "currency" | "unitCost" | "percent";
}

export interface QuantityColumn<T> extends ColumnBase<T> {
  type: "quantity";
  /** Unit shown after the figure ("1,5 KG"). */
  unit?: (item: T) => string | null | undefined;
}

export interface DateColumn<T> extends ColumnBase<T> {
  type: "date";
}

/** A coded value shown as a label with a colour; unknown codes show 'Erro'. */
export interface StatusColumn<T> extends ColumnBase<T> {
  type: "status";
  options: Readonly<Record<string, StatusOption>>;
  /** 'status' (default): StatusIndicator; 'badge': Badge. */
  display?: "status" | "badge";
}

export type ColumnDef<T> = TextColumn<T> | NumberColumn<T> | QuantityColumn<T> | DateColumn<T> | StatusColumn<T>;


/** Footer totals, computed over the filtered items of every page (spec §2.3, §9). */
/**
 * `always`: the total shows even while its column is hidden (a figure the spec puts in the footer whatever
 * columns the user chose): under the strip, with its label.
 */
export type TotalSpec<T> = { column: string; label?: string; always?: boolean } & (
  | { kind: "sum" }
  | { kind: "margin"; profit: string; cost: string }
  | {
      kind: "custom";
      compute: (items: readonly T[]) => number | null;
      /** The same total from the whole list's sums of its fields, when it can be (a long list's head). */
      fromSums?: (sumOf: (field: string) => number) => number | null;
    }
);

export type ListVariant = "page" | "dialog";

export interface ListConfig<T> {
  /** The section the list lives in: its saved filters are cleared when the user leaves it. */
  section: SectionId;
  /** Unique within the section; the saved filters live under `list:<section>:<listId>`. */
  listId: string;
  columns: readonly ColumnDef<T>[];
  /** The screen's default sort; its keys stay as tie-breakers after the user's own sort. */
  defaultSort: SortSpec;
  /** Row identity for selection and React keys. */
  trackBy: KeyOf<T> | ((item: T) => string);
  totals?: readonly TotalSpec<T>[];
  /** 'page' (default): 20 rows, options 20/50/100; 'dialog': 10 rows, options 10/20/50. */
  variant?: ListVariant;
  /** Dialog lists that show 20 rows by default (spec §2.3: "10 ... or 20"). */
  pageSize?: number;
  /** Columns locked at the left on wide screens (default 1). */
  lockedColumns?: 0 | 1 | 2;
  /** The last column stays in view at the right on wide screens: the figure the screen is about. */
  lockLastColumn?: boolean;
  /**
   * Phones show each row as a card headed by the columns that identify it: the first id is the card's
   * title, the others show small under it (product lists: the name, then the code). Default: the first column.
   */
  cardTitle?: readonly KeyOf<T>[];
}

/** Context the screen's predicates and header actions receive. */
export interface ListContext<T> {
  selectedItems: readonly T[];
  /** Filtered and sorted items of every page. */
  filteredItems: readonly T[];
  clearSelection: () => void;
}

export interface RowAction<T> {
  id: string;
  text: string;
  onClick: (item: T) => void;
  disabled?: (item: T, context: ListContext<T>) => boolean;
  disabledReason?: string;
  hidden?: (item: T) => boolean;
}

/** A submenu of row options (e.g. 'Visualizar Produtos' → Todos, Classe A, B, C). */
export interface RowActionGroup<T> {
  text: string;
  items: readonly RowAction<T>[];
  disabled?: (item: T, context: ListContext<T>) => boolean;
  hidden?: (item: T) => boolean;
}

export type RowOption<T> = RowAction<T> | RowActionGroup<T>;

/**
 * A header button that acts on the checked rows (spec §2.9: with a selection, the header acts on it), declared
 * next to the row options. It shows only while rows are checked, before the screen's other header actions.
 */
export interface SelectionAction<T> {
  id: string;
  text: string;
  iconName?: IconProps.Name;
  onClick: (context: ListContext<T>) => void;
  /** Off for this selection, e.g. a checked row in a status the action does not take. */
  disabled?: (selectedItems: readonly T[]) => boolean;
  disabledReason?: string | ((selectedItems: readonly T[]) => string | undefined);
}

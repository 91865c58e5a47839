import type { CollectionPreferencesProps } from "@cloudscape-design/components/collection-preferences";
import { type ListPreferences, preferencesProps } from "./preferences";
import { effectiveSort } from "./sort";
import type { ColumnDef, ListConfig, SortDirection, SortKey, SortSpec } from "./types";

/** The cards a phone's first screen shows, or nearly: the rest of the page follows right after the first paint. */
export const FIRST_PAINT_CARDS = 4;

/** Marks the cards while the rest of the page is still to come after the first paint (the browser tests wait for it to go). */
export const CARDS_FIRST_PAINT_CLASS = "list-cards--first-paint";

/** How a list's rows read as cards on phones: the heading of each card, its figures, its sort and its preferences. */

export interface CardLayout<T> {
  /** The identifying columns: the first titles the card, the others show small under it. */
  heading: readonly ColumnDef<T>[];
  /** The other visible columns, each a label over its value. */
  fields: readonly ColumnDef<T>[];
}

/**
 * Splits the visible columns (in the user's order) into the card's heading and its fields. The heading is
 * the list's `cardTitle` columns that are visible, else the first visible column.
 */
export function cardLayout<T>(config: ListConfig<T>, shown: readonly ColumnDef<T>[]): CardLayout<T> {
  const wanted: readonly string[] = config.cardTitle ?? config.columns.slice(0, 1).map((column) => column.id);
  const declared = wanted.flatMap((id) => shown.filter((column) => column.id === id));
  const heading = declared.length > 0 ? declared : shown.slice(0, 1);
  return { heading, fields: shown.filter((column) => !heading.includes(column)) };
}

export interface SortChoice {
  value: string;
  label: string;
}

/** The columns a card list can be sorted by: the visible sortable ones, as the table's headers offer. */
export function sortChoices<T>(shown: readonly ColumnDef<T>[]): SortChoice[] {
  return shown.filter((column) => column.sortable !== false).map((column) => ({ value: column.id, label: column.header }));
}

/** The key the list is ordered by first: the user's, else the screen's default. */
export function leadingSortKey(userSort: SortSpec, defaultSort: SortSpec): SortKey | undefined {
  return effectiveSort(userSort, defaultSort)[0];
}

/** Choosing a column sorts by it ascending, as a plain click on its header does (the defaults still break ties). */
export function sortByColumn(key: string): SortSpec {
  return [{ key, direction: "asc" }];
}

const OPPOSITE: Readonly<Record<SortDirection, SortDirection>> = { asc: "desc", desc: "asc" };

/** The user's sort with its leading key in the other direction; the user's further keys stay. */
export function reverseLeadingKey(userSort: SortSpec, defaultSort: SortSpec): SortSpec {
  const leading = leadingSortKey(userSort, defaultSort);
  if (!leading) return userSort;
  const reversed: SortKey = { key: leading.key, direction: OPPOSITE[leading.direction] };
  return userSort.length > 0 ? [reversed, ...userSort.slice(1)] : [reversed];
}

/**
 * The card list's preferences: page size and visible columns, the same values the table's use. Line wrap,
 * stripes and locked columns belong to the table and are left out, so confirming here never changes them.
 */
export function cardsPreferencesProps<T>(
  config: ListConfig<T>,
  preferences: ListPreferences,
): Omit<CollectionPreferencesProps, "onConfirm"> {
  const table = preferencesProps(config, preferences, 0);
  return {
    title: table.title,
    preferences: { pageSize: preferences.pageSize, contentDisplay: preferences.contentDisplay },
    pageSizePreference: table.pageSizePreference,
    contentDisplayPreference: table.contentDisplayPreference,
  };
}

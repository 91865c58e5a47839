import type { CollectionPreferencesProps } from "@cloudscape-design/components/collection-preferences";
import { LIST_TEXT, pageSizeLabel } from "./i18n";
import type { ColumnDef, ListConfig } from "./types";

/** Page sizes (spec §2.3, §9) and the user's display preferences of a list. */

export const PAGE_SIZES = {
  page: { size: 20, options: [20, 50, 100] },
  dialog: { size: 10, options: [10, 20, 50] },
} as const;

export interface PageSizing {
  size: number;
  options: readonly number[];
}

/** Page lists: 20 (20/50/100); dialog lists: 10 (10/20/50), or the 20 a screen asks for. */
export function pageSizing<T>(config: Pick<ListConfig<T>, "variant" | "pageSize">): PageSizing {
  const base = PAGE_SIZES[config.variant ?? "page"];
  const size = config.pageSize !== undefined && (base.options as readonly number[]).includes(config.pageSize) ? config.pageSize : base.size;
  return { size, options: base.options };
}

export interface ListPreferences {
  pageSize: number;
  wrapLines: boolean;
  stripedRows: boolean;
  /** Locked first columns; null follows the screen width (locked from 895 px). */
  lockedColumns: number | null;
  contentDisplay: readonly CollectionPreferencesProps.ContentDisplayItem[];
}

/** The column that identifies a row (the first one shown by default): it cannot be hidden. */
export function identifyingColumn<T>(config: Pick<ListConfig<T>, "columns">): string | undefined {
  return (config.columns.find((column) => column.hidden !== true) ?? config.columns[0])?.id;
}

export function initialPreferences<T>(config: ListConfig<T>): ListPreferences {
  return {
    pageSize: pageSizing(config).size,
    wrapLines: false,
    stripedRows: true,
    lockedColumns: null,
    contentDisplay: config.columns.map((column) => ({ id: column.id, visible: column.hidden !== true })),
  };
}

/** Locked columns in effect: none on phones, the user's choice, else the screen's default from 895 px. */
export function lockedColumnsFor<T>(preferences: ListPreferences, config: ListConfig<T>, wide: boolean, phone: boolean): number {
  if (phone) return 0;
  if (preferences.lockedColumns !== null) return preferences.lockedColumns;
  return wide ? (config.lockedColumns ?? 1) : 0;
}

/** Visible columns in the order the user chose. */
export function visibleColumns<T>(columns: readonly ColumnDef<T>[], preferences: ListPreferences): ColumnDef<T>[] {
  const byId = new Map(columns.map((column) => [column.id as string, column]));
  const shown: ColumnDef<T>[] = [];
  for (const item of preferences.contentDisplay) {
    const column = byId.get(item.id);
    if (column && item.visible) shown.push(column);
  }
  return shown;
}

export function preferencesProps<T>(
  config: ListConfig<T>,
  preferences: ListPreferences,
  lockedColumns: number,
): Omit<CollectionPreferencesProps, "onConfirm"> {
  return {
    title: LIST_TEXT.preferences,
    preferences: {
      pageSize: preferences.pageSize,
      wrapLines: preferences.wrapLines,
      stripedRows: preferences.stripedRows,
      stickyColumns: { first: lockedColumns, last: 0 },
      contentDisplay: preferences.contentDisplay,
    },
    pageSizePreference: {
      title: LIST_TEXT.pageSizeTitle,
      options: pageSizing(config).options.map((value) => ({ value, label: pageSizeLabel(value) })),
    },
    wrapLinesPreference: {},
    stripedRowsPreference: {},
    stickyColumnsPreference: {
      firstColumns: {
        title: "Travar colunas",
        description: "Mantém as primeiras colunas visíveis ao rolar a tabela na horizontal.",
        options: [
          { label: "Nenhuma", value: 0 },
          { label: "Primeira coluna", value: 1 },
          { label: "Duas primeiras colunas", value: 2 },
        ],
      },
    },
    contentDisplayPreference: {
      title: LIST_TEXT.columnsTitle,
      description: LIST_TEXT.columnsDescription,
      options: config.columns.map((column) => ({ id: column.id, label: column.header, alwaysVisible: column.id === identifyingColumn(config) })),
    },
  };
}

/** The preferences as confirmed in the dialog. */
export function confirmedPreferences(
  previous: ListPreferences,
  detail: CollectionPreferencesProps.Preferences,
): ListPreferences {
  return {
    pageSize: detail.pageSize ?? previous.pageSize,
    wrapLines: detail.wrapLines ?? previous.wrapLines,
    stripedRows: detail.stripedRows ?? previous.stripedRows,
    lockedColumns: detail.stickyColumns?.first ?? previous.lockedColumns,
    contentDisplay: detail.contentDisplay ?? previous.contentDisplay,
  };
}

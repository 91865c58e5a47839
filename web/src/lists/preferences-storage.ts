import * as z from "zod";
import type { SectionId } from "../app/sections";
import { identifyingColumn, initialPreferences, type ListPreferences, pageSizing } from "./preferences";
import type { ListConfig } from "./types";

/**
 * A list's display preferences (visible columns and their order, page size, wrapped lines, striped rows,
 * locked columns) remembered across visits in localStorage under `list-preferences:<section>:<listId>`.
 * Unlike the filters they outlive the session and leaving the section. What is read back is validated and
 * fitted to the list as it is now: columns that no longer exist are dropped, new ones come in where the
 * screen declares them, with their default visibility, and a column the screen has come to show by default
 * since the save is shown (a column hidden only because it used to start hidden does not stay hidden forever).
 * Version 2 saves the columns shown by default at the time; version 1 did not, so every column shown by
 * default now comes on once, the other choices kept.
 */

const columnIds = z.array(z.string().min(1).max(200)).max(200);

const savedPreferencesSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  pageSize: z.number().int().positive(),
  wrapLines: z.boolean(),
  stripedRows: z.boolean(),
  lockedColumns: z.number().int().min(0).max(2).nullable(),
  contentDisplay: z.array(z.object({ id: z.string().min(1).max(200), visible: z.boolean() })).max(200),
  /** Version 2: the columns the screen showed by default when these were saved. */
  shownByDefault: columnIds.optional(),
});

type SavedPreferences = z.infer<typeof savedPreferencesSchema>;

function localStore(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can be refused (privacy settings); the list then starts with the screen's defaults.
    return null;
  }
}

export function preferencesStorageKey(section: SectionId, listId: string): string {
  return `list-preferences:${section}:${listId}`;
}

/** The columns a list shows until the user chooses otherwise. */
function shownByDefault<T>(config: ListConfig<T>): string[] {
  return config.columns.filter((column) => column.hidden !== true).map((column) => column.id);
}

/**
 * Columns in the saved order; a column the screen added since goes right after the one it follows. A column
 * shown by default now but not when the preferences were saved (unknown for version 1) is shown.
 */
function fitColumns<T>(saved: SavedPreferences, config: ListConfig<T>): ListPreferences["contentDisplay"] {
  const known = new Set(config.columns.map((column) => column.id as string));
  const shownThen = new Set(saved.shownByDefault ?? []);
  const cameOn = new Set(shownByDefault(config).filter((id) => !shownThen.has(id)));
  const kept = new Map<string, boolean>();
  for (const entry of saved.contentDisplay) {
    if (known.has(entry.id) && !kept.has(entry.id)) kept.set(entry.id, entry.visible || cameOn.has(entry.id));
  }
  const order = [...kept.keys()];
  config.columns.forEach((column, index) => {
    if (kept.has(column.id)) return;
    const previous = config.columns[index - 1]?.id;
    const at = previous === undefined ? 0 : order.indexOf(previous) + 1;
    order.splice(at, 0, column.id);
    kept.set(column.id, column.hidden !== true);
  });
  const identifying = identifyingColumn(config);
  return order.map((id) => ({ id, visible: id === identifying || kept.get(id) === true }));
}

/** Saved preferences made to fit the list's current columns and page sizes. */
export function fitPreferences<T>(saved: SavedPreferences, config: ListConfig<T>): ListPreferences {
  const sizing = pageSizing(config);
  return {
    pageSize: sizing.options.includes(saved.pageSize) ? saved.pageSize : sizing.size,
    wrapLines: saved.wrapLines,
    stripedRows: saved.stripedRows,
    lockedColumns: saved.lockedColumns,
    contentDisplay: fitColumns(saved, config),
  };
}

/** The list's preferences: the saved ones fitted to the list, else the screen's defaults. */
export function loadPreferences<T>(config: ListConfig<T>, storage = localStore()): ListPreferences {
  const key = preferencesStorageKey(config.section, config.listId);
  const raw = storage?.getItem(key) ?? null;
  if (raw === null) return initialPreferences(config);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = savedPreferencesSchema.safeParse(json);
  if (!parsed.success) {
    storage?.removeItem(key);
    return initialPreferences(config);
  }
  return fitPreferences(parsed.data, config);
}

export function savePreferences<T>(config: ListConfig<T>, preferences: ListPreferences, storage = localStore()): void {
  const saved: SavedPreferences = {
    version: 2,
    pageSize: preferences.pageSize,
    wrapLines: preferences.wrapLines,
    stripedRows: preferences.stripedRows,
    lockedColumns: preferences.lockedColumns,
    contentDisplay: preferences.contentDisplay.map((entry) => ({ id: entry.id, visible: entry.visible })),
    shownByDefault: shownByDefault(config),
  };
  try {
    storage?.setItem(preferencesStorageKey(config.section, config.listId), JSON.stringify(saved));
  } catch {
    // A full or refused storage only costs the remembered preferences.
  }
}

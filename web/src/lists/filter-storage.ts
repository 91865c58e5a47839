import * as z from "zod";
import { clearSectionFilters, listFilterKey } from "../app/section-filters";
import type { SectionId } from "../app/sections";
import { ALL_OPERATORS, operatorsFor } from "./filter-operators";
import type { FilterQuery } from "./filter-match";
import type { ColumnDef, SortSpec } from "./types";

/**
 * A list's filters (and the user's sort) kept in sessionStorage under `list:<section>:<listId>` (spec
 * §2.1, §2.3). What is read back is validated: anything malformed is dropped and the list starts clean.
 * Clearing a section's keys when the user leaves it is the shell's `clearSectionFilters`, re-exported here
 * so there is one implementation of the key scheme.
 */

export { clearSectionFilters };

const tokenSchema = z.object({
  propertyKey: z.string().min(1).optional(),
  operator: z.enum(ALL_OPERATORS),
  value: z.union([z.string().max(500), z.number()]),
});

const savedListStateSchema = z.object({
  version: z.literal(1),
  query: z.object({
    operation: z.enum(["and", "or"]),
    tokens: z.array(tokenSchema).max(50),
  }),
  sort: z
    .array(z.object({ key: z.string().min(1), direction: z.enum(["asc", "desc"]) }))
    .max(20)
    .optional(),
});

export interface SavedListState {
  query: FilterQuery;
  /** The user's own sort; absent means the screen's default. */
  sort?: SortSpec;
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings); the list then simply does not remember.
    return null;
  }
}

export function listStorageKey(section: SectionId, listId: string): string {
  return listFilterKey(section, listId);
}

/** The saved state of a list, or null when there is none or it does not validate. */
export function loadListState(section: SectionId, listId: string, storage = sessionStore()): SavedListState | null {
  if (!storage) return null;
  const key = listStorageKey(section, listId);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = savedListStateSchema.safeParse(json);
  if (!parsed.success) {
    storage.removeItem(key);
    return null;
  }
  const { query, sort } = parsed.data;
  return sort ? { query, sort } : { query };
}

export function saveListState(section: SectionId, listId: string, state: SavedListState, storage = sessionStore()): void {
  if (!storage) return;
  const key = listStorageKey(section, listId);
  try {
    if (state.query.tokens.length === 0 && state.sort === undefined) {
      storage.removeItem(key);
      return;
    }
    storage.setItem(key, JSON.stringify({ version: 1, query: state.query, sort: state.sort }));
  } catch {
    // A full or refused storage only costs the remembered filters.
  }
}

/**
 * Keeps what still fits the list's columns: tokens on known, filterable columns with an operator that
 * column offers (free-text tokens stay), sort keys on sortable columns or the screen's default keys.
 */
export function fitToColumns<T>(state: SavedListState, columns: readonly ColumnDef<T>[], defaultSort: SortSpec): SavedListState {
  const filterable = new Map(columns.filter((column) => column.filterable !== false).map((column) => [column.id as string, column]));
  const tokens = state.query.tokens.filter((token) => {
    if (token.propertyKey === undefined) return token.operator === ":" || token.operator === "!:";
    const column = filterable.get(token.propertyKey);
    return column !== undefined && (operatorsFor(column.type) as readonly string[]).includes(token.operator);
  });
  const sortable = new Set([
    ...columns.filter((column) => column.sortable !== false).map((column) => column.id as string),
    ...defaultSort.map((entry) => entry.key),
  ]);
  const query: FilterQuery = { operation: state.query.operation, tokens };
  if (!state.sort) return { query };
  return { query, sort: state.sort.filter((entry) => sortable.has(entry.key)) };
}

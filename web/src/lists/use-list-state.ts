import { useCallback, useEffect, useState } from "react";
import { EMPTY_QUERY, type FilterQuery, type FilterToken } from "./filter-match";
import { normalizeQuery } from "./filter-normalize";
import { fitToColumns, loadListState, saveListState } from "./filter-storage";
import type { ListPreferences } from "./preferences";
import { loadPreferences, savePreferences } from "./preferences-storage";
import { sameSort } from "./sort";
import type { ListConfig, SortSpec } from "./types";

/**
 * A list's own state: the user's sort, the filter query it starts with (read back from the session) and
 * the display preferences (remembered across visits). Saved state is read once, when the list mounts.
 */

/** Only tokens that can be saved (a value still being edited is left out). */
function savableQuery(query: FilterQuery): FilterQuery {
  const tokens = query.tokens.filter(
    (token): token is FilterToken => typeof token.value === "string" || typeof token.value === "number",
  );
  return { operation: query.operation, tokens };
}

export interface ListState {
  userSort: SortSpec;
  setUserSort: (sort: SortSpec) => void;
  initialQuery: FilterQuery;
  /** Remembers the query and sort for this browser session. */
  persist: (query: FilterQuery) => void;
  preferences: ListPreferences;
  /** Applies and remembers the preferences the user confirmed. */
  setPreferences: (preferences: ListPreferences) => void;
}

export function useListState<T>(config: ListConfig<T>): ListState {
  const [saved] = useState(() => {
    const state = loadListState(config.section, config.listId);
    if (!state) return null;
    const fitted = fitToColumns(state, config.columns, config.defaultSort);
    return { ...fitted, query: normalizeQuery(fitted.query, config.columns) };
  });
  const [userSort, setUserSort] = useState<SortSpec>(() => saved?.sort ?? config.defaultSort);
  const [preferences, setPreferenceState] = useState(() => loadPreferences(config));
  const [query, setQuery] = useState<FilterQuery>(() => saved?.query ?? EMPTY_QUERY);

  const { section, listId, defaultSort } = config;
  useEffect(() => {
    const sort = sameSort(userSort, defaultSort) ? undefined : userSort;
    saveListState(section, listId, sort ? { query, sort } : { query });
  }, [section, listId, defaultSort, userSort, query]);

  const persist = useCallback((next: FilterQuery) => setQuery(savableQuery(next)), []);
  const setPreferences = useCallback(
    (next: ListPreferences) => {
      setPreferenceState(next);
      savePreferences(config, next);
    },
    [config],
  );

  return {
    userSort,
    setUserSort,
    initialQuery: saved?.query ?? EMPTY_QUERY,
    persist,
    preferences,
    setPreferences,
  };
}

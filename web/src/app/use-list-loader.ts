import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §7, §9: lists reload about 500 ms after a mutation. */
export const RELOAD_DELAY_MS = 500;

export interface ListLoader<T> {
  items: readonly T[];
  /** True during the first load only; later reloads keep the rows on screen. */
  loading: boolean;
  /** Reloads after RELOAD_DELAY_MS (after a create, edit or removal). */
  reloadSoon: () => void;
}

/**
 * Loads a whole list on mount (pass a stable `load`, e.g. a module function) and reloads it on demand.
 * An answer that arrives after a newer load started, or after unmount, is dropped.
 */
export function useListLoader<T>(load: () => Promise<T[]>): ListLoader<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback(() => {
    const current = ++generation.current;
    void load().then((loaded) => {
      if (current !== generation.current) return;
      setItems(loaded);
      setLoading(false);
    });
  }, [load]);

  useEffect(() => {
    run();
    return () => {
      generation.current++;
      clearTimeout(timer.current);
    };
  }, [run]);

  const reloadSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, RELOAD_DELAY_MS);
  }, [run]);

  return { items, loading, reloadSoon };
}

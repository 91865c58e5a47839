import { useEffect, useState } from "react";

export interface Loaded<T> {
  data: T;
  loading: boolean;
}

/**
 * Runs `load` on mount and whenever it changes (pass a memoised loader), keeping the last answer.
 * An answer that arrives after a newer load started, or after unmount, is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, initial: T): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: initial, loading: true });
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    void load().then((data) => {
      if (current) setState({ data, loading: false });
    });
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}

import type { InputProps } from "@cloudscape-design/components/input";
import { type RefObject, useCallback, useEffect, useState } from "react";
import { useUndo } from "./use-undo";

/**
 * A task's list of this user's own registrations: read when the task opens (the scan field then takes the
 * focus, ready for the scanner), read again after an undo or on demand. `mine` is undefined while loading.
 */
export function useMyRegistrations<T>(
  fetchMine: () => Promise<T>,
  undoRegistration: (id: number) => Promise<boolean>,
  scanField: RefObject<InputProps.Ref | null>,
) {
  const [mine, setMine] = useState<T>();
  const reload = useCallback(async () => setMine(await fetchMine()), [fetchMine]);
  const undo = useUndo(undoRegistration, reload);
  useEffect(() => {
    void reload();
    scanField.current?.focus();
  }, [reload, scanField]);
  return { mine, setMine, reload, undo };
}

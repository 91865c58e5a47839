import { useState } from "react";
import type { UndoTarget } from "./undo-target";

/** 'Desfazer' on a listed registration: asked first, then undone, then the list read again. */
export function useUndo(undo: (id: number) => Promise<boolean>, afterwards: () => Promise<void>) {
  const [target, setTarget] = useState<UndoTarget>();
  const [busy, setBusy] = useState(false);
  return {
    target,
    busy,
    ask: setTarget,
    cancel: () => setTarget(undefined),
    confirm: async (id: number) => {
      setBusy(true);
      await undo(id);
      await afterwards();
      setBusy(false);
      setTarget(undefined);
    },
  };
}

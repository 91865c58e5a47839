import { useEffect } from "react";

/** While a job of a list runs (a classification, an inventory's processing), the list asks again this often. */
export const RUNNING_POLL_MS = 1500;

/** Reloads every RUNNING_POLL_MS while `running`, so a row's progress moves by itself; stops when it ends. */
export function usePollWhileRunning(running: boolean, reload: () => void): void {
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, RUNNING_POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);
}

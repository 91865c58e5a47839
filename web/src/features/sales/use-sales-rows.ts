import { useEffect, useState } from "react";
import { getList } from "../../app/api";
import type { SalesSource } from "./sales-views";

/** Spec §8: sales load failures close after 2 s. */
export const SALES_ERROR_AUTO_CLOSE_MS = 2000;

const NO_ROWS: readonly never[] = [];

export interface SalesRows<T> {
  rows: readonly T[];
  loading: boolean;
  /** The request the rows answer: a new one remounts the list. */
  requestPath: string;
}

/** Reads a sales screen's rows; a failed read leaves the list empty (the API client notifies). */
export function useSalesRows<T>(source: SalesSource): SalesRows<T> {
  const requestPath = `${source.path}?${new URLSearchParams(source.query).toString()}`;
  const { errorMessage } = source;
  const [loaded, setLoaded] = useState<{ requestPath: string; rows: readonly T[] } | null>(null);

  useEffect(() => {
    let current = true;
    void getList<T>(requestPath, { errorMessage, autoCloseMs: SALES_ERROR_AUTO_CLOSE_MS }).then((rows) => {
      if (current) setLoaded({ requestPath, rows });
    });
    return () => {
      current = false;
    };
  }, [requestPath, errorMessage]);

  const rows = loaded?.requestPath === requestPath ? loaded.rows : null;
  return { rows: rows ?? NO_ROWS, loading: rows === null, requestPath };
}

import { useCallback } from "react";
import type { ListHead } from "../../../../shared/wire/list-head";
import { useListLoader } from "../../app/use-list-loader";
import { fetchSalesRows, salesRequestPath } from "./api";
import { type SalesView, viewSource } from "./sales-views";

/**
 * The rows of a product sales screen, loaded by the page rather than by its route: these lists can be long,
 * and are to show their first page before the whole list arrives, which a route loader (the page waits for
 * all of it) would block. The daily and group screens load through their route's loader.
 */
export function useSalesRows<T>(view: SalesView): { rows: readonly T[]; loading: boolean; head: ListHead<T> | null } {
  const source = viewSource(view);
  const requestPath = salesRequestPath(source);
  const { errorMessage } = source;
  // Keyed on the request, not the view: a day's screen opened from another daily period reads the same rows.
  const load = useCallback((onHead: (head: ListHead<T>) => void) => fetchSalesRows<T>(requestPath, errorMessage, onHead), [requestPath, errorMessage]);
  const { items, loading, head } = useListLoader(load);
  return { rows: items, loading, head };
}

import { useCallback } from "react";
import { useListLoader } from "../../app/use-list-loader";
import { fetchSalesRows, salesRequestPath } from "./api";
import { type SalesView, viewSource } from "./sales-views";

/**
 * The rows of a product sales screen, loaded by the page rather than by its route: these lists can be long,
 * and are to show their first page before the whole list arrives, which a route loader (the page waits for
 * all of it) would block. The daily and group screens load through their route's loader.
 */
export function useSalesRows<T>(view: SalesView): { rows: readonly T[]; loading: boolean } {
  const source = viewSource(view);
  const requestPath = salesRequestPath(source);
  const { errorMessage } = source;
  // Keyed on the request, not the view: a day's screen opened from another daily period reads the same rows.
  const load = useCallback(() => fetchSalesRows<T>(requestPath, errorMessage), [requestPath, errorMessage]);
  const { items, loading } = useListLoader(load);
  return { rows: items, loading };
}

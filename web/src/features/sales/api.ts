import type { ListHead } from "../../../../shared/wire/list-head";
import { getList } from "../../app/api";
import { type SalesSource, type SalesView, viewSource } from "./sales-views";

/** Spec §8: sales load failures close after 2 s. */
export const SALES_ERROR_AUTO_CLOSE_MS = 2000;

/** The request a sales screen reads (path and query); a new one also remounts the list. */
export function salesRequestPath(source: SalesSource): string {
  return `${source.path}?${new URLSearchParams(source.query).toString()}`;
}

/** A sales screen's rows; a failed read is an empty list (the API client raises the notification). */
export function fetchSalesRows<T>(requestPath: string, errorMessage: string, onHead?: (head: ListHead<T>) => void): Promise<T[]> {
  return getList<T>(requestPath, { errorMessage, autoCloseMs: SALES_ERROR_AUTO_CLOSE_MS, ...(onHead ? { onHead } : {}) });
}

/** The rows of a sales screen, as its view names them. */
export function fetchViewRows<T>(view: SalesView): Promise<T[]> {
  const source = viewSource(view);
  return fetchSalesRows<T>(salesRequestPath(source), source.errorMessage);
}

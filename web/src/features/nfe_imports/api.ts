import type {
  EntryItemRow,
  EntryRow,
  NfeConfirmBody,
  NfeImportDetail,
  NfeImportOrderBody,
  NfeImportRow,
  NfeLineMappingBody,
} from "../../../../shared/contracts/nfe-imports";
import type { PurchaseOrderRow } from "../../../../shared/contracts/purchasing";
import { getList, getOne, request } from "../../app/api";
import type { SalesPeriod } from "../../app/sales-period";
import { MESSAGES } from "./labels";

/** The calls of the entries and the NF-e import screens; each failed read notifies and reads as empty. */

/** A write whose refusal the screen shows itself (in the dialog that asked for it). */
export type WriteOutcome = { ok: true } | { ok: false; message: string };

async function write(method: "POST" | "PUT" | "DELETE", path: string, body: unknown, failed: string): Promise<WriteOutcome> {
  const response = await request<unknown>(method, path, body, { showMessages: false });
  if (response.ok) return { ok: true };
  return { ok: false, message: response.envelope?.message?.msg ?? failed };
}

export function fetchEntries(period: SalesPeriod): Promise<EntryRow[]> {
  return getList<EntryRow>("/entries", { query: { start_date: period.start, end_date: period.end }, errorMessage: MESSAGES.entriesLoad });
}

export function fetchEntryItems(entryId: string | number): Promise<EntryItemRow[]> {
  return getList<EntryItemRow>(`/entries/${encodeURIComponent(entryId)}/items`, { errorMessage: MESSAGES.entryItemsLoad });
}

export function reverseEntry(entryId: number): Promise<WriteOutcome> {
  return write("POST", `/entries/${entryId}/reverse`, undefined, MESSAGES.reverseFailed);
}

export function fetchImportsWaiting(): Promise<NfeImportRow[]> {
  return getList<NfeImportRow>("/nfe_imports", { query: { status: "review" }, errorMessage: MESSAGES.importsLoad });
}

export function fetchImport(importId: string | number): Promise<NfeImportDetail | null> {
  return getOne<NfeImportDetail>(`/nfe_imports/${encodeURIComponent(importId)}`, { errorMessage: MESSAGES.importLoad });
}

export function mapLine(importId: number, line: number, body: NfeLineMappingBody): Promise<WriteOutcome> {
  return write("PUT", `/nfe_imports/${importId}/lines/${line}`, body, MESSAGES.mappingFailed);
}

export function chooseOrder(importId: number, body: NfeImportOrderBody): Promise<WriteOutcome> {
  return write("PUT", `/nfe_imports/${importId}`, body, MESSAGES.orderFailed);
}

export function confirmImport(importId: number, body: NfeConfirmBody): Promise<WriteOutcome> {
  return write("POST", `/nfe_imports/${importId}/confirm`, body, MESSAGES.confirmFailed);
}

export function discardImport(importId: number): Promise<WriteOutcome> {
  return write("DELETE", `/nfe_imports/${importId}`, undefined, MESSAGES.discardFailed);
}

/** The open orders, for the review's order chooser (it keeps the note's supplier's). */
export function fetchOpenOrders(): Promise<PurchaseOrderRow[]> {
  return getList<PurchaseOrderRow>("/purchase_orders", { query: { status: "open" }, errorMessage: MESSAGES.ordersLoad });
}

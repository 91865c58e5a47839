import type { FloorCountsAnswer, FloorOperationRow, FloorProduct } from "../../../../shared/contracts/floor";
import type { StockTakingRow } from "../../../../shared/contracts/inventories";
import type { UseLossOperation } from "../../../../shared/contracts/use-and-loss";
import { type ApiResponse, getList, getOne, request, send } from "../../app/api";
import { COUNT_TEXT, USE_LOSS_TEXT } from "./labels";

/**
 * The collector's calls. Lookups and registrations keep their answers on the page (the phone's user reads
 * them where they scan), so the server's messages are not raised as notifications; a call that gets no
 * answer within REPLY_WAIT_MS counts as a lost connection.
 */

/** How long a phone on the store's Wi-Fi waits for an answer before offering to try again. */
const REPLY_WAIT_MS = 15_000;

const LOST: ApiResponse<never> = { ok: false, status: null, envelope: null };

function withinReplyWait<T>(call: Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<ApiResponse<T>>((resolve) => {
    timer = setTimeout(() => resolve(LOST), REPLY_WAIT_MS);
  });
  return Promise.race([call, giveUp]).finally(() => clearTimeout(timer));
}

/** No answer (or the server could not take it: 5xx) is worth another try with the same key; a refusal is not. */
const isLost = (status: number | null) => status === null || status >= 500;

export type LookupOutcome = { kind: "found"; product: FloorProduct } | { kind: "unknown"; message: string } | { kind: "lost" };

export async function lookUpProduct(barcode: string): Promise<LookupOutcome> {
  const response = await withinReplyWait(request<FloorProduct>("GET", "/floor_product", undefined, { query: { barcode }, showMessages: false }));
  if (response.ok && response.envelope.data) return { kind: "found", product: response.envelope.data };
  if (isLost(response.status)) return { kind: "lost" };
  return { kind: "unknown", message: response.envelope?.message?.msg ?? "" };
}

export type WriteOutcome<T> = { kind: "done"; data: T } | { kind: "refused"; message: string } | { kind: "lost" };

async function register<T>(path: string, body: unknown): Promise<WriteOutcome<T>> {
  const response = await withinReplyWait(request<T>("POST", path, body, { showMessages: false }));
  if (response.ok && response.envelope.data) return { kind: "done", data: response.envelope.data };
  if (isLost(response.status)) return { kind: "lost" };
  return { kind: "refused", message: response.envelope?.message?.msg ?? "" };
}

export interface CountBody {
  product_id: number;
  quantity: number;
  idempotency_key: string;
}

export interface OperationBody extends CountBody {
  operation: UseLossOperation;
  location: string;
}

export function registerCount(body: CountBody): Promise<WriteOutcome<StockTakingRow>> {
  return register<StockTakingRow>("/stock_taking", body);
}

export function registerOperation(body: OperationBody): Promise<WriteOutcome<FloorOperationRow>> {
  return register<FloorOperationRow>("/use_and_loss", body);
}

/** The inventory in counting and the user's counts in it; null when they cannot be read. */
export function fetchMyCounts(): Promise<FloorCountsAnswer | null> {
  return getOne<FloorCountsAnswer>("/stock_taking/mine", { errorMessage: COUNT_TEXT.load });
}

export function fetchMyOperations(): Promise<FloorOperationRow[]> {
  return getList<FloorOperationRow>("/use_and_loss/mine", { errorMessage: USE_LOSS_TEXT.load });
}

/** The server's answer (done or why not) is raised as a notification. */
export function undoCount(id: number): Promise<boolean> {
  return send("POST", `/stock_taking/${id}/undo`);
}

export function undoOperation(id: number): Promise<boolean> {
  return send("POST", `/use_and_loss/${id}/undo`);
}

import type { ApiEnvelope, ApiMessage, MessageType } from "../../../shared/api";
import { COLUMNS_MEDIA_TYPE, decodeListPayload } from "../../../shared/contracts/columns-lists";
import { isColumnsPayload } from "../../../shared/wire/columns";
import { headOfAnswerStart, type ListHead } from "../../../shared/wire/list-head";
import { clearCurrentUser } from "./current-user";
import { type NotificationType, notify } from "./notifications";

/**
 * The one API client (spec §7): base /api, JSON, session cookie. Every answer's message becomes a
 * notification; a 401 signs the user out and sends them to /login; reads fail to an empty list or null,
 * writes to false. Network errors without a response are only logged.
 */

export const API_BASE = "/api";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type WriteMethod = Exclude<HttpMethod, "GET">;
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface CallOptions {
  query?: Query;
  /** Notification raised when the call fails (the spec §8 catalogue), besides the server's own message. */
  errorMessage?: string;
  /** Auto-close, in ms, of the notifications this call raises (default 5000). */
  autoCloseMs?: number;
  /** false: a 401 is left to the caller (no redirect to /login). The stored user is cleared anyway. */
  redirectOnUnauthorized?: boolean;
  /** false: the server's message is not shown. */
  showMessages?: boolean;
}

export type ApiResponse<T> =
  | { ok: true; status: number; envelope: ApiEnvelope<T> }
  | { ok: false; status: number | null; envelope: ApiEnvelope<T> | null };

const NOTIFICATION_TYPE: Record<MessageType, NotificationType> = {
  info: "info",
  alert: "warning",
  error: "error",
  success: "success",
};

/** The notification type a server message raises: alert shows as a warning. */
export function notificationTypeFor(type: MessageType): NotificationType {
  return NOTIFICATION_TYPE[type] ?? "info";
}

type UnauthorizedHandler = (fromHref: string) => void;

function defaultUnauthorizedHandler(fromHref: string): void {
  window.location.assign(`/login?${new URLSearchParams({ from: fromHref }).toString()}`);
}

let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorizedHandler;

/** Lets the app send a 401 through its router instead of a full page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

function currentHref(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isMessage(value: unknown): value is ApiMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return typeof message.msg === "string" && typeof message.type === "string" && message.type in NOTIFICATION_TYPE;
}

function asEnvelope<T>(value: unknown): ApiEnvelope<T> | null {
  if (typeof value !== "object" || value === null) return null;
  const body = value as Record<string, unknown>;
  if (typeof body.success !== "boolean") return null;
  const envelope: ApiEnvelope<T> = { success: body.success };
  if ("data" in body) envelope.data = body.data as T;
  if (isMessage(body.message)) envelope.message = body.message;
  return envelope;
}

/**
 * The answer's text, read as it arrives when the caller takes a head: a long list's first rows, count and
 * sums (shared/wire/list-head.ts) are handed over as soon as they are in, before the rest has arrived.
 */
async function readText(response: Response, onHead?: (head: ListHead<object>) => void): Promise<string> {
  if (!onHead || !response.ok || !response.body) return response.text();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let headKnown = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    if (headKnown) continue;
    const head = headOfAnswerStart(text);
    if (head === undefined) continue;
    headKnown = true;
    if (head) onHead(head);
  }
}

async function readEnvelope<T>(response: Response, onHead?: (head: ListHead<object>) => void): Promise<ApiEnvelope<T> | null> {
  const text = await readText(response, onHead);
  if (!text) return null;
  try {
    return asEnvelope<T>(JSON.parse(text));
  } catch {
    return null;
  }
}

function hasBody(method: HttpMethod): boolean {
  return method === "POST" || method === "PUT" || method === "PATCH";
}

function reportOutcome<T>(status: number, envelope: ApiEnvelope<T> | null, ok: boolean, options: CallOptions): void {
  const notifyOptions = options.autoCloseMs === undefined ? {} : { autoCloseMs: options.autoCloseMs };
  const serverMessage = envelope?.message;
  if (serverMessage && options.showMessages !== false) {
    notify(notificationTypeFor(serverMessage.type), serverMessage.msg, notifyOptions);
  }
  if (status === 401) {
    clearCurrentUser();
    if (options.redirectOnUnauthorized !== false) unauthorizedHandler(currentHref());
    return;
  }
  if (!ok && options.errorMessage && options.errorMessage !== serverMessage?.msg) {
    notify("error", options.errorMessage, notifyOptions);
  }
}

/** One call to the API, with the answer's message, 401 and failure handling applied. */
export function request<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "same-origin", headers };
  if (hasBody(method)) {
    headers["Content-Type"] = "application/json";
    if (body !== undefined) init.body = JSON.stringify(body);
  }
  return call<T>(method, path, init, options);
}

/** A file sent as the body itself (an NF-e's XML as application/xml), with the JSON envelope answered as usual. */
export function sendFile<T>(
  path: string,
  file: Blob | ArrayBuffer | Uint8Array<ArrayBuffer> | string,
  contentType: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const init: RequestInit = {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": contentType },
    body: file,
  };
  return call<T>("POST", path, init, options);
}

async function call<T>(
  method: HttpMethod,
  path: string,
  init: RequestInit,
  options: CallOptions,
  onHead?: (head: ListHead<object>) => void,
): Promise<ApiResponse<T>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    console.error(`API ${method} ${path}: sem resposta do servidor`, error);
    return { ok: false, status: null, envelope: null };
  }
  const envelope = await readEnvelope<T>(response, onHead);
  const ok = response.ok && envelope?.success === true;
  reportOutcome(response.status, envelope, ok, options);
  if (ok && envelope) return { ok: true, status: response.status, envelope };
  return { ok: false, status: response.status, envelope };
}

/** What a list read accepts: a long list's compact form (shared/wire/columns.ts), else plain JSON. */
const LIST_ACCEPT = `${COLUMNS_MEDIA_TYPE}, application/json`;

export interface ListCallOptions<T> extends CallOptions {
  /** Takes a long list's head (its first page in the default order, count and sums) as soon as it arrives. */
  onHead?: (head: ListHead<T>) => void;
}

/**
 * A list read: an empty list on any failure. A long list may come in columns (it is asked for); it is decoded
 * here, once, into the same rows as the plain form.
 */
export async function getList<T>(path: string, options: ListCallOptions<T> = {}): Promise<T[]> {
  const init: RequestInit = { method: "GET", credentials: "same-origin", headers: { Accept: LIST_ACCEPT } };
  const response = await call<unknown>("GET", path, init, options, options.onHead as ((head: ListHead<object>) => void) | undefined);
  if (!response.ok) return [];
  const data = response.envelope.data;
  if (Array.isArray(data)) return data as T[];
  if (!isColumnsPayload(data)) return [];
  try {
    return decodeListPayload(data) as T[];
  } catch (error) {
    console.error(`API GET ${path}: resposta em colunas ilegível`, error);
    if (options.errorMessage) notify("error", options.errorMessage);
    return [];
  }
}

/** A single-record read: null on any failure or an empty answer. */
export async function getOne<T>(path: string, options: CallOptions = {}): Promise<T | null> {
  const response = await request<T>("GET", path, undefined, options);
  if (!response.ok) return null;
  return response.envelope.data ?? null;
}

/** A write: true when the server accepted it, false otherwise. */
export async function send(method: WriteMethod, path: string, body?: unknown, options: CallOptions = {}): Promise<boolean> {
  const response = await request<unknown>(method, path, body, options);
  return response.ok;
}

/** A write whose answer carries data (e.g. the signed-in user): null on failure. */
export async function sendForData<T>(
  method: WriteMethod,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T | null> {
  const response = await request<T>(method, path, body, options);
  if (!response.ok) return null;
  return response.envelope.data ?? null;
}

/** One write per selected record (spec §7: bulk changes issue one call per row). */
export interface EachWrite {
  method: WriteMethod;
  path: (id: number) => string;
  /** Shown when a record's call fails without the server's reason. */
  failed: (id: number) => string;
  /** The one notification that sums up what changed. */
  done: (count: number) => string;
}

/**
 * Sends the write for every id in parallel. Each refusal shows the server's reason; one notification sums up
 * what changed. Answers how many records changed.
 */
export async function sendEach(ids: readonly number[], write: EachWrite): Promise<number> {
  const answers = await Promise.all(
    ids.map(async (id) => ({ id, answer: await request<unknown>(write.method, write.path(id), undefined, { showMessages: false }) })),
  );
  let changed = 0;
  for (const { id, answer } of answers) {
    if (answer.ok) changed++;
    else if (answer.status !== 401) notify("error", answer.envelope?.message?.msg ?? write.failed(id));
  }
  if (changed > 0) notify("success", write.done(changed));
  return changed;
}

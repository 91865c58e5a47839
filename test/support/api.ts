import { gunzipSync } from "node:zlib";
import type { ApiEnvelope } from "../../shared/api";
import { buildEvent, invokeRoute, matchRoute } from "../../infra/local/api-gateway";

export interface CallOptions {
  /** JSON, or bytes sent as they are (a file: application/xml unless the headers say otherwise). */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  host?: string;
  /** The caller's address as API Gateway reports it (requestContext.http.sourceIp); 127.0.0.1 when absent. */
  sourceIp?: string;
}

/** A route's answer as its handler gave it. */
export interface RouteAnswer {
  status: number;
  cookies: string[];
  headers: Record<string, string>;
  /** Bytes of the body as sent (compressed when the handler compressed). */
  bytes: number;
  /** The body, unzipped and parsed on demand (so a timed call leaves the parsing out). */
  json(): unknown;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  cookies: string[];
  headers: Record<string, string>;
}

/** Calls a route through its Lambda handler with the API Gateway v2 event the local server builds. */
export async function sendToRoute(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<RouteAnswer> {
  const url = new URL(pathAndQuery, "http://localhost");
  const found = matchRoute(method, url.pathname);
  if (!found) throw new Error(`Rota inexistente na tabela: ${method} ${url.pathname}`);
  const hasBody = options.body !== undefined;
  const isFile = options.body instanceof Uint8Array;
  const headers: Record<string, string> = {
    host: options.host ?? "localhost:3000",
    ...(hasBody ? { "content-type": isFile ? "application/xml" : "application/json" } : {}),
    ...options.headers,
  };
  const event = buildEvent({
    method,
    url,
    headers,
    cookies: options.cookie ? [options.cookie] : [],
    body: options.body instanceof Uint8Array ? Buffer.from(options.body) : Buffer.from(hasBody ? JSON.stringify(options.body) : ""),
    routeKey: found.route.routeKey,
    pathParameters: found.params,
    sourceIp: options.sourceIp,
  });
  const result = await invokeRoute(event, found.route.group);
  const raw = result.isBase64Encoded ? Buffer.from(result.body ?? "", "base64") : Buffer.from(result.body ?? "");
  const gzipped = result.headers?.["content-encoding"] === "gzip";
  return {
    status: result.statusCode ?? 200,
    cookies: result.cookies ?? [],
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
    bytes: raw.length,
    json: () => JSON.parse((gzipped ? gunzipSync(raw) : raw).toString("utf8")) as unknown,
  };
}

/** Calls a route (see sendToRoute) and reads its answer's envelope. */
export async function callApi<T = unknown>(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const answer = await sendToRoute(method, pathAndQuery, options);
  return { status: answer.status, body: answer.json() as ApiEnvelope<T>, cookies: answer.cookies, headers: answer.headers };
}

/** The `name=value` part of a Set-Cookie, to send back as a Cookie. */
export function cookieOf(answer: ApiAnswer): string {
  const cookie = answer.cookies[0];
  if (!cookie) throw new Error("Resposta sem cookie de sessão");
  return cookie.split(";")[0] ?? "";
}

import { gunzipSync } from "node:zlib";
import type { ApiEnvelope } from "../../shared/api";
import { buildEvent, invokeRoute, matchRoute } from "../../infra/local/api-gateway";

export interface ApiAnswer<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  cookies: string[];
  headers: Record<string, string>;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  host?: string;
}

/** Calls a route through its Lambda handler with the API Gateway v2 event the local server builds. */
export async function callApi<T = unknown>(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const url = new URL(pathAndQuery, "http://localhost");
  const found = matchRoute(method, url.pathname);
  if (!found) throw new Error(`Rota inexistente na tabela: ${method} ${url.pathname}`);
  const hasBody = options.body !== undefined;
  const headers: Record<string, string> = {
    host: options.host ?? "localhost:3000",
    ...(hasBody ? { "content-type": "application/json" } : {}),
    ...options.headers,
  };
  const event = buildEvent({
    method,
    url,
    headers,
    cookies: options.cookie ? [options.cookie] : [],
    body: Buffer.from(hasBody ? JSON.stringify(options.body) : ""),
    routeKey: found.route.routeKey,
    pathParameters: found.params,
  });
  const result = await invokeRoute(event, found.route.group);
  const raw = result.isBase64Encoded ? Buffer.from(result.body ?? "", "base64") : Buffer.from(result.body ?? "");
  const text = result.headers?.["content-encoding"] === "gzip" ? gunzipSync(raw).toString("utf8") : raw.toString("utf8");
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(text) as ApiEnvelope<T>,
    cookies: result.cookies ?? [],
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
  };
}

/** The `name=value` part of a Set-Cookie, to send back as a Cookie. */
export function cookieOf(answer: ApiAnswer): string {
  const cookie = answer.cookies[0];
  if (!cookie) throw new Error("Resposta sem cookie de sessão");
  return cookie.split(";")[0] ?? "";
}

import { gunzipSync } from "node:zlib";
import { buildEvent, invokeRoute, matchRoute } from "../../infra/local/api-gateway";

/** A route called through its real Lambda handler with the event the local server builds (as test/support/api.ts). */
export interface BenchAnswer {
  status: number;
  /** Bytes on the wire (compressed when the handler compressed). */
  bytes: number;
  cookies: string[];
  json(): unknown;
}

export async function callRoute(
  method: string,
  pathAndQuery: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<BenchAnswer> {
  const url = new URL(pathAndQuery, "http://localhost");
  const found = matchRoute(method, url.pathname);
  if (!found) throw new Error(`Rota inexistente: ${method} ${url.pathname}`);
  const hasBody = options.body !== undefined;
  const event = buildEvent({
    method,
    url,
    headers: {
      host: "localhost:3000",
      // What a browser sends: the handler compresses large answers, as it would for the web app.
      "accept-encoding": "gzip, deflate, br",
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    cookies: options.cookie ? [options.cookie] : [],
    body: Buffer.from(hasBody ? JSON.stringify(options.body) : ""),
    routeKey: found.route.routeKey,
    pathParameters: found.params,
  });
  const result = await invokeRoute(event, found.route.group);
  const raw = result.isBase64Encoded ? Buffer.from(result.body ?? "", "base64") : Buffer.from(result.body ?? "");
  return {
    status: result.statusCode ?? 200,
    bytes: raw.length,
    cookies: result.cookies ?? [],
    json: () => JSON.parse((result.headers?.["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8")) as unknown,
  };
}

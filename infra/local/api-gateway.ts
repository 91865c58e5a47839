import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { allRoutes, type GroupName, ROUTE_GROUPS, type RouteEntry } from "../../functions/plan/routes";
import type { ApiEnvelope } from "../../shared/api";
import { repoModuleUrl } from "../build/paths";
import { API_FUNCTION_MEMORY_MB } from "../../functions/plan/memory";

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute extends RouteEntry {
  pattern: RegExp;
  paramNames: string[];
}

/**
 * Bodies above this are refused (413) before a handler runs. API Gateway's HTTP API takes 10 MB, but Lambda
 * takes synchronous events of at most 6 MiB (6,291,456 bytes), body and headers included, so in AWS a
 * larger body never reaches a function: the local server refuses what the cloud could not run.
 */
export const MAX_BODY_BYTES = 6_000_000;

function compile(route: RouteEntry): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    paramNames.push(name);
    return "([^/]+)";
  });
  return { ...route, pattern: new RegExp(`^${source}/?$`), paramNames };
}

const ROUTES = allRoutes()
  .map(compile)
  // Static paths win over parameterised ones, as in API Gateway.
  .sort((a, b) => a.paramNames.length - b.paramNames.length);

/** A percent-encoded path (or part of one) decoded, or undefined when its encoding is malformed ("%E0%A4%A"). */
export function decodePath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

export function matchRoute(method: string, path: string) {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [index, name] of route.paramNames.entries()) {
      const value = decodePath(match[index + 1] ?? "");
      if (value === undefined) return undefined;
      params[name] = value;
    }
    return { route, params };
  }
  return undefined;
}

const handlers = new Map<GroupName, Promise<Handler>>();

function loadHandler(group: GroupName): Promise<Handler> {
  let loaded = handlers.get(group);
  if (!loaded) {
    const entry = ROUTE_GROUPS[group].entry;
    loaded = import(/* @vite-ignore */ repoModuleUrl(entry)).then((module: { handler: Handler }) => module.handler);
    handlers.set(group, loaded);
  }
  return loaded;
}

/**
 * The request's body, or undefined as soon as it is known to pass MAX_BODY_BYTES (by its declared length or
 * while it arrives). The stream is not destroyed, so the refusal can still be written; what is left of the
 * body is discarded as it comes, never held.
 */
function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (Number(request.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      request.off("data", collect);
      request.resume();
      resolve(undefined);
    };
    request.on("data", collect);
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

export interface PlainRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string>;
  sourceIp?: string;
}

/** The HTTP API (payload 2.0) event API Gateway would send for a request. */
export function buildEvent(request: PlainRequest): APIGatewayProxyEventV2 {
  const { headers, url, body, routeKey } = request;
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const now = new Date();
  const host = headers.host ?? "localhost";
  const isText = body.length === 0 || /json|text|x-www-form-urlencoded/.test(headers["content-type"] ?? "");
  return {
    version: "2.0",
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: request.cookies.length ? request.cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(request.pathParameters).length ? request.pathParameters : undefined,
    requestContext: {
      accountId: "local",
      apiId: "local",
      domainName: host,
      domainPrefix: host.split(".")[0] ?? host,
      http: {
        method: request.method,
        path: url.pathname,
        protocol: "HTTP/1.1",
        sourceIp: request.sourceIp ?? "127.0.0.1",
        userAgent: headers["user-agent"] ?? "",
      },
      requestId: randomUUID(),
      routeKey,
      stage: "$default",
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString("utf8") : body.toString("base64")) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

function fromNodeRequest(request: IncomingMessage, url: URL, body: Buffer, routeKey: string, pathParameters: Record<string, string>) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === "cookie" || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(",") : value;
  }
  const cookies = (request.headers.cookie ?? "")
    .split(";")
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  return buildEvent({
    method: request.method ?? "GET",
    url,
    headers,
    cookies,
    body,
    routeKey,
    pathParameters,
    sourceIp: request.socket.remoteAddress ?? "127.0.0.1",
  });
}

/** Runs a matched route's group handler with a Lambda-like context. */
export async function invokeRoute(event: APIGatewayProxyEventV2, group: GroupName): Promise<APIGatewayProxyStructuredResultV2> {
  const handler = await loadHandler(group);
  return handler(event, lambdaContext(event.requestContext.requestId, group));
}

function lambdaContext(requestId: string, group: GroupName): Context {
  return {
    awsRequestId: requestId,
    functionName: `local-${group}`,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${group}`,
    memoryLimitInMB: String(API_FUNCTION_MEMORY_MB),
    logGroupName: `/local/${group}`,
    logStreamName: "local",
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function writeResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  response.statusCode = result.statusCode ?? 200;
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, String(value));
  if (result.cookies?.length) response.setHeader("set-cookie", result.cookies);
  const body = result.body ?? "";
  response.end(result.isBase64Encoded ? Buffer.from(body, "base64") : body);
}

/** An error answer in the API's envelope, for what the local server refuses before any handler runs. */
export function refuse(response: ServerResponse, status: number, msg: string): void {
  const body: ApiEnvelope<never> = { success: false, message: { type: "error", msg } };
  response.statusCode = status;
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.setHeader("cache-control", "no-store");
  response.end(JSON.stringify(body));
}

export const EDGE_MESSAGES = {
  notFound: "Rota não encontrada.",
  badUrl: "Endereço da requisição inválido.",
  malformedPath: "Endereço inválido: a codificação dos caracteres (%) está malformada.",
  tooLarge: `Requisição grande demais: o corpo pode ter até ${MAX_BODY_BYTES / 1_000_000} MB.`,
  unexpected: "Erro inesperado no servidor local.",
};

/** Serves one /api request through the same handler Lambda would run. */
export async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const found = matchRoute(request.method ?? "GET", url.pathname);
  if (!found) return refuse(response, 404, EDGE_MESSAGES.notFound);
  const body = await readBody(request);
  if (!body) {
    // Close once answered: the client may still be sending the rest of the body.
    response.setHeader("connection", "close");
    return refuse(response, 413, EDGE_MESSAGES.tooLarge);
  }
  const event = fromNodeRequest(request, url, body, found.route.routeKey, found.params);
  writeResult(response, await invokeRoute(event, found.route.group));
}

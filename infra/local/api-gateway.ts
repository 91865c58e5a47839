import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { allRoutes, type GroupName, ROUTE_GROUPS, type RouteEntry } from "../../functions/routes";
import { repoModuleUrl } from "../paths";

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute extends RouteEntry {
  pattern: RegExp;
  paramNames: string[];
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;

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

export function matchRoute(method: string, path: string) {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? "");
    });
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

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("payload too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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
    memoryLimitInMB: "512",
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

function notFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader("content-type", "application/json; charset=utf-8");
  response.end(JSON.stringify({ success: false, message: { type: "error", msg: "Rota não encontrada." } }));
}

/** Serves one /api request through the same handler Lambda would run. */
export async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const found = matchRoute(request.method ?? "GET", url.pathname);
  if (!found) return notFound(response);
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch {
    response.statusCode = 413;
    response.end();
    return;
  }
  const event = fromNodeRequest(request, url, body, found.route.routeKey, found.params);
  writeResult(response, await invokeRoute(event, found.route.group));
}

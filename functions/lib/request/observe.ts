import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { log } from "../log";
import { REQUEST_MESSAGE } from "../log-readable";
import { publishCounts } from "../metrics";
import { currentRequest, type RequestScope, requestFields, runInRequestScope } from "../request-scope";

type Response = APIGatewayProxyStructuredResultV2;

/** The request id an answer and its log lines name: Lambda's, else API Gateway's. */
export function requestIdOf(event: APIGatewayProxyEventV2, context: Context | undefined): string {
  return context?.awsRequestId ?? event.requestContext?.requestId ?? "local";
}

/**
 * Serves one request inside its scope, then writes its line and publishes what it counted. The line is built
 * from named fields only: the event (headers, cookies, body) never goes to the log.
 */
export async function observeRequest(
  group: string,
  coldStart: boolean,
  event: APIGatewayProxyEventV2,
  context: Context | undefined,
  serve: () => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  const scope: RequestScope = { requestId: requestIdOf(event, context), counts: new Map(), ended: false };
  const response = await runInRequestScope(scope, serve);
  const events = Object.fromEntries(scope.counts);
  log.info(REQUEST_MESSAGE, {
    ...requestFields(scope),
    function: group,
    method: event.requestContext?.http?.method,
    status: response.statusCode ?? 200,
    latency_ms: Math.round(performance.now() - started),
    cold_start: coldStart,
    ...(scope.counts.size ? { events } : {}),
  });
  scope.ended = true;
  publishCounts(scope.counts, requestFields(scope));
  return response;
}

/** Notes the route the table matched (`POST /api/x/{id}`), for the request's lines: its path template. */
export function noteRoute(routeKey: string): void {
  const scope = currentRequest();
  if (scope) scope.route = routeKey.slice(routeKey.indexOf(" ") + 1);
}

/** Notes the caller's company once it is resolved, for the request's lines. */
export function noteTenant(tenantId: string): void {
  const scope = currentRequest();
  if (scope) scope.tenantId = tenantId;
}

import middy from "@middy/core";
import httpRouterHandler from "@middy/http-router";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import type { ApiEnvelope, ApiMessage } from "../../../shared/api";
import { COLUMNS_MEDIA_TYPE } from "../../../shared/contracts/columns-lists";
import { type Access, type GroupName, ROUTE_GROUPS, type RouteKeyOf } from "../../plan/routes";
import { authenticate, loadSession, requireSessionTenantOfHost, type Session, verifySessionToken } from "./auth";
import { holdingWrites, runHeldWrites } from "../deferred-writes";
import { DatabaseUnavailable, DomainError, Forbidden, InvalidInput, isDatabaseUnreachable } from "../errors";
import { gunzipText, gzipText } from "../gzip-json";
import { log } from "../log";
import { noteRoute, noteTenant, observeRequest, requestIdOf } from "./observe";
import { requireTenantForHost, tenantForApiKey } from "./tenant";

export interface ApiRequest {
  event: APIGatewayProxyEventV2;
  tenantId: string;
  /** Present on every route whose access is user or admin. */
  session: Session | undefined;
  body: unknown;
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
  host: string;
  requestId: string;
}

/**
 * A success answer serialized once and compressed at most once: a warm function keeps it (by the versions
 * it was computed from) and serves it again without rebuilding rows, JSON or gzip. One read back from the
 * table (functions/lib/request/answer-cache.ts) starts from its gzip and is decompressed only for a client that
 * does not take gzip.
 */
export class PreparedAnswer {
  private base64: string | undefined;

  private constructor(
    private text: string | undefined,
    private gzipped: Buffer | undefined,
    /** Characters of the JSON text. */
    readonly length: number,
    /** Compressed at level 6 whatever its size (see `gzip`). */
    private readonly thorough = false,
  ) {}

  /**
   * `thorough`: for a compact answer (shared/wire/columns.ts), a fifth of the plain one's text, whose level 6
   * costs less than level 1 of the plain answer and saves a fifth of the bytes (measured on the large store's
   * pricing: 328 KB at level 1, 276 KB at level 6).
   */
  static of(data: unknown, options: { thorough?: boolean } = {}): PreparedAnswer {
    const text = JSON.stringify({ success: true, data } satisfies ApiEnvelope<unknown>);
    return new PreparedAnswer(text, undefined, text.length, options.thorough);
  }

  /** An answer stored before as its gzip (with the length of its JSON text). */
  static fromGzip(gzipped: Buffer, length: number): PreparedAnswer {
    return new PreparedAnswer(undefined, gzipped, length);
  }

  get json(): string {
    this.text ??= gunzipText(this.gzip());
    return this.text;
  }

  /**
   * Its gzip, made once: fast for a large answer someone waits for; `thorough` (level 6, about 2x the time,
   * a fifth fewer bytes) for one prepared ahead of its readers, who then read and receive less.
   */
  gzip(options: { thorough?: boolean } = {}): Buffer {
    this.gzipped ??= gzipText(this.json, options.thorough || this.thorough ? 6 : gzipLevel(this.length));
    return this.gzipped;
  }

  gzipBase64(): string {
    this.base64 ??= this.gzip().toString("base64");
    return this.base64;
  }

  /** Roughly what it holds in memory (for cache limits): the text and, once made, its compressed forms. */
  get weight(): number {
    const compressed = this.gzipped?.length ?? this.length / 5;
    return (this.text?.length ?? 0) + compressed + (this.base64?.length ?? 0);
  }
}

export interface ApiResult {
  status?: number;
  /** A success answer built before (replaces data). */
  prepared?: PreparedAnswer;
  /** A non-JSON answer (a PDF, a redirect); replaces the envelope. */
  raw?: { contentType?: string; body?: Buffer; headers?: Record<string, string> };
  success?: boolean;
  data?: unknown;
  message?: ApiMessage;
  cookies?: string[];
}

export type RouteHandler = (request: ApiRequest) => Promise<ApiResult>;

type Response = APIGatewayProxyStructuredResultV2;

const COMPRESS_ABOVE_BYTES = 1024;
/** Past this size the fastest gzip level wins: a 15,000-product answer compresses ~4x faster at a few % more bytes. */
const FAST_GZIP_ABOVE_BYTES = 256 * 1024;

function gzipLevel(bytes: number): number {
  return bytes > FAST_GZIP_ABOVE_BYTES ? 1 : 6;
}
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

/** True when the client asked for the compact form of a long list (shared/wire/columns.ts) in its Accept header. */
export function acceptsColumns(request: ApiRequest): boolean {
  return (header(request.event, "accept") ?? "").includes(COLUMNS_MEDIA_TYPE);
}

/**
 * The caller's session. Administrator reads (GET on admin routes) run beside the session check and get
 * only the tenant: a route that needs the session's user is a write or a user route.
 */
export function requireSession(request: ApiRequest): Session {
  if (!request.session) throw new Forbidden();
  return request.session;
}

/**
 * A file sent as the body (an NF-e's XML, a ZIP of them), on the routes that take one: its bytes as they
 * came (API Gateway and the local runtime hand a binary body base64-encoded, `isBase64Encoded`).
 */
export class FileBody {
  constructor(
    readonly contentType: "xml" | "zip",
    readonly bytes: Buffer,
  ) {}
}

/** The routes whose body is a file, and the content types they take (a cross-site form can send none of them without a preflight). */
const FILE_BODY_ROUTES: ReadonlySet<string> = new Set(["POST /api/nfe_imports"]);
const FILE_TYPES: readonly { pattern: RegExp; type: FileBody["contentType"] }[] = [
  { pattern: /^(application|text)\/xml\b/i, type: "xml" },
  { pattern: /^application\/(zip|x-zip-compressed)\b/i, type: "zip" },
];

function parseBody(event: APIGatewayProxyEventV2): unknown {
  const method = event.requestContext.http.method;
  if (!BODY_METHODS.has(method)) return undefined;
  // A cross-site form cannot send this content type without a preflight, which the API refuses.
  const contentType = header(event, "content-type") ?? "";
  const fileType = FILE_BODY_ROUTES.has(event.routeKey) ? FILE_TYPES.find(({ pattern }) => pattern.test(contentType)) : undefined;
  if (fileType) {
    const bytes = !event.body ? Buffer.alloc(0) : event.isBase64Encoded ? Buffer.from(event.body, "base64") : Buffer.from(event.body, "utf8");
    return new FileBody(fileType.type, bytes);
  }
  if (!/^application\/json\b/i.test(contentType)) {
    throw new DomainError(415, "A requisição deve ser enviada como JSON (application/json).");
  }
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidInput("Corpo da requisição inválido: JSON malformado.");
  }
}

async function resolveCaller(access: Access, event: APIGatewayProxyEventV2, host: string) {
  if (access === "public") return { tenantId: await requireTenantForHost(host), session: undefined };
  if (access === "apiKey") return { tenantId: await tenantForApiKey(header(event, "authorization")), session: undefined };
  const session = await authenticate(event.cookies, host);
  if (access === "admin" && !session.admin) throw new Forbidden();
  return { tenantId: session.tenantId, session };
}

function envelope(status: number, body: ApiEnvelope<unknown>, event: APIGatewayProxyEventV2, cookies?: string[]): Response {
  const json = JSON.stringify(body);
  return jsonResponse(status, { length: json.length, json, gzipBase64: () => gzipText(json, gzipLevel(json.length)).toString("base64") }, event, cookies);
}

/** A JSON body: its length decides compression; only the form sent is made. */
interface JsonBody {
  length: number;
  readonly json: string;
  gzipBase64(): string;
}

function jsonResponse(status: number, body: JsonBody, event: APIGatewayProxyEventV2, cookies?: string[]): Response {
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  };
  const accepts = header(event, "accept-encoding") ?? "";
  const compressed = body.length > COMPRESS_ABOVE_BYTES && /\bgzip\b/.test(accepts);
  const response: Response = { statusCode: status, headers, body: compressed ? body.gzipBase64() : body.json };
  if (compressed) {
    headers["content-encoding"] = "gzip";
    headers.vary = "accept-encoding";
    response.isBase64Encoded = true;
  }
  if (cookies?.length) response.cookies = cookies;
  return response;
}

function rawResponse(status: number, raw: NonNullable<ApiResult["raw"]>): Response {
  const headers: Record<string, string> = { "cache-control": "private, no-store", ...raw.headers };
  if (raw.contentType) headers["content-type"] = raw.contentType;
  if (!raw.body) return { statusCode: status, headers };
  return { statusCode: status, headers, body: raw.body.toString("base64"), isBase64Encoded: true };
}

export function errorResponse(error: unknown, event: APIGatewayProxyEventV2, requestId: string): Response {
  if (isDatabaseUnreachable(error)) {
    log.warn("database unreachable", { error: String(error) });
    return errorResponse(new DatabaseUnavailable(), event, requestId);
  }
  if (error instanceof DomainError) {
    return envelope(error.statusCode, { success: false, message: { type: "error", msg: error.message } }, event);
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 404) {
    return envelope(404, { success: false, message: { type: "error", msg: "Rota não encontrada." } }, event);
  }
  log.error("unexpected error", { error });
  return envelope(
    500,
    { success: false, message: { type: "error", msg: `Erro inesperado no servidor (código ${requestId}).` } },
    event,
  );
}

function wrapRoute(routeKey: string, access: Access, handler: RouteHandler) {
  return async (event: APIGatewayProxyEventV2, context: Context): Promise<Response> => {
    const requestId = requestIdOf(event, context);
    noteRoute(routeKey);
    try {
      // Behind CloudFront the Host header names the API; the viewer's host comes in x-forwarded-host.
      const host = header(event, "x-forwarded-host") ?? header(event, "host") ?? event.requestContext.domainName ?? "";
      const request = (tenantId: string, session: Session | undefined): ApiRequest => {
        noteTenant(tenantId);
        return {
          event,
          tenantId,
          session,
          body: parseBody(event),
          query: event.queryStringParameters ?? {},
          params: event.pathParameters ?? {},
          host,
          requestId,
        };
      };
      const { value: result, writes } = await holdingWrites(() =>
        access === "admin" && event.requestContext.http.method === "GET"
          ? adminRead(event, host, handler, request)
          : checkedCall(access, event, host, handler, request),
      );
      await runHeldWrites(writes);
      if (result.raw) return rawResponse(result.status ?? 200, result.raw);
      const prepared = result.prepared;
      if (prepared) return jsonResponse(result.status ?? 200, prepared, event, result.cookies);
      const payload: ApiEnvelope<unknown> = { success: result.success ?? true };
      if (result.data !== undefined) payload.data = result.data;
      if (result.message) payload.message = result.message;
      return envelope(result.status ?? 200, payload, event, result.cookies);
    } catch (error) {
      return errorResponse(error, event, requestId);
    }
  };
}

/** The caller is resolved (and refused) first; then the route runs. */
async function checkedCall(
  access: Access,
  event: APIGatewayProxyEventV2,
  host: string,
  handler: RouteHandler,
  request: (tenantId: string, session: Session | undefined) => ApiRequest,
): Promise<ApiResult> {
  const { tenantId, session } = await resolveCaller(access, event, host);
  return handler(request(tenantId, session));
}

/**
 * An administrator's read: once the token's signature holds, the checks (the host's tenant, then removed user,
 * changed password, not an administrator) and the read run side by side, saving a round trip on every list.
 * Reads change nothing (what they store for the next reader waits for the checks: deferred-writes.ts), and a
 * failed check answers 401/403 whatever the read found.
 */
async function adminRead(
  event: APIGatewayProxyEventV2,
  host: string,
  handler: RouteHandler,
  request: (tenantId: string, session: Session | undefined) => ApiRequest,
): Promise<ApiResult> {
  const claims = await verifySessionToken(event.cookies);
  const [check, read] = await Promise.allSettled([
    Promise.all([loadSession(claims), requireSessionTenantOfHost(claims, host)]).then(([session]) => {
      if (!session.admin) throw new Forbidden();
    }),
    // A handler that throws before its first await (bad input) still waits for the checks' answer.
    Promise.resolve().then(() => handler(request(claims.tenantId, undefined))),
  ]);
  if (check.status === "rejected") throw check.reason;
  if (read.status === "rejected") throw read.reason;
  return read.value;
}

/**
 * Builds a group's Lambda handler from the route table: every route of the group must be implemented,
 * access (public, user, admin, API key) is checked here before the route's function runs.
 */
export function httpApi<G extends GroupName>(group: G, handlers: Record<RouteKeyOf<G>, RouteHandler>) {
  const declared = ROUTE_GROUPS[group].routes as Record<string, Access>;
  const routes = Object.entries(declared).map(([routeKey, access]) => {
    const [method = "", path = ""] = routeKey.split(" ");
    const handler = (handlers as Record<string, RouteHandler>)[routeKey];
    if (!handler) throw new Error(`Rota sem implementação: ${routeKey}`);
    return { method: method as "GET", path, handler: wrapRoute(routeKey, access, handler) };
  });
  const router = httpRouterHandler({
    routes,
    notFoundResponse: () => {
      throw Object.assign(new Error("not found"), { statusCode: 404 });
    },
  });
  // The first request of a function instance (a Lambda container; locally, a group's first after start).
  let coldStart = true;
  return middy<APIGatewayProxyEventV2, Response>().handler(async (event, context) => {
    const cold = coldStart;
    coldStart = false;
    return observeRequest(group, cold, event, context, async () => {
      try {
        return (await router(event, context, undefined as never)) as Response;
      } catch (error) {
        return errorResponse(error, event, requestIdOf(event, context));
      }
    });
  });
}

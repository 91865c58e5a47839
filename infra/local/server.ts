import { type IncomingMessage, STATUS_CODES, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { log } from "../../functions/lib/log";
import type { ApiEnvelope } from "../../shared/api";
import { decodePath, EDGE_MESSAGES, refuse, serveApi } from "./api-gateway";
import { serveStatic } from "./static";

/**
 * The local server's front door: every request is answered, bad ones with the API's JSON envelope and a pt-BR
 * message; a failure inside one request never takes the server down.
 */

/**
 * The URL a request names. Its target is a path (a proxy may send a whole URL); a path is never read as
 * `//host/...`. Undefined when it cannot be read as a URL at all.
 */
function requestUrl(target: string): URL | undefined {
  try {
    return target.startsWith("/") ? new URL(`http://localhost${target}`) : new URL(target);
  } catch {
    return undefined;
  }
}

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/** The server's request listener: /api to the route handlers, the rest to the web app built in `webRoot`. */
export function requestListener(webRoot: string) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = requestUrl(request.url ?? "/");
    if (!url) {
      refuse(response, 400, EDGE_MESSAGES.badUrl);
      return;
    }
    if (decodePath(url.pathname) === undefined) {
      refuse(response, 400, EDGE_MESSAGES.malformedPath);
      return;
    }
    const work = isApiPath(url.pathname) ? serveApi(request, response, url) : serveStatic(webRoot, url.pathname, response);
    work.catch((error: unknown) => {
      log.error("local server error", { path: url.pathname, error: String(error) });
      if (response.headersSent) response.destroy();
      else refuse(response, 500, EDGE_MESSAGES.unexpected);
    });
  };
}

const CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: "Cabeçalhos da requisição grandes demais." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: "A requisição demorou demais para chegar." },
};
const MALFORMED_REQUEST = { status: 400, msg: "Requisição HTTP malformada." };

/**
 * What Node's HTTP parser refuses before any listener runs (bad syntax, headers too large): the same status
 * Node would send, with the envelope instead of an empty body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, msg } = CLIENT_ERRORS[error.code ?? ""] ?? MALFORMED_REQUEST;
  const body = JSON.stringify({ success: false, message: { type: "error", msg } } satisfies ApiEnvelope<never>);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
      "content-type: application/json; charset=utf-8\r\n" +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      "connection: close\r\n\r\n" +
      body,
  );
}

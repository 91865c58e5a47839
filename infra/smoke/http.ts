/**
 * The smoke test's HTTP calls: one request against the stack's base URL, its status, JSON envelope and time.
 * No product code: it talks to the stack only as a browser or the store's ERP would.
 */

/** A request unanswered this long fails its step: API Gateway gives up on an integration after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: { type?: string; msg?: string };
}

export interface Answer {
  status: number;
  envelope: Envelope | undefined;
  headers: Headers;
  bytes: Uint8Array;
}

export interface CallOptions {
  cookie?: string;
  apiKey?: string;
  body?: unknown;
}

/** A step that did not go as expected; its message (pt-BR) is what the smoke run prints. */
export class SmokeFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SmokeFailure";
  }
}

function parseEnvelope(bytes: Uint8Array, contentType: string | null): Envelope | undefined {
  if (!contentType?.includes("application/json")) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as Envelope;
  } catch {
    return undefined;
  }
}

/** Sends one request to `target` (a path under baseUrl, or an absolute URL such as a presigned S3 link). */
export async function call(baseUrl: string, method: string, target: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(target, baseUrl);
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      redirect: "follow",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new SmokeFailure(`Sem resposta de ${method} ${url.origin}${url.pathname}: ${reason}.`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, envelope: parseEnvelope(bytes, response.headers.get("content-type")), headers: response.headers, bytes };
}

/** The answer when its status is one of `expected`; otherwise a failure naming the call, status and server's message. */
export function expectStatus(answer: Answer, expected: readonly number[], what: string): Answer {
  if (expected.includes(answer.status)) return answer;
  const said = answer.envelope?.message?.msg;
  throw new SmokeFailure(`${what} respondeu ${answer.status}${said ? `: ${said}` : ""} (esperado ${expected.join(" ou ")}).`, answer.status);
}

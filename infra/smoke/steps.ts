import { createHash } from "node:crypto";
import { yesterdayInSaoPaulo } from "../../shared/dates";
import { call, expectStatus, SmokeFailure } from "./http";
import type { SmokeOptions } from "./options";

/**
 * The smoke run's steps, in order: what a person and the store's ERP do first on a new stack. Each step reads
 * and writes the shared state (the session cookie, the order printed, the PDF) and throws a SmokeFailure with
 * a pt-BR reason when the stack does not answer as it should.
 */
export interface SmokeState {
  options: SmokeOptions;
  cookie?: string;
  orderId?: number;
  pdf?: Uint8Array;
}

export interface SmokeStep {
  name: (state: SmokeState) => string;
  /** Why the step does not run (pt-BR), or undefined when it runs. */
  skipped?: (state: SmokeState) => string | undefined;
  /** Runs the step; answers the status to print (the HTTP status of its decisive call). */
  run: (state: SmokeState) => Promise<string>;
}

/** How often the print step reads the job, as the web app does: soon, then every 250 ms, then every second. */
export const REPORT_POLL_DELAYS_MS = [100, 150, 250, 250, 250, 250, 250, 250, 500, 1000] as const;
export const REPORT_TIMEOUT_MS = 60_000;

const PDF_SIGNATURE = "%PDF-";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The login screen sends the password's SHA-256 in hex, never the password itself. */
export function passwordDigest(password: string): string {
  return createHash("sha256").update(password).digest("hex");
}

function sessionCookieOf(headers: Headers): string | undefined {
  const session = headers.getSetCookie().find((cookie) => cookie.startsWith("session="));
  return session?.split(";")[0];
}

function requireCookie(state: SmokeState): string {
  if (!state.cookie) throw new SmokeFailure("Sem sessão: o login não deixou o cookie de sessão.");
  return state.cookie;
}

export function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, PDF_SIGNATURE.length)) === PDF_SIGNATURE;
}

const signIn: SmokeStep = {
  name: (state) => `Entrar como ${state.options.user}`,
  run: async (state) => {
    const answer = await call(state.options.baseUrl, "POST", "/api/login", {
      body: { username: state.options.user, password: passwordDigest(state.options.password) },
    });
    expectStatus(answer, [200], "O login");
    state.cookie = sessionCookieOf(answer.headers);
    if (!state.cookie) throw new SmokeFailure("O login respondeu 200 sem o cookie de sessão.", answer.status);
    const data = answer.envelope?.data as { admin?: boolean } | undefined;
    if (data?.admin !== true) throw new SmokeFailure(`${state.options.user} entrou, mas não é administrador: o smoke test lê listas e imprime pedidos, que são só de administradores.`);
    return String(answer.status);
  },
};

const readOrders: SmokeStep = {
  name: () => "Ler a lista de pedidos de compra",
  run: async (state) => {
    const answer = expectStatus(
      await call(state.options.baseUrl, "GET", "/api/purchase_orders", { cookie: requireCookie(state) }),
      [200],
      "GET /api/purchase_orders",
    );
    const orders = answer.envelope?.data;
    if (!Array.isArray(orders)) throw new SmokeFailure("GET /api/purchase_orders não trouxe uma lista.", answer.status);
    const first = orders[0] as { id?: unknown } | undefined;
    state.orderId = state.options.orderId ?? (typeof first?.id === "number" ? first.id : undefined);
    return `${answer.status} (${orders.length} pedidos)`;
  },
};

async function waitForReport(state: SmokeState, jobId: string): Promise<string> {
  const deadline = Date.now() + REPORT_TIMEOUT_MS;
  for (let read = 0; Date.now() < deadline; read++) {
    await sleep(REPORT_POLL_DELAYS_MS[Math.min(read, REPORT_POLL_DELAYS_MS.length - 1)] ?? 1000);
    const answer = expectStatus(
      await call(state.options.baseUrl, "GET", `/api/reports/${jobId}`, { cookie: requireCookie(state) }),
      [200],
      "A leitura do relatório",
    );
    const job = answer.envelope?.data as { status?: string; url?: string } | undefined;
    if (job?.status === "done" && job.url) return job.url;
    if (job?.status === "failed") {
      throw new SmokeFailure(`O relatório falhou: ${answer.envelope?.message?.msg ?? "sem motivo informado"}.`);
    }
  }
  throw new SmokeFailure(`O relatório não ficou pronto em ${REPORT_TIMEOUT_MS / 1000} s.`);
}

const printOrder: SmokeStep = {
  name: (state) => `Imprimir o pedido ${state.orderId ?? "?"} em PDF (job)`,
  run: async (state) => {
    if (!state.orderId) throw new SmokeFailure("Nenhum pedido de compra na lista para imprimir; informe um com --order <id>.");
    const cookie = requireCookie(state);
    const started = expectStatus(
      await call(state.options.baseUrl, "POST", "/api/reports", { cookie, body: { report: "purchase_order", id: state.orderId } }),
      [202],
      "POST /api/reports",
    );
    const jobId = (started.envelope?.data as { job_id?: unknown } | undefined)?.job_id;
    if (typeof jobId !== "string") throw new SmokeFailure("POST /api/reports não devolveu o id do job.", started.status);
    const url = await waitForReport(state, jobId);
    // A presigned S3 link (absolute) takes no cookie; the local runtime's file route (relative) needs the session.
    const isOwnRoute = new URL(url, state.options.baseUrl).origin === state.options.baseUrl;
    const file = expectStatus(
      await call(state.options.baseUrl, "GET", url, isOwnRoute ? { cookie } : {}),
      [200],
      "O download do PDF",
    );
    if (!isPdf(file.bytes)) throw new SmokeFailure("O arquivo do relatório não é um PDF.", file.status);
    state.pdf = file.bytes;
    return `${file.status} (${Math.round(file.bytes.length / 1024)} KB)`;
  },
};

const withoutKey = (state: SmokeState) => (state.options.apiKey ? undefined : "sem --api-key");

/**
 * The integration write: re-aggregating yesterday's sales. It goes through the key, the route and the
 * aggregation like any ERP call, and changes no record of the company (the figures come out as they were),
 * so the smoke test may run against a company in use.
 */
const postIntegration: SmokeStep = {
  name: () => "Enviar à integração: reagregar as vendas de ontem",
  skipped: withoutKey,
  run: async (state) => {
    const day = yesterdayInSaoPaulo();
    const answer = await call(state.options.baseUrl, "POST", "/api/integration/aggregate", {
      apiKey: state.options.apiKey,
      body: { from: day, to: day },
    });
    // Locally the aggregation answers when done (200); in AWS it is queued (202).
    return String(expectStatus(answer, [200, 202], "POST /api/integration/aggregate").status);
  },
};

const readFeed: SmokeStep = {
  name: () => "Ler o feed de movimentos de estoque",
  skipped: withoutKey,
  run: async (state) => {
    const answer = expectStatus(
      await call(state.options.baseUrl, "GET", "/api/integration/stock_movements?limit=1", { apiKey: state.options.apiKey }),
      [200],
      "GET /api/integration/stock_movements",
    );
    const feed = answer.envelope?.data as { movements?: unknown; next_cursor?: unknown } | undefined;
    if (!Array.isArray(feed?.movements) || typeof feed?.next_cursor !== "string") {
      throw new SmokeFailure("O feed de movimentos não trouxe movimentos e cursor.", answer.status);
    }
    return String(answer.status);
  },
};

const signOut: SmokeStep = {
  name: () => "Sair",
  run: async (state) =>
    String(expectStatus(await call(state.options.baseUrl, "POST", "/api/logout", { cookie: requireCookie(state), body: {} }), [200], "O logout").status),
};

export const SMOKE_STEPS: readonly SmokeStep[] = [signIn, readOrders, printOrder, postIntegration, readFeed, signOut];

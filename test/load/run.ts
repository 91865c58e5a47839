/**
 * `npm run load`: bounded load on the local server (issue 12). Starts the runtime on .data/load (the demo store
 * seeded on the first run; --url uses a running server instead), signs in as the demo administrator, then runs
 * two loads of --connections (200) for --seconds (30): a list endpoint with the session, and sign-in itself.
 * Prints requests/s, p50/p99 latency and the answers by status; then checks the server still answers. Exits 1
 * on any unexpected answer (a non-2xx other than 401/429 for sign-in), socket error or timeout, or an
 * unhealthy server afterwards. Not part of `npm test`.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sha256Hex } from "../../infra/local/demo-tenant";
import type { ForkedServerReady } from "../support/serve-over-ipc";
import { type LoadOptions, parseLoadOptions } from "./options";
import { formatLoadTable, type LoadSummary, summarize } from "./report";
import { LOCAL_RUNTIME_HEAP_FLAGS } from "../../functions/plan/memory";

const SERVER_ENTRY = fileURLToPath(new URL("./server.ts", import.meta.url));
const SIGN_IN_BODY = JSON.stringify({ username: "admin", password: sha256Hex("admin") });
/** Sign-in refusals the throttle is meant to give under load: wrong attempts (401) and its limits (429). */
const SIGN_IN_REFUSALS = [401, 429];
const HEALTH_WAIT_MS = 15_000;
/** A request unanswered this long is an error: API Gateway gives up on an integration after 30 s. */
const REQUEST_TIMEOUT_SECONDS = 30;

const say = (line: string) => console.log(line);

function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  say(`Iniciando o servidor local em ${dataDir} (o primeiro início carrega a loja de demonstração)...`);
  const child = fork(SERVER_ENTRY, [dataDir], {
    execArgv: [...LOCAL_RUNTIME_HEAP_FLAGS, "--import", "tsx"],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message: ForkedServerReady) => resolve({ url: `http://localhost:${message.port}`, child }));
    child.once("exit", (code) => reject(new Error(`O servidor terminou ao iniciar (código ${code}).`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.send("stop");
  });
}

async function signIn(url: string): Promise<Response> {
  return fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: SIGN_IN_BODY });
}

async function sessionCookie(url: string): Promise<string> {
  const answer = await signIn(url);
  if (answer.status !== 200) throw new Error(`O login de admin/admin respondeu ${answer.status}: ${await answer.text()}`);
  return (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function load(name: string, options: LoadOptions, request: autocannon.Options, expected: number[]): Promise<LoadSummary> {
  say(`${name}: ${options.connections} conexões por ${options.seconds} s...`);
  const socketErrors: Record<string, number> = {};
  const settings = { connections: options.connections, duration: options.seconds, timeout: REQUEST_TIMEOUT_SECONDS, ...request };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("reqError", (error: { code?: string; message?: string }) => {
      const kind = error.code ?? error.message ?? "?";
      socketErrors[kind] = (socketErrors[kind] ?? 0) + 1;
    });
  });
  return summarize(name, result, expected, socketErrors);
}

/** What a person would do right after: open the login page's data, a list, and sign in; each must answer 200. */
async function healthAfterwards(url: string, listPath: string, cookie: string): Promise<string[]> {
  const checks: [string, () => Promise<Response>][] = [
    ["GET /api/tenant_data", () => fetch(`${url}/api/tenant_data`)],
    [`GET ${listPath}`, () => fetch(`${url}${listPath}`, { headers: { cookie } })],
    ["POST /api/login", () => signIn(url)],
  ];
  const failures: string[] = [];
  for (const [name, check] of checks) {
    const deadline = Date.now() + HEALTH_WAIT_MS;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = await check().then((response) => response.status, () => 0);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    say(`  ${name}: ${status === 200 ? "200" : `${status || "sem resposta"} (esperado 200)`}`);
    if (status !== 200) failures.push(name);
  }
  return failures;
}

async function main(): Promise<number> {
  const options = parseLoadOptions(process.argv.slice(2));
  const started = options.url ? undefined : await startServer(options.dataDir);
  const url = options.url ?? started?.url ?? "";
  try {
    const cookie = await sessionCookie(url);
    const summaries = [
      await load(`GET ${options.listPath}`, options, { url: `${url}${options.listPath}`, headers: { cookie } }, []),
      await load(
        "POST /api/login",
        options,
        { url: `${url}/api/login`, method: "POST", headers: { "content-type": "application/json" }, body: SIGN_IN_BODY },
        SIGN_IN_REFUSALS,
      ),
    ];
    say("");
    say(`Carga em ${url}: ${options.connections} conexões por ${options.seconds} s em cada rota.`);
    say(formatLoadTable(summaries));
    say("");
    say("Saúde do servidor depois da carga:");
    const unhealthy = await healthAfterwards(url, options.listPath, cookie);
    const failed = summaries.filter((summary) => summary.unexpected > 0 || summary.socketErrors > 0);
    for (const summary of failed) say(`FALHA: ${summary.name} teve respostas inesperadas ou erros de conexão.`);
    if (unhealthy.length > 0) say(`FALHA: o servidor não respondeu bem depois da carga (${unhealthy.join(", ")}).`);
    const ok = failed.length === 0 && unhealthy.length === 0;
    if (ok) say("OK: nenhum erro, servidor saudável depois da carga.");
    return ok ? 0 : 1;
  } finally {
    if (started) await stopServer(started.child);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Carga não executada: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

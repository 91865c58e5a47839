import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../infra/local/demo-tenant";
import { startDynamoLocal } from "../../infra/local/dynamodb";
import { isDynamoLocalOn, recordedDynamoPid } from "../../infra/local/dynamodb-pid-file";
import type { ApiEnvelope } from "../../shared/api";
import type { ForkedServerReady } from "../support/serve-over-ipc";

/**
 * Faults of the local runtime, from outside as a user meets them: its DynamoDB Local killed mid-run, then the
 * server itself killed and started again on the same data folder.
 */

const SERVER_ENTRY = fileURLToPath(new URL("./faults-server.ts", import.meta.url));
const UNAVAILABLE = "Banco de dados indisponível, tente novamente em instantes.";
const WRITERS = 4;
const KILL_AFTER_WRITES = 2 * WRITERS;

const dataDir = mkdtempSync(path.join(tmpdir(), "back-office-faults-"));
const dbPath = path.join(dataDir, "dynamodb");

interface Server {
  url: string;
  child: ChildProcess;
}

function startServer(): Promise<Server> {
  const child = fork(SERVER_ENTRY, [dataDir], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message: ForkedServerReady) => resolve({ url: `http://localhost:${message.port}`, child }));
    child.once("exit", (code) => reject(new Error(`O servidor terminou ao iniciar (código ${code}).`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

interface Answer {
  status: number;
  body: ApiEnvelope<unknown>;
}

async function call(url: string, method: string, pathname: string, cookie: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as ApiEnvelope<unknown> };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: sha256Hex("admin") }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function usernames(url: string, cookie: string): Promise<Set<string>> {
  const answer = await call(url, "GET", "/api/users", cookie);
  expect(answer.status).toBe(200);
  return new Set((answer.body.data as { username: string }[]).map((user) => user.username));
}

/** Calls `attempt` every 100 ms until it answers true, for at most `timeoutMs`. */
async function waitFor(what: string, attempt: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`Esperou ${timeoutMs} ms por: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let server: Server;
let cookie = "";
/** Users whose creation answered 201: each must be there after every fault. */
const acknowledged: string[] = [];

beforeAll(async () => {
  server = await startServer();
  cookie = await signIn(server.url);
});

afterAll(async () => {
  if (server) await killed(server.child);
  const java = recordedDynamoPid(dbPath);
  if (java !== undefined && isDynamoLocalOn(java, dbPath)) process.kill(java, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe.sequential("local runtime faults", () => {
  it("answers 503 while its database is down, restarts it by itself and loses nothing acknowledged", async () => {
    const answers: Answer[] = [];
    const java = recordedDynamoPid(dbPath);
    expect(java).toBeDefined();
    let writing = true;
    let databaseKilled = false;
    const writer = async (writerId: number) => {
      for (let i = 0; writing; i++) {
        const username = `falha${writerId}x${i}`;
        const answer = await call(server.url, "POST", "/api/users", cookie, {
          name: username,
          username,
          password: sha256Hex("senha1"),
          avatar: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
          role: "user",
        });
        answers.push(answer);
        if (answer.status === 201) acknowledged.push(username);
        // The kill lands right after an acknowledgment, with the other writers' requests in flight.
        if (!databaseKilled && acknowledged.length >= KILL_AFTER_WRITES) {
          databaseKilled = true;
          process.kill(java ?? 0, "SIGKILL");
        }
        // During the outage a writer retries as a person would, not in a tight loop.
        if (answer.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
    await waitFor("a queda do banco", () => databaseKilled, 20_000);

    let outage: Answer | undefined;
    await waitFor("uma resposta 503 durante a queda", async () => {
      const answer = await call(server.url, "GET", "/api/users", cookie);
      if (answer.status === 503) outage = answer;
      return outage !== undefined;
    }, 10_000);
    expect(outage?.body).toEqual({ success: false, message: { type: "error", msg: UNAVAILABLE } });

    await waitFor("o banco de volta", async () => (await call(server.url, "GET", "/api/users", cookie)).status === 200, 30_000);
    const acknowledgedBeforeRecovery = acknowledged.length;
    await waitFor("escritas confirmadas depois da volta", () => acknowledged.length > acknowledgedBeforeRecovery + WRITERS, 20_000);
    writing = false;
    await Promise.all(writers);

    expect(recordedDynamoPid(dbPath)).not.toBe(java);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toEqual({ status: 503, body: { success: false, message: { type: "error", msg: UNAVAILABLE } } });
    }
    const stored = await usernames(server.url, cookie);
    expect(acknowledged.filter((username) => !stored.has(username))).toEqual([]);
  }, 60_000);

  it("keeps data and sessions when the server is killed and started again on the same data folder", async () => {
    const orphanedJava = recordedDynamoPid(dbPath);
    await killed(server.child);
    server = await startServer();

    // The session cookie from before the kill still works, and every acknowledged write is there.
    const stored = await usernames(server.url, cookie);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((username) => !stored.has(username))).toEqual([]);
    // The Java the killed server left behind was stopped, not shared with the new one.
    expect(recordedDynamoPid(dbPath)).not.toBe(orphanedJava);
    expect(isDynamoLocalOn(orphanedJava ?? 0, dbPath)).toBe(false);
  }, 60_000);

  it("refuses a second DynamoDB Local on a folder a live server uses, and leaves that server's alone", async () => {
    await expect(startDynamoLocal({ dataDir: dbPath })).rejects.toThrow(`A pasta de dados ${dbPath} já está em uso por outro servidor local`);
    expect((await call(server.url, "GET", "/api/users", cookie)).status).toBe(200);
  });
});

import { fork } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { buildWebIfStale } from "../../infra/web-build";
import { type BrowserKind, launchBrowserServer, oneBrowserForBoth } from "../e2e/pages/browser";
import { acquireDynamoLocal } from "./dynamo-local";
import { templateFailurePath } from "./e2e-template";
import type { ForkedServerReady } from "./serve-over-ipc";
import { LOCAL_RUNTIME_HEAP_FLAGS } from "../../functions/plan/memory";

/** What a browser test file needs to reach the run's server and to copy its own company into the server's table. */
export interface E2eServer {
  port: number;
  dynamoEndpoint: string;
  tableName: string;
  /** The model company's items (see e2e-template.ts), which each file copies as its own company. */
  templatePath: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eServer: E2eServer;
    browserEndpoints: Record<BrowserKind, string>;
  }
}

const TABLE_NAME = "e2e";
const SERVER_ENTRY = fileURLToPath(new URL("./e2e-server.ts", import.meta.url));
const TEMPLATE_SEED_ENTRY = fileURLToPath(new URL("./e2e-template-seed.ts", import.meta.url));

function forkTsx(entry: string, args: string[]) {
  return fork(entry, args, {
    execArgv: [...LOCAL_RUNTIME_HEAP_FLAGS, "--import", "tsx"],
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

/** Forks the local server (see e2e-server.ts) and waits for its port. */
function startServerProcess(dynamoEndpoint: string): Promise<{ port: number; stop(): Promise<void> }> {
  const child = forkTsx(SERVER_ENTRY, [dynamoEndpoint, TABLE_NAME]);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.send("stop");
    });
  return new Promise((resolve, reject) => {
    child.once("message", (message: ForkedServerReady) => resolve({ port: message.port, stop }));
    child.once("exit", (code) => reject(new Error(`O servidor dos testes de navegador terminou ao iniciar (código ${code}).`)));
  });
}

/**
 * Seeds the model company in a process of its own and saves its items to `snapshotPath` (see e2e-template.ts:
 * written under another name, then renamed, so a file that sees it sees it whole). A failed seed leaves its reason
 * beside it, for the test files waiting on it to say.
 */
function seedTemplateProcess(dynamoEndpoint: string, snapshotPath: string): Promise<void> {
  const child = forkTsx(TEMPLATE_SEED_ENTRY, [dynamoEndpoint, TABLE_NAME, snapshotPath]);
  return new Promise<void>((resolve, reject) => {
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`A empresa modelo dos testes de navegador não foi semeada (código ${code}).`)),
    );
  }).catch((error: Error) => writeFile(templateFailurePath(snapshotPath), error.message));
}

/**
 * Global setup of the e2e project: one DynamoDB Local, one local server and the Chromiums for the whole run,
 * the model company seeded once (each test file copies it as its own company) and the web app built once.
 * Whatever started is stopped when another part fails to. The setup does not wait for the model company: vitest
 * starts no test file of any tier before every global setup has ended, and seeding it (6 to 9 s) would hold
 * the whole run; each browser file waits for it instead (see e2e-template.ts).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  const dynamo = acquireDynamoLocal().then((local) => {
    stops.push(local.release);
    return local;
  });
  const templatePath = path.join(tmpdir(), `e2e-empresa-modelo-${process.pid}.bin`);
  stops.push(() => Promise.all([templatePath, templateFailurePath(templatePath)].map((file) => rm(file, { force: true }))).then(() => undefined));
  const serverStarted = dynamo.then((local) => startServerProcess(local.endpoint)).then((started) => {
    stops.push(started.stop);
    return started;
  });
  const launched = (kind: BrowserKind) =>
    launchBrowserServer(kind).then((browser) => {
      stops.push(() => browser.close());
      return browser.wsEndpoint();
    });
  const browsers = oneBrowserForBoth()
    ? launched("pdfViewer").then((endpoint) => ({ automation: endpoint, pdfViewer: endpoint }))
    : Promise.all([launched("automation"), launched("pdfViewer")]).then(([automation, pdfViewer]) => ({ automation, pdfViewer }));
  // After the server, which makes the table; waited for before the server stops (the stops run last first).
  // A server that failed to start is reported below.
  serverStarted
    .then(async () => {
      const seeded = seedTemplateProcess((await dynamo).endpoint, templatePath);
      stops.push(() => seeded);
    })
    .catch(() => undefined);
  const [server, browserEndpoints, built] = await Promise.allSettled([serverStarted, browsers, buildWebIfStale()]);
  if (server.status === "rejected" || browserEndpoints.status === "rejected" || built.status === "rejected") {
    await teardown();
    throw [server, browserEndpoints, built].find((result): result is PromiseRejectedResult => result.status === "rejected")?.reason;
  }
  project.provide("e2eServer", { port: server.value.port, dynamoEndpoint: (await dynamo).endpoint, tableName: TABLE_NAME, templatePath });
  project.provide("browserEndpoints", browserEndpoints.value);
  return teardown;
}

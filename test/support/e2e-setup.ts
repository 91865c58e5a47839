import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { buildWebIfStale } from "../../infra/web-build";
import { launchBrowserServer } from "../e2e/pages/browser";
import { acquireDynamoLocal } from "./dynamo-local";
import type { ForkedServerReady } from "./serve-over-ipc";

/** What a browser test file needs to reach the run's server and to seed its own company in the server's table. */
export interface E2eServer {
  port: number;
  dynamoEndpoint: string;
  tableName: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eServer: E2eServer;
    browserEndpoint: string;
  }
}

const TABLE_NAME = "e2e";
const SERVER_ENTRY = fileURLToPath(new URL("./e2e-server.ts", import.meta.url));

/** Forks the local server (see e2e-server.ts) and waits for its port. */
function startServerProcess(dynamoEndpoint: string): Promise<{ port: number; stop(): Promise<void> }> {
  const child = fork(SERVER_ENTRY, [dynamoEndpoint, TABLE_NAME], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
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
 * Global setup of the e2e project: one DynamoDB Local, one local server and one Chromium for the whole run
 * (each test file seeds its own company on them) and the web app built once. Whatever started is stopped
 * when another part fails to.
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
  const [server, browser, built] = await Promise.allSettled([
    dynamo.then((local) => startServerProcess(local.endpoint)).then((started) => {
      stops.push(started.stop);
      return started;
    }),
    launchBrowserServer().then((launched) => {
      stops.push(() => launched.close());
      return launched;
    }),
    buildWebIfStale(),
  ]);
  if (server.status === "rejected" || browser.status === "rejected" || built.status === "rejected") {
    await teardown();
    throw [server, browser, built].find((result): result is PromiseRejectedResult => result.status === "rejected")?.reason;
  }
  project.provide("e2eServer", { port: server.value.port, dynamoEndpoint: (await dynamo).endpoint, tableName: TABLE_NAME });
  project.provide("browserEndpoint", browser.value.wsEndpoint());
  return teardown;
}

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { resetConfig } from "../../functions/lib/config";
import { useLocalAggregation } from "../../functions/lib/aggregation-trigger";
import { runAggregationRequest } from "../../functions/sales/figures/aggregation";
import { runNightlyAggregation } from "../../functions/sales/nightly-aggregation";
import { scheduleNightly } from "../../functions/sales/nightly-schedule";
import { setApiKey } from "../../functions/session/tenant";
import { buildWebIfStale, WEB_DIST } from "../web-build";
import { DEMO_TENANT_ID } from "./demo-tenant";
import { ensureTable, startDynamoLocal } from "./dynamodb";
import { installLocalJobRunner, prepareLocalJobs, removeLocalRunners, settleLocalJobs } from "./jobs";
import { isSeeded, type SeedScale, seedDemo, upgradeSeededStore } from "./seed";
import { answerClientError, requestListener } from "./server";

export interface RuntimeOptions {
  port: number;
  /** Where DynamoDB Local keeps its files; omitted = in memory (tests). */
  dataDir?: string;
  /** A DynamoDB Local already running (the tests' shared one): used, and left running at stop. */
  dynamoEndpoint?: string;
  /** false: no demo company on a first start (browser tests seed a company per test file). */
  demoStore?: boolean;
  tableName?: string;
  seedScale?: SeedScale;
  apiKey?: string;
  buildWeb?: boolean;
  /** Start DynamoDB Local with the JVM settings for a short run (the tests'): less CPU to start, same data. */
  shortRunDatabase?: boolean;
  say?: (line: string) => void;
}

export interface Runtime {
  url: string;
  port: number;
  readonly dynamoEndpoint: string;
  apiKey: string;
  stop(): Promise<void>;
}

/** How long the server keeps an idle kept-alive connection open (API Gateway keeps them for minutes). */
const IDLE_SOCKET_MS = 65_000;

function persistentSecret(file: string | undefined, bytes: number): string {
  if (file && existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(bytes).toString("hex");
  if (file) writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A DynamoDB Local restarted on another port: the functions' client follows it. */
function onEndpointChange(endpoint: string): void {
  process.env.DYNAMODB_ENDPOINT = endpoint;
  resetConfig();
}

/** The embedded runtime: DynamoDB Local, the table, the demo store, the web app and the API on one port. */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const say = options.say ?? (() => undefined);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const dynamo = options.dynamoEndpoint
    ? { endpoint: options.dynamoEndpoint, stop: async () => undefined }
    : await startDynamoLocal({
        ...(options.dataDir ? { dataDir: path.join(options.dataDir, "dynamodb"), restart: { onEndpointChange } } : {}),
        shortRun: options.shortRunDatabase ?? false,
      });
  let server: Server | undefined;
  try {
    const apiKey = options.apiKey ?? persistentSecret(options.dataDir && path.join(options.dataDir, "demo-api-key"), 24);
    Object.assign(process.env, {
      TABLE_NAME: options.tableName ?? "back-office",
      DEFAULT_TENANT_ID: DEMO_TENANT_ID,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      JWT_SECRET: persistentSecret(options.dataDir && path.join(options.dataDir, "jwt-secret"), 48),
      LOCAL_BLOB_DIR: path.join(options.dataDir ?? path.join(process.cwd(), ".data", "tmp-blobs"), "blobs"),
      AWS_REGION: process.env.AWS_REGION ?? "local",
    });
    resetConfig();
    await ensureTable(dynamo.endpoint, process.env.TABLE_NAME as string);
    installLocalJobRunner();
    useLocalAggregation(runAggregationRequest);
    if (options.demoStore !== false) {
      if (!(await isSeeded())) {
        say("Primeiro início: carregando a loja de demonstração...");
        await seedDemo({ scale: options.seedScale ?? "small", apiKey, log: say });
      } else {
        await upgradeSeededStore();
      }
      await setApiKey(DEMO_TENANT_ID, apiKey);
    }
    if (options.buildWeb !== false) await buildWebIfStale(say);

    server = createServer(
      // Node closes an idle kept-alive socket after 5 s; a client that ignores the Keep-Alive hint (Playwright's
      // request context does) can send on it as it closes and get ECONNRESET. Idle sockets live a minute instead.
      { keepAliveTimeout: IDLE_SOCKET_MS, headersTimeout: IDLE_SOCKET_MS + 1_000 },
      requestListener(WEB_DIST),
    );
    server.on("clientError", answerClientError);
    await new Promise<void>((resolve, reject) => {
      server?.once("error", reject);
      server?.listen(options.port, resolve);
    });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : options.port;
    const runningServer = server;
    const nightly = scheduleNightly(() => runNightlyAggregation());
    void prepareLocalJobs();
    return {
      url: `http://localhost:${port}`,
      port,
      get dynamoEndpoint() {
        return dynamo.endpoint;
      },
      apiKey,
      stop: async () => {
        nightly.stop();
        await new Promise<void>((resolve) => {
          runningServer.closeAllConnections();
          runningServer.close(() => resolve());
        });
        await settleLocalJobs();
        // The process may go on without this runtime (a test file, then the next one in the same process).
        removeLocalRunners();
        await dynamo.stop();
      },
    };
  } catch (error) {
    server?.close();
    await dynamo.stop();
    throw error;
  }
}

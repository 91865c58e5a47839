import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, describe, expect, it } from "vitest";
import { ensureTable, localClient, startDynamoLocal } from "../../infra/local/dynamodb";
import { recordedDynamoPid } from "../../infra/local/dynamodb-pid-file";

/**
 * DynamoDB Local dies and Java is broken when the runtime restarts it: the restarts back off instead of
 * spinning, and once Java works again it is back with its data, on another port if its own was taken meanwhile.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "back-office-faults-java-"));
const dbPath = path.join(dataDir, "dynamodb");
const brokenBin = path.join(dataDir, "bin");
const attemptsFile = path.join(dataDir, "attempts");

/** A `java` that fails at once, noting when it was started. */
function installBrokenJava(): void {
  mkdirSync(brokenBin, { recursive: true });
  const script = path.join(brokenBin, "java");
  writeFileSync(
    script,
    `#!/usr/bin/env node\nrequire("node:fs").appendFileSync(${JSON.stringify(attemptsFile)}, Date.now() + "\\n");\nconsole.error("Error: broken Java");\nprocess.exit(1);\n`,
  );
  chmodSync(script, 0o755);
}

function brokenAttempts(): number[] {
  if (!existsSync(attemptsFile)) return [];
  return readFileSync(attemptsFile, "utf8").trim().split("\n").map(Number);
}

async function waitFor(what: string, attempt: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`Esperou ${timeoutMs} ms por: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The tables DynamoDB Local lists at `endpoint`; undefined while nothing there answers (the squatter never does). */
async function tablesAt(endpoint: string): Promise<string[] | undefined> {
  const client = localClient(endpoint, {
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 1000, throwOnRequestTimeout: true },
  });
  try {
    return (await client.send(new ListTablesCommand({}))).TableNames ?? [];
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const squatter = createServer();
    squatter.once("error", reject);
    squatter.listen(port, "127.0.0.1", () => resolve(squatter));
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("DynamoDB Local restarts", () => {
  it("back off while Java is broken, then come back with the data, off a port taken meanwhile", async () => {
    const movedTo: string[] = [];
    const dynamo = await startDynamoLocal({ dataDir: dbPath, restart: { onEndpointChange: (endpoint) => movedTo.push(endpoint) } });
    const realPath = process.env.PATH;
    let squatter: Server | undefined;
    try {
      await ensureTable(dynamo.endpoint, "faults-java");
      const firstEndpoint = dynamo.endpoint;
      installBrokenJava();
      process.env.PATH = `${brokenBin}${path.delimiter}${realPath}`;
      process.kill(recordedDynamoPid(dbPath) ?? 0, "SIGKILL");

      await waitFor("duas tentativas com o Java quebrado", () => brokenAttempts().length >= 2, 15_000);
      squatter = await occupy(Number(new URL(firstEndpoint).port));
      process.env.PATH = realPath;
      const [first = 0, second = 0] = brokenAttempts();
      expect(second - first).toBeGreaterThanOrEqual(900);

      await waitFor("o banco de volta", async () => (await tablesAt(dynamo.endpoint))?.includes("faults-java") === true, 30_000);
      expect(brokenAttempts()).toHaveLength(2);
      expect(dynamo.endpoint).not.toBe(firstEndpoint);
      expect(movedTo).toEqual([dynamo.endpoint]);
    } finally {
      process.env.PATH = realPath;
      squatter?.close();
      await dynamo.stop();
    }
  }, 60_000);
});

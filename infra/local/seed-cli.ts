/**
 * `npm run seed -- --scale small|large [--force]`: loads the demo store into the local table persisted under
 * DATA_DIR (default .data), the one `npm start` uses. Skips when already seeded; --force drops the local
 * table first and loads from scratch (a store of another scale leaves nothing behind).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DeleteTableCommand } from "@aws-sdk/client-dynamodb";
import { resetConfig } from "../../functions/lib/config";
import { DEMO_TENANT_ID } from "./demo-tenant";
import { ensureTable, localClient, startDynamoLocal } from "./dynamodb";
import { isSeeded, type SeedScale, seedDemo, upgradeSeededStore } from "./seed";

const TABLE_NAME = "back-office";

interface Arguments {
  scale: SeedScale;
  force: boolean;
}

function parseArguments(argv: string[]): Arguments {
  let scale: SeedScale = "small";
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (argument === "--force") force = true;
    else if (argument === "--scale" || argument?.startsWith("--scale=")) {
      const value = argument.includes("=") ? argument.split("=")[1] : argv[++i];
      if (value !== "small" && value !== "large") throw new Error("Use --scale small ou --scale large.");
      scale = value;
    } else throw new Error(`Argumento desconhecido: ${argument}. Uso: npm run seed -- --scale small|large [--force]`);
  }
  return { scale, force };
}

/** The same secret files the runtime keeps under DATA_DIR (created when missing). */
function persistentSecret(file: string, bytes: number): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(bytes).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function dropTable(endpoint: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    await client.send(new DeleteTableCommand({ TableName: TABLE_NAME }));
  } catch (error) {
    if ((error as { name?: string }).name !== "ResourceNotFoundException") throw error;
  } finally {
    client.destroy();
  }
}

async function main(): Promise<void> {
  const { scale, force } = parseArguments(process.argv.slice(2));
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const dynamo = await startDynamoLocal({ dataDir: path.join(dataDir, "dynamodb") });
  try {
    Object.assign(process.env, {
      TABLE_NAME,
      DEFAULT_TENANT_ID: DEMO_TENANT_ID,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      JWT_SECRET: persistentSecret(path.join(dataDir, "jwt-secret"), 48),
      AWS_REGION: process.env.AWS_REGION ?? "local",
    });
    resetConfig();
    if (force) {
      console.log(`--force: recriando a tabela local '${TABLE_NAME}' em ${dataDir}.`);
      await dropTable(dynamo.endpoint);
    }
    await ensureTable(dynamo.endpoint, TABLE_NAME);
    if (await isSeeded()) {
      await upgradeSeededStore();
      console.log("A loja de demonstração já está carregada (use --force para recarregar).");
      return;
    }
    console.log(`Carregando a loja de demonstração (${scale}) em ${dataDir}...`);
    await seedDemo({
      scale,
      apiKey: persistentSecret(path.join(dataDir, "demo-api-key"), 24),
      log: (line) => console.log(line),
    });
    console.log(`Chave de integração do tenant '${DEMO_TENANT_ID}' em ${path.join(dataDir, "demo-api-key")}.`);
  } finally {
    await dynamo.stop();
    console.log(`Tempo total (com o DynamoDB Local): ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

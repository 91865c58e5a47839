import path from "node:path";
import { DEMO_SIGN_INS } from "./demo-tenant";
import { startRuntime } from "./runtime";
import type { SeedScale } from "./seed";

const say = (line: string) => console.log(line);

function seedScale(value: string | undefined): SeedScale {
  if (value === undefined || value === "small" || value === "large") return value ?? "small";
  throw new Error(`SEED_SCALE deve ser 'small' ou 'large' (recebido: '${value}').`);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT inválida: '${process.env.PORT}'.`);
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  process.env.LOG_LEVEL ??= "warn";
  const runtime = await startRuntime({
    port,
    dataDir,
    seedScale: seedScale(process.env.SEED_SCALE),
    ...(process.env.DEMO_API_KEY ? { apiKey: process.env.DEMO_API_KEY } : {}),
    say,
  });
  say("");
  say(`Back office no ar em ${runtime.url}`);
  say(`Dados em ${dataDir}`);
  say("Acessos de demonstração:");
  for (const user of DEMO_SIGN_INS) {
    say(`  ${user.username} / ${user.password}  (${user.role === "admin" ? "Administrador" : "Usuário Padrão"})`);
  }
  say(`Chave da API de integração (Authorization: Bearer ...): ${runtime.apiKey}`);
  say("Ctrl+C para parar.");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: parando...`);
    await runtime.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`Não foi possível iniciar: ${(error as Error).message}`);
  process.exit(1);
});

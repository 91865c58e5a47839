import path from "node:path";
import { roleLabel } from "../../shared/contracts/users";
import { DEMO_SIGN_INS } from "./demo-tenant";
import type { Runtime, RuntimeOptions } from "./runtime";
import type { SeedScale } from "./seed";

/** What `npm start` and `npm run dev` share: options from the environment, the banner, a clean stop. */

export const say = (line: string) => console.log(line);

function seedScale(value: string | undefined): SeedScale {
  if (value === undefined || value === "small" || value === "large") return value ?? "small";
  throw new Error(`SEED_SCALE deve ser 'small' ou 'large' (recebido: '${value}').`);
}

export function portFrom(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} inválida: '${process.env[name]}'.`);
  return port;
}

/** The runtime's options from PORT-like settings, DATA_DIR, SEED_SCALE and DEMO_API_KEY. */
export function runtimeOptionsFromEnv(port: number): RuntimeOptions & { dataDir: string } {
  // One readable line per request on the console (functions/lib/log.ts); LOG_LEVEL=warn leaves only problems.
  process.env.POWERTOOLS_DEV ??= "true";
  return {
    port,
    dataDir: path.resolve(process.env.DATA_DIR ?? ".data"),
    seedScale: seedScale(process.env.SEED_SCALE),
    ...(process.env.DEMO_API_KEY ? { apiKey: process.env.DEMO_API_KEY } : {}),
    say,
  };
}

export function printBanner(url: string, runtime: Runtime, dataDir: string): void {
  say("");
  say(`Back office no ar em ${url}`);
  say(`Dados em ${dataDir}`);
  say("Acessos de demonstração:");
  for (const user of DEMO_SIGN_INS) {
    say(`  ${user.username} / ${user.password}  (${roleLabel(user.role)})`);
  }
  say(`Chave da API de integração (Authorization: Bearer ...): ${runtime.apiKey}`);
  say("Ctrl+C para parar.");
}

/** Ctrl+C and SIGTERM run `stop` once (it stops Java), then exit. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: parando...`);
    await stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void onSignal("SIGINT"));
  process.on("SIGTERM", () => void onSignal("SIGTERM"));
}

export function failedToStart(error: unknown): never {
  console.error(`Não foi possível iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

import { WEB_VITE_CONFIG } from "../web-build";
import { failedToStart, portFrom, printBanner, runtimeOptionsFromEnv, say, stopOnSignals } from "./cli";
import { startRuntime } from "./runtime";

/**
 * `npm run dev`: the runtime's API on API_PORT (default 3001) and the Vite dev server with hot reload on
 * PORT (default 3000), which proxies /api to it (web/vite.config.ts).
 */
async function main(): Promise<void> {
  const webPort = portFrom("PORT", 3000);
  const apiPort = portFrom("API_PORT", 3001);
  const options = runtimeOptionsFromEnv(apiPort);
  const runtime = await startRuntime({ ...options, buildWeb: false });
  process.env.API_PORT = String(runtime.port);
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: WEB_VITE_CONFIG,
    server: { port: webPort, strictPort: true },
  });
  await vite.listen();
  say(`API local em ${runtime.url} (Vite encaminha /api para ela)`);
  printBanner(`http://localhost:${webPort}`, runtime, options.dataDir);
  stopOnSignals(async () => {
    await vite.close();
    await runtime.stop();
  });
}

main().catch(failedToStart);

import { failedToStart, portFrom, printBanner, runtimeOptionsFromEnv, stopOnSignals } from "./cli";
import { startRuntime } from "./runtime";

/** `npm start`: the whole product on PORT (default 3000), the web app built when stale. */
async function main(): Promise<void> {
  const options = runtimeOptionsFromEnv(portFrom("PORT", 3000));
  const runtime = await startRuntime(options);
  printBanner(runtime.url, runtime, options.dataDir);
  stopOnSignals(() => runtime.stop());
}

main().catch(failedToStart);

import { seedDemoTenant } from "../../infra/local/demo-tenant";
import { startRuntime } from "../../infra/local/runtime";

/**
 * The local server of the faults suite, in a process of its own so the suite can kill it outright: the runtime
 * on the data folder given as argument, with the demo company and its sign-ins (no demo store, which takes
 * long to load). Answers its port over IPC and stops on "stop" or when the suite goes away.
 */
export interface FaultsServerReady {
  port: number;
}

const [dataDir] = process.argv.slice(2);
const answer = process.send?.bind(process);
if (!dataDir || !answer) throw new Error("Uso: fork(faults-server.ts, [dataDir])");

const runtime = await startRuntime({ port: 0, dataDir, demoStore: false, buildWeb: false });
await seedDemoTenant();
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await runtime.stop();
  process.exit(0);
};
process.on("message", (message) => {
  if (message === "stop") void stop();
});
process.on("disconnect", () => void stop());
const ready: FaultsServerReady = { port: runtime.port };
answer(ready);

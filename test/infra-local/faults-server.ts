import { seedDemoTenant } from "../../infra/local/demo-tenant";
import { startRuntime } from "../../infra/local/runtime";
import { serveOverIpc } from "../support/serve-over-ipc";

/**
 * The local server of the faults suite, in a process of its own so the suite can kill it outright: the runtime
 * on the data folder given as argument, with the demo company and its sign-ins (no demo store, which takes
 * long to load). Answers its port over IPC and stops on "stop" or when the suite goes away.
 */
const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("Uso: fork(faults-server.ts, [dataDir])");

const runtime = await startRuntime({ port: 0, dataDir, demoStore: false, buildWeb: false, shortRunDatabase: true });
await seedDemoTenant();
serveOverIpc(runtime);

import { startRuntime } from "../../infra/local/runtime";
import { serveOverIpc } from "../support/serve-over-ipc";

/**
 * The server `npm run load` starts when given no --url: the local runtime in a process of its own (the load
 * generator must not share its event loop), on the data folder given as argument, the demo store seeded on its
 * first start. Answers its port over IPC and stops on "stop" or when the load command goes away.
 */
const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("Uso: fork(server.ts, [dataDir])");

const runtime = await startRuntime({ port: 0, dataDir, buildWeb: false, say: (line) => console.log(line) });
serveOverIpc(runtime);

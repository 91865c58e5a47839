import { startRuntime } from "../../infra/local/runtime";

/**
 * The server `npm run load` starts when given no --url: the local runtime in a process of its own (the load
 * generator must not share its event loop), on the data folder given as argument, the demo store seeded on its
 * first start. Answers its port over IPC and stops on "stop" or when the load command goes away.
 */
export interface LoadServerReady {
  port: number;
}

const [dataDir] = process.argv.slice(2);
const answer = process.send?.bind(process);
if (!dataDir || !answer) throw new Error("Uso: fork(server.ts, [dataDir])");

const runtime = await startRuntime({ port: 0, dataDir, buildWeb: false, say: (line) => console.log(line) });
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
const ready: LoadServerReady = { port: runtime.port };
answer(ready);

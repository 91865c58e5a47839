import type { Runtime } from "../../infra/local/runtime";

/** A forked local server's one message to the process that started it. */
export interface ForkedServerReady {
  port: number;
}

/**
 * Runs a local runtime as a forked child: answers its port over IPC, stops on "stop" or when the parent goes
 * away. The test runs, the load command and the faults suite each fork one so that the runtime's environment and
 * event loop stay out of theirs (and so the faults suite can kill it outright).
 */
export function serveOverIpc(runtime: Runtime): void {
  const answer = process.send?.bind(process);
  if (!answer) throw new Error("Este servidor deve ser iniciado com fork().");
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
  const ready: ForkedServerReady = { port: runtime.port };
  answer(ready);
}

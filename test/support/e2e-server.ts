/**
 * The browser tests' local server (API and web app), run by e2e-setup.ts in a process of its own because the
 * runtime points process.env at its table, which must not leak into the test workers. Given its DynamoDB Local
 * and table as arguments; it has no demo company (each test file copies the model company as its own),
 * answers its port over IPC and stops on "stop" or when the test run goes away.
 */
import "./run-clock";
import { startRuntime } from "../../infra/local/runtime";
import { serveOverIpc } from "./serve-over-ipc";

const [dynamoEndpoint, tableName] = process.argv.slice(2);
if (!dynamoEndpoint || !tableName) throw new Error("Uso: fork(e2e-server.ts, [dynamoEndpoint, tableName])");

const runtime = await startRuntime({ port: 0, dynamoEndpoint, tableName, demoStore: false, buildWeb: false });
serveOverIpc(runtime);

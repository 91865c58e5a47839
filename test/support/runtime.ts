import { startRuntime } from "../../infra/local/runtime";

export interface TestRuntime {
  baseUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

/**
 * The whole local runtime for browser tests: its own in-memory DynamoDB Local, the demo tenant
 * (admin/admin, operador/operador), the built web app and the API on a free port.
 */
export async function startTestRuntime(): Promise<TestRuntime> {
  const runtime = await startRuntime({ port: 0, tableName: "e2e", seedScale: "small" });
  return { baseUrl: runtime.url, apiKey: runtime.apiKey, stop: runtime.stop };
}

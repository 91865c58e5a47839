import { mkdtempSync, rmSync } from "node:fs";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, describe, expect, it } from "vitest";
import { triggerAggregation } from "../../functions/lib/aggregation-trigger";
import { resetConfig } from "../../functions/lib/config";
import { sha256Hex } from "../../infra/local/demo-tenant";
import { startRuntime } from "../../infra/local/runtime";

const dataDir = mkdtempSync(path.join(tmpdir(), "back-office-runtime-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function login(url: string, username: string, password: string) {
  return fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: sha256Hex(password) }),
  });
}

/** A GET on a kept-alive agent, sent no earlier than `notBefore`: its status, the local port of its socket, when it ended. */
async function getOn(agent: Agent, url: string, notBefore = 0): Promise<{ status: number; localPort: number; at: number }> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, notBefore - Date.now())));
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      const localPort = response.socket.localPort;
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, localPort: localPort ?? 0, at: Date.now() }));
    }).on("error", reject);
  });
}

/** How an aggregation asked for now would run: in this process, or handed to the aggregation function. */
async function aggregationOutcome(): Promise<string> {
  const lambda = mockClient(LambdaClient);
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  process.env.AGGREGATION_FUNCTION_NAME = "back-office-aggregation";
  resetConfig();
  try {
    return await triggerAggregation({ tenantId: "demo", from: "2024-05-01", to: "2024-05-01" }, async () => undefined);
  } finally {
    delete process.env.AGGREGATION_FUNCTION_NAME;
    resetConfig();
    lambda.restore();
  }
}

/**
 * About 30 s on a quiet 2-core machine (two starts, the demo store seeded); CI runs it beside the type-check and
 * the CDK synth, which can make it four times as long.
 */
const RUNTIME_TEST_TIMEOUT_MS = 300_000;

describe("local runtime", () => {
  it("serves the API as API Gateway would, keeps idle connections open, and keeps its data across restarts", async () => {
    const first = await startRuntime({ port: 0, dataDir, buildWeb: false, apiKey: "chave-demo-teste", shortRunDatabase: true });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await getOn(agent, `${first.url}/api/tenant_data`);
      const tenant = await fetch(`${first.url}/api/tenant_data`);
      expect(tenant.status).toBe(200);
      expect(await tenant.json()).toEqual({ success: true, data: { byname: "SUPERMERCADO BOM PREÇO LTDA" } });

      const signIn = await login(first.url, "admin", "admin");
      expect(signIn.status).toBe(200);
      const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      expect(cookie).toMatch(/^session=/);
      const created = await fetch(`${first.url}/api/users`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          name: "persistente",
          username: "persistente",
          password: sha256Hex("abc"),
          avatar: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
          role: "user",
        }),
      });
      expect(created.status).toBe(201);
      const unknown = await fetch(`${first.url}/api/nao_existe`);
      expect(unknown.status).toBe(404);

      // A connection left idle past Node's default (5 s, closed by 6.5 s) is still open: a client reusing it is answered.
      const after = await getOn(agent, `${first.url}/api/tenant_data`, before.at + 7_000);
      expect([before.status, after.status]).toEqual([200, 200]);
      expect(before.localPort).toBeGreaterThan(0);
      expect(after.localPort).toBe(before.localPort);
    } finally {
      agent.destroy();
      await first.stop();
    }
    // Stopped, it leaves nothing installed in the process: what runs in it next takes the AWS path it asks for.
    expect(await aggregationOutcome()).toBe("queued");

    const second = await startRuntime({ port: 0, dataDir, buildWeb: false, apiKey: "chave-demo-teste", shortRunDatabase: true });
    try {
      expect((await login(second.url, "persistente", "abc")).status).toBe(200);
      expect((await login(second.url, "operador", "operador")).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, RUNTIME_TEST_TIMEOUT_MS);
});

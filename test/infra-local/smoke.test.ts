import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_TENANT_ID } from "../../infra/local/demo-tenant";
import { startRuntime } from "../../infra/local/runtime";
import { runSmoke, summaryLine } from "../../infra/smoke/smoke";
import { rotateApiKey } from "../../infra/tenant/operations";
import { useSeededDemoStore } from "../support/demo-store";
import { useTestTable } from "../support/table";

const dataDir = mkdtempSync(path.join(tmpdir(), "back-office-smoke-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The runtime on the run's DynamoDB Local, over a copy of the seeded demo store (what `npm start` seeds), with
 * an integration key of its own; then the smoke steps.
 */
const table = useTestTable();
let apiKey: string;
beforeAll(async () => {
  await useSeededDemoStore();
  apiKey = await rotateApiKey(DEMO_TENANT_ID);
});

const SMOKE_TEST_TIMEOUT_MS = 300_000;

describe("npm run smoke", () => {
  it("passes every step against the local runtime, with a real PDF, and fails on a wrong password", async () => {
    const runtime = await startRuntime({
      port: 0,
      dataDir,
      dynamoEndpoint: inject("dynamoEndpoint"),
      tableName: table.tableName,
      demoStore: false,
      buildWeb: false,
      apiKey,
    });
    try {
      const printed: string[] = [];
      const result = await runSmoke({ baseUrl: runtime.url, user: "admin", password: "admin", apiKey }, (line) => printed.push(line));
      expect(result.steps.map((step) => [step.name.replace(/\d+/, "N"), step.outcome])).toEqual([
        ["Entrar como admin", "ok"],
        ["Ler a lista de pedidos de compra", "ok"],
        ["Imprimir o pedido N em PDF (job)", "ok"],
        ["Enviar à integração: reagregar as vendas de ontem", "ok"],
        ["Ler o feed de movimentos de estoque", "ok"],
        ["Sair", "ok"],
      ]);
      expect(result.ok).toBe(true);
      // Each step prints its name, status and time.
      expect(printed[0]).toMatch(/^OK\s+Entrar como admin\s+200\s+\d+ ms$/);
      expect(printed[2]).toMatch(/^OK\s+Imprimir o pedido \d+ em PDF \(job\)\s+200 \(\d+ KB\)\s+\d+ ms$/);
      expect(Buffer.from(result.pdf ?? []).subarray(0, 5).toString("latin1")).toBe("%PDF-");

      const refused = await runSmoke({ baseUrl: runtime.url, user: "admin", password: "errada", apiKey: "chave-errada" });
      expect(refused.ok).toBe(false);
      expect(refused.steps).toHaveLength(1);
      expect(refused.steps[0]).toMatchObject({ outcome: "falhou", status: "401" });
      expect(summaryLine(refused, runtime.url)).toMatch(/^Smoke test FALHOU em http:\/\/localhost:\d+, no passo 'Entrar como admin': O login respondeu 401: /);
    } finally {
      await runtime.stop();
    }
  }, SMOKE_TEST_TIMEOUT_MS);
});

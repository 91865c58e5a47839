import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "../../functions/lib/db";
import { callApi } from "../support/api";
import { captureOutput } from "../support/log-capture";
import { sha256Hex } from "../support/sessions";
import { useTestTable } from "../support/table";
import { adminCall, type StoreAccess, sendOperations, setUpUseAndLossStore, writeOff } from "./use-and-loss-fixtures";

/**
 * What a person on call reads: the line each request writes at its end, an unexpected error's line with its
 * stack, nothing secret on either, and the business events published as CloudWatch metrics (EMF).
 */

useTestTable();

let store: StoreAccess;

beforeAll(async () => {
  store = await setUpUseAndLossStore("demo");
  await sendOperations(store, [{ id: 101, operation: "loss", product_id: 10, quantity: 8 }]);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const requestLines = (json: Record<string, unknown>[]) => json.filter((line) => line.message === "request");
/** The EMF documents among the lines: CloudWatch reads a metric's name and unit from `_aws`, its value from the top level. */
const metricLines = (json: Record<string, unknown>[]) => json.filter((line) => "_aws" in line);

describe("the request line", () => {
  it("is one JSON line per request: request id, tenant, the route's template, method, status, latency and cold start", async () => {
    const { value: answer, json } = await captureOutput(() => writeOff(store, 101, 11, 2));
    expect(answer.status).toBe(200);
    const [line, ...others] = requestLines(json);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: "INFO",
      service: "backoffice",
      function: "use_and_loss",
      tenant_id: "demo",
      method: "POST",
      route: "/api/use_and_loss/{id}/writeoff",
      status: 200,
      // The use and loss function's first request in this file: its container was cold.
      cold_start: true,
      events: { WriteOffRegistered: 1 },
    });
    expect(line?.request_id).toMatch(UUID);
    expect(line?.latency_ms).toEqual(expect.any(Number));

    const { json: next } = await captureOutput(() => adminCall(store, "GET", "/api/use_and_loss/101"));
    expect(requestLines(next)).toEqual([
      expect.objectContaining({ route: "/api/use_and_loss/{id}", status: 200, cold_start: false, tenant_id: "demo" }),
    ]);
  });

  it("logs an unexpected error with its stack, on the request's id, which the user's message quotes", async () => {
    const client = db();
    const failing = vi.spyOn(client, "send").mockRejectedValue(new Error("disco cheio"));
    try {
      const { value: answer, json } = await captureOutput(() => adminCall(store, "GET", "/api/use_and_loss/101"));
      expect(answer.status).toBe(500);
      const [request] = requestLines(json);
      expect(request).toMatchObject({ status: 500, route: "/api/use_and_loss/{id}", method: "GET" });
      const errors = json.filter((line) => line.level === "ERROR");
      expect(errors).toEqual([
        expect.objectContaining({ message: "unexpected error", request_id: request?.request_id, tenant_id: "demo", route: "/api/use_and_loss/{id}" }),
      ]);
      const error = errors[0]?.error as { name: string; message: string; stack: string };
      expect(error).toMatchObject({ name: "Error", message: "disco cheio" });
      expect(error.stack).toMatch(/^Error: disco cheio\n\s+at /);
      expect(answer.body.message?.msg).toBe(`Erro inesperado no servidor (código ${String(request?.request_id)}).`);
    } finally {
      failing.mockRestore();
    }
  });

  it("never carries a cookie, an API key, a bearer token or a password, on success nor on error", async () => {
    const secrets = { cookie: "session=cookie-que-nao-vai-ao-log", apiKey: "x-api-key-que-nao-vai-ao-log", bearer: "token-que-nao-vai-ao-log" };
    const call = () =>
      callApi("GET", "/api/use_and_loss/101", {
        cookie: `${store.admin}; ${secrets.cookie}`,
        headers: { "x-api-key": secrets.apiKey, authorization: `Bearer ${secrets.bearer}` },
      });
    const fine = await captureOutput(call);
    expect(fine.value.status).toBe(200);
    const failing = vi.spyOn(db(), "send").mockRejectedValue(new Error("falha qualquer"));
    const failed = await captureOutput(call).finally(() => failing.mockRestore());
    expect(failed.value.status).toBe(500);
    const integration = await captureOutput(() =>
      callApi("GET", "/api/integration/stock_movements", { headers: { authorization: `Bearer ${store.apiKey}` } }),
    );
    expect(integration.value.status).toBe(200);
    const signIn = await captureOutput(() => callApi("POST", "/api/login", { body: { username: "admin", password: sha256Hex("admin") } }));
    const token = signIn.value.cookies[0]?.split(";")[0]?.split("=")[1] ?? "";
    expect(token.length).toBeGreaterThan(20);

    const written = [fine, failed, integration, signIn].map((captured) => captured.text).join("");
    expect(requestLines([...fine.json, ...failed.json, ...integration.json, ...signIn.json])).toHaveLength(4);
    for (const secret of [
      ...Object.values(secrets),
      store.admin.split("=")[1] ?? "",
      store.apiKey,
      token,
      sha256Hex("admin"),
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it("reads as one line per request on the local runtime's console (POWERTOOLS_DEV)", async () => {
    const { text } = await captureOutput(() => adminCall(store, "GET", "/api/use_and_loss/101"), { POWERTOOLS_DEV: "true" });
    const lines = text.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/use_and_loss\/\{id\} 200 \d+ ms {2}/);
    expect(lines[0]).toContain("tenant_id=demo");
    expect(lines[0]).toMatch(/request_id=[0-9a-f]{8}(\s|$)/);
  });
});

describe("business metrics", () => {
  const metricsOn = { POWERTOOLS_METRICS_DISABLED: "false" };

  it("publishes a sign-in and a failed one, with the tenant and request as metadata, not dimensions", async () => {
    const ok = await captureOutput(() => callApi("POST", "/api/login", { body: { username: "admin", password: sha256Hex("admin") } }), metricsOn);
    const wrong = await captureOutput(() => callApi("POST", "/api/login", { body: { username: "admin", password: sha256Hex("errada") } }), metricsOn);
    expect([ok.value.status, wrong.value.status]).toEqual([200, 401]);
    const [signedIn] = metricLines(ok.json);
    expect(signedIn).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: "BackOffice", Dimensions: [["service"]], Metrics: [{ Name: "SignIn", Unit: "Count" }] }] },
      service: "backoffice",
      SignIn: 1,
      tenant_id: "demo",
      request_id: requestLines(ok.json)[0]?.request_id,
    });
    expect(metricLines(wrong.json)).toEqual([expect.objectContaining({ SignInFailed: 1 })]);
    expect(JSON.stringify(metricLines(wrong.json))).not.toContain('"SignIn"');
  });

  it("publishes a write-off registered, once per request", async () => {
    const { value: answer, json } = await captureOutput(() => writeOff(store, 101, 11, 1), metricsOn);
    expect(answer.status).toBe(200);
    expect(metricLines(json)).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({ CloudWatchMetrics: [expect.objectContaining({ Metrics: [{ Name: "WriteOffRegistered", Unit: "Count" }] })] }),
        WriteOffRegistered: 1,
      }),
    ]);
  });

  it("prints no metric where CloudWatch does not read them (local runtime, tests)", async () => {
    const { value: answer, json } = await captureOutput(() => writeOff(store, 101, 11, 1));
    expect(answer.status).toBe(200);
    expect(metricLines(json)).toEqual([]);
    expect(requestLines(json)[0]?.events).toEqual({ WriteOffRegistered: 1 });
  });
});

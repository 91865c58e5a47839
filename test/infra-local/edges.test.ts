import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { MAX_BODY_BYTES } from "../../infra/local/api-gateway";
import { type Runtime, startRuntime } from "../../infra/local/runtime";

/**
 * What the local HTTP server answers before any route handler runs: malformed paths and requests, bodies
 * over the limit. Always the API's JSON envelope with a pt-BR message, never a 5xx, and the server keeps
 * serving afterwards.
 */

let runtime: Runtime;

beforeAll(async () => {
  runtime = await startRuntime({
    port: 0,
    dynamoEndpoint: inject("dynamoEndpoint"),
    tableName: `edges-${randomUUID()}`,
    demoStore: false,
    buildWeb: false,
  });
});

afterAll(async () => {
  await runtime?.stop();
});

const refusal = (msg: string | RegExp) => ({
  success: false,
  message: { type: "error", msg: typeof msg === "string" ? msg : expect.stringMatching(msg) },
});

/**
 * Sends raw bytes (what fetch would refuse to send) and answers the status line and body. The request asks
 * the server to close the connection once answered; the socket is not half-closed before that.
 */
function rawRequest(text: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(runtime.port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        contentType: /^content-type: (.*)$/im.exec(head)?.[1] ?? "",
        body,
      });
    });
  });
}

async function expectHealthy(): Promise<void> {
  const check = await fetch(`${runtime.url}/api/check`);
  expect(check.status).toBe(401);
  expect(await check.json()).toMatchObject({ success: false });
}

describe("paths the local server cannot read", () => {
  it("answers a malformed percent-encoding with 400 and the envelope, on API and web paths", async () => {
    for (const path of ["/api/purchase_orders/%E0%A4%A", "/api/users/%ZZ", "/api/%E0%A4%A", "/compras/%E0%A4%A"]) {
      const answer = await fetch(`${runtime.url}${path}`, { method: path.startsWith("/api/users") ? "DELETE" : "GET" });
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await answer.json()).toEqual(refusal("Endereço inválido: a codificação dos caracteres (%) está malformada."));
    }
    await expectHealthy();
  });

  it("answers a request target that is not a URL with 400, and reads a path as a path, and keeps running", async () => {
    const notUrl = await rawRequest("GET http://localhost:99999/api/check HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(notUrl.status).toBe(400);
    expect(JSON.parse(notUrl.body)).toEqual(refusal("Endereço da requisição inválido."));
    // Read as a URL relative to the server, this path names a host ("a b") that no URL can have.
    const hostLike = await rawRequest("GET //a%20b/api/check HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(hostLike.status).toBeGreaterThan(0);
    expect(hostLike.status).toBeLessThan(500);
    await expectHealthy();
  });

  it("answers a request Node's parser refuses with its status and the envelope", async () => {
    const answer = await rawRequest("GET /api/check HTTP/1.1\r\nHost: localhost\r\nsem dois pontos\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual(refusal("Requisição HTTP malformada."));
    await expectHealthy();
  });
});

describe("bodies over the limit", () => {
  const tooLarge = refusal(`Requisição grande demais: o corpo pode ter até ${MAX_BODY_BYTES / 1_000_000} MB.`);
  const oversized = () => JSON.stringify({ username: "admin", password: "x".repeat(MAX_BODY_BYTES) });

  it("answers 413 with the envelope when the declared length is over the limit", async () => {
    const answer = await fetch(`${runtime.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: oversized(),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(tooLarge);
    await expectHealthy();
  });

  it("answers 413 with the envelope when a body of undeclared length grows over the limit", async () => {
    const bytes = new TextEncoder().encode(oversized());
    const pieces = 8;
    const size = Math.ceil(bytes.length / pieces);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < pieces; i++) controller.enqueue(bytes.subarray(i * size, (i + 1) * size));
        controller.close();
      },
    });
    const answer = await fetch(`${runtime.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(tooLarge);
    await expectHealthy();
  });

  it("still takes a body just under the limit to its handler", async () => {
    const answer = await fetch(`${runtime.url}/api/integration/products`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: ["x".repeat(MAX_BODY_BYTES - 100)] }),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual(refusal("Chave de integração ausente ou inválida."));
  });
});

import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it, vi } from "vitest";
import { db } from "../../functions/lib/db";
import { sha256Hex } from "../../infra/local/demo-tenant";
import { provisionTenant } from "../../functions/session/tenant";
import type { CurrentUser } from "../../shared/contracts/session";
import { callApi, cookieOf } from "../support/api";
import { seedTenantWithSessions, signIn } from "../support/sessions";
import { useTestTable } from "../support/table";

useTestTable();

describe("session", () => {
  it("signs in with the SHA-256 of the password and sets an HttpOnly SameSite=Strict cookie", async () => {
    await seedTenantWithSessions("demo");
    const answer = await callApi<CurrentUser>("POST", "/api/login", {
      body: { username: "  ADMIN ", password: sha256Hex("admin") },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ username: "admin", name: "ADMINISTRADOR", admin: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|passwordHash/);
    const cookie = answer.cookies[0] ?? "";
    expect(cookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const check = await callApi<CurrentUser>("GET", "/api/check", { cookie: cookieOf(answer) });
    expect(check.status).toBe(200);
    expect(check.body.data?.username).toBe("admin");
  });

  it("marks the cookie Secure on every public host, not on this machine or the store's own network", async () => {
    const cookieFor = async (host: string) => {
      const answer = await callApi("POST", "/api/login", { body: { username: "admin", password: sha256Hex("admin") }, host });
      expect(answer.status).toBe(200);
      return answer.cookies[0] ?? "";
    };
    for (const host of ["loja.example.com.br", "d111111abcdef8.cloudfront.net", "200.155.10.1:3000", "172.32.0.1", "[2804:14c::1]:443", "LOJA.Example.com"]) {
      expect(await cookieFor(host), host).toContain("; Secure");
    }
    for (const host of [
      "localhost:3000",
      "LOCALHOST:3000",
      "127.0.0.1:3000",
      "[::1]:3000",
      "192.168.0.10:3000",
      "10.0.0.5",
      "172.20.1.2:3000",
      "169.254.10.20:3000",
      "caixa.local",
      "caixa:3000",
      "[fd12:3456::10]:3000",
      "[fe80::1]:3000",
    ]) {
      expect(await cookieFor(host), host).not.toContain("Secure");
    }
  });

  it("refuses a wrong password with 401 and a pt-BR message, and bad input with 400", async () => {
    const wrong = await callApi("POST", "/api/login", { body: { username: "operador", password: sha256Hex("x") } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: { type: "error", msg: "Usuário ou senha inválidos." } });
    const empty = await callApi("POST", "/api/login", { body: { username: "", password: sha256Hex("x") } });
    expect(empty.status).toBe(400);
    expect(empty.body.message?.msg).toBe("Preencha o campo 'Nome de Usuário'");
    const plain = await callApi("POST", "/api/login", { body: { username: "admin", password: "admin" } });
    expect(plain.status).toBe(400);
    expect(plain.body.message?.msg).toBe("Preencha o campo 'Senha'");
    const missing = await callApi("POST", "/api/login", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message?.msg).toBe("Preencha o campo 'Nome de Usuário'");
    const list = await callApi("POST", "/api/login", { body: [] });
    expect(list.status).toBe(400);
    expect(list.body.message?.msg).toBe("O corpo da requisição deve ser um objeto.");
  });

  it("refuses a form post (not JSON) with 415", async () => {
    const answer = await callApi("POST", "/api/login", {
      body: { username: "admin", password: sha256Hex("admin") },
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.success).toBe(false);
  });

  it("locks a username for 15 minutes after 5 failed sign-ins, even with the right password", async () => {
    await seedTenantWithSessions("lock");
    const host = "lock.example.com";
    await provisionTenant({ tenantId: "lock", byname: "LOCK", logo: "", domains: [host] });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await callApi("POST", "/api/login", { body: { username: "operador", password: sha256Hex("no") }, host });
      expect(answer.status).toBe(401);
    }
    const fifth = await callApi("POST", "/api/login", { body: { username: "operador", password: sha256Hex("no") }, host });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message?.msg).toContain("15 minutos");
    const right = await callApi("POST", "/api/login", { body: { username: "operador", password: sha256Hex("operador") }, host });
    expect(right.status).toBe(429);
    // Another username of the same tenant is not affected.
    const other = await callApi("POST", "/api/login", { body: { username: "admin", password: sha256Hex("admin") }, host });
    expect(other.status).toBe(200);
  });

  it("answers 401 on /check without a session or with a forged token", async () => {
    expect((await callApi("GET", "/api/check")).status).toBe(401);
    const forged = await callApi("GET", "/api/check", {
      cookie: "session=eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOiJkZW1vIiwic3YiOjEsInN1YiI6IjEifQ.AAAA",
    });
    expect(forged.status).toBe(401);
  });

  it("clears the cookie on logout", async () => {
    const answer = await callApi("POST", "/api/logout", { body: {} });
    expect(answer.status).toBe(200);
    expect(answer.cookies[0]).toMatch(/^session=; .*Max-Age=0/);
  });

  it("ends that session on logout, even for a copy of its cookie, and leaves the user's other sessions alone", async () => {
    const here = await signIn("operador", "operador");
    const elsewhere = await signIn("operador", "operador");
    expect((await callApi("GET", "/api/check", { cookie: here })).status).toBe(200);
    const out = await callApi("POST", "/api/logout", { cookie: here, body: {} });
    expect(out.status).toBe(200);
    const copy = await callApi("GET", "/api/check", { cookie: here });
    expect(copy.status).toBe(401);
    expect((await callApi("GET", "/api/check", { cookie: elsewhere })).status).toBe(200);
    // Signing out twice, or with a forged cookie, still answers 200 and clears the cookie.
    expect((await callApi("POST", "/api/logout", { cookie: here, body: {} })).status).toBe(200);
    expect((await callApi("POST", "/api/logout", { cookie: "session=forjado", body: {} })).status).toBe(200);
  });

  it("still signs the browser out when the revocation cannot be stored", async () => {
    const here = await signIn("operador", "operador");
    const client = db();
    const send = client.send.bind(client);
    const failing = vi.spyOn(client, "send").mockImplementation(((command: unknown) => {
      if (command instanceof PutCommand) return Promise.reject(new Error("ProvisionedThroughputExceededException"));
      return send(command as Parameters<typeof send>[0]);
    }) as typeof client.send);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubEnv("LOG_LEVEL", "error");
    try {
      const out = await callApi("POST", "/api/logout", { cookie: here, body: {} });
      expect(out.status).toBe(200);
      expect(out.cookies[0]).toMatch(/^session=; .*Max-Age=0/);
      expect(errors.mock.calls.some(([line]) => String(line).includes("session revocation failed"))).toBe(true);
    } finally {
      failing.mockRestore();
      errors.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it("serves the tenant's name and logo by host, falling back to the default tenant", async () => {
    await provisionTenant({ tenantId: "other", byname: "PADARIA PÃO QUENTE", logo: "data:image/png;base64,AAAA", domains: ["padaria.example.com"] });
    const mapped = await callApi("GET", "/api/tenant_data", { host: "padaria.example.com" });
    expect(mapped.body.data).toEqual({ byname: "PADARIA PÃO QUENTE" });
    const logo = await callApi("GET", "/api/tenant_logo", { host: "padaria.example.com:443" });
    expect(logo.body.data).toEqual({ logo: "data:image/png;base64,AAAA" });
    // Behind CloudFront the viewer's host arrives in x-forwarded-host.
    const forwarded = await callApi("GET", "/api/tenant_data", {
      host: "abc123.execute-api.sa-east-1.amazonaws.com",
      headers: { "x-forwarded-host": "padaria.example.com" },
    });
    expect(forwarded.body.data).toEqual({ byname: "PADARIA PÃO QUENTE" });
    const fallback = await callApi("GET", "/api/tenant_data", { host: "unknown.example.com" });
    expect(fallback.body.data).toEqual({ byname: "EMPRESA DEMO" });
  });

  it("keeps tenants apart: a session of one tenant never sees the other's users", async () => {
    const host = "padaria.example.com";
    await seedTenantWithSessions("other", host);
    const otherAdmin = await signIn("admin", "admin", host);
    const users = await callApi<{ username: string }[]>("GET", "/api/users", { cookie: otherAdmin });
    expect(users.status).toBe(200);
    expect(users.body.data?.map((u) => u.username).sort()).toEqual(["admin", "operador"]);
    const demoAdmin = await signIn("admin", "admin");
    const created = await callApi("POST", "/api/users", {
      cookie: demoAdmin,
      body: { name: "so demo", username: "sodemo", password: sha256Hex("abc"), avatar: "data:image/png;base64,AAAA", role: "user" },
    });
    expect(created.status).toBe(201);
    const again = await callApi<{ username: string }[]>("GET", "/api/users", { cookie: otherAdmin });
    expect(again.body.data?.map((u) => u.username)).not.toContain("sodemo");
  });
});

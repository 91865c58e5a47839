import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { db } from "../../functions/lib/db";
import * as passwords from "../../functions/lib/passwords";
import { MAX_FAILED_LOGINS_PER_USERNAME } from "../../functions/session/lockout";
import { sha256Hex } from "../../infra/local/demo-tenant";
import { provisionTenant } from "../../functions/session/tenant";
import type { CurrentUser } from "../../shared/contracts/session";
import { callApi, cookieOf } from "../support/api";
import { captureOutput } from "../support/log-capture";
import { seedTenantWithSessions, signIn } from "../support/sessions";
import { TEST_JWT_SECRET, useTestTable } from "../support/table";

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

  it("locks a username at an address for 15 minutes after 5 failed sign-ins, even with the right password", async () => {
    await seedTenantWithSessions("lock");
    const host = "lock.example.com";
    await provisionTenant({ tenantId: "lock", byname: "LOCK", logo: "", domains: [host] });
    const attempt = (username: string, password: string, sourceIp = "198.51.100.20") =>
      callApi("POST", "/api/login", { body: { username, password: sha256Hex(password) }, host, sourceIp });
    for (let failure = 1; failure <= 4; failure++) expect((await attempt("operador", "no")).status).toBe(401);
    const fifth = await attempt("operador", "no");
    expect(fifth.status).toBe(429);
    expect(fifth.body.message?.msg).toBe("Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.");
    expect((await attempt("operador", "operador")).status).toBe(429);
    // Another username at that address, and the same username from another address, are not affected.
    expect((await attempt("admin", "admin")).status).toBe(200);
    expect((await attempt("operador", "operador", "192.0.2.10")).status).toBe(200);
    // Addresses of one IPv6 /64 are one client.
    for (let failure = 1; failure <= 4; failure++) expect((await attempt("admin", "no", `2001:db8:7:1::${failure}`)).status).toBe(401);
    expect((await attempt("admin", "no", "2001:db8:7:1:ffff::5")).status).toBe(429);
    expect((await attempt("admin", "admin", "2001:db8:7:2::1")).status).toBe(200);
    // The lock ends 15 minutes after the failure that set it.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 14 * 60 * 1000);
      expect((await attempt("operador", "operador")).status).toBe(429);
      vi.setSystemTime(Date.now() + 60 * 1000 + 1000);
      expect((await attempt("operador", "operador")).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("clears the failures of a username at an address when it signs in there", async () => {
    await seedTenantWithSessions("clear", "clear.example.com");
    const attempt = (password: string) =>
      callApi("POST", "/api/login", { body: { username: "operador", password: sha256Hex(password) }, host: "clear.example.com", sourceIp: "198.51.100.30" });
    for (let failure = 1; failure <= 4; failure++) expect((await attempt("no")).status).toBe(401);
    expect((await attempt("operador")).status).toBe(200);
    for (let failure = 1; failure <= 4; failure++) expect((await attempt("no")).status).toBe(401);
    expect((await attempt("no")).status).toBe(429);
  });

  it("clears, on a right sign-in, that username's failures at that address only: not its failures at other addresses, nor the address's", async () => {
    const host = "only.example.com";
    await seedTenantWithSessions("only", host);
    const attempt = (username: string, password: string, sourceIp: string) =>
      callApi("POST", "/api/login", { body: { username, password: sha256Hex(password) }, host, sourceIp });
    const here = "198.51.100.40";
    const elsewhere = "198.51.100.41";
    // The guesses fail without scrypt's cost: what is under test is the counting, not the hash.
    const check = vi.spyOn(passwords, "verifyUserPassword").mockResolvedValue(false);
    try {
      for (let failure = 1; failure <= 4; failure++) expect((await attempt("operador", "no", here)).status).toBe(401);
      for (let failure = 1; failure <= 4; failure++) expect((await attempt("operador", "no", elsewhere)).status).toBe(401);
      // 24 more failures at this address, by six other usernames (4 each): 28 of the address's 30.
      for (let other = 1; other <= 6; other++) {
        for (let failure = 1; failure <= 4; failure++) expect((await attempt(`outro${other}`, "no", here)).status).toBe(401);
      }
    } finally {
      check.mockRestore();
    }
    expect((await attempt("operador", "operador", here)).status).toBe(200);

    // Elsewhere the username keeps its 4 failures: the 5th locks it there.
    expect((await attempt("operador", "no", elsewhere)).status).toBe(429);
    // The address keeps its 28: the 29th passes, the 30th fills it, and then it refuses everyone, the right password too.
    expect((await attempt("outro7", "no", here)).status).toBe(401);
    expect((await attempt("outro8", "no", here)).status).toBe(429);
    expect((await attempt("admin", "admin", here)).status).toBe(429);
    expect((await attempt("admin", "admin", elsewhere)).status).toBe(200);
  });

  it("keeps a username's failures across addresses after it signs in right from one of them", async () => {
    const host = "spread.example.com";
    await seedTenantWithSessions("spread", host);
    const attempt = (password: string, sourceIp: string) =>
      callApi("POST", "/api/login", { body: { username: "admin", password: sha256Hex(password) }, host, sourceIp });
    // 99 of the username's 100 failures, 3 per address; the guesses fail without scrypt's cost.
    const check = vi.spyOn(passwords, "verifyUserPassword").mockResolvedValue(false);
    try {
      for (let failure = 0; failure < MAX_FAILED_LOGINS_PER_USERNAME - 1; failure++) {
        expect((await attempt("no", `198.18.${Math.floor(failure / 3)}.1`)).status).toBe(401);
      }
    } finally {
      check.mockRestore();
    }
    expect((await attempt("admin", "192.0.2.90")).status).toBe(200);
    // The 100th failure locks the username everywhere: the sign-in did not clear its count.
    expect((await attempt("no", "192.0.2.91")).status).toBe(429);
    expect((await attempt("admin", "192.0.2.92")).status).toBe(429);
  });

  it("answers 401 on /check without a session or with a forged token", async () => {
    expect((await callApi("GET", "/api/check")).status).toBe(401);
    const forged = await callApi("GET", "/api/check", {
      cookie: "session=eyJhbGciOiJIUzI1NiJ9.eyJ0aWQiOiJkZW1vIiwic3YiOjEsInN1YiI6IjEifQ.AAAA",
    });
    expect(forged.status).toBe(401);
  });

  it("refuses a token without an expiry, even one signed with the right secret", async () => {
    const cookie = await signIn("operador", "operador");
    const { tid, sv, sub, jti } = decodeJwt(cookie.slice("session=".length));
    const sign = (token: SignJWT) => token.setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const claims = { tid, sv, sub, jti };
    const endless = await sign(new SignJWT(claims).setIssuedAt());
    expect((await callApi("GET", "/api/check", { cookie: `session=${endless}` })).status).toBe(401);
    // The same claims with an expiry pass: the expiry is what is refused.
    const ending = await sign(new SignJWT(claims).setIssuedAt().setExpirationTime("1h"));
    expect((await callApi("GET", "/api/check", { cookie: `session=${ending}` })).status).toBe(200);
  });

  it("accepts a session only on its own company's hosts, and only there can it be signed out", async () => {
    const host = "quitanda.example.com";
    await seedTenantWithSessions("quitanda", host);
    await provisionTenant({ tenantId: "vizinha", byname: "VIZINHA", logo: "", domains: ["vizinha.example.com"] });
    const theirs = await signIn("admin", "admin", host);
    const apiAddress = "abc123.execute-api.sa-east-1.amazonaws.com";
    expect((await callApi("GET", "/api/check", { cookie: theirs, host })).status).toBe(200);
    expect((await callApi("GET", "/api/check", { cookie: theirs, host: apiAddress, headers: { "x-forwarded-host": host } })).status).toBe(200);
    // Another company's host, the default company's host (localhost), either named by x-forwarded-host.
    const elsewhere = [
      { host: "vizinha.example.com" },
      { host: "localhost:3000" },
      { host: apiAddress, headers: { "x-forwarded-host": "vizinha.example.com" } },
    ];
    const newUser = { name: "intrusa", username: "intrusa", password: sha256Hex("abc"), avatar: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", role: "user" };
    for (const where of elsewhere) {
      const check = await callApi("GET", "/api/check", { cookie: theirs, ...where });
      expect(check.status, where.host).toBe(401);
      expect(check.body).toEqual({ success: false, message: { type: "error", msg: "Sessão expirada. Faça o login novamente." } });
      expect((await callApi("GET", "/api/users", { cookie: theirs, ...where })).status, where.host).toBe(401);
      expect((await callApi("POST", "/api/users", { cookie: theirs, body: newUser, ...where })).status, where.host).toBe(401);
      const out = await callApi("POST", "/api/logout", { cookie: theirs, body: {}, ...where });
      expect(out.status).toBe(200);
    }
    // Signing out elsewhere revoked nothing, and nothing was created.
    const users = await callApi<{ username: string }[]>("GET", "/api/users", { cookie: theirs, host });
    expect(users.status).toBe(200);
    expect(users.body.data?.map((user) => user.username)).not.toContain("intrusa");
    // The default company's session is refused on this company's host too.
    const demo = await signIn("admin", "admin");
    expect((await callApi("GET", "/api/check", { cookie: demo, host })).status).toBe(401);
    // On its own host it signs out for good.
    expect((await callApi("POST", "/api/logout", { cookie: theirs, body: {}, host })).status).toBe(200);
    expect((await callApi("GET", "/api/check", { cookie: theirs, host })).status).toBe(401);
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
    try {
      const { value: out, json } = await captureOutput(() => callApi("POST", "/api/logout", { cookie: here, body: {} }));
      expect(out.status).toBe(200);
      expect(out.cookies[0]).toMatch(/^session=; .*Max-Age=0/);
      expect(json).toContainEqual(expect.objectContaining({ level: "ERROR", message: "session revocation failed", tenant_id: "demo" }));
    } finally {
      failing.mockRestore();
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
    const users = await callApi<{ username: string }[]>("GET", "/api/users", { cookie: otherAdmin, host });
    expect(users.status).toBe(200);
    expect(users.body.data?.map((u) => u.username).sort()).toEqual(["admin", "operador"]);
    const demoAdmin = await signIn("admin", "admin");
    const created = await callApi("POST", "/api/users", {
      cookie: demoAdmin,
      body: { name: "so demo", username: "sodemo", password: sha256Hex("abc"), avatar: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", role: "user" },
    });
    expect(created.status).toBe(201);
    const again = await callApi<{ username: string }[]>("GET", "/api/users", { cookie: otherAdmin, host });
    expect(again.body.data?.map((u) => u.username)).not.toContain("sodemo");
  });
});

import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { db, tableName } from "../../functions/lib/db";
import { keys } from "../../functions/lib/keys";
import type { UserView } from "../../shared/contracts/users";
import { callApi } from "../support/api";
import { seedTenantWithSessions, sha256Hex, signIn } from "../support/sessions";
import { useTestTable } from "../support/table";

useTestTable();

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function newUser(overrides: Record<string, unknown> = {}) {
  return { name: "maria da silva", username: "  Maria.Silva ", password: sha256Hex("segredo"), avatar: PNG, role: "user", ...overrides };
}

async function storedUsers(tenantId = "demo") {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": keys.usersPartition(tenantId) },
    }),
  );
  return Items;
}

let admin = "";
let standard = "";

beforeAll(async () => {
  ({ admin, user: standard } = await seedTenantWithSessions("demo"));
});

describe("users API", () => {
  it("is for administrators only: 403 for a standard user, 401 without a session", async () => {
    expect((await callApi("GET", "/api/users", { cookie: standard })).status).toBe(403);
    expect((await callApi("POST", "/api/users", { cookie: standard, body: newUser() })).status).toBe(403);
    expect((await callApi("DELETE", "/api/users/1", { cookie: standard })).status).toBe(403);
    expect((await callApi("GET", "/api/users")).status).toBe(401);
  });

  it("creates a user with the name upper-cased and the login trimmed and lower-cased, never answering the hash", async () => {
    const answer = await callApi<UserView>("POST", "/api/users", { cookie: admin, body: newUser() });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ name: "MARIA DA SILVA", username: "maria.silva", role: "user", avatar: PNG });
    const list = await callApi<UserView[]>("GET", "/api/users", { cookie: admin });
    expect(JSON.stringify(list.body)).not.toMatch(/password|scrypt/i);
    expect(list.body.data?.map((u) => u.username).sort()).toEqual(["admin", "maria.silva", "operador"]);
    // The new user can sign in with the password given.
    await expect(signIn("maria.silva", "segredo")).resolves.toMatch(/^session=/);
  });

  it("refuses bad input with 400 and a pt-BR message, storing nothing", async () => {
    const before = (await storedUsers()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  " }, "Preencha o campo 'Nome do Usuário'"],
      [{ username: "" }, "Preencha o campo 'Login de Usuário'"],
      [{ role: "root" }, "Preencha o campo 'Tipo de Usuário'"],
      [{ password: "abc" }, "Preencha o campo 'Senha'"],
      [{ avatar: "data:text/plain;base64,AAAA" }, "Arquivo não é uma Imagem"],
      [{ avatar: `data:image/png;base64,${"A".repeat(44_000)}` }, "Tamanho Máximo da Imagem: 32KB"],
      [{ avatar: `data:image/png;base64,${Buffer.from("isto não é uma imagem").toString("base64")}` }, "Erro na Leitura da Imagem"],
      [{ avatar: undefined }, "Preencha o campo 'avatar'."],
      [{ name: "A".repeat(200) }, "O campo 'Nome do Usuário' aceita até 120 caracteres."],
      [{ username: "maria silva" }, "O campo 'Login de Usuário' não pode ter espaços."],
      [{ username: "joão" }, "O campo 'Login de Usuário' aceita só letras sem acento, números e os sinais . _ @ -"],
      [{ role: 1 }, "Preencha o campo 'Tipo de Usuário'"],
    ];
    for (const [override, message] of cases) {
      const answer = await callApi("POST", "/api/users", { cookie: admin, body: newUser({ username: "novo", ...override }) });
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toEqual({ type: "error", msg: message });
    }
    expect((await storedUsers()).length).toBe(before);
  });

  it("leaves exactly one user when 10 creations of one username race", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callApi("POST", "/api/users", { cookie: admin, body: newUser({ username: "corrida", name: `corrida ${i}` }) }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message?.msg).toBe("Já existe um Usuário com o Login 'corrida'!");
    }
    const stored = (await storedUsers()).filter((u) => u.username === "corrida");
    expect(stored).toHaveLength(1);
  });

  it("edits a user, keeping the password when it comes empty, and ends sessions on a password change", async () => {
    const created = await callApi<UserView>("POST", "/api/users", { cookie: admin, body: newUser({ username: "edita", password: sha256Hex("velha") }) });
    const id = created.body.data?.id;
    const session = await signIn("edita", "velha");
    const keep = await callApi<UserView>("PUT", `/api/users/${id}`, {
      cookie: admin,
      body: { name: "novo nome", username: "edita", avatar: PNG, role: "user", password: "" },
    });
    expect(keep.status).toBe(200);
    expect(keep.body.data?.name).toBe("NOVO NOME");
    expect((await callApi("GET", "/api/check", { cookie: session })).status).toBe(200);
    await expect(signIn("edita", "velha")).resolves.toMatch(/^session=/);

    const change = await callApi("PUT", `/api/users/${id}`, {
      cookie: admin,
      body: { name: "novo nome", username: "edita", avatar: PNG, role: "user", password: sha256Hex("nova") },
    });
    expect(change.status).toBe(200);
    expect((await callApi("GET", "/api/check", { cookie: session })).status).toBe(401);
    await expect(signIn("edita", "nova")).resolves.toMatch(/^session=/);
  });

  it("checks an administrator's reads against the record too: demoted gets 403, removed gets 401", async () => {
    const created = await callApi<UserView>("POST", "/api/users", { cookie: admin, body: newUser({ username: "gerente", role: "admin" }) });
    const id = created.body.data?.id;
    const session = await signIn("gerente", "segredo");
    expect((await callApi("GET", "/api/users", { cookie: session })).status).toBe(200);

    const demoted = await callApi("PUT", `/api/users/${id}`, { cookie: admin, body: newUser({ username: "gerente", role: "user", password: "" }) });
    expect(demoted.status).toBe(200);
    const refused = await callApi<UserView[]>("GET", "/api/users", { cookie: session });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBeUndefined();

    expect((await callApi("DELETE", `/api/users/${id}`, { cookie: admin })).status).toBe(200);
    const ended = await callApi<UserView[]>("GET", "/api/users", { cookie: session });
    expect(ended.status).toBe(401);
    expect(ended.body.data).toBeUndefined();
  });

  it("renames a login only when the new one is free, and frees the old one", async () => {
    const created = await callApi<UserView>("POST", "/api/users", { cookie: admin, body: newUser({ username: "antigo" }) });
    const id = created.body.data?.id;
    const taken = await callApi("PUT", `/api/users/${id}`, { cookie: admin, body: newUser({ username: "operador" }) });
    expect(taken.status).toBe(409);
    const renamed = await callApi("PUT", `/api/users/${id}`, { cookie: admin, body: newUser({ username: "novo.login" }) });
    expect(renamed.status).toBe(200);
    const reuse = await callApi("POST", "/api/users", { cookie: admin, body: newUser({ username: "antigo" }) });
    expect(reuse.status).toBe(201);
  });

  it("removes a user and ends their session; refuses removing one's own account and the last administrator", async () => {
    const created = await callApi<UserView>("POST", "/api/users", { cookie: admin, body: newUser({ username: "sai" }) });
    const session = await signIn("sai", "segredo");
    const removed = await callApi("DELETE", `/api/users/${created.body.data?.id}`, { cookie: admin });
    expect(removed.status).toBe(200);
    expect((await callApi("GET", "/api/check", { cookie: session })).status).toBe(401);
    expect((await callApi("DELETE", `/api/users/${created.body.data?.id}`, { cookie: admin })).status).toBe(404);

    const list = await callApi<UserView[]>("GET", "/api/users", { cookie: admin });
    const adminId = list.body.data?.find((u) => u.username === "admin")?.id;
    const own = await callApi("DELETE", `/api/users/${adminId}`, { cookie: admin });
    expect(own.status).toBe(409);
    expect(own.body.message?.msg).toBe("Você não pode remover a sua própria conta.");

    // A second administrator may not take away the only other one's role if that leaves none...
    const second = await callApi<UserView>("POST", "/api/users", { cookie: admin, body: newUser({ username: "chefe", role: "admin" }) });
    const chefe = await signIn("chefe", "segredo");
    const removeFirst = await callApi("DELETE", `/api/users/${adminId}`, { cookie: chefe });
    expect(removeFirst.status).toBe(200);
    const demoteSelf = await callApi("PUT", `/api/users/${second.body.data?.id}`, { cookie: chefe, body: newUser({ username: "chefe", role: "user" }) });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message?.msg).toBe("É preciso manter ao menos um Administrador.");
  });

  it("answers 404 for another tenant's user id and leaves that user alone", async () => {
    const host = "outra.example.com";
    const { provisionTenant } = await import("../../functions/session/tenant");
    await provisionTenant({ tenantId: "outra", byname: "OUTRA", logo: "", domains: [host] });
    await seedTenantWithSessions("outra", host);
    const otherAdmin = await signIn("admin", "admin", host);
    const demoMaxId = Math.max(...(await storedUsers("demo")).map((u) => u.id as number));
    let foreign: UserView | undefined;
    for (let i = 0; !foreign || foreign.id <= demoMaxId; i++) {
      const answer = await callApi<UserView>("POST", "/api/users", { cookie: otherAdmin, host, body: newUser({ username: `de.fora${i}` }) });
      foreign = answer.body.data;
    }
    // The previous test removed the first demo administrator; "chefe" is the one left.
    const demoAdmin = await signIn("chefe", "segredo");
    expect((await callApi("DELETE", `/api/users/${foreign.id}`, { cookie: demoAdmin })).status).toBe(404);
    expect((await callApi("PUT", `/api/users/${foreign.id}`, { cookie: demoAdmin, body: newUser({ username: "x" }) })).status).toBe(404);
    const theirs = await callApi<UserView[]>("GET", "/api/users", { cookie: otherAdmin, host });
    expect(theirs.body.data?.find((u) => u.id === foreign.id)?.name).toBe("MARIA DA SILVA");
  });
});

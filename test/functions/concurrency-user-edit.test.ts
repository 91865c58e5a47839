import { beforeAll, describe, expect, it } from "vitest";
import { getItem } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import type { UserView } from "../../shared/contracts/users";
import { callApi } from "../support/api";
import { seedTenantWithSessions, sha256Hex } from "../support/sessions";
import { useTestTable } from "../support/table";

/**
 * Invariant: parallel edits of one user never overwrite one another silently (an edit that answers 200 was
 * applied on top of every other one that did), an edit never brings back a user removed meanwhile, and a
 * removal frees the user's login whatever edit ran beside it.
 */
useTestTable();

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const EDITS = 50;
const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 10);

let admin = "";

beforeAll(async () => {
  ({ admin } = await seedTenantWithSessions("demo"));
});

const userBody = (username: string, name = "usuario") => ({ name, username, avatar: PNG, role: "user", password: "" });

async function createUser(username: string): Promise<number> {
  const answer = await callApi<UserView>("POST", "/api/users", {
    cookie: admin,
    body: { ...userBody(username), password: sha256Hex("segredo") },
  });
  if (answer.status !== 201 || !answer.body.data) throw new Error(`Usuário ${username} não criado: ${answer.status}`);
  return answer.body.data.id;
}

async function listedUsers(): Promise<UserView[]> {
  return (await callApi<UserView[]>("GET", "/api/users", { cookie: admin })).body.data ?? [];
}

const STALE = "O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente.";

const storedVersion = async (id: number) => Number((await getItem(keys.user("demo", id), { consistent: true }))?.version ?? 0);

describe("a user edited by parallel requests", () => {
  it(`answers 200 only to edits made on top of each other and 409 to the rest (${EDITS} parallel edits)`, async () => {
    const id = await createUser("disputado");
    const versionBefore = await storedVersion(id);
    const names = Array.from({ length: EDITS }, (_, i) => `NOME ${i + 1}`);
    const answers = await Promise.all(names.map((name) => callApi("PUT", `/api/users/${id}`, { cookie: admin, body: userBody("disputado", name) })));

    const accepted = names.filter((_, i) => answers[i]?.status === 200);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message?.msg).toBe("O registro foi alterado por outra pessoa. Tente novamente.");
    }
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(EDITS);
    // Every edit acknowledged is one step of the row: none was written over another it had not seen.
    expect((await storedVersion(id)) - versionBefore).toBe(accepted.length);
    const listed = (await listedUsers()).find((user) => user.id === id);
    expect(accepted).toContain(listed?.name);
  });

  it(`of ${EDITS} edits sent with the version read, takes exactly one and answers 409 to the others, writing nothing for them`, async () => {
    const id = await createUser("mesma-versao");
    const read = (await listedUsers()).find((user) => user.id === id);
    if (!read) throw new Error("usuário não listado");
    expect(read.version).toBe(await storedVersion(id));
    const names = Array.from({ length: EDITS }, (_, i) => `VERSAO ${i + 1}`);
    const answers = await Promise.all(
      names.map((name) => callApi("PUT", `/api/users/${id}`, { cookie: admin, body: { ...userBody("mesma-versao", name), version: read.version } })),
    );
    const accepted = names.filter((_, i) => answers[i]?.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message?.msg).toBe(STALE);
    }
    expect(await storedVersion(id)).toBe(read.version + 1);
    const listed = (await listedUsers()).find((user) => user.id === id);
    expect(listed).toMatchObject({ name: accepted[0], version: read.version + 1 });
  });

  it("refuses an edit or a removal from a screen read before another save (409), and keeps that save", async () => {
    const id = await createUser("tela-antiga");
    const stale = (await listedUsers()).find((user) => user.id === id);
    if (!stale) throw new Error("usuário não listado");
    const saved = await callApi("PUT", `/api/users/${id}`, { cookie: admin, body: { ...userBody("tela-antiga", "SALVO ANTES"), version: stale.version } });
    expect(saved.status).toBe(200);
    const edit = await callApi("PUT", `/api/users/${id}`, { cookie: admin, body: { ...userBody("tela-antiga", "TELA ANTIGA"), version: stale.version } });
    expect(edit.status).toBe(409);
    expect(edit.body.message?.msg).toBe(STALE);
    const removal = await callApi("DELETE", `/api/users/${id}?version=${stale.version}`, { cookie: admin });
    expect(removal.status).toBe(409);
    expect(removal.body.message?.msg).toBe(STALE);
    expect((await listedUsers()).find((user) => user.id === id)).toMatchObject({ name: "SALVO ANTES", version: stale.version + 1 });
    const badVersion = await callApi("DELETE", `/api/users/${id}?version=-1`, { cookie: admin });
    expect(badVersion.status).toBe(400);
    expect((await callApi("DELETE", `/api/users/${id}?version=${stale.version + 1}`, { cookie: admin })).status).toBe(200);
  });

  it(`never keeps a user removed beside an edit, and frees both logins (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const before = `antes-${round}`;
      const after = `depois-${round}`;
      const id = await createUser(before);
      const [removal, edit] = await Promise.all([
        callApi("DELETE", `/api/users/${id}`, { cookie: admin }),
        callApi("PUT", `/api/users/${id}`, { cookie: admin, body: userBody(after, "renomeado") }),
      ]);
      // 404: the request read the user after the other one had removed it.
      expect([200, 404, 409], `rodada ${round}: exclusão`).toContain(removal?.status);
      expect([200, 404, 409], `rodada ${round}: edição`).toContain(edit?.status);
      if (edit?.status === 409) expect(edit.body.message?.msg).toMatch(/por outra pessoa/);
      // Whichever committed first wins: the two can never both be refused.
      expect([removal?.status, edit?.status], `rodada ${round}: nenhuma das duas foi aceita`).toContain(200);
      const listed = (await listedUsers()).find((user) => user.id === id);

      if (removal?.status !== 200) {
        // The edit won: the user is there, renamed, and the removal was told why.
        expect(removal?.body.message?.msg, `rodada ${round}`).toMatch(/por outra pessoa/);
        expect(listed, `rodada ${round}`).toMatchObject({ username: after, name: "RENOMEADO" });
        continue;
      }
      expect(listed, `rodada ${round}`).toBeUndefined();
      // Neither login stays claimed by the removed user.
      expect((await callApi("POST", "/api/users", { cookie: admin, body: { ...userBody(after), password: sha256Hex("x") } })).status).toBe(201);
      expect((await callApi("POST", "/api/users", { cookie: admin, body: { ...userBody(before), password: sha256Hex("x") } })).status).toBe(201);
    }
  }, 120_000);
});

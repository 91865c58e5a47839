import { beforeAll, describe, expect, it } from "vitest";
import type { NotableProductView } from "../../shared/contracts/notable-products";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";
import { setUpStore } from "./concurrency-fixtures";

/**
 * Invariant: a product is flagged notable by exactly one of several parallel requests, unflagged by exactly
 * one, and never brought back by a change that ran beside its removal.
 */
useTestTable();

const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 20);
const PARALLEL_FLAGS = 8;
const PARALLEL_EDITS = 20;
const STALE = "O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente.";

let admin = "";

beforeAll(async () => {
  admin = await setUpStore(ROUNDS);
});

async function listed(productId: number): Promise<NotableProductView | undefined> {
  const answer = await callApi<NotableProductView[]>("GET", "/api/notable_products", { cookie: admin });
  return answer.body.data?.find((notable) => notable.product_id === productId);
}

const flag = (productId: number, margin: number) =>
  callApi<NotableProductView>("POST", "/api/notable_products", { cookie: admin, body: { product_id: productId, desired_margin: margin } });

describe("notable products under parallel requests", () => {
  it(`flags a product once when ${PARALLEL_FLAGS} requests flag it together`, async () => {
    const productId = 1;
    const margins = Array.from({ length: PARALLEL_FLAGS }, (_, i) => 10 + i);
    const answers = await Promise.all(margins.map((margin) => flag(productId, margin)));
    const created = margins.filter((_, i) => answers[i]?.status === 201);
    expect(created).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message?.msg).toBe(`O Produto #${productId} já é um Produto Notável!`);
    }
    expect((await listed(productId))?.desired_margin).toBe(created[0]);
  });

  it(`of ${PARALLEL_EDITS} changes sent with the version read, takes exactly one and answers 409 to the others`, async () => {
    const productId = 2;
    await callApi("DELETE", `/api/notable_products/${productId}`, { cookie: admin });
    expect((await flag(productId, 30)).status).toBe(201);
    const read = await listed(productId);
    if (!read) throw new Error("produto notável não listado");
    const margins = Array.from({ length: PARALLEL_EDITS }, (_, i) => 40 + i);
    const answers = await Promise.all(
      margins.map((margin) =>
        callApi("PUT", `/api/notable_products/${productId}`, { cookie: admin, body: { desired_margin: margin, version: read.version } }),
      ),
    );
    const accepted = margins.filter((_, i) => answers[i]?.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message?.msg).toBe(STALE);
    }
    expect(await listed(productId)).toMatchObject({ desired_margin: accepted[0], version: read.version + 1 });
    // A removal from the screen read before that change is refused too, and keeps it.
    const removal = await callApi("DELETE", `/api/notable_products/${productId}?version=${read.version}`, { cookie: admin });
    expect(removal.status).toBe(409);
    expect(removal.body.message?.msg).toBe(STALE);
    expect(await listed(productId)).toMatchObject({ desired_margin: accepted[0] });
    expect((await callApi("DELETE", `/api/notable_products/${productId}?version=${read.version + 1}`, { cookie: admin })).status).toBe(200);
  });

  it(`removes a product once and never brings it back by a change beside it (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const productId = round + 1;
      await callApi("DELETE", `/api/notable_products/${productId}`, { cookie: admin });
      expect((await flag(productId, 30)).status).toBe(201);
      const [firstRemoval, secondRemoval, change] = await Promise.all([
        callApi("DELETE", `/api/notable_products/${productId}`, { cookie: admin }),
        callApi("DELETE", `/api/notable_products/${productId}`, { cookie: admin }),
        callApi<NotableProductView>("PUT", `/api/notable_products/${productId}`, { cookie: admin, body: { desired_margin: 42 } }),
      ]);
      const removals = [firstRemoval, secondRemoval];
      expect(removals.filter((answer) => answer?.status === 200), `rodada ${round}`).toHaveLength(1);
      for (const answer of [...removals, change]) {
        expect([200, 404, 409], `rodada ${round}`).toContain(answer?.status);
        if (answer?.status !== 200) expect(answer?.body.message?.msg).toMatch(/^(O )?Produto Notável #\d+ (não encontrado|foi removido por outra pessoa)/);
      }
      expect(await listed(productId), `rodada ${round}: removido e de volta`).toBeUndefined();
    }
  }, 120_000);
});

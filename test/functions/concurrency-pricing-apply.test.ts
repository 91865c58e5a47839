import { beforeAll, describe, expect, it } from "vitest";
import { readPriceChanges } from "../../functions/pricing/storage/pricing-price-changes";
import { PRICING_MESSAGES } from "../../functions/pricing/messages";
import { installLocalJobRunner } from "../../infra/local/jobs";
import type { PricingApplied, PricingNotableLossRow } from "../../shared/contracts/pricing";
import { useTestTable } from "../support/table";
import { call, classifiedPricing, lossesOf, type PricingStore, pricingBody, type ProductSeed, setUpPricingStore } from "./pricing-fixtures";

/**
 * Invariants of a pricing under parallel requests: applies of one pricing (more than one step of 40 products)
 * change each price once, and the one that answers 200 states what the whole apply did; of notable-loss edits
 * sent with the same read version, exactly one is stored and the others hear 409, storing nothing.
 */
useTestTable();

const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 3);
const PRODUCT_COUNT = 87;
const PARALLEL_APPLIES = 12;
const PARALLEL_EDITS = 4;

/** 10 units at R$ 10,00 costing R$ 8,00 each (ICMS 18% / 12%): 14,50% against a desired 30%. */
const PRODUCTS: ProductSeed[] = Array.from({ length: PRODUCT_COUNT }, (_, i) => ({
  id: 500 + i,
  description: `PRODUTO NOTÁVEL ${i + 1}`,
  groupId: 1 + (i % 2),
  cost: 8,
  price: 10,
}));
const JULY = pricingBody("2025-07-01", "2025-07-31");

let store: PricingStore;

beforeAll(async () => {
  installLocalJobRunner();
  store = await setUpPricingStore({
    tenantId: "demo",
    host: "localhost:3000",
    products: PRODUCTS,
    sales: PRODUCTS.map((product) => ({ date: "2025-07-10", productId: product.id, quantity: 10, unitPrice: 10 })),
    notables: PRODUCTS.map((product) => ({ productId: product.id, desiredMargin: 30 })),
  });
});


describe("parallel applies of one pricing", () => {
  it(`answer 200 once, stating every price the apply changed (${PRODUCT_COUNT} products, ${PARALLEL_APPLIES} applies, ${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pricing = await classifiedPricing(store, JULY);
      const rows = await lossesOf(store, pricing.id);
      expect(rows.length).toBe(PRODUCT_COUNT);
      // Each round raises every price by hand: each product changes once more.
      for (const row of rows) await call(store, "PUT", `/api/pricing_notable_loss/${row.id}`, { new_unit_sale: 20 + round });
      const before = (await readPriceChanges("demo", 0, 1_000)).last;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_APPLIES }, () => call<PricingApplied>(store, "POST", `/api/pricing/${pricing.id}/apply`, {})),
      );
      const changes = (await readPriceChanges("demo", before, 1_000)).entries;
      expect(changes.length, `rodada ${round}`).toBe(PRODUCT_COUNT);
      expect(new Set(changes.map((change) => change.productId)).size).toBe(PRODUCT_COUNT);
      const succeeded = answers.filter((answer) => answer.status === 200);
      expect(succeeded, `rodada ${round}`).toHaveLength(1);
      expect(succeeded[0]?.body.data).toEqual({ id: pricing.id, status: "applied", price_changes: PRODUCT_COUNT, prices_up: PRODUCT_COUNT, prices_down: 0 });
      expect(succeeded[0]?.body.message?.msg).toBe(`Precificação aplicada: ${PRODUCT_COUNT} preços alterados e enviados à integração, todos para cima.`);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body.message?.msg).toBe(PRICING_MESSAGES.alreadyApplied);
      }
    }
  }, 300_000);
});

describe("notable-loss edits sent with the same read version", () => {
  it(`store exactly one; the others hear 409 and store nothing (${PARALLEL_EDITS} edits, ${ROUNDS} rounds)`, async () => {
    const pricing = await classifiedPricing(store, JULY);
    for (let round = 0; round < ROUNDS; round++) {
      const [row] = await lossesOf(store, pricing.id);
      if (!row) throw new Error("sem perda notável");
      const prices = Array.from({ length: PARALLEL_EDITS }, (_, i) => 30 + round + i / 100);
      const answers = await Promise.all(
        prices.map((price) => call<PricingNotableLossRow>(store, "PUT", `/api/pricing_notable_loss/${row.id}`, { new_unit_sale: price, version: row.version })),
      );
      const won = prices.filter((_, i) => answers[i]?.status === 200);
      expect(won, `rodada ${round}`).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(refused.body.message?.msg).toBe("O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente.");
      }
      const after = (await lossesOf(store, pricing.id)).find((candidate) => candidate.id === row.id);
      expect(after).toMatchObject({ new_unit_sale: won[0], edited: true, version: row.version + 1 });
    }
  }, 120_000);

  it("refuses an edit from a stale screen, storing nothing; one without a version (the integration) goes through", async () => {
    const pricing = await classifiedPricing(store, JULY);
    const [first, second] = await lossesOf(store, pricing.id);
    if (!first || !second) throw new Error("sem perdas notáveis");
    const fresh = await call(store, "PUT", `/api/pricing_notable_loss/${first.id}`, { new_unit_sale: 14, version: first.version });
    expect(fresh.status).toBe(200);
    const stale = await call(store, "PUT", `/api/pricing_notable_loss/${second.id}`, { new_unit_sale: 15, version: second.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: { type: "error", msg: "O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente." } });
    expect((await lossesOf(store, pricing.id)).find((row) => row.id === second.id)).toMatchObject({ new_unit_sale: second.new_unit_sale, edited: false });
    for (const version of [-1, 1.5, "3"]) {
      const bad = await call(store, "PUT", `/api/pricing_notable_loss/${second.id}`, { new_unit_sale: 15, version });
      expect(bad.status, String(version)).toBe(400);
      expect(bad.body.message?.msg).toBe("Versão do registro inválida: recarregue a lista.");
    }
    expect((await call(store, "PUT", `/api/pricing_notable_loss/${second.id}`, { new_unit_sale: 15 })).status).toBe(200);
  }, 60_000);
});

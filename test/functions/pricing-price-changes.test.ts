import { beforeAll, describe, expect, it } from "vitest";
import type { PriceChangeFeedPage } from "../../functions/integration/price-changes";
import { setPriceEnding } from "../../functions/pricing/storage/pricing-settings";
import { setApiKey } from "../../functions/session/tenant";
import { installLocalJobRunner } from "../../infra/local/jobs";
import type { PriceEnding } from "../../shared/formulas/price-ending";
import type { PriceChangeRow, PricingApplied } from "../../shared/contracts/pricing";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";
import { call, classifiedPricing, lossesOf, type PricingStore, pricesOf, pricingBody, type ProductSeed, setUpPricingStore } from "./pricing-fixtures";

/**
 * GET /api/integration/price_changes: the prices applied by pricings, numbered per tenant in the transactions
 * that write them, read by the store's POS with the integration key and a cursor. Paged while three pricings
 * apply at once, the feed hands out every change exactly once, in an order in which each product's changes
 * follow one another (each old price is the new price before it).
 */

useTestTable();

const API_KEY = "chave-do-pdv-precos-0001";
const PRODUCT_COUNT = 60;
/** 10 units at R$ 10,00 costing R$ 8,00 each (ICMS 18% / 12%): 14,50% against a desired 30%. */
const PRODUCTS: ProductSeed[] = Array.from({ length: PRODUCT_COUNT }, (_, i) => ({
  id: 100 + i,
  description: `PRODUTO NOTÁVEL ${i + 1}`,
  groupId: 1 + (i % 2),
  cost: 8,
  price: 10,
}));
const JULY = pricingBody("2025-07-01", "2025-07-31");
/** The prices each of the three pricings sets by hand. */
const HAND_PRICES = [12.01, 12.02, 12.03];

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
  await setApiKey("demo", API_KEY);
});


async function feedPage(query: string) {
  return callApi<PriceChangeFeedPage>("GET", `/api/integration/price_changes${query}`, { headers: { authorization: `Bearer ${API_KEY}` } });
}

async function readPage(after: string | undefined, limit: number): Promise<PriceChangeFeedPage> {
  const answer = await feedPage(`?limit=${limit}${after ? `&after=${after}` : ""}`);
  if (answer.status !== 200 || !answer.body.data) throw new Error(`feed: ${answer.status} ${answer.body.message?.msg ?? ""}`);
  return answer.body.data;
}

describe("the price changes feed", () => {
  it("starts empty, with a cursor that resumes from the start", async () => {
    const page = await readPage(undefined, 10);
    expect(page).toEqual({ price_changes: [], next_cursor: expect.any(String), has_more: false });
    expect((await readPage(page.next_cursor, 10)).price_changes).toEqual([]);
  });

  it("refuses a cursor it did not give and a bad limit, in pt-BR", async () => {
    const stockCursor = Buffer.from("sm1:3", "utf8").toString("base64url");
    for (const query of [`?after=${stockCursor}`, "?after=xyz", "?limit=0", "?limit=5000"]) {
      const answer = await feedPage(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message?.msg).toMatch(/^(Cursor inválido|'limit' inválido)/);
    }
  });

  it("hands out every change once, in order, while three pricings apply at once", async () => {
    const pricings: number[] = [];
    for (const ending of ["none", "90", "99"] satisfies PriceEnding[]) {
      await setPriceEnding("demo", ending);
      pricings.push((await classifiedPricing(store, JULY)).id);
    }
    // Apply never lowers a price the user did not set (a price raised by another pricing already meets the
    // margin and stays): each pricing sets its own prices by hand, so every pricing changes every product.
    await Promise.all(
      pricings.map(async (id, index) => {
        for (const row of await lossesOf(store, id)) {
          await call(store, "PUT", `/api/pricing_notable_loss/${row.id}`, { new_unit_sale: HAND_PRICES[index] });
        }
      }),
    );
    let applying = true;
    const applies = Promise.all(pricings.map((id) => call<PricingApplied>(store, "POST", `/api/pricing/${id}/apply`, {}))).finally(() => {
      applying = false;
    });
    const read: PriceChangeRow[] = [];
    let cursor: string | undefined;
    let readWhileApplying = 0;
    for (;;) {
      const stillApplying = applying;
      const page = await readPage(cursor, 7);
      read.push(...page.price_changes);
      if (stillApplying && applying) readWhileApplying += page.price_changes.length;
      cursor = page.next_cursor;
      if (!stillApplying && !page.has_more && page.price_changes.length === 0) break;
    }
    const answers = await applies;
    expect(readWhileApplying, "changes read before the applies ended").toBeGreaterThan(0);
    expect(answers.map((answer) => answer.body.data?.price_changes)).toEqual([PRODUCT_COUNT, PRODUCT_COUNT, PRODUCT_COUNT]);
    expect(read.map((change) => change.sequence)).toEqual(Array.from({ length: 3 * PRODUCT_COUNT }, (_, i) => i + 1));

    const finalPrices = await pricesOf(
      store,
      PRODUCTS.map((product) => product.id),
    );
    for (const product of PRODUCTS) {
      const changes = read.filter((change) => change.product_id === product.id);
      expect(changes.map((change) => change.new_price).sort((x, y) => x - y)).toEqual(HAND_PRICES);
      expect(changes[0]?.old_price).toBe(10);
      expect(changes.slice(1).map((change) => change.old_price)).toEqual(changes.slice(0, -1).map((change) => change.new_price));
      expect(changes[changes.length - 1]?.new_price).toBe(finalPrices[product.id]);
    }
    expect(new Set(read.map((change) => change.pricing_id))).toEqual(new Set(pricings));
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { readPriceChanges } from "../../functions/pricing/storage/pricing-price-changes";
import { getProducts, upsertProducts } from "../../functions/lib/entities/products";
import { PRICING_MESSAGES } from "../../functions/pricing/messages";
import { installLocalJobRunner } from "../../infra/local/jobs";
import type { PricingApplied, PricingNotableLossRow, PricingRow } from "../../shared/contracts/pricing";
import { useTestTable } from "../support/table";
import { call, classifiedPricing, lossesOf, type PricingStore, pricesOf, pricingBody, type ProductSeed, setUpPricingStore } from "./pricing-fixtures";

/**
 * DESIGN §6: apply never lowers a shelf price the user did not set. The notable-loss list shows each product's
 * current shelf price (its sale price in the catalog) beside the new one; a product whose shelf price already
 * meets its desired margin keeps it unless edited; a product no price can bring to its margin (ICMS out of 100%)
 * gets no suggestion and keeps its shelf price; the apply says how many prices went up and how many down.
 */

useTestTable();

const JULY = pricingBody("2025-07-01", "2025-07-31");

/** Each sold 100 units at R$ 10,00 in July, costing R$ 8,00 (ICMS 18% / 12%): 14,50% against 30% desired. */
const PRODUCTS: ProductSeed[] = [
  { id: 31, description: "PIRULITO", groupId: 1, cost: 8, price: 10 },
  { id: 32, description: "BALA DE GOMA", groupId: 1, cost: 8, price: 10 },
  { id: 33, description: "CHICLETE", groupId: 1, cost: 8, price: 10 },
  { id: 34, description: "CHOCOLATE", groupId: 1, cost: 8, price: 10 },
  { id: 35, description: "REFRIGERANTE ICMS 100", groupId: 2, cost: 8, price: 10, icms: [100, 0] },
];

let store: PricingStore;
let pricing: PricingRow;

/** The shelf prices of now: earlier pricings and the ERP raised some after July. */
async function setShelfPrices(prices: Record<number, number>): Promise<void> {
  const products = await getProducts("demo", Object.keys(prices).map(Number));
  await upsertProducts(
    "demo",
    [...products.values()].map((product) => ({ ...product, price: prices[product.id] ?? product.price })),
  );
}

const byProduct = async (pricingId: number) => new Map((await lossesOf(store, pricingId)).map((row) => [row.product_id, row]));

beforeAll(async () => {
  installLocalJobRunner();
  store = await setUpPricingStore({
    tenantId: "demo",
    host: "localhost:3000",
    products: PRODUCTS,
    sales: PRODUCTS.map((product) => ({ date: "2025-07-10", productId: product.id, quantity: 100, unitPrice: 10 })),
    notables: PRODUCTS.map((product) => ({ productId: product.id, desiredMargin: 30 })),
  });
  pricing = await classifiedPricing(store, JULY);
  // R$ 11,52 reaches 30%: the lollipop sells far above it, the chewing gum just above, the chocolate above too.
  await setShelfPrices({ 31: 22.76, 33: 11.6, 34: 15 });
});


describe("the notable-loss list at the shelf prices of now", () => {
  it("shows each current shelf price beside the new one, keeping those that already meet the desired margin", async () => {
    const rows = await byProduct(pricing.id);
    const seen = (productId: number) => {
      const row = rows.get(productId);
      return row && { current: row.current_unit_sale, next: row.new_unit_sale, source: row.price_source, edited: row.edited, suggested: row.suggested_unit_sale };
    };
    expect(seen(31)).toEqual({ current: 22.76, next: 22.76, source: "kept", edited: false, suggested: 11.99 });
    expect(seen(32)).toEqual({ current: 10, next: 11.99, source: "suggested", edited: false, suggested: 11.99 });
    expect(seen(33)).toEqual({ current: 11.6, next: 11.6, source: "kept", edited: false, suggested: 11.99 });
    expect(seen(34)).toEqual({ current: 15, next: 15, source: "kept", edited: false, suggested: 11.99 });
    // ICMS out of 100%: every real of price goes to the tax; no suggestion (never R$ 0,00), the shelf price stays.
    expect(seen(35)).toEqual({ current: 10, next: 10, source: "no_suggestion", edited: false, suggested: 0 });
    // The figures follow the price kept: 100 x R$ 22,76.
    expect(rows.get(31)).toMatchObject({ new_total_sales: 2276 });
  });

  it("edits a kept price; typing the shelf price back drops the edit", async () => {
    const gum = (await byProduct(pricing.id)).get(33) as PricingNotableLossRow;
    const typed = await call<PricingNotableLossRow>(store, "PUT", `/api/pricing_notable_loss/${gum.id}`, { new_unit_sale: 11.99 });
    expect(typed.body.data).toMatchObject({ new_unit_sale: 11.99, edited: true, price_source: "edited", current_unit_sale: 11.6 });
    const back = await call<PricingNotableLossRow>(store, "PUT", `/api/pricing_notable_loss/${gum.id}`, { new_unit_sale: 11.6 });
    expect(back.body.data).toMatchObject({ new_unit_sale: 11.6, edited: false, price_source: "kept" });
    expect((await byProduct(pricing.id)).get(33)).toMatchObject({ new_unit_sale: 11.6, edited: false, price_source: "kept" });
  });
});

describe("applying at the shelf prices of now", () => {
  it("raises the prices below their margin, lowers only a price the user set, and says how many went each way", async () => {
    const chocolate = (await byProduct(pricing.id)).get(34) as PricingNotableLossRow;
    expect((await call(store, "PUT", `/api/pricing_notable_loss/${chocolate.id}`, { new_unit_sale: 13 })).status).toBe(200);
    const before = (await readPriceChanges("demo", 0, 100)).last;
    const answer = await call<PricingApplied>(store, "POST", `/api/pricing/${pricing.id}/apply`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: pricing.id, status: "applied", price_changes: 2, prices_up: 1, prices_down: 1 });
    expect(answer.body.message?.msg).toBe("Precificação aplicada: 2 preços alterados e enviados à integração (1 subiu e 1 baixou).");
    expect(await pricesOf(store, [31, 32, 33, 34, 35])).toEqual({ 31: 22.76, 32: 11.99, 33: 11.6, 34: 13, 35: 10 });
    const changes = (await readPriceChanges("demo", before, 100)).entries;
    expect(changes.map((change) => [change.productId, change.oldPrice, change.newPrice])).toEqual([
      [32, 10, 11.99],
      [34, 15, 13],
    ]);
  });
});

describe("the apply's count messages", () => {
  it("agree in number", () => {
    expect(PRICING_MESSAGES.applied(0, 0, 0)).toBe("Precificação aplicada: nenhum preço precisou mudar.");
    expect(PRICING_MESSAGES.applied(1, 1, 0)).toBe("Precificação aplicada: 1 preço alterado e enviado à integração, para cima.");
    expect(PRICING_MESSAGES.applied(1, 0, 1)).toBe("Precificação aplicada: 1 preço alterado e enviado à integração, para baixo.");
    expect(PRICING_MESSAGES.applied(17, 17, 0)).toBe("Precificação aplicada: 17 preços alterados e enviados à integração, todos para cima.");
    expect(PRICING_MESSAGES.applied(3, 2, 1)).toBe("Precificação aplicada: 3 preços alterados e enviados à integração (2 subiram e 1 baixou).");
    expect(PRICING_MESSAGES.applied(1234, 1233, 1)).toBe("Precificação aplicada: 1.234 preços alterados e enviados à integração (1.233 subiram e 1 baixou).");
  });
});

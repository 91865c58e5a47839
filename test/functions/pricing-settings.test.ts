import { beforeAll, describe, expect, it } from "vitest";
import { installLocalJobRunner } from "../../infra/local/jobs";
import { PRICE_ENDING_MESSAGE, type PricingSettings } from "../../shared/contracts/pricing";
import { useTestTable } from "../support/table";
import { call, classifiedPricing, lossesOf, type PricingStore, pricingBody, setUpPricingStore } from "./pricing-fixtures";

/**
 * GET and PUT /api/pricing_settings (issue 16): the tenant's price ending, ',99' until changed; a value that is
 * not one of the three is refused in pt-BR and changes nothing; the next classification suggests prices with
 * the ending set; only administrators read or change it.
 */

useTestTable();

let store: PricingStore;

beforeAll(async () => {
  installLocalJobRunner();
  // The notable-loss worked example (DESIGN §7): 100 units of olive oil, cost 800.00, sales 1,000.00, ICMS 18% / 12%,
  // desired margin 30%: the price reaching it is R$ 11,52.
  store = await setUpPricingStore({
    tenantId: "demo",
    host: "localhost:3000",
    products: [{ id: 17, description: "AZEITE EXTRA VIRGEM 500ML", groupId: 1, cost: 8, price: 10 }],
    sales: [{ date: "2025-07-10", productId: 17, quantity: 100, unitPrice: 10 }],
    notables: [{ productId: 17, desiredMargin: 30 }],
  });
});


async function settings(): Promise<PricingSettings | undefined> {
  const answer = await call<PricingSettings>(store, "GET", "/api/pricing_settings");
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const JULY = pricingBody("2025-07-01", "2025-07-31");

describe("the price ending setting", () => {
  it("reads ',99' before anyone set it, and a classification suggests prices ending in ,99", async () => {
    expect(await settings()).toEqual({ price_ending: "99" });
    const pricing = await classifiedPricing(store, JULY);
    expect(pricing.price_ending).toBe("99");
    expect((await lossesOf(store, pricing.id))[0]?.new_unit_sale).toBe(11.99);
  });

  it("is set by an administrator, and the next classification uses it", async () => {
    const answer = await call<PricingSettings>(store, "PUT", "/api/pricing_settings", { price_ending: "90" });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ price_ending: "90" });
    expect(answer.body.message).toEqual({ type: "success", msg: expect.stringContaining("Final ,90") });
    expect(await settings()).toEqual({ price_ending: "90" });

    const ninety = await classifiedPricing(store, JULY);
    expect(ninety.price_ending).toBe("90");
    expect((await lossesOf(store, ninety.id))[0]?.new_unit_sale).toBe(11.9);

    expect((await call(store, "PUT", "/api/pricing_settings", { price_ending: "none" })).status).toBe(200);
    const exact = await classifiedPricing(store, JULY);
    expect(exact.price_ending).toBe("none");
    expect((await lossesOf(store, exact.id))[0]?.new_unit_sale).toBe(11.52);
  });

  it("refuses a value that is not an ending, in pt-BR, and keeps the one set", async () => {
    expect((await call(store, "PUT", "/api/pricing_settings", { price_ending: "90" })).status).toBe(200);
    for (const body of [{ price_ending: "95" }, { price_ending: 99 }, { price_ending: ",99" }, {}, { ending: "99" }]) {
      const answer = await call(store, "PUT", "/api/pricing_settings", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toEqual({ type: "error", msg: PRICE_ENDING_MESSAGE });
    }
    expect(await settings()).toEqual({ price_ending: "90" });
  });

  it("is an administrator's: a standard user can neither read nor change it", async () => {
    expect((await call(store, "GET", "/api/pricing_settings", undefined, "user")).status).toBe(403);
    expect((await call(store, "PUT", "/api/pricing_settings", { price_ending: "none" }, "user")).status).toBe(403);
    expect(await settings()).toEqual({ price_ending: "90" });
  });
});

import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { db, tableName } from "../../functions/lib/db";
import { HISTORY_PERIOD_MESSAGE } from "../../shared/contracts/history-period";
import { readPriceChanges } from "../../functions/pricing/storage/pricing-price-changes";
import { putNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { applyStepWrite, getPricing } from "../../functions/pricing/storage/pricing";
import { queryPartition, transactWrite } from "../../functions/lib/entities/support/dynamo";
import { keys, pricingKeys } from "../../functions/lib/keys";
import { setLocalJobRunner } from "../../functions/lib/jobs/start";
import { PRICING_MESSAGES } from "../../functions/pricing/messages";
import { installLocalJobRunner, runJob, settleLocalJobs } from "../../infra/local/jobs";
import { JOBS } from "../../functions/plan/jobs";
import {
  PRICING_INPUT_MESSAGES,
  type PricingApplied,
  type PricingNotableLossRow,
  type PricingRow,
  recomputeNotableLoss,
} from "../../shared/contracts/pricing";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { useTestTable } from "../support/table";
import {
  call,
  classifiedPricing,
  lossesOf,
  type PricingStore,
  pricesOf,
  pricingBody,
  pricingRowOf,
  pricingRows,
  type ProductSeed,
  type SaleSeed,
  setUpPricingStore,
} from "./pricing-fixtures";

/**
 * A pricing's transitions through the API (spec §4, DESIGN §6): created -> classified by its job, notable-loss
 * edits while classified, reclassify keeping edited prices of products still in loss, apply writing the prices
 * to the products and to the price-changes feed, removal in any status; and every transition refused outside
 * its status, with its pt-BR reason and nothing stored.
 */

useTestTable();

/** The pricing's answers stored for fresh containers (functions/lib/request/answer-cache.ts). */
async function storedAnswersOf(pricingId: number): Promise<string[]> {
  const stored = await queryPartition(keys.derivationsPartition("demo"));
  return stored.map((item) => String(item.sk)).filter((sk) => sk.startsWith(`pricing#${pricingId}#`));
}

const JULY = ["2025-07-01", "2025-07-31"] as const;

const PRODUCTS: ProductSeed[] = [
  { id: 17, description: "AZEITE EXTRA VIRGEM 500ML", groupId: 1, cost: 8, price: 10 },
  { id: 23, description: "MOLHO DE TOMATE 340G", groupId: 1, cost: 2, price: 2.5 },
  { id: 24, description: "SABÃO EM BARRA 5UN", groupId: 2, cost: 5, price: 9 },
];
const SALES: SaleSeed[] = [
  { date: "2025-07-10", productId: 17, quantity: 100, unitPrice: 10 },
  { date: "2025-07-10", productId: 23, quantity: 200, unitPrice: 2.5 },
  { date: "2025-07-12", productId: 24, quantity: 10, unitPrice: 9 },
];

let store: PricingStore;

beforeAll(async () => {
  installLocalJobRunner();
  store = await setUpPricingStore({
    tenantId: "demo",
    host: "localhost:3000",
    products: PRODUCTS,
    sales: SALES,
    notables: [
      { productId: 17, desiredMargin: 30 },
      { productId: 23, desiredMargin: 40 },
    ],
  });
});


const lossOf = async (pricingId: number, productId: number) => (await lossesOf(store, pricingId)).find((row) => row.product_id === productId);

async function expectRefused(method: string, path: string, body: unknown, status: number, message: string) {
  const before = await pricingRows(store);
  const answer = await call(store, method, path, body);
  expect(answer.status, `${method} ${path}`).toBe(status);
  expect(answer.body).toEqual({ success: false, message: { type: "error", msg: message } });
  await settleLocalJobs();
  expect(await pricingRows(store)).toEqual(before);
}

describe("creating a pricing", () => {
  it("refuses a period or margins against the spec's rules, storing nothing", async () => {
    const valid = pricingBody(...JULY);
    const cases: [unknown, string][] = [
      [{ ...valid, period_start: undefined }, PRICING_INPUT_MESSAGES.period],
      [{ ...valid, period_end: "31/07/2025" }, PRICING_INPUT_MESSAGES.period],
      [{ ...valid, period_start: addDays(todayInSaoPaulo(), -10), period_end: addDays(todayInSaoPaulo(), 1) }, PRICING_INPUT_MESSAGES.periodAfterToday],
      [{ ...valid, period_start: "2024-01-01" }, PRICING_INPUT_MESSAGES.periodTooLong],
      [{ ...valid, period_start: "2025-08-01" }, PRICING_INPUT_MESSAGES.periodOrder],
      [{ ...valid, a_class_margin: 0, b_class_margin: 80 }, PRICING_INPUT_MESSAGES.aClassMargin],
      [{ ...valid, b_class_margin: "30" }, PRICING_INPUT_MESSAGES.bClassMargin],
      [{ ...valid, c_class_margin: -20 }, PRICING_INPUT_MESSAGES.cClassMargin],
      [{ ...valid, c_class_margin: 25 }, PRICING_INPUT_MESSAGES.marginsTotal],
    ];
    for (const [body, message] of cases) await expectRefused("POST", "/api/pricing", body, 400, message);
    expect(await pricingRows(store)).toEqual([]);
  });

  it("answers the pricing created with its classification running, then the list shows it classified", async () => {
    const created = await call<PricingRow>(store, "POST", "/api/pricing", pricingBody(...JULY));
    expect(created.status).toBe(200);
    const id = created.body.data?.id ?? 0;
    expect(created.body.message).toEqual({ type: "success", msg: PRICING_MESSAGES.created(id) });
    expect(created.body.data).toMatchObject({
      status: "created",
      period_start: JULY[0],
      period_end: JULY[1],
      a_class_margin: 50,
      b_class_margin: 30,
      c_class_margin: 20,
      total_products: 0,
      classification: { status: "running", started_at: expect.any(String) },
      apply_progress: null,
      applied_at: null,
    });
    await settleLocalJobs();
    expect(await pricingRowOf(store, id)).toMatchObject({
      status: "classified",
      total_products: 3,
      classification: { status: "done", finished_at: expect.any(String), kept_prices: 0 },
    });
    expect(await call(store, "DELETE", `/api/pricing/${id}`)).toMatchObject({ status: 200 });
  });
});

describe("a pricing left created (its classification failed)", () => {
  let id = 0;
  beforeAll(async () => {
    id = (await classifiedPricing(store, pricingBody("2025-01-01", "2025-01-31"))).id;
  });

  it("shows the reason on its row", async () => {
    expect(await pricingRowOf(store, id)).toMatchObject({
      status: "created",
      classification: { status: "failed", error: PRICING_MESSAGES.noSales("2025-01-01", "2025-01-31") },
    });
  });

  it("refuses its lists, reclassify, apply and notable-loss edits", async () => {
    for (const list of ["pricing_groups", "pricing_products", "pricing_notable_loss"]) {
      const answer = await call(store, "GET", `/api/${list}?pricing_id=${id}`);
      expect(answer.status, list).toBe(409);
      expect(answer.body.message?.msg).toBe(PRICING_MESSAGES.notClassified(id));
    }
    await expectRefused("POST", `/api/pricing/${id}/reclassify`, {}, 409, PRICING_MESSAGES.reclassifyNotClassified);
    await expectRefused("POST", `/api/pricing/${id}/apply`, {}, 409, PRICING_MESSAGES.applyNotClassified);
    await expectRefused("PUT", `/api/pricing_notable_loss/${id * 1_000_000 + 1}`, { new_unit_sale: 12 }, 409, PRICING_MESSAGES.editNotClassified);
  });

  it("can be removed", async () => {
    expect((await call(store, "DELETE", `/api/pricing/${id}`)).status).toBe(200);
    expect(await pricingRowOf(store, id)).toBeUndefined();
  });
});

describe("a classified pricing", () => {
  let pricing: PricingRow;
  let oil: PricingNotableLossRow;
  beforeAll(async () => {
    pricing = await classifiedPricing(store, pricingBody(...JULY));
    const row = await lossOf(pricing.id, 17);
    if (!row) throw new Error("sem a perda notável do azeite");
    oil = row;
  });

  it("refuses a bad new unit sale price and an unknown notable-loss row", async () => {
    for (const body of [{ new_unit_sale: 0 }, { new_unit_sale: -1 }, { new_unit_sale: "12" }, {}, { new_unit_sale: 0.001 }]) {
      await expectRefused("PUT", `/api/pricing_notable_loss/${oil.id}`, body, 400, PRICING_INPUT_MESSAGES.newUnitSale);
    }
    await expectRefused("PUT", `/api/pricing_notable_loss/${oil.id + 50}`, { new_unit_sale: 12 }, 404, PRICING_MESSAGES.notableLossNotFound(oil.id + 50));
    await expectRefused("PUT", `/api/pricing_notable_loss/${(pricing.id + 90) * 1_000_000 + 1}`, { new_unit_sale: 12 }, 404, PRICING_MESSAGES.notableLossNotFound((pricing.id + 90) * 1_000_000 + 1));
    await expectRefused("PUT", "/api/pricing_notable_loss/7", { new_unit_sale: 12 }, 404, PRICING_MESSAGES.notableLossNotFound(7));
  });

  it("stores an edited price with the figures recomputed, and warns when the margin falls below the desired one", async () => {
    const typed = await call<PricingNotableLossRow>(store, "PUT", `/api/pricing_notable_loss/${oil.id}`, { new_unit_sale: 12.49 });
    expect(typed.status).toBe(200);
    expect(typed.body.message).toEqual({ type: "success", msg: PRICING_MESSAGES.priceSaved });
    // 12.49 (the price back-computed for 40%): sales 1,249.00, taxes 224.82 - 96.00, profit 320.18.
    expect(typed.body.data).toMatchObject({
      new_unit_sale: 12.49,
      new_total_sales: 1249,
      new_total_taxes: 128.82,
      new_total_profit: 320.18,
      new_margin: 40.02,
      new_gross_margin: 56.13,
      suggested_unit_sale: 11.99,
      edited: true,
    });
    const low = await call<PricingNotableLossRow>(store, "PUT", `/api/pricing_notable_loss/${oil.id}`, { new_unit_sale: 11.51 });
    expect(low.body.message).toEqual({ type: "alert", msg: PRICING_MESSAGES.priceBelowDesired(11.51, 29.98, 30) });
    expect(await lossOf(pricing.id, 17)).toEqual({ ...oil, ...recomputeNotableLoss(oil, 11.51), edited: true, price_source: "edited", version: oil.version + 2 });
  });

  it("drops the edit when the suggested price is typed back", async () => {
    await call(store, "PUT", `/api/pricing_notable_loss/${oil.id}`, { new_unit_sale: 11.99 });
    expect(await lossOf(pricing.id, 17)).toEqual({ ...oil, version: oil.version + 3 });
  });

  it("reclassifies keeping the edited price of a product still in loss, and says so", async () => {
    await call(store, "PUT", `/api/pricing_notable_loss/${oil.id}`, { new_unit_sale: 12.5 });
    const answer = await call<PricingRow>(store, "POST", `/api/pricing/${pricing.id}/reclassify`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual({ type: "success", msg: PRICING_MESSAGES.reclassifying(pricing.id, 1) });
    expect(answer.body.data).toMatchObject({ status: "created", classification: { status: "running" } });
    await settleLocalJobs();
    expect(await pricingRowOf(store, pricing.id)).toMatchObject({ status: "classified", classification: { status: "done", kept_prices: 1 } });
    expect(await lossOf(pricing.id, 17)).toMatchObject({ new_unit_sale: 12.5, edited: true, suggested_unit_sale: 11.99 });
  });

  it("drops on reclassify the edited price of a product no longer in loss", async () => {
    const sauce = await lossOf(pricing.id, 23);
    await call(store, "PUT", `/api/pricing_notable_loss/${sauce?.id}`, { new_unit_sale: 4.5 });
    await putNotableProducts("demo", [{ productId: 23, desiredMargin: 10 }]);
    await call(store, "POST", `/api/pricing/${pricing.id}/reclassify`, {});
    await settleLocalJobs();
    expect(await pricingRowOf(store, pricing.id)).toMatchObject({ status: "classified", classification: { kept_prices: 1 } });
    expect((await lossesOf(store, pricing.id)).map((row) => [row.product_id, row.new_unit_sale])).toEqual([[17, 12.5]]);
    await putNotableProducts("demo", [{ productId: 23, desiredMargin: 40 }]);
    await call(store, "POST", `/api/pricing/${pricing.id}/reclassify`, {});
    await settleLocalJobs();
  });

  it("keeps only the current result's documents", async () => {
    const current = await getPricing("demo", pricing.id, { consistent: true });
    const documents = await queryPartition(pricingKeys.resultsPartition("demo", pricing.id));
    expect(new Set(documents.map((item) => String(item.sk).split("#")[0]))).toEqual(new Set([current?.resultId]));
  });

  it("applies: new prices on the products, one price change each in the feed, the pricing applied", async () => {
    const sauce = await lossOf(pricing.id, 23);
    expect(await pricesOf(store, [17, 23, 24])).toEqual({ 17: 10, 23: 2.5, 24: 9 });
    const answer = await call<PricingApplied>(store, "POST", `/api/pricing/${pricing.id}/apply`, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { id: pricing.id, status: "applied", price_changes: 2, prices_up: 2, prices_down: 0 },
      message: { type: "success", msg: "Precificação aplicada: 2 preços alterados e enviados à integração, todos para cima." },
    });
    expect(await pricesOf(store, [17, 23, 24])).toEqual({ 17: 12.5, 23: sauce?.new_unit_sale, 24: 9 });
    const feed = await readPriceChanges("demo", 0, 100);
    const changes = feed.entries.map(({ sequence, productId, oldPrice, newPrice, pricingId, date }) => ({ sequence, productId, oldPrice, newPrice, pricingId, date }));
    // In the notable-loss list's order: the larger loss (olive oil, 124.00) first.
    expect(changes).toEqual([
      { sequence: 1, productId: 17, oldPrice: 10, newPrice: 12.5, pricingId: pricing.id, date: todayInSaoPaulo() },
      { sequence: 2, productId: 23, oldPrice: 2.5, newPrice: sauce?.new_unit_sale, pricingId: pricing.id, date: todayInSaoPaulo() },
    ]);
    expect(await pricingRowOf(store, pricing.id)).toMatchObject({ status: "applied", applied_at: expect.any(String), apply_progress: { done: 2, total: 2 } });
  });

  it("refuses a second apply, edits and reclassify once applied; its lists still read", async () => {
    await expectRefused("POST", `/api/pricing/${pricing.id}/apply`, {}, 409, PRICING_MESSAGES.alreadyApplied);
    await expectRefused("PUT", `/api/pricing_notable_loss/${oil.id}`, { new_unit_sale: 13 }, 409, PRICING_MESSAGES.editApplied);
    await expectRefused("POST", `/api/pricing/${pricing.id}/reclassify`, {}, 409, PRICING_MESSAGES.reclassifyNotClassified);
    expect((await readPriceChanges("demo", 0, 100)).entries).toHaveLength(2);
    expect((await lossesOf(store, pricing.id)).length).toBe(2);
  });

  it("removes an applied pricing with its documents and stored answers; then it is not found", async () => {
    expect((await call(store, "GET", `/api/pricing_products?pricing_id=${pricing.id}`)).status).toBe(200);
    expect((await storedAnswersOf(pricing.id)).length).toBeGreaterThan(0);
    const answer = await call(store, "DELETE", `/api/pricing/${pricing.id}`);
    expect(answer.body).toEqual({ success: true, data: true, message: { type: "success", msg: PRICING_MESSAGES.removed } });
    expect(await queryPartition(pricingKeys.resultsPartition("demo", pricing.id))).toEqual([]);
    expect(await storedAnswersOf(pricing.id)).toEqual([]);
    await expectRefused("DELETE", `/api/pricing/${pricing.id}`, undefined, 404, PRICING_MESSAGES.notFound(pricing.id));
    await expectRefused("POST", `/api/pricing/${pricing.id}/apply`, {}, 404, PRICING_MESSAGES.notFound(pricing.id));
    await expectRefused("POST", `/api/pricing/${pricing.id}/reclassify`, {}, 404, PRICING_MESSAGES.notFound(pricing.id));
    expect((await call(store, "GET", `/api/pricing_products?pricing_id=${pricing.id}`)).status).toBe(404);
  });
});

describe("applying", () => {
  it("records no change for a product already at its new price", async () => {
    const pricing = await classifiedPricing(store, pricingBody(...JULY));
    const [oil, sauce] = await lossesOf(store, pricing.id);
    const current = await pricesOf(store, [17, 23]);
    // The olive oil already sells at the price typed; the sauce gets a new one.
    await call(store, "PUT", `/api/pricing_notable_loss/${oil?.id}`, { new_unit_sale: current[17] });
    await call(store, "PUT", `/api/pricing_notable_loss/${sauce?.id}`, { new_unit_sale: 5.55 });
    const before = (await readPriceChanges("demo", 0, 100)).last;
    const answer = await call<PricingApplied>(store, "POST", `/api/pricing/${pricing.id}/apply`, {});
    expect(answer.body.data?.price_changes).toBe(1);
    const changes = (await readPriceChanges("demo", before, 100)).entries;
    expect(changes.map((change) => [change.productId, change.oldPrice, change.newPrice])).toEqual([[23, current[23], 5.55]]);
    expect(await pricesOf(store, [17, 23])).toEqual({ 17: current[17], 23: 5.55 });
  });

  it("lets exactly one of two parallel applies through", async () => {
    const pricing = await classifiedPricing(store, pricingBody(...JULY));
    await call(store, "PUT", `/api/pricing_notable_loss/${pricing.id * 1_000_000 + 1}`, { new_unit_sale: 19.99 });
    const before = (await readPriceChanges("demo", 0, 100)).last;
    const answers = await Promise.all([1, 2].map(() => call<PricingApplied>(store, "POST", `/api/pricing/${pricing.id}/apply`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message?.msg).toBe(PRICING_MESSAGES.alreadyApplied);
    const changes = (await readPriceChanges("demo", before, 100)).entries;
    expect(new Set(changes.map((change) => change.productId)).size).toBe(changes.length);
  });

  it("lets exactly one of two parallel reclassifications through", async () => {
    const pricing = await classifiedPricing(store, pricingBody(...JULY));
    // The runs wait until both calls have answered: a run that ended first would make the pricing classified
    // again, and the second call a reclassification of its own.
    const held: Promise<unknown>[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    setLocalJobRunner((job, input) => held.push(released.then(() => runJob(JOBS[job], input))));
    const answers = await Promise.all([1, 2].map(() => call(store, "POST", `/api/pricing/${pricing.id}/reclassify`, {})));
    release();
    await Promise.all(held);
    installLocalJobRunner();
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(held).toHaveLength(1);
    expect(await pricingRowOf(store, pricing.id)).toMatchObject({ status: "classified" });
  });

  it("goes on from where an interrupted apply stopped, refusing edits and reclassify meanwhile", async () => {
    const pricing = await classifiedPricing(store, pricingBody(...JULY));
    const [first, second] = await lossesOf(store, pricing.id);
    await call(store, "PUT", `/api/pricing_notable_loss/${first?.id}`, { new_unit_sale: 29.9 });
    await call(store, "PUT", `/api/pricing_notable_loss/${second?.id}`, { new_unit_sale: 6.66 });
    const stored = await getPricing("demo", pricing.id, { consistent: true });
    if (!stored) throw new Error("sem a precificação");
    // As if a first step had gone through the first product and the request had died.
    await transactWrite([applyStepWrite("demo", stored, 0, 1, 2, new Date().toISOString())]);
    expect(await pricingRowOf(store, pricing.id)).toMatchObject({ status: "classified", apply_progress: { done: 1, total: 2 } });
    await expectRefused("PUT", `/api/pricing_notable_loss/${second?.id}`, { new_unit_sale: 30 }, 409, PRICING_MESSAGES.editApplying);
    await expectRefused("POST", `/api/pricing/${pricing.id}/reclassify`, {}, 409, PRICING_MESSAGES.reclassifyApplying);
    const before = (await readPriceChanges("demo", 0, 100)).last;
    const answer = await call<PricingApplied>(store, "POST", `/api/pricing/${pricing.id}/apply`, {});
    expect(answer.body.data).toEqual({ id: pricing.id, status: "applied", price_changes: 1, prices_up: 1, prices_down: 0 });
    const changes = (await readPriceChanges("demo", before, 100)).entries;
    expect(changes.map((change) => [change.productId, change.newPrice])).toEqual([[second?.product_id, 6.66]]);
  });
});

describe("the list's window (GET /api/pricing)", () => {
  it("lists the pricings applied in the period (by default the last 365 days) and the others whatever their dates; one by id whenever applied", async () => {
    const applied = await classifiedPricing(store, pricingBody(...JULY));
    expect((await call(store, "POST", `/api/pricing/${applied.id}/apply`, {})).status).toBe(200);
    const waiting = await classifiedPricing(store, pricingBody(...JULY));
    // Applied 400 days ago, at noon in São Paulo.
    const longAgo = addDays(todayInSaoPaulo(), -400);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pricingKeys.pricing("demo", applied.id),
        UpdateExpression: "SET appliedAt = :at",
        ExpressionAttributeValues: { ":at": `${longAgo}T15:00:00.000Z` },
      }),
    );
    const listed = async (query: string) => ((await call<PricingRow[]>(store, "GET", `/api/pricing${query}`)).body.data ?? []).map((row) => row.id);

    expect(await listed("")).toEqual(expect.arrayContaining([waiting.id]));
    expect(await listed("")).not.toContain(applied.id);
    const around = `?start_date=${addDays(longAgo, -1)}&end_date=${addDays(longAgo, 1)}`;
    expect(await listed(around)).toEqual(expect.arrayContaining([applied.id, waiting.id]));
    expect(await listed(`?start_date=${addDays(longAgo, 1)}&end_date=${addDays(longAgo, 2)}`)).not.toContain(applied.id);
    expect(await listed(`?id=${applied.id}`)).toEqual([applied.id]);
    expect(await listed("?id=999999")).toEqual([]);
  });

  it("refuses a period out of order, too long or not a date, with the list's message", async () => {
    for (const query of ["?start_date=2026-02-30", "?start_date=2026-03-10&end_date=2026-03-01", "?start_date=2024-01-01&end_date=2026-01-01"]) {
      const answer = await call(store, "GET", `/api/pricing${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message?.msg, query).toBe(HISTORY_PERIOD_MESSAGE);
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { setPriceEnding } from "../../functions/pricing/storage/pricing-settings";
import { installLocalJobRunner } from "../../infra/local/jobs";
import {
  type PricingGroupRow,
  type PricingNotableLossRow,
  type PricingProductRow,
  unitSaleForTypedMargin,
} from "../../shared/contracts/pricing";
import { toCents } from "../../shared/money";
import { useTestTable } from "../support/table";
import {
  classifiedPricing,
  listOf,
  lossesOf,
  type PricingStore,
  pricingBody,
  pricingRows,
  type ProductSeed,
  type SaleSeed,
  setUpPricingStore,
} from "./pricing-fixtures";

/**
 * The classification job end to end on DynamoDB Local, run in-process as `npm start` runs it: POST /pricing,
 * the job reads the period's per-day figures, and the lists read what it wrote. Worked examples: ABC classes
 * (cutoff crossings, ties, zero and negative sales), product, class and group totals to the cent, and notable
 * losses to the cent with the suggested price rounded up to the store's price ending.
 */

useTestTable();

const ABC_DAY = "2025-06-10";
const LOSS_DAYS = ["2025-07-10", "2025-07-11"];
const CUTOFF_DAY = "2025-08-05";

/** ICMS 18% out, 12% in on every product. */
const PRODUCTS: ProductSeed[] = [
  { id: 11, description: "ARROZ TIPO 1 5KG", groupId: 1, cost: 7, price: 10 },
  { id: 12, description: "FEIJÃO CARIOCA 1KG", groupId: 1, cost: 6, price: 10 },
  { id: 13, description: "CAFÉ TORRADO 500G", groupId: 2, cost: 9, price: 15 },
  { id: 14, description: "ÁGUA MINERAL 500ML", groupId: 2, cost: 0.4, price: 1 },
  { id: 15, description: "BRINDE SACOLA", groupId: 1, cost: 1, price: 0 },
  { id: 16, description: "SUCO DE UVA 1L", groupId: 2, cost: 6, price: 10 },
  { id: 17, description: "AZEITE EXTRA VIRGEM 500ML", groupId: 1, cost: 8, price: 10 },
  { id: 18, description: "VINAGRE DE MAÇÃ 750ML", groupId: 1, cost: 5, price: 10, icms: [0, 0] },
  { id: 19, description: "AÇÚCAR CRISTAL 1KG", groupId: 1, cost: 3, price: 4 },
  { id: 21, description: "LEITE UHT 1L", groupId: 2, cost: 3, price: 6 },
  { id: 22, description: "PÃO DE FORMA 500G", groupId: 1, cost: 4, price: 6 },
];

/**
 * June 10: sales of 500.00, 300.00, 300.00 (a tie: the lower id ranks first), 100.00, 0 (a giveaway) and
 * -50.00 (a return only), 1,150.00 in all, 1,200.00 of positive sales.
 */
const ABC_SALES: SaleSeed[] = [
  { date: ABC_DAY, productId: 11, quantity: 50, unitPrice: 10 },
  { date: ABC_DAY, productId: 13, quantity: 20, unitPrice: 15 },
  { date: ABC_DAY, productId: 12, quantity: 30, unitPrice: 10 },
  { date: ABC_DAY, productId: 14, quantity: 100, unitPrice: 1 },
  { date: ABC_DAY, productId: 15, quantity: 5, unitPrice: 0 },
  { date: ABC_DAY, productId: 16, quantity: -5, unitPrice: 10 },
];

/**
 * July: the notable-loss worked example (DESIGN §7): olive oil, 100 units over two days, cost 800.00, sales
 * 1,000.00, ICMS out 180.00 (18%), in 96.00; desired margin 30%. Vinegar is notable but above its margin;
 * sugar is notable and sold nothing.
 */
const LOSS_SALES: SaleSeed[] = [
  { date: LOSS_DAYS[0] ?? "", productId: 17, quantity: 60, unitPrice: 10 },
  { date: LOSS_DAYS[1] ?? "", productId: 17, quantity: 40, unitPrice: 10 },
  { date: LOSS_DAYS[0] ?? "", productId: 18, quantity: 10, unitPrice: 10 },
];

/** August 5: two products of 600.00 each; the second starts exactly at the A cutoff of 50%. */
const CUTOFF_SALES: SaleSeed[] = [
  { date: CUTOFF_DAY, productId: 21, quantity: 100, unitPrice: 6 },
  { date: CUTOFF_DAY, productId: 22, quantity: 100, unitPrice: 6 },
];

let store: PricingStore;

beforeAll(async () => {
  installLocalJobRunner();
  store = await setUpPricingStore({
    tenantId: "demo",
    host: "localhost:3000",
    products: PRODUCTS,
    sales: [...ABC_SALES, ...LOSS_SALES, ...CUTOFF_SALES],
    notables: [
      { productId: 17, desiredMargin: 30 },
      { productId: 18, desiredMargin: 30 },
      { productId: 19, desiredMargin: 30 },
    ],
  });
});


const productsOf = (pricingId: number, query = "") => listOf<PricingProductRow>(store, `/api/pricing_products?pricing_id=${pricingId}${query}`);
const classesOf = async (pricingId: number) =>
  Object.fromEntries((await productsOf(pricingId)).map((row) => [row.product_id, row.class]));

describe("ABC classes of the worked example (margins 50/30/20)", () => {
  let pricingId = 0;
  beforeAll(async () => {
    pricingId = (await classifiedPricing(store, pricingBody("2025-06-01", "2025-06-30"))).id;
  });

  it("classes by the share of sales before each product: a tie ranks by product id, zero and negative sales are C", async () => {
    // 11 before 0% -> A; 12 before 41.67% -> A; 13 before 66.67% -> B; 14 before 91.67% -> C; 15 and 16 C.
    expect(await classesOf(pricingId)).toEqual({ 11: "a", 12: "a", 13: "b", 14: "c", 15: "c", 16: "c" });
  });

  it("lists the products by sales rank, each with its figures to the cent", async () => {
    const rows = await productsOf(pricingId);
    expect(rows.map((row) => row.product_id)).toEqual([11, 12, 13, 14, 15, 16]);
    // Rice: cost 350.00, sales 500.00, ICMS out 90.00 - in 42.00 = 48.00, profit 102.00 (29.14% of cost).
    expect(rows[0]).toEqual({
      id: pricingId * 1_000_000 + 1,
      pricing_id: pricingId,
      product_id: 11,
      product: "ARROZ TIPO 1 5KG",
      notable: false,
      group_id: 1,
      group_name: "MERCEARIA",
      total_quantity: 50,
      unit: "UN",
      unit_cost: 7,
      total_cost: 350,
      cost_percent: 48.28, // 350 / 725
      unit_sale: 10,
      total_sales: 500,
      sales_percent: 43.48, // 500 / 1150
      unit_tax: 0.96,
      total_taxes: 48,
      taxes_percent: 40, // 48.00 / 120.00
      unit_profit: 2.04,
      total_profit: 102,
      net_margin: 29.14,
      class: "a",
    });
    // The return: -5 units, cost -30.00, sales -50.00.
    expect(rows[5]).toMatchObject({ product_id: 16, total_quantity: -5, total_cost: -30, total_sales: -50, class: "c" });
  });

  it("totals the pricing, each class and each group as the sums of their products, to the cent", async () => {
    const pricing = (await pricingRows(store)).find((candidate) => candidate.id === pricingId);
    expect(pricing).toMatchObject({
      status: "classified",
      total_products: 6,
      total_groups: 2,
      total_cost: 725,
      total_sales: 1150,
      total_taxes: 120, // ICMS out 207.00 - in 87.00
      total_profit: 305, // 1150 - 725 - 120
      total_net_margin: 42.07,
      a_class_products: 2,
      a_class_sales: 800,
      a_class_cost: 530,
      b_class_products: 1,
      b_class_sales: 300,
      b_class_cost: 180,
      c_class_products: 3,
      c_class_sales: 50,
      c_class_cost: 15,
      classification: { status: "done" },
    });
    const rows = await productsOf(pricingId);
    const sum = (field: "total_cost" | "total_sales" | "total_taxes" | "total_profit") => rows.reduce((total, r) => total + toCents(r[field]), 0) / 100;
    expect(pricing).toMatchObject({ total_cost: sum("total_cost"), total_sales: sum("total_sales"), total_taxes: sum("total_taxes"), total_profit: sum("total_profit") });
    const groups = await listOf<PricingGroupRow>(store, `/api/pricing_groups?pricing_id=${pricingId}`);
    expect(
      groups.map((group) => [group.group_id, group.group_name, group.total_products, group.total_sales, group.a_class_sales, group.b_class_sales, group.c_class_sales]),
    ).toEqual([
      [1, "MERCEARIA", 3, 800, 800, 0, 0],
      [2, "BEBIDAS", 3, 350, 0, 300, 50],
    ]);
  });

  it("filters the products of a group and of a class", async () => {
    expect((await productsOf(pricingId, "&group_id=2")).map((row) => row.product_id)).toEqual([13, 14, 16]);
    expect((await productsOf(pricingId, "&class=a")).map((row) => row.product_id)).toEqual([11, 12]);
    expect((await productsOf(pricingId, "&group_id=2&class=c")).map((row) => row.product_id)).toEqual([14, 16]);
    expect(await productsOf(pricingId, "&group_id=99")).toEqual([]);
  });

  it("moves products across classes when the cutoffs cross their share", async () => {
    // A 40%: feijão starts at 41.67% of sales, past the A cutoff -> B. A 45%: still A.
    const narrow = await classifiedPricing(store, pricingBody("2025-06-01", "2025-06-30", [40, 40, 20]));
    expect(await classesOf(narrow.id)).toMatchObject({ 11: "a", 12: "b", 13: "b", 14: "c" });
    const wider = await classifiedPricing(store, pricingBody("2025-06-01", "2025-06-30", [45, 35, 20]));
    expect(await classesOf(wider.id)).toMatchObject({ 11: "a", 12: "a", 13: "b", 14: "c" });
    // B reaching 95%: water (91.67% before it) is B now.
    const wideB = await classifiedPricing(store, pricingBody("2025-06-01", "2025-06-30", [50, 45, 5]));
    expect(await classesOf(wideB.id)).toMatchObject({ 13: "b", 14: "b", 15: "c", 16: "c" });
  });

  it("puts a product whose share before it is exactly the cutoff in the next class", async () => {
    const pricing = await classifiedPricing(store, pricingBody(CUTOFF_DAY, CUTOFF_DAY));
    expect(await classesOf(pricing.id)).toEqual({ 21: "a", 22: "b" });
    expect(pricing).toMatchObject({ a_class_products: 1, b_class_products: 1, c_class_products: 0, c_class_sales: 0 });
  });
});

describe("notable loss of the worked example", () => {
  const expected = (newUnitSale: number, figures: Partial<PricingNotableLossRow>) => ({
    product_id: 17,
    product: "AZEITE EXTRA VIRGEM 500ML",
    group_id: 1,
    group_name: "MERCEARIA",
    unit: "UN",
    total_quantity: 100,
    total_cost: 800,
    total_sales: 1000,
    total_taxes: 84, // 180.00 - 96.00
    total_profit: 116, // 1000 - 800 - 84
    current_margin: 14.5,
    total_loss: 124, // 30% x 800 - 116
    desired_margin: 30,
    total_in_tax: 96,
    total_out_tax: 180,
    suggested_unit_sale: newUnitSale,
    new_unit_sale: newUnitSale,
    edited: false,
    // It sells at R$ 10,00 now, below its margin: the suggestion raises it.
    current_unit_sale: 10,
    price_source: "suggested",
    ...figures,
  });

  it("suggests the price reaching the desired margin rounded up to ,99 by default, only for notable products below it", async () => {
    const pricing = await classifiedPricing(store, pricingBody("2025-07-01", "2025-07-31"));
    expect(pricing.price_ending).toBe("99");
    const rows = await lossesOf(store, pricing.id);
    // (800 x 1.30 - 96) / (1 - 0.18) / 100 = 11.5121... -> 11.52 -> 11.99
    expect(rows).toEqual([
      {
        id: pricing.id * 1_000_000 + 1,
        pricing_id: pricing.id,
        version: expect.any(Number),
        ...expected(11.99, {
          new_total_sales: 1199,
          new_total_taxes: 119.82, // 1199 x 18% - 96
          new_total_profit: 279.18, // 1199 - 800 - 119.82
          new_margin: 34.9, // 279.18 / 800
          new_gross_margin: 49.88, // 399 / 800
        }),
      },
    ]);
    // The dialog back-computes 12.49 for a typed 40%.
    expect(unitSaleForTypedMargin(rows[0] as PricingNotableLossRow, 40)).toBe(12.49);
  });

  it("rounds up to ,90 or not at all by the tenant's setting", async () => {
    await setPriceEnding("demo", "90");
    const ninety = await classifiedPricing(store, pricingBody("2025-07-01", "2025-07-31"));
    expect(ninety.price_ending).toBe("90");
    expect((await lossesOf(store, ninety.id))[0]).toMatchObject(
      expected(11.9, { new_total_sales: 1190, new_total_taxes: 118.2, new_total_profit: 271.8, new_margin: 33.98, new_gross_margin: 48.75 }),
    );
    await setPriceEnding("demo", "none");
    const exact = await classifiedPricing(store, pricingBody("2025-07-01", "2025-07-31"));
    expect((await lossesOf(store, exact.id))[0]).toMatchObject(
      expected(11.52, { new_total_sales: 1152, new_total_taxes: 111.36, new_total_profit: 240.64, new_margin: 30.08, new_gross_margin: 44 }),
    );
    await setPriceEnding("demo", "99");
  });

  it("marks notable products in the products list", async () => {
    const pricing = await classifiedPricing(store, pricingBody("2025-07-01", "2025-07-31"));
    const rows = await productsOf(pricing.id);
    expect(rows.map((row) => [row.product_id, row.notable])).toEqual([
      [17, true],
      [18, true],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { decodeListPayload } from "../../../shared/contracts/columns-lists";
import type { InventoryProductRow, StockTakingRow } from "../../../shared/contracts/inventories";
import { INVENTORY_PRODUCT_COLUMNS, STOCK_TAKING_COLUMNS } from "../../../shared/contracts/inventories-columns";
import type { PricingProductRow } from "../../../shared/contracts/pricing";
import { PRICING_PRODUCT_COLUMNS } from "../../../shared/contracts/pricing-columns";
import type { ProductSalesRow } from "../../../shared/contracts/sales";
import { PRODUCT_SALES_COLUMNS } from "../../../shared/contracts/sales-columns";
import { type PricingTotals, pricingProductFigures } from "../../../shared/formulas/pricing";
import { fromCents, fromMilli } from "../../../shared/money";
import { col, type ColumnsPayload, columnsVersion, decodeColumns, encodeColumns, isColumnsPayload, type ListColumns } from "../../../shared/wire/columns";

interface Sample {
  id: number;
  price: number;
  weight: number | null;
  rate: number;
  status: string;
  active: boolean;
  note: string | null;
  nickname?: string;
}

const SAMPLE_COLUMNS: ListColumns<Sample> = {
  list: "sample",
  columns: {
    id: col.integer({ delta: true }),
    price: col.money({ delta: true }),
    weight: col.quantity(),
    rate: col.fixed(4),
    status: col.dictionary(),
    active: col.dictionary(),
    note: col.text(),
    nickname: col.dictionary(),
  },
};

const SAMPLES: Sample[] = [
  { id: 10, price: 1234.56, weight: 1.5, rate: 18.0125, status: "open", active: true, note: "Caixa com 12", nickname: "A" },
  { id: 11, price: -0.07, weight: null, rate: 0, status: "closed", active: false, note: null },
  { id: 9, price: 0, weight: -2.125, rate: -7.5, status: "open", active: true, note: "" },
  { id: 12, price: 99999999.99, weight: 0.001, rate: 4.0001, status: "open", active: false, note: "Ação — pão de queijo", nickname: "A" },
];

/** The rows as the client receives them: the payload through JSON, then decoded. */
function throughTheWire<Row extends object, Base>(spec: ListColumns<Row, Base>, rows: Row[], base: Base): { payload: ColumnsPayload; rows: Row[] } {
  const payload = encodeColumns(spec, rows, base);
  if (!payload) throw new Error("não codificou");
  const sent = JSON.parse(JSON.stringify(payload)) as ColumnsPayload;
  return { payload: sent, rows: decodeColumns(spec, sent) };
}

describe("the columnar wire codec", () => {
  it("round-trips every kind exactly: deltas, money, quantities, fixed decimals, dictionaries, text, nulls, negatives, absent fields", () => {
    const { payload, rows } = throughTheWire(SAMPLE_COLUMNS, SAMPLES, undefined);
    expect(rows).toStrictEqual(JSON.parse(JSON.stringify(SAMPLES)));
    expect(Object.keys(rows[0] ?? {})).toEqual(["id", "price", "weight", "rate", "status", "active", "note", "nickname"]);
    expect("nickname" in (rows[1] ?? {})).toBe(false);
    expect(isColumnsPayload(payload)).toBe(true);
    // What travels: integer deltas, cents, thousandths, a dictionary sent once.
    expect(payload.columns.id).toEqual({ kind: "number", decimals: 0, delta: true, values: [10, 1, -2, 3] });
    expect(payload.columns.price).toEqual({ kind: "number", decimals: 2, delta: true, values: [123456, -123463, 7, 9999999999] });
    expect(payload.columns.weight).toEqual({ kind: "number", decimals: 3, values: [1500, null, -2125, 1] });
    expect(payload.columns.status).toEqual({ kind: "dictionary", dictionary: ["open", "closed"], values: [0, 1, 0, 0] });
    expect(payload.columns.nickname).toEqual({ kind: "dictionary", dictionary: ["A", null], values: [0, 1, 1, 0], absent: [1, 2] });
    expect(payload.columns.note).toEqual({ kind: "text", values: ["Caixa com 12", null, "", "Ação — pão de queijo"] });
  });

  it("starts with the list's head when the spec has an order (and a new order is a new version); none without one", () => {
    expect("head" in (encodeColumns(SAMPLE_COLUMNS, SAMPLES, undefined) ?? {})).toBe(false);
    const ordered: ListColumns<Sample> = { ...SAMPLE_COLUMNS, order: [{ key: "price", direction: "desc" }] };
    const payload = encodeColumns(ordered, SAMPLES, undefined);
    expect(Object.keys(payload ?? {})[0]).toBe("head");
    // By price, highest first: 99.999.999,99; 1.234,56; 0; -0,07. Sum of prices: 100.001.234,48.
    expect(payload?.head?.rows.map((row) => (row as Sample).id)).toEqual([12, 10, 9, 11]);
    expect(payload?.head?.count).toBe(4);
    expect(payload?.head?.sums.price).toBe(100001234.48);
    expect(decodeColumns(ordered, JSON.parse(JSON.stringify(payload)))).toStrictEqual(JSON.parse(JSON.stringify(SAMPLES)));
    expect(columnsVersion(ordered)).not.toBe(columnsVersion(SAMPLE_COLUMNS));
  });

  it("an empty list is an empty list", () => {
    const { payload, rows } = throughTheWire(SAMPLE_COLUMNS, [], undefined);
    expect(payload.n).toBe(0);
    expect(rows).toEqual([]);
  });

  it("a long list round-trips (its decoding time is measured by the bench: test/bench/wire-forms.ts)", () => {
    const long: Sample[] = Array.from({ length: 15_000 }, (_, i) => ({
      id: i + 1,
      price: fromCents(1_000_000 - i * 37),
      weight: fromMilli(i * 7 - 500),
      rate: (i % 10_000) / 10_000,
      status: ["open", "closed", "late"][i % 3] ?? "open",
      active: i % 2 === 0,
      note: `Produto ${i}`,
    }));
    const payload = encodeColumns(SAMPLE_COLUMNS, long, undefined);
    expect(payload).toBeDefined();
    expect(decodeColumns(SAMPLE_COLUMNS, JSON.parse(JSON.stringify(payload)) as ColumnsPayload)).toEqual(long);
  });

  it("sends a name's indexes once when they are its id's, and text in the order of a number column", () => {
    type Ranked = { rank: number; product_id: number; product: string; group_id: number; group_name: string };
    const spec: ListColumns<Ranked> = {
      list: "ranked",
      columns: {
        rank: col.integer({ delta: true }),
        product_id: col.integer(),
        product: col.text({ orderBy: "product_id" }),
        group_id: col.dictionary(),
        group_name: col.dictionary(),
      },
    };
    const rows: Ranked[] = [
      { rank: 1, product_id: 30, product: "Pão de forma", group_id: 2, group_name: "Padaria" },
      { rank: 2, product_id: 10, product: "Pão francês", group_id: 2, group_name: "Padaria" },
      { rank: 3, product_id: 20, product: "Leite", group_id: 5, group_name: "Laticínios" },
    ];
    const { payload, rows: decoded } = throughTheWire(spec, rows, undefined);
    expect(payload.columns.product).toEqual({ kind: "text", orderBy: "product_id", values: ["Pão francês", "Leite", "Pão de forma"] });
    expect(payload.columns.group_name).toEqual({ kind: "dictionary", dictionary: ["Padaria", "Laticínios"], indexesOf: "group_id" });
    expect(decoded).toStrictEqual(rows);
  });

  it.each([
    ["more decimals than the column holds", { price: 1.005 }],
    ["a value that is not a number", { weight: "1,5" as unknown as number }],
    ["a non-finite number", { rate: Number.NaN }],
    ["a field the spec does not know", { extra: 1 } as Partial<Sample>],
    ["an object in a dictionary", { status: { a: 1 } as unknown as string }],
    ["a number JSON would make null, in a dictionary", { nickname: Number.POSITIVE_INFINITY as unknown as string }],
    ["a number JSON would make null, in text", { note: Number.NaN as unknown as string }],
  ])("refuses what cannot round-trip exactly (%s): the caller sends the plain rows", (_, change) => {
    const rows = [SAMPLES[0] as Sample, { ...(SAMPLES[1] as Sample), ...change }];
    expect(encodeColumns(SAMPLE_COLUMNS, rows, undefined)).toBeUndefined();
  });

  it("refuses a derived field that does not recompute to the number sent", () => {
    const spec: ListColumns<{ a: number; b: number; sum: number }> = {
      list: "sums",
      columns: { a: col.integer(), b: col.integer(), sum: col.derived() },
      derive: (row) => ({ sum: row.a + row.b }),
    };
    expect(encodeColumns(spec, [{ a: 1, b: 2, sum: 3 }], undefined)).toEqual({
      $columns: 1,
      list: "sums",
      n: 1,
      columns: { a: { kind: "number", decimals: 0, values: [1] }, b: { kind: "number", decimals: 0, values: [2] } },
    });
    expect(encodeColumns(spec, [{ a: 1, b: 2, sum: 3 }, { a: 1, b: 2, sum: 4 }], undefined)).toBeUndefined();
  });

  it("recomputes derived fields with the base as JSON delivers it, and refuses them without a formula", () => {
    const spec: ListColumns<{ a: number; share: number }, { total: number; asOf: Date }> = {
      list: "shares",
      columns: { a: col.integer(), share: col.derived() },
      // The client's base came through JSON: its date is a text, so a formula reading it as a Date would fail there.
      derive: (row, base) => ({ share: typeof base.asOf === "string" ? row.a / base.total : Number.NaN }),
    };
    const base = { total: 4, asOf: new Date("2026-11-27T12:00:00Z") };
    const { rows } = throughTheWire(spec, [{ a: 1, share: 0.25 }], base);
    expect(rows).toEqual([{ a: 1, share: 0.25 }]);
    const { derive: _formula, ...withoutFormula } = spec;
    expect(encodeColumns(withoutFormula, [{ a: 1, share: 0.25 }], base)).toBeUndefined();
  });

  it("names the columns it misses instead of inventing rows", () => {
    const payload = encodeColumns(SAMPLE_COLUMNS, SAMPLES, undefined) as ColumnsPayload;
    const { price: _, ...columns } = payload.columns;
    expect(() => decodeColumns(SAMPLE_COLUMNS, { ...payload, columns })).toThrow(/price/);
    expect(() => decodeListPayload({ ...payload, list: "desconhecida" })).toThrow(/desconhecida/);
  });
});

describe("a pricing's products in columns: derived figures recomputed on decode", () => {
  // A pricing of two products: R$ 300.00 of cost, R$ 450.00 of sales, R$ 30.00 of taxes.
  const pricing: PricingTotals = { totalCost: 30_000, totalSales: 45_000, totalTaxes: 3_000, totalProfit: 12_000, netMargin: 40 };
  const row = (id: number, product: string, quantityMilli: number, cost: number, sales: number, taxes: number): PricingProductRow => {
    const figures = pricingProductFigures({ quantityMilli, cost, sales, inTax: 100, outTax: 100 + taxes }, pricing);
    return {
      id,
      pricing_id: 7,
      product_id: 500 + id,
      product,
      notable: id === 1,
      group_id: 3,
      group_name: "Padaria",
      total_quantity: figures.totalQuantity,
      unit: "KG",
      unit_cost: figures.unitCost,
      total_cost: fromCents(figures.totalCost),
      cost_percent: figures.costPercent,
      unit_sale: figures.unitSale,
      total_sales: fromCents(figures.totalSales),
      sales_percent: figures.salesPercent,
      unit_tax: figures.unitTax,
      total_taxes: fromCents(figures.totalTaxes),
      taxes_percent: figures.taxesPercent,
      unit_profit: figures.unitProfit,
      total_profit: fromCents(figures.totalProfit),
      net_margin: figures.netMargin,
      class: id === 1 ? "a" : "c",
    };
  };

  it("sends totals, not unit figures nor shares, and the client gets the same rows", () => {
    // 3.333 kg of bread: R$ 200.00 cost, R$ 310.00 sales, R$ 21.00 taxes.
    const rows = [row(1, "Pão francês", 3333, 20_000, 31_000, 2_100), row(2, "Bolo de fubá", 1000, 10_000, 14_000, 900)];
    const first = rows[0] as PricingProductRow;
    // The worked example: unit cost 200 / 3.333 = 60.0060; cost share 200 / 300 = 66.67%; profit 310 - 200 - 21 = 89.
    expect([first.unit_cost, first.cost_percent, first.total_profit, first.net_margin]).toEqual([60.006, 66.67, 89, 44.5]);
    const { payload, rows: decoded } = throughTheWire(PRICING_PRODUCT_COLUMNS, rows, pricing);
    expect(Object.keys(payload.columns)).not.toContain("unit_cost");
    expect(Object.keys(payload.columns)).not.toContain("cost_percent");
    expect(payload.base).toEqual(pricing);
    expect(payload.columns.total_cost).toEqual({ kind: "number", decimals: 2, values: [20_000, 10_000] });
    expect(decoded).toStrictEqual(rows);
    expect(decodeListPayload(payload)).toStrictEqual(rows);
  });

  it("falls back when a share was computed over other totals than the base sent", () => {
    const rows = [row(1, "Pão francês", 3333, 20_000, 31_000, 2_100)];
    expect(encodeColumns(PRICING_PRODUCT_COLUMNS, rows, { ...pricing, totalCost: 40_000 })).toBeUndefined();
  });
});

describe("product sales in columns", () => {
  it("recomputes profit, margins and tax value with the sales formulas", () => {
    const rows: ProductSalesRow[] = [
      { product_id: 3, product: "Leite integral", notable: false, unit: "UN", quantity: 12, cost: 48.6, sales: 71.88, profit: 23.28, margin: 47.9, in_tax: 5.83, out_tax: 12.94, tax_value: 7.11, net_profit: 16.17, net_margin: 33.27 },
      { product_id: 8, product: "Queijo minas", notable: true, unit: "KG", quantity: 0.375, cost: 0, sales: 15, profit: 15, margin: 0, in_tax: 0, out_tax: 2.7, tax_value: 2.7, net_profit: 12.3, net_margin: 0 },
    ];
    const { payload, rows: decoded } = throughTheWire(PRODUCT_SALES_COLUMNS, rows, undefined);
    expect(Object.keys(payload.columns)).toEqual(["product_id", "product", "notable", "unit", "quantity", "cost", "sales", "in_tax", "out_tax"]);
    expect(decoded).toStrictEqual(rows);
  });
});

describe("an inventory's lists in columns", () => {
  it("counts and counted products round-trip as the API sends them", () => {
    const counts: StockTakingRow[] = Array.from({ length: 3 }, (_, i) => ({
      id: 40 + i,
      take_date: `2026-03-0${i + 1}T14:0${i}:00.000Z`,
      inventory_id: 4,
      barcode: `789100000000${i}`,
      group_id: 2,
      group_name: "Padaria",
      product_id: 10 * (i + 1),
      product: ["Pão francês", "Leite integral", "Queijo minas"][i] ?? "",
      notable: i === 2,
      quantity: [98, 12.5, 0.375][i] ?? 0,
      unit: i === 1 ? "UN" : "KG",
      current_stock: [-3.25, 40, 0][i] ?? 0,
      status: i === 0 ? "closed" : "open",
      version: i,
    }));
    expect(throughTheWire(STOCK_TAKING_COLUMNS, counts, undefined).rows).toStrictEqual(counts);
    const products: InventoryProductRow[] = counts.map((count, i) => ({
      id: count.id,
      inventory_id: 4,
      stock_taking_id: count.id,
      product_id: count.product_id,
      product: count.product,
      group_id: 2,
      group_name: "Padaria",
      barcode: count.barcode,
      notable: count.notable,
      actual_quantity: count.current_stock,
      fixed_quantity: count.quantity,
      unit: count.unit,
      unit_cost: [4.1234, 3.5, 0][i] ?? 0,
      actual_cost: [-13.4, 140, 0][i] ?? 0,
      fixed_cost: [404.09, 43.75, 0][i] ?? 0,
      difference_quantity: [101.25, -27.5, 0.375][i] ?? 0,
      difference_cost: [417.49, -96.25, 0][i] ?? 0,
    }));
    expect(throughTheWire(INVENTORY_PRODUCT_COLUMNS, products, undefined).rows).toStrictEqual(products);
  });
});

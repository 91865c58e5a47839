import { describe, expect, it } from "vitest";
import * as z from "zod";
import { productEntity } from "../../functions/lib/entities/products";
import { defineEntity, stored } from "../../functions/lib/entities/support/entity";

/** An entity with a field of every kind, read both ways: the plain readers and the zod schema. */
const sample = defineEntity({
  keys: (tenantId, entity) => ({ pk: `T#${tenantId}#SAMPLE`, sk: entity.code }),
  item: z.object({
    id: stored.number(),
    code: stored.text(),
    active: stored.flag(true),
    status: stored.oneOf(["open", "closed"], "open"),
    ids: stored.numbers(),
    limit: stored.optionalNumber(),
    note: stored.optionalText(),
  }),
});

const odd: Record<string, unknown>[] = [
  {},
  { id: "12", code: 5, active: "yes", status: "gone", ids: "1,2", limit: "3", note: 7 },
  { id: " ", code: "A", active: false, status: "closed", ids: [1, "2", 3], limit: 0, note: "" },
  { id: "abc", code: null, active: null, status: null, ids: null, limit: null, note: null },
  { id: 7.5, code: "B", active: true, status: "open", ids: [], limit: 2.25, note: "ok", pk: "T#t#SAMPLE", sk: "B", other: 1 },
];

/** Nested and optional kinds: maps, a map kept whole, prices by id, an optional status. */
const nested = defineEntity({
  keys: (tenantId, entity) => ({ pk: `T#${tenantId}#NESTED`, sk: String(entity.id) }),
  item: z.object({
    id: stored.number(),
    totals: stored.map({ cost: stored.number(), note: stored.text("-") }),
    progress: stored.optionalMap({ done: stored.number(), error: stored.optionalText() }),
    result: stored.optionalRecord(),
    prices: stored.numberById(),
    job: stored.optionalOneOf(["pricing", "report"]),
  }),
});

const oddNested: Record<string, unknown>[] = [
  {},
  { id: 1, totals: [1], progress: "x", result: [], prices: { "12": 3.5, x: 1, "13": "4" }, job: "gone" },
  { id: 2, totals: { cost: "7", extra: 1 }, progress: { done: 3, error: "falhou" }, result: { rows: 2 }, prices: null, job: "report" },
];

describe("an entity described once (key templates and an item schema)", () => {
  it("reads a stored item leniently: a missing or mistyped attribute is its fallback, a numeric text a number", () => {
    expect(sample.fromItem({})).toEqual({ id: 0, code: "", active: true, status: "open", ids: [] });
    expect(sample.fromItem(odd[1] ?? {})).toEqual({ id: 12, code: "", active: true, status: "open", ids: [] });
    expect(sample.fromItem(odd[2] ?? {})).toEqual({ id: 0, code: "A", active: false, status: "closed", ids: [1, 3], limit: 0, note: "" });
  });

  it("reads every item exactly as its zod schema does", () => {
    for (const item of odd) expect(sample.fromItem(item)).toEqual(sample.item.parse(item));
  });

  it("reads nested maps, prices by id and optional statuses the same both ways", () => {
    expect(nested.fromItem({})).toEqual({ id: 0, totals: { cost: 0, note: "-" }, prices: new Map() });
    expect(nested.fromItem(oddNested[1] ?? {})).toEqual({ id: 1, totals: { cost: 0, note: "-" }, prices: new Map([[12, 3.5]]) });
    expect(nested.fromItem(oddNested[2] ?? {})).toEqual({
      id: 2,
      totals: { cost: 7, note: "-" },
      progress: { done: 3, error: "falhou" },
      result: { rows: 2 },
      prices: new Map(),
      job: "report",
    });
    for (const item of oddNested) expect(nested.fromItem(item)).toEqual(nested.item.parse(item));
  });

  it("leaves the keys and unknown attributes out when read, and writes them back under its keys", () => {
    const read = sample.fromItem(odd[4] ?? {});
    expect(read).toEqual({ id: 7.5, code: "B", active: true, status: "open", ids: [], limit: 2.25, note: "ok" });
    expect(sample.toItem("t", { ...read, note: undefined })).toEqual({
      pk: "T#t#SAMPLE",
      sk: "B",
      id: 7.5,
      code: "B",
      active: true,
      status: "open",
      ids: [],
      limit: 2.25,
    });
  });

  it("stores a product under the keys it always had, with its attributes as named before", () => {
    const product = {
      id: 42,
      barcode: "7890000000042",
      description: "ARROZ TIPO 1 5KG",
      groupId: 3,
      unit: "UN",
      cost: 10.1234,
      price: 15.9,
      icmsOutRate: 18,
      icmsInRate: 12,
      stock: -2.5,
      active: false,
    };
    const item = productEntity.toItem("loja", product);
    expect(item).toEqual({ pk: "T#loja#PRODUCT", sk: "0000000042", ...product });
    expect(productEntity.fromItem(item)).toEqual(product);
  });
});

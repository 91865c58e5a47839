import { describe, expect, it } from "vitest";
import type { Product } from "../../functions/lib/entities/products";
import { type MatchData, matchNote } from "../../functions/nfe_imports/matching";
import { noteDocument, noteLine, SUPPLIER_CNPJ } from "../support/nfe-documents";

/** Matching a note against the store's data (a pure function): each line's product, fraction and what it waits for. */
const product = (id: number, unit: string, icmsInRate = 7): Product => ({
  id,
  barcode: `789${id}`,
  description: `PRODUTO ${id}`,
  groupId: 1,
  unit,
  cost: 1,
  price: 2,
  icmsOutRate: 18,
  icmsInRate,
  stock: 0,
  active: true,
});

function data(fields: Partial<MatchData> = {}): MatchData {
  const products = [product(1, "UN"), product(2, "KG"), product(3, "L")];
  return {
    supplier: { id: 9, name: "FORNECEDOR", document: SUPPLIER_CNPJ },
    newSupplier: false,
    mappings: new Map(),
    productIdsByGtin: new Map([
      ["7891000000017", [1]],
      ["7891000000024", [2]],
      ["7891000000031", [3]],
    ]),
    products: new Map(products.map((p) => [p.id, p])),
    choices: new Map(),
    ...fields,
  };
}

describe("matching a note's lines", () => {
  it("finds a product by GTIN with the same unit, fraction 1; a line with no GTIN waits", () => {
    const matching = matchNote(noteDocument(1, [noteLine(1, { gtin: "7891000000017", quantity: 6, lineCost: 30 }), noteLine(2)]), data());
    expect(matching.lines[0]).toMatchObject({ match: "gtin", fraction: 1, stockQuantity: 6, unitCost: 5 });
    expect(matching.lines[1]).toMatchObject({ match: "none", pending: "Item 2 (SKU-2 – PRODUTO DO FORNECEDOR 2): produto não vinculado." });
    expect(matching.pendingLines).toBe(1);
  });

  it("waits for the user when the GTIN names two active products, naming both; a remembered mapping or the user's pick settles it", () => {
    const shared = new Map([["7891000000017", [1, 4]]]);
    const products = new Map([product(1, "UN"), { ...product(4, "UN"), description: "PRODUTO 4 (OUTRO)" }].map((p) => [p.id, p]));
    const line = noteLine(1, { gtin: "7891000000017", supplierCode: "X1" });
    const matching = matchNote(noteDocument(1, [line]), data({ productIdsByGtin: shared, products }));
    expect(matching.lines[0]).toEqual({ line, match: "none", pending: "Item 1: GTIN 7891000000017 de mais de um produto (1 – PRODUTO 1; 4 – PRODUTO 4 (OUTRO)): escolha qual." });
    expect(matching.pendingLines).toBe(1);
    const picked = matchNote(noteDocument(1, [line]), data({ productIdsByGtin: shared, products, choices: new Map([[1, { productId: 4, fraction: 1 }]]) }));
    expect(picked.lines[0]).toMatchObject({ match: "user", product: expect.objectContaining({ id: 4 }) });
    expect(picked.pendingLines).toBe(0);
    const mappings = new Map([["X1#UN", { supplierId: 9, supplierCode: "X1", unit: "UN", productId: 1, fraction: 1 }]]);
    expect(matchNote(noteDocument(1, [line]), data({ productIdsByGtin: shared, products, mappings })).lines[0]).toMatchObject({ match: "remembered", product: expect.objectContaining({ id: 1 }) });
  });

  it("asks the fraction of another unit, suggesting qTrib ÷ qCom when the tax unit is the product's", () => {
    const line = noteLine(1, { gtin: "7891000000017", unit: "CX", taxUnit: "UN", quantity: 2, taxQuantity: 24 });
    const [match] = matchNote(noteDocument(1, [line]), data()).lines;
    expect(match).toMatchObject({ suggestedFraction: 12, pending: "Item 1: unidade CX difere da unidade do produto (UN); informe quantas UN há em 1 CX." });
    expect(match?.stockQuantity).toBeUndefined();
  });

  it("always asks weight against count, even with a suggestion", () => {
    const line = noteLine(1, { gtin: "7891000000024", unit: "UN", taxUnit: "KG", quantity: 10, taxQuantity: 5 });
    const [match] = matchNote(noteDocument(1, [line]), data()).lines;
    expect(match).toMatchObject({ suggestedFraction: 0.5, pending: expect.stringContaining("peso contra unidade") });
  });

  it("takes the remembered (supplier, code, unit) before the GTIN, and warns when the note suggests another fraction", () => {
    const line = noteLine(1, { gtin: "7891000000017", supplierCode: "CX-LEITE", unit: "CX", taxUnit: "L", quantity: 2, taxQuantity: 24, lineCost: 96, icmsCredit: 6.72 });
    const mappings = new Map([["CX-LEITE#CX", { supplierId: 9, supplierCode: "CX-LEITE", unit: "CX", productId: 3, fraction: 6 }]]);
    const matching = matchNote(noteDocument(1, [line]), data({ mappings }));
    expect(matching.lines[0]).toMatchObject({ match: "remembered", product: expect.objectContaining({ id: 3 }), fraction: 6, stockQuantity: 12, unitCost: 8 });
    expect(matching.problems).toEqual([expect.objectContaining({ code: "remembered_fraction", level: "warn", line: 1 })]);
  });

  it("takes the user's answer before anything else", () => {
    const line = noteLine(1, { gtin: "7891000000017" });
    const [match] = matchNote(noteDocument(1, [line]), data({ choices: new Map([[1, { productId: 2, fraction: 0.25 }]]) })).lines;
    expect(match).toMatchObject({ match: "user", product: expect.objectContaining({ id: 2 }), fraction: 0.25, stockQuantity: 2.5 });
  });

  it("warns when the line's ICMS rate is not the product's, and not for a credit rounded to the cent", () => {
    const rounded = noteLine(1, { gtin: "7891000000017", lineCost: 10.01, icmsCredit: 0.7 });
    const other = noteLine(2, { gtin: "7891000000017", lineCost: 100, icmsCredit: 12 });
    const { problems } = matchNote(noteDocument(1, [rounded, other]), data());
    expect(problems).toEqual([{ code: "icms_rate", level: "warn", line: 2, message: "Item 2: alíquota de ICMS da nota (12%) diferente do cadastro do produto (7%)." }]);
  });

  it("warns when the line's NCM is not the product's, and not when the product has none", () => {
    const withNcm = new Map([product(1, "UN"), product(2, "KG")].map((p) => [p.id, p.id === 1 ? { ...p, ncm: "10063021" } : p]));
    const same = noteLine(1, { gtin: "7891000000017", ncm: "10063021" });
    const other = noteLine(2, { gtin: "7891000000017", ncm: "19023000" });
    const unknown = noteLine(3, { gtin: "7891000000024", ncm: "19023000" });
    const { problems } = matchNote(noteDocument(1, [same, other, unknown]), data({ products: withNcm }));
    expect(problems).toEqual([{ code: "ncm", level: "warn", line: 2, message: "Item 2: NCM da nota (19023000) diferente do cadastro do produto (10063021)." }]);
  });

  it("warns on another key with the same supplier, series and number, and tells a new supplier", () => {
    const document = noteDocument(77, [noteLine(1, { gtin: "7891000000017" })]);
    const { problems } = matchNote(document, data({ sameNumberKey: "OUTRA", newSupplier: true }));
    expect(problems.map((problem) => [problem.code, problem.level])).toEqual([
      ["new_supplier", "info"],
      ["same_number", "warn"],
    ]);
    expect(matchNote(document, data({ sameNumberKey: document.accessKey })).problems).toEqual([]);
  });

  it("checks lines against an order of the supplier only, with the orders' 5 % / 10 % badges", () => {
    const lines = [noteLine(1, { gtin: "7891000000017", quantity: 10, lineCost: 52.5, icmsCredit: 3.68 }), noteLine(2, { gtin: "7891000000031", unit: "L", taxUnit: "L", quantity: 1, lineCost: 3, icmsCredit: 0.21 })];
    const order = { id: 5, supplierId: 9, items: [{ productId: 1, product: "PRODUTO 1", quantity: 10, unitCost: 5 }, { productId: 2, product: "PRODUTO 2", quantity: 3, unitCost: 9 }] };
    const matching = matchNote(noteDocument(1, lines), data({ order }));
    expect(matching.lines[0]?.divergence).toEqual({ kind: "cost", order_quantity: 10, order_unit_cost: 5, cost_variation: 5, badge: "amber" });
    expect(matching.lines[1]?.divergence).toEqual({ kind: "missing" });
    expect(matching.missingOrderItems).toEqual([{ productId: 2, product: "PRODUTO 2", quantity: 3, unitCost: 9 }]);
    const ofAnother = matchNote(noteDocument(1, lines), data({ order: { ...order, supplierId: 8 } }));
    expect(ofAnother.lines[0]?.divergence).toBeUndefined();
  });
});

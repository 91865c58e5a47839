import { describe, expect, it } from "vitest";
import { productWire } from "../../functions/lib/entities/products";
import { camelCased, snakeCased } from "../../functions/lib/entities/support/case";
import { purchaseOrderWire } from "../../functions/purchasing/storage/purchase-orders";

describe("the one mapping between the wire's snake_case and the stored camelCase", () => {
  it("renames the keys of records inside records and lists, leaving values and undefined fields out", () => {
    expect(camelCased({ supplier_id: 7, access_key: undefined, items: [{ entry_unit_cost: 1.5, icms_credit: undefined }], a_class_2: "x" })).toEqual({
      supplierId: 7,
      items: [{ entryUnitCost: 1.5 }],
      aClass2: "x",
    });
    expect(Object.keys(camelCased({ a: undefined, b: null }))).toEqual(["b"]);
  });

  it("sends only the named fields of a stored record, in snake_case", () => {
    const order = { id: 3, priceQuoteId: 0, deliverDate: "2026-11-02", tenantSecret: "not sent", items: [{ unitCost: 2 }] };
    expect(snakeCased(order, ["id", "priceQuoteId", "deliverDate", "items"])).toEqual({ id: 3, price_quote_id: 0, deliver_date: "2026-11-02", items: [{ unit_cost: 2 }] });
  });

  it("reads an ERP product as the stored product, its description in capitals", () => {
    const product = productWire.parse({
      id: 990001, barcode: "7890000990001", description: "arroz tipo 1 5kg", group_id: 12, unit: "UN", cost: 10.1234, price: 15,
      icms_out_rate: 18, icms_in_rate: 12, stock: 40, active: true,
    });
    expect(product).toEqual({
      id: 990001, barcode: "7890000990001", description: "ARROZ TIPO 1 5KG", groupId: 12, unit: "UN", cost: 10.1234, price: 15,
      icmsOutRate: 18, icmsInRate: 12, stock: 40, active: true,
    });
  });

  it("reads an ERP order without a quote as quote 0, its items' missing unit and total left out", () => {
    const order = purchaseOrderWire.parse({
      id: 5, date: "2026-11-01", supplier_id: 2, deliver_date: "2026-11-03", status: "open",
      items: [{ id: 51, product_id: 10, quantity: 2, unit_cost: 3.5 }],
    });
    expect(order).toEqual({
      id: 5, date: "2026-11-01", priceQuoteId: 0, supplierId: 2, deliverDate: "2026-11-03", status: "open",
      items: [{ id: 51, productId: 10, quantity: 2, unitCost: 3.5 }],
    });
  });
});

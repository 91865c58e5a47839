import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, tableName } from "../../functions/lib/db";
import { upsertGroups } from "../../functions/lib/entities/groups";
import { type Product, upsertProducts } from "../../functions/lib/entities/products";
import { writeWithStockMovements } from "../../functions/lib/entities/stock-movements";
import { stockedProducts } from "../../functions/lib/entities/stocked-products";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { sourceKeys } from "../../functions/lib/keys";
import { useTestTable } from "../support/table";

useTestTable();

const TENANT = "estoque";

function product(id: number, stock: number): Product {
  return {
    id,
    barcode: `789${id}`,
    description: `PRODUTO ${id}`,
    groupId: 1,
    unit: "UN",
    cost: 2,
    price: 3,
    icmsOutRate: 18,
    icmsInRate: 12,
    stock,
    active: true,
  };
}

const ids = async () => (await stockedProducts(TENANT)).map((row) => row.id);

/** The commands that read the products' items (the list's slow path). */
function productReads(send: { mock: { calls: unknown[][] } }): number {
  const partition = sourceKeys.productsPartition(TENANT);
  return send.mock.calls.filter(([command]) => JSON.stringify((command as { input?: unknown }).input).includes(partition)).length;
}

beforeAll(async () => {
  await upsertGroups(TENANT, [{ id: 1, name: "MERCEARIA" }]);
  await upsertProducts(TENANT, [product(3, 5), product(1, 2.5), product(2, 0), product(4, -1)]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the products with stock", () => {
  it("lists those with a stock other than zero, by id, with what the missing products show", async () => {
    expect(await stockedProducts(TENANT)).toEqual([
      { id: 1, barcode: "7891", description: "PRODUTO 1", unit: "UN", stock: 2.5 },
      { id: 3, barcode: "7893", description: "PRODUTO 3", unit: "UN", stock: 5 },
      { id: 4, barcode: "7894", description: "PRODUTO 4", unit: "UN", stock: -1 },
    ]);
  });

  it("a fresh container reads the list stored for the same stock, not the products", async () => {
    await ids();
    forgetEverythingKept();
    const send = vi.spyOn(db(), "send");
    expect(await ids()).toEqual([1, 3, 4]);
    expect(productReads(send)).toBe(0);
  });

  it("is current after the ERP writes a product's stock, warm or fresh", async () => {
    await ids();
    await upsertProducts(TENANT, [product(2, 7)]);
    expect(await ids()).toEqual([1, 2, 3, 4]);
    forgetEverythingKept();
    expect(await ids()).toEqual([1, 2, 3, 4]);
  });

  it("is current after the back office moves stock (the movement's number signs it)", async () => {
    await ids();
    await writeWithStockMovements(
      TENANT,
      [
        {
          Update: {
            TableName: tableName(),
            Key: sourceKeys.product(TENANT, 3),
            UpdateExpression: "ADD stock :change",
            ExpressionAttributeValues: { ":change": -5 },
          },
        },
      ],
      [{ productId: 3, quantity: -5, reason: "loss", operationId: 1, date: "2026-11-24" }],
    );
    expect(await ids()).toEqual([1, 2, 4]);
    forgetEverythingKept();
    expect(await ids()).toEqual([1, 2, 4]);
  });
});

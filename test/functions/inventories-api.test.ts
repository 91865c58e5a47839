import { beforeAll, describe, expect, it } from "vitest";
import type { InventoryProductRow, InventoryRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import { useTestTable } from "../support/table";
import {
  adminCall,
  barcodeOf,
  counts,
  createInventory,
  floorCount,
  refusal,
  sendCounts,
  setUpInventoryStore,
  type StoreAccess,
  TODAY,
  YEAR,
} from "./inventories-fixtures";

/**
 * The inventories API through its Lambda handler, on DynamoDB Local: a worked inventory from counts (the
 * integration's and a floor count) through fix, close, remove, zero and confirm of missing products to
 * finalize, with every inventory product and the frozen totals to the unit and the cent.
 */

useTestTable();

let store: StoreAccess;
let inventory: InventoryRow;

beforeAll(async () => {
  store = await setUpInventoryStore();
  inventory = await createInventory(store);
});

const inventoryProducts = async () =>
  (await adminCall<InventoryProductRow[]>(store, "GET", `/api/inventory_products?inventory_id=${inventory.id}`)).body.data ?? [];
const missing = async () => (await adminCall<MissingProductRow[]>(store, "GET", `/api/inventories/${inventory.id}/missing_products`)).body.data ?? [];
const inventoryNow = async () => (await adminCall<InventoryRow>(store, "GET", `/api/inventories/${inventory.id}`)).body.data;

describe("a new inventory", () => {
  it("opens in counting over its period, with zero totals and nothing processed", () => {
    expect(inventory).toEqual({
      id: inventory.id,
      year: YEAR,
      period: "fourth",
      period_start: `${YEAR}-10-01`,
      period_end: `${YEAR}-12-31`,
      status: "counting",
      products: 0,
      divergent_products: 0,
      positive_products: 0,
      zeroed_products: 0,
      negative_products: 0,
      actual_value: 0,
      fixed_value: 0,
      processing: null,
    });
  });

  it("lists every product with stock as missing, and none with zero stock", async () => {
    expect((await missing()).map((row) => [row.product_id, row.quantity])).toEqual([
      [10, 100],
      [20, 12.5],
      [30, 500],
      [40, -3],
      [60, 8],
      [70, 5],
    ]);
    expect((await missing())[0]).toEqual({ product_id: 10, barcode: barcodeOf(10), product: "LEITE UHT INTEGRAL 1L", notable: false, quantity: 100, unit: "L" });
  });
});

describe("counts from the integration and from the floor", () => {
  let floor: StockTakingRow | undefined;

  it("registers the integration's counts open, with the product's stock when counted", async () => {
    await sendCounts(store, [
      { id: 88001, product_id: 10, quantity: 60 },
      { id: 88002, product_id: 20, quantity: 13 },
      { id: 88003, product_id: 30, quantity: 480 },
    ]);
    expect(await counts(store, inventory.id, "open")).toEqual([
      expect.objectContaining({ id: 88001, product_id: 10, quantity: 60, current_stock: 100, status: "open", take_date: TODAY, unit: "L", group_name: "MERCEARIA" }),
      expect.objectContaining({ id: 88002, product_id: 20, quantity: 13, current_stock: 12.5, status: "open" }),
      expect.objectContaining({ id: 88003, product_id: 30, quantity: 480, current_stock: 500, status: "open" }),
    ]);
  });

  it("registers a floor count by barcode, dated today in São Paulo, for the same product", async () => {
    const answer = await floorCount(store, { barcode: barcodeOf(10), quantity: 37.5 });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual({ type: "success", msg: "Contagem registrada com sucesso!" });
    floor = answer.body.data;
    expect(floor).toEqual({
      id: expect.any(Number),
      take_date: TODAY,
      inventory_id: inventory.id,
      barcode: barcodeOf(10),
      group_id: 1,
      group_name: "MERCEARIA",
      product_id: 10,
      product: "LEITE UHT INTEGRAL 1L",
      notable: false,
      quantity: 37.5,
      unit: "L",
      current_stock: 100,
      status: "open",
      version: 0,
    });
    expect(floor?.id).toBeGreaterThanOrEqual(1_000_000_000);
  });

  it("fixes an open count (Contagem Atual) and removes another", async () => {
    const fixed = await adminCall<StockTakingRow>(store, "POST", "/api/stock_taking/88002/fix", { stock: 12.35 });
    expect(fixed.body.data).toMatchObject({ id: 88002, quantity: 12.35, status: "open" });
    expect(fixed.body.message?.msg).toBe("Contagem corrigida com sucesso!");
    const removed = await adminCall(store, "DELETE", "/api/stock_taking/88003");
    expect(removed.body).toEqual({ success: true, data: true, message: { type: "success", msg: "Contagem removida com sucesso!" } });
    expect((await counts(store, inventory.id)).map((count) => count.id)).toEqual([88001, 88002, floor?.id]);
  });

  it("closes the integration's count and the floor count of the milk into one inventory product", async () => {
    const closed = await adminCall<number[]>(store, "POST", "/api/stock_taking/close_all", { ids: [88001, floor?.id] });
    expect(closed.body).toEqual({ success: true, data: [88001, floor?.id], message: { type: "success", msg: "2 contagens fechadas com sucesso!" } });
    const one = await adminCall<StockTakingRow>(store, "POST", "/api/stock_taking/88002/close");
    expect(one.body.data).toMatchObject({ id: 88002, status: "closed" });
    expect(await inventoryProducts()).toEqual([
      {
        id: expect.any(Number),
        inventory_id: inventory.id,
        stock_taking_id: floor?.id,
        product_id: 10,
        product: "LEITE UHT INTEGRAL 1L",
        group_id: 1,
        group_name: "MERCEARIA",
        barcode: barcodeOf(10),
        notable: false,
        actual_quantity: 100,
        fixed_quantity: 97.5,
        unit: "L",
        unit_cost: 4.2,
        actual_cost: 420,
        fixed_cost: 409.5,
        difference_quantity: -2.5,
        difference_cost: -10.5,
      },
      expect.objectContaining({
        product_id: 20,
        stock_taking_id: 88002,
        actual_quantity: 12.5,
        fixed_quantity: 12.35,
        unit_cost: 38.99,
        actual_cost: 487.38,
        fixed_cost: 481.53,
        difference_quantity: -0.15,
        difference_cost: -5.85,
      }),
    ]);
    expect((await counts(store, inventory.id, "closed")).map((count) => count.id)).toEqual([88001, 88002, floor?.id]);
    expect(await counts(store, inventory.id, "open")).toEqual([]);
  });
});

describe("missing products", () => {
  it("no longer lists the counted products; the removed count's product is still missing", async () => {
    expect((await missing()).map((row) => row.product_id)).toEqual([30, 40, 60, 70]);
  });

  it("refuses to confirm a negative quantity, storing nothing", async () => {
    const answer = await adminCall(store, "POST", `/api/inventories/${inventory.id}/confirm_product_quantity`, { product_id: 40 });
    expect(refusal(answer)).toEqual({
      status: 409,
      msg: "Não é possível confirmar a quantidade negativa do produto #40 (-3): zere o produto ou registre a contagem.",
    });
    const all = await adminCall(store, "POST", `/api/inventories/${inventory.id}/confirm_all_products_quantity`, { product_ids: [60, 40] });
    expect(all.status).toBe(409);
    expect((await missing()).map((row) => row.product_id)).toEqual([30, 40, 60, 70]);
  });

  it("confirms a product's stock and zeroes another, each with a closed count of today", async () => {
    const confirmed = await adminCall<StockTakingRow>(store, "POST", `/api/inventories/${inventory.id}/confirm_product_quantity`, { product_id: 60 });
    expect(confirmed.body.data).toMatchObject({ product_id: 60, quantity: 8, current_stock: 8, status: "closed", take_date: TODAY });
    expect(confirmed.body.message?.msg).toBe("Quantidade do produto confirmada com sucesso!");
    const zeroed = await adminCall<StockTakingRow>(store, "POST", "/api/stock_taking/zero_product", { inventory_id: inventory.id, product_id: 70 });
    expect(zeroed.body.data).toMatchObject({ product_id: 70, quantity: 0, current_stock: 5, status: "closed" });
    expect(zeroed.body.message?.msg).toBe("Produto zerado com sucesso!");
    const again = await adminCall(store, "POST", "/api/stock_taking/zero_product", { inventory_id: inventory.id, product_id: 70 });
    expect(refusal(again)).toEqual({ status: 409, msg: "O produto #70 já está no inventário: ele não é um produto faltante." });
  });

  it("zeroes the rest in bulk, the negative one included", async () => {
    const answer = await adminCall<number[]>(store, "POST", "/api/stock_taking/zero_all_products", { inventory_id: inventory.id, product_ids: [30, 40] });
    expect(answer.body.message?.msg).toBe("2 produtos zerados com sucesso!");
    expect(answer.body.data).toHaveLength(2);
    expect(await missing()).toEqual([]);
  });
});

describe("the totals", () => {
  const expected = {
    products: 6,
    divergent_products: 5,
    positive_products: 3,
    zeroed_products: 3,
    negative_products: 1,
    // 420,00 + 487,38 + 950,00 - 7,50 + 26,67 + 37,50; 409,50 + 481,53 + 26,67.
    actual_value: 1914.05,
    fixed_value: 917.7,
  };

  it("are live while counting, the sum of the inventory products to the cent", async () => {
    const rows = await inventoryProducts();
    expect(rows.map((row) => [row.product_id, row.actual_quantity, row.fixed_quantity, row.actual_cost, row.fixed_cost])).toEqual([
      [10, 100, 97.5, 420, 409.5],
      [20, 12.5, 12.35, 487.38, 481.53],
      [30, 500, 0, 950, 0],
      [40, -3, 0, -7.5, 0],
      [60, 8, 8, 26.67, 26.67],
      [70, 5, 0, 37.5, 0],
    ]);
    expect(await inventoryNow()).toMatchObject({ status: "counting", ...expected });
    const list = await adminCall<InventoryRow[]>(store, "GET", "/api/inventories");
    expect(list.body.data).toEqual([expect.objectContaining({ id: inventory.id, ...expected })]);
  });

  it("are frozen by finalize", async () => {
    const answer = await adminCall<InventoryRow>(store, "POST", `/api/inventories/${inventory.id}/finalize`);
    expect(answer.status).toBe(200);
    expect(answer.body.message?.msg).toBe("Inventário finalizado com sucesso!");
    expect(answer.body.data).toMatchObject({ status: "finalized", ...expected });
    expect(await inventoryNow()).toMatchObject({ status: "finalized", ...expected });
    // A finalized inventory's lists still read; its counts are all closed.
    expect((await counts(store, inventory.id)).every((count) => count.status === "closed")).toBe(true);
    expect(await inventoryProducts()).toHaveLength(6);
  });

  it("lets the next inventory open once this one is finalized", async () => {
    const next = await createInventory(store, "annual");
    expect(next).toMatchObject({ status: "counting", period: "annual", products: 0 });
  });
});

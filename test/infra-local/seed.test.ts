import { readCompanyCnpj } from "../../functions/lib/entities/company";
import { isValidCnpj } from "../../shared/check-digits";
import { DEMO_CNPJ } from "../../infra/local/demo-tenant";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../functions/lib/entities/catalog";
import { listEntryItemsOfProduct } from "../../functions/lib/entities/entries";
import { listInventories } from "../../functions/inventories/storage/inventories";
import { listInventoryProducts } from "../../functions/inventories/storage/inventory-products";
import { listNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { listQuoteParticipants } from "../../functions/purchasing/storage/price-quotes";
import { listProducts } from "../../functions/lib/entities/products";
import { listOrderItems, listOrders } from "../../functions/purchasing/storage/purchase-orders";
import { readSaleLinesOfDay } from "../../functions/lib/entities/sale-lines";
import { listStockTakings } from "../../functions/inventories/storage/stock-takings";
import { listUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { listWriteOffs } from "../../functions/use_and_loss/storage/write-offs";
import { money } from "../../functions/lib/entities/support/numbers";
import { isValidEan13 } from "../../infra/local/demo-store/barcodes";
import { generateCatalog } from "../../infra/local/demo-store/catalog";
import { addDays, weekday } from "../../infra/local/demo-store/dates";
import { generateDemoStore } from "../../infra/local/demo-store/generate";
import { saleLinesOfDay } from "../../infra/local/demo-store/sales";
import { SCALES } from "../../infra/local/demo-store/scales";
import { DEMO_TENANT_ID } from "../../infra/local/demo-tenant";
import { isSeeded } from "../../infra/local/seed";
import { useSeededDemoStore } from "../support/demo-store";
import { useTestTable } from "../support/table";

useTestTable();

describe("demo store generator", () => {
  it("makes the same store from the same seed and another from another seed", () => {
    const a = generateDemoStore({ scale: "small", seed: 7, today: "2026-11-21" });
    const b = generateDemoStore({ scale: "small", seed: 7, today: "2026-11-21" });
    const c = generateDemoStore({ scale: "small", seed: 8, today: "2026-11-21" });
    expect(a.catalog.products.slice(0, 20)).toEqual(b.catalog.products.slice(0, 20));
    expect(a.orders).toEqual(b.orders);
    expect(saleLinesOfDay(a.sales, "2026-11-20")).toEqual(saleLinesOfDay(b.sales, "2026-11-20"));
    expect(c.catalog.products.slice(0, 20)).not.toEqual(a.catalog.products.slice(0, 20));
  });

  it("names products in pt-BR with valid 789 EAN-13 barcodes, unique at both scales", () => {
    for (const scale of [SCALES.small, SCALES.large]) {
      const { groups, products } = generateCatalog(1, scale);
      expect(groups).toHaveLength(scale.groups);
      expect(products).toHaveLength(scale.products);
      expect(products.every((product) => isValidEan13(product.barcode) && product.barcode.startsWith("789"))).toBe(true);
      expect(new Set(products.map((product) => product.barcode)).size).toBe(products.length);
      expect(new Set(products.map((product) => product.description)).size).toBe(products.length);
      expect(new Set(products.map((product) => product.unit))).toEqual(new Set(["UN", "KG", "CX", "PCT", "L"]));
      expect(new Set(products.map((product) => product.icmsOutRate))).toEqual(new Set([7, 12, 17, 18, 25]));
    }
    expect(isValidEan13("7891000315507")).toBe(true);
    expect(isValidEan13("7891000315508")).toBe(false);
  });

  it("sells more on weekends and ends the sales yesterday", () => {
    const store = generateDemoStore({ scale: "small", seed: 3, today: "2026-11-21" });
    expect(store.to).toBe("2026-11-20");
    const perWeekday = Array.from({ length: 7 }, () => [] as number[]);
    for (let date = store.from; date <= store.to; date = addDays(date, 1)) {
      perWeekday[weekday(date)]?.push(saleLinesOfDay(store.sales, date).length);
    }
    const mean = (values: number[] = []) => values.reduce((sum, n) => sum + n, 0) / values.length;
    expect(mean(perWeekday[6])).toBeGreaterThan(mean(perWeekday[1]) * 1.5);
    const line = saleLinesOfDay(store.sales, "2026-11-20")[0];
    expect(line?.id).toMatch(/^pdv\d+-20261120\d{4}-\d+$/);
  });
});

describe("the small demo store, seeded", () => {
  // seedDemo({ scale: "small" })'s output: seeded once in the run as the model company (by this file or another
  // one), and copied here as the demo company.
  beforeAll(async () => {
    await useSeededDemoStore();
  });

  it("marks the tenant seeded", async () => {
    expect(await isSeeded()).toBe(true);
  });

  it("has the company's CNPJ, with valid check digits, that its NF-e files name as recipient", async () => {
    const cnpj = await readCompanyCnpj(DEMO_TENANT_ID);
    expect(cnpj).toBe(DEMO_CNPJ);
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it("stores the catalog with products sold at a loss and at thin margins", async () => {
    const products = await listProducts(DEMO_TENANT_ID);
    expect(products).toHaveLength(SCALES.small.products);
    expect(products.some((product) => product.price < product.cost)).toBe(true);
    expect((await readCatalog(DEMO_TENANT_ID)).entries).toHaveLength(SCALES.small.products);
    expect(await listNotableProducts(DEMO_TENANT_ID)).toHaveLength(SCALES.small.notableProducts);
  });

  it("has orders open and closed, from quotes and not, whose items sum to the order totals", async () => {
    const orders = await listOrders(DEMO_TENANT_ID);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(["open", "closed"]));
    expect(orders.some((order) => order.priceQuoteId > 0)).toBe(true);
    expect(orders.some((order) => order.priceQuoteId === 0)).toBe(true);
    for (const order of orders) {
      const items = await listOrderItems(DEMO_TENANT_ID, order.id);
      expect(items).toHaveLength(order.items);
      expect(money(items.reduce((sum, item) => sum + item.totalCost, 0))).toBe(order.totalCost);
    }
    const fromQuote = orders.find((order) => order.priceQuoteId > 0);
    const [item] = fromQuote ? await listOrderItems(DEMO_TENANT_ID, fromQuote.id) : [];
    const participants = fromQuote && item ? await listQuoteParticipants(DEMO_TENANT_ID, fromQuote.priceQuoteId, item.productId) : [];
    expect(participants.length).toBeGreaterThanOrEqual(1);
    expect(participants.some((p) => p.supplierId === fromQuote?.supplierId && p.unitCost === item?.unitCost)).toBe(true);
  });

  it("has use and loss operations in every status, closed ones written off against entry items", async () => {
    const operations = await listUseAndLoss(DEMO_TENANT_ID);
    expect(new Set(operations.map((op) => op.status))).toEqual(new Set(["open", "closed", "applied"]));
    expect(new Set(operations.map((op) => op.operation))).toEqual(new Set(["use", "loss"]));
    const closed = operations.find((op) => op.status === "closed");
    if (!closed) throw new Error("sem operação baixada");
    const writeOffs = await listWriteOffs(DEMO_TENANT_ID, closed.id);
    expect(money(writeOffs.reduce((sum, w) => sum + w.quantity, 0))).toBe(closed.quantity);
    const entryItems = await listEntryItemsOfProduct(DEMO_TENANT_ID, closed.productId);
    expect(entryItems.every((item) => item.allocated <= item.quantity)).toBe(true);
    expect(entryItems.some((item) => item.allocated > 0)).toBe(true);
  });

  it("has an inventory in counting with open and closed counts, and past ones with applied counts", async () => {
    const inventories = await listInventories(DEMO_TENANT_ID);
    expect(inventories.map((inventory) => inventory.status).sort()).toEqual(["counting", "finalized", "processed"]);
    const counting = inventories.find((inventory) => inventory.status === "counting");
    const processed = inventories.find((inventory) => inventory.status === "processed");
    if (!counting || !processed) throw new Error("sem inventários");
    const counts = await listStockTakings(DEMO_TENANT_ID, counting.id);
    expect(new Set(counts.map((count) => count.status))).toEqual(new Set(["open", "closed"]));
    expect((await listStockTakings(DEMO_TENANT_ID, processed.id, "applied")).length).toBeGreaterThan(0);
    const rows = await listInventoryProducts(DEMO_TENANT_ID, counting.id);
    const closedProducts = new Set(counts.filter((count) => count.status === "closed").map((count) => count.productId));
    expect(new Set(rows.map((row) => row.productId))).toEqual(closedProducts);
    const processedRows = await listInventoryProducts(DEMO_TENANT_ID, processed.id);
    expect(processed.products).toBe(processedRows.length);
    expect(processed.fixedValue).toBe(money(processedRows.reduce((sum, row) => sum + row.fixedCost, 0)));
  });

  it("has sale lines for every day up to yesterday", async () => {
    const store = generateDemoStore({ scale: "small" });
    const lines = await readSaleLinesOfDay(DEMO_TENANT_ID, store.to);
    expect(lines.length).toBe(saleLinesOfDay(store.sales, store.to).length);
    expect((await readSaleLinesOfDay(DEMO_TENANT_ID, store.from)).length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from "vitest";
import { activeProductIdByBarcode, activeProductIdsByBarcode, readCatalog } from "../../functions/lib/entities/catalog";
import { listGroups, upsertGroups } from "../../functions/lib/entities/groups";
import { getProducts, listProducts, type Product, upsertProducts } from "../../functions/lib/entities/products";
import {
  clearDirtyDay,
  listDirtyDays,
  readSaleLinesOfDay,
  type SaleLine,
  upsertSaleLines,
} from "../../functions/lib/entities/sale-lines";
import { bucketOf } from "../../functions/lib/entities/support/bucket-map";
import { queryAll } from "../../functions/lib/entities/support/dynamo";
import { sourceKeys } from "../../functions/lib/keys";
import { listTenants } from "../../functions/lib/entities/tenants";
import { provisionTenant } from "../../functions/session/tenant";
import { useTestTable } from "../support/table";

useTestTable();

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    barcode: `789${String(id).padStart(10, "0")}`,
    description: `PRODUTO ${id}`,
    groupId: 1,
    unit: "UN",
    cost: 10,
    price: 15,
    icmsOutRate: 18,
    icmsInRate: 12,
    stock: 5,
    active: true,
    ...overrides,
  };
}

function line(id: string, date: string, overrides: Partial<SaleLine> = {}): SaleLine {
  return { id, date, productId: 1, quantity: 2, unitPrice: 15, total: 30, unitCost: 10, icmsOutRate: 18, icmsInRate: 12, ...overrides };
}

describe("products and groups", () => {
  it("stores products rounded, lists them all and keeps the catalog current", async () => {
    const many = Array.from({ length: 300 }, (_, i) => product(i + 1));
    await upsertProducts("cat", many);
    await upsertProducts("cat", [product(7, { cost: 1.23456, price: 2.345, stock: 1.00049, description: "NOVO NOME" })]);
    const listed = await listProducts("cat");
    expect(listed).toHaveLength(300);
    // Every page of a Query comes back (pages forced small here).
    const paged = await queryAll({
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": sourceKeys.productsPartition("cat") },
      Limit: 7,
    });
    expect(paged).toHaveLength(300);
    const seven = (await getProducts("cat", [7])).get(7);
    expect(seven).toMatchObject({ cost: 1.2346, price: 2.35, stock: 1, description: "NOVO NOME" });
    const catalog = await readCatalog("cat");
    expect(catalog.entries).toHaveLength(300);
    expect(catalog.entries.find((entry) => entry.id === 7)).toEqual({ id: 7, barcode: "7890000000007", description: "NOVO NOME", active: true, unit: "UN" });
    const version = catalog.version;
    await upsertProducts("cat", [product(7, { cost: 9, price: 2.345, description: "NOVO NOME" })]);
    expect((await readCatalog("cat")).version).toBe(version);
  });

  it("answers every active product of a shared barcode, lowest first; a scan takes the lowest", async () => {
    const shared = "7891234567895";
    await upsertProducts("gtin", [product(9, { barcode: shared }), product(3, { barcode: shared }), product(5, { barcode: shared, active: false }), product(4)]);
    const found = await activeProductIdsByBarcode("gtin", [shared, "7890000000004", "7890000000005"]);
    expect([...found]).toEqual([
      [shared, [3, 9]],
      ["7890000000004", [4]],
    ]);
    expect(await activeProductIdByBarcode("gtin", shared)).toBe(3);
  });

  it("upserts groups by id", async () => {
    await upsertGroups("grp", [{ id: 1, name: "MERCEARIA" }, { id: 2, name: "BEBIDAS" }]);
    await upsertGroups("grp", [{ id: 2, name: "BEBIDAS E SUCOS" }]);
    expect(await listGroups("grp")).toEqual([{ id: 1, name: "MERCEARIA" }, { id: 2, name: "BEBIDAS E SUCOS" }]);
  });
});

describe("sale lines", () => {
  it("stores lines once by id, marks changed days dirty and clears them only when not re-marked", async () => {
    const lines = Array.from({ length: 500 }, (_, i) => line(`pdv1-${i}`, i % 2 ? "2026-01-02" : "2026-01-03", { quantity: i }));
    expect(await upsertSaleLines("sl", lines)).toEqual({ days: ["2026-01-02", "2026-01-03"] });
    expect(await upsertSaleLines("sl", lines)).toEqual({ days: [] });
    const day = await readSaleLinesOfDay("sl", "2026-01-02");
    expect(day).toHaveLength(250);
    expect(day.find((entry) => entry.id === "pdv1-1")).toEqual(line("pdv1-1", "2026-01-02", { quantity: 1 }));

    const dirty = await listDirtyDays("sl");
    expect(dirty.map((entry) => entry.date)).toEqual(["2026-01-02", "2026-01-03"]);
    const [first] = dirty;
    if (!first) throw new Error("sem dia");
    await upsertSaleLines("sl", [line("pdv1-1", "2026-01-02", { quantity: 7 })]);
    expect(await clearDirtyDay("sl", first.date, first.markedAt)).toBe(false);
    const again = (await listDirtyDays("sl")).find((entry) => entry.date === first.date);
    if (!again) throw new Error("sem dia");
    expect(await clearDirtyDay("sl", again.date, again.markedAt)).toBe(true);
    expect((await listDirtyDays("sl")).map((entry) => entry.date)).toEqual(["2026-01-03"]);
  });

  it("loses no line when many senders write the same day at once", async () => {
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 40 }, (_, i) => line(`c-${b}-${i}`, "2026-02-01", { total: b + i / 100 })),
    );
    await Promise.all(batches.map((batch) => upsertSaleLines("race", batch)));
    expect(await readSaleLinesOfDay("race", "2026-02-01")).toHaveLength(320);
  });

  it("spreads ids over buckets with a stable hash", () => {
    expect(bucketOf("pdv1-000123-1", 16)).toBe(bucketOf("pdv1-000123-1", 16));
    const used = new Set(Array.from({ length: 200 }, (_, i) => bucketOf(`pdv1-${i}`, 16)));
    expect(used.size).toBe(16);
  });
});

describe("tenants", () => {
  it("lists provisioned tenants", async () => {
    await provisionTenant({ tenantId: "loja-a", byname: "A", logo: "" });
    await provisionTenant({ tenantId: "loja-b", byname: "B", logo: "" });
    expect(await listTenants()).toEqual(expect.arrayContaining(["loja-a", "loja-b"]));
  });
});

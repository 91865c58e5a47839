import { beforeAll, describe, expect, it } from "vitest";
import { openCountingInventory } from "../../functions/inventories/open-counting";
import { getEntryItem, upsertEntries } from "../../functions/lib/entities/entries";
import { upsertGroups } from "../../functions/lib/entities/groups";
import { countingInventoryId } from "../../functions/inventories/storage/inventories";
import { getProduct, type Product, upsertProducts } from "../../functions/lib/entities/products";
import { entryWire } from "../../functions/lib/entities/entries";
import { describeIssue } from "../../functions/lib/entities/support/wire";
import { money, quantity, roundTo, unitCost } from "../../functions/lib/entities/support/numbers";
import { upsertSuppliers } from "../../functions/lib/entities/suppliers";
import { getUseAndLoss, upsertUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { listWriteOffs } from "../../functions/use_and_loss/storage/write-offs";
import { Conflict } from "../../functions/lib/errors";
import { applyUseAndLoss } from "../../functions/use_and_loss/apply";
import { allocateWriteOff } from "../../functions/use_and_loss/write-off";
import { useTestTable } from "../support/table";

useTestTable();

const T = "ops";

const product: Product = {
  id: 10,
  barcode: "7891000000106",
  description: "LEITE UHT INTEGRAL 1L",
  groupId: 1,
  unit: "L",
  cost: 4.2,
  price: 5.99,
  icmsOutRate: 7,
  icmsInRate: 7,
  stock: 100,
  active: true,
};

const entry = {
  id: 1,
  number: "000000101",
  date: "2026-10-01",
  supplierId: 1,
  items: [{ id: 11, productId: 10, entryQuantity: 2, entryUnit: "CX", entryUnitCost: 50.4, fraction: 12 }],
};

beforeAll(async () => {
  await upsertGroups(T, [{ id: 1, name: "LATICÍNIOS" }]);
  await upsertSuppliers(T, [{ id: 1, name: "LATICÍNIOS SERRANA LTDA", document: "" }]);
  await upsertProducts(T, [product]);
  await upsertEntries(T, [entry]);
});

describe("numbers and messages", () => {
  it("rounds half away from zero at the stored precisions", () => {
    expect(money(1.005)).toBe(1.01);
    expect(money(-1.005)).toBe(-1.01);
    expect(unitCost(4.20004999)).toBe(4.2);
    expect(quantity(0.1 + 0.2)).toBe(0.3);
    expect(roundTo(2.5, 0)).toBe(3);
  });

  it("names nested fields of a batch item", () => {
    const result = entryWire.safeParse({ ...entry, supplier_id: 1, items: [{ id: 1, product_id: 1, entry_quantity: 1, entry_unit: "CX", entry_unit_cost: -2, fraction: 1 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const [issue] = result.error.issues;
    if (!issue) throw new Error("sem erro");
    expect(describeIssue(2, issue)).toBe("Item 2: campo 'items[0].entry_unit_cost' deve ser um número de 0 a 100.000, com até 4 casas decimais.");
  });
});

describe("inventories", () => {
  it("keeps one inventory in counting when many are created at once", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => openCountingInventory(T, { year: 2026, period: "fourth" })),
    );
    const created = results.filter((result) => result.status === "fulfilled");
    expect(created).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toBeInstanceOf(Conflict);
        expect((result.reason as Error).message).toBe("Já existe um Inventário em Contagem!");
      }
    }
    const [first] = created;
    expect(await countingInventoryId(T)).toBe(first?.status === "fulfilled" ? first.value.id : -1);
  });
});

describe("write-offs", () => {
  it("never allocates more than an entry item has, even when write-offs race", async () => {
    await upsertUseAndLoss(
      T,
      Array.from({ length: 6 }, (_, i) => ({
        id: 100 + i,
        date: "2026-10-05",
        operation: "loss" as const,
        productId: 10,
        quantity: 6,
        location: "DEPÓSITO",
        userName: "ANA",
      })),
    );
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => allocateWriteOff(T, 100 + i, 11, 6)));
    const item = await getEntryItem(T, 11);
    expect(item?.quantity).toBe(24);
    const done = results.filter((result) => result.status === "fulfilled").length;
    expect(done).toBeGreaterThanOrEqual(1);
    expect(item?.allocated).toBe(done * 6);
    expect(item?.allocated).toBeLessThanOrEqual(24);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(Conflict);
    }
  });

  it("closes an operation when covered, refuses more than it needs and applies it out of stock", async () => {
    await upsertUseAndLoss(T, [{ id: 200, date: "2026-10-06", operation: "use", productId: 10, quantity: 1.5, location: "COZINHA", userName: "ANA" }]);
    // The race above may have taken everything: the entry is re-sent with more quantity, keeping its write-offs.
    await upsertEntries(T, [{ ...entry, items: [{ id: 11, productId: 10, entryQuantity: 4, entryUnit: "CX", entryUnitCost: 50.4, fraction: 12 }] }]);
    await expect(allocateWriteOff(T, 200, 11, 2)).rejects.toThrow("Quantidade acima do que falta baixar na operação (1,5).");
    await expect(applyUseAndLoss(T, 200)).rejects.toThrow("Só é possível aplicar operações baixadas.");
    expect((await allocateWriteOff(T, 200, 11, 0.5)).status).toBe("open");
    expect((await allocateWriteOff(T, 200, 11, 1)).status).toBe("closed");
    expect((await listWriteOffs(T, 200)).map((w) => w.quantity)).toEqual([1.5]);
    await applyUseAndLoss(T, 200);
    expect(await getUseAndLoss(T, 200)).toMatchObject({ status: "applied", writtenOff: 1.5 });
    expect((await getProduct(T, 10))?.stock).toBe(98.5);

    // Re-sending leaves the applied one alone and stores the new one beside it.
    const resent = await upsertUseAndLoss(T, [
      { id: 200, date: "2026-10-06", operation: "use", productId: 10, quantity: 9, location: "COZINHA", userName: "ANA" },
      { id: 201, date: "2026-10-07", operation: "loss", productId: 10, quantity: 1, location: "GÔNDOLA", userName: "ANA" },
    ]);
    expect(resent).toEqual({ stored: 1 });
    expect(await getUseAndLoss(T, 200)).toMatchObject({ status: "applied", quantity: 1.5 });
    expect(await getUseAndLoss(T, 201)).toMatchObject({ status: "open", quantity: 1 });
  });

  it("keeps write-offs when an entry is re-sent and refuses to drop an item that has them", async () => {
    const before = await getEntryItem(T, 11);
    await upsertEntries(T, [{ ...entry, number: "000000101-A", items: [{ id: 11, productId: 10, entryQuantity: 4, entryUnit: "CX", entryUnitCost: 50.4, fraction: 12 }] }]);
    const after = await getEntryItem(T, 11);
    expect(after?.allocated).toBe(before?.allocated);
    expect(after?.entryNumber).toBe("000000101-A");
    await expect(
      upsertEntries(T, [{ ...entry, items: [{ id: 12, productId: 10, entryQuantity: 1, entryUnit: "CX", entryUnitCost: 50.4, fraction: 12 }] }]),
    ).rejects.toThrow("Entrada 1: o item 11 tem baixas fiscais e não pode ser removido.");
    await expect(
      upsertEntries(T, [{ ...entry, items: [{ id: 11, productId: 10, entryQuantity: 0.01, entryUnit: "CX", entryUnitCost: 50.4, fraction: 1 }] }]),
    ).rejects.toThrow("Entrada 1: o item 11 tem baixas fiscais acima da nova quantidade.");
    expect((await getEntryItem(T, 11))?.quantity).toBe(48);
  });
});

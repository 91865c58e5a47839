import { beforeAll, describe, expect, it } from "vitest";
import { countingInventory } from "../../functions/inventories/open-counting";
import {
  countingInventoryId,
  inventoryIdOfPeriod,
  listInventories,
  putCountingInventory,
  putPastInventory,
  reserveInventoryIds,
} from "../../functions/inventories/storage/inventories";
import { listInventoryProducts } from "../../functions/inventories/storage/inventory-products";
import { listStockTakings } from "../../functions/inventories/storage/stock-takings";
import type { InventoryRow, StockTakingRow } from "../../shared/contracts/inventories";
import { useTestTable } from "../support/table";
import { adminCall, floorCount, refusal, sendCounts, setUpInventoryStore, type StoreAccess, YEAR } from "./inventories-fixtures";

/**
 * The inventories' invariants under parallel requests, on DynamoDB Local: one inventory in counting per
 * tenant, a count closed once, parallel counts of one product all kept, an idempotency key registering once,
 * and finalize never leaving an open count behind in a finalized inventory.
 */

useTestTable();

let store: StoreAccess;

beforeAll(async () => {
  store = await setUpInventoryStore();
});

describe("creating inventories at the same time", () => {
  it("leaves one in counting; the others hear 'Já existe um Inventário em Contagem!'", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adminCall<InventoryRow>(store, "POST", "/api/inventories", { year: YEAR, period: "annual" })),
    );
    const created = answers.filter((answer) => answer.status === 200);
    expect(created).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map(refusal)).toEqual(
      Array.from({ length: 19 }, () => ({ status: 409, msg: "Já existe um Inventário em Contagem!" })),
    );
    const inventories = await listInventories(store.tenantId);
    expect(inventories.map((inventory) => [inventory.id, inventory.status])).toEqual([[created[0]?.body.data?.id, "counting"]]);
    expect(await countingInventoryId(store.tenantId)).toBe(created[0]?.body.data?.id);
  });
});

describe("storing inventories of one period at the same time", () => {
  it("stores exactly one of them, counting or past: the period's guard decides, not the counting one", async () => {
    // Past inventories do not take the counting guard, so only the period's guard can keep them apart.
    const tenantId = "periodos";
    const ids = await reserveInventoryIds(tenantId, 20);
    const createdAt = new Date().toISOString();
    const results = await Promise.allSettled(
      ids.map((id, index) => {
        const inventory = countingInventory(id, { year: 2025, period: "second", createdAt });
        return index % 2 === 0 ? putCountingInventory(tenantId, inventory) : putPastInventory(tenantId, { ...inventory, status: "finalized" });
      }),
    );
    const stored = await listInventories(tenantId);
    expect(stored).toHaveLength(1);
    expect(await inventoryIdOfPeriod(tenantId, 2025, "second")).toBe(stored[0]?.id);
    const storedByCalls = results.filter((result) => result.status === "fulfilled" && result.value === undefined);
    expect(storedByCalls).toHaveLength(1);
  });
});

describe("counts at the same time", () => {
  let inventoryId = 0;

  beforeAll(async () => {
    inventoryId = (await countingInventoryId(store.tenantId)) ?? 0;
  });

  it("of many fixes sent with the version read, writes exactly one; the others, and a close or removal of that version, hear 409", async () => {
    const STALE = "O registro foi alterado por outra pessoa. Recarregue a lista e tente novamente.";
    await sendCounts(store, [{ id: 70101, product_id: 70, quantity: 5 }]);
    const rowOf = async () =>
      ((await adminCall<StockTakingRow[]>(store, "GET", `/api/stock_taking?inventory_id=${inventoryId}`)).body.data ?? []).find((row) => row.id === 70101);
    const read = await rowOf();
    if (!read) throw new Error("contagem não listada");
    expect(read.version).toBe(0);
    const quantities = Array.from({ length: 20 }, (_, i) => 10 + i);
    const answers = await Promise.all(
      quantities.map((stock) => adminCall(store, "POST", "/api/stock_taking/70101/fix", { stock, version: read.version })),
    );
    const accepted = quantities.filter((_, i) => answers[i]?.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map(refusal)).toEqual(Array.from({ length: 19 }, () => ({ status: 409, msg: STALE })));
    expect(await rowOf()).toMatchObject({ quantity: accepted[0], status: "open", version: 1 });

    // A close or removal from the screen read before that fix is refused, and the fix stays.
    expect(refusal(await adminCall(store, "POST", "/api/stock_taking/70101/close", { version: read.version }))).toEqual({ status: 409, msg: STALE });
    expect(refusal(await adminCall(store, "DELETE", `/api/stock_taking/70101?version=${read.version}`))).toEqual({ status: 409, msg: STALE });
    expect(await rowOf()).toMatchObject({ quantity: accepted[0], status: "open", version: 1 });
    expect((await adminCall(store, "DELETE", "/api/stock_taking/70101?version=1")).status).toBe(200);
    expect(await rowOf()).toBeUndefined();
  });

  it("closes a count closed twice at once only once", async () => {
    await sendCounts(store, [{ id: 70001, product_id: 60, quantity: 7 }]);
    const answers = await Promise.all([1, 2].map(() => adminCall(store, "POST", "/api/stock_taking/70001/close")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.map(refusal).find((answer) => answer.status === 409)?.msg).toBe("Só é possível fechar contagens abertas: a contagem #70001 está Fechada.");
    const [row] = await listInventoryProducts(store.tenantId, inventoryId);
    expect(row).toMatchObject({ productId: 60, fixedQuantity: 7, stockTakingId: 70001 });
  });

  it("keeps every one of many parallel counts of one product, from the floor and the integration", async () => {
    const floor = Array.from({ length: 10 }, (_, i) => floorCount(store, { product_id: 10, quantity: i + 1 }));
    const integration = Array.from({ length: 5 }, (_, i) => sendCounts(store, [{ id: 71001 + i, product_id: 10, quantity: 100 + i }]));
    const answers = await Promise.all(floor);
    await Promise.all(integration);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const ofMilk = (await listStockTakings(store.tenantId, inventoryId)).filter((count) => count.productId === 10);
    expect(ofMilk).toHaveLength(15);
    expect(ofMilk.reduce((sum, count) => sum + count.quantity, 0)).toBe(55 + 510);
  });

  it("closes all of them together into one inventory product, the sum to the unit", async () => {
    const open = (await listStockTakings(store.tenantId, inventoryId, "open")).filter((count) => count.productId === 10);
    const halves = [open.slice(0, 7), open.slice(7)].map((part) =>
      adminCall(store, "POST", "/api/stock_taking/close_all", { ids: part.map((count) => count.id) }),
    );
    expect((await Promise.all(halves)).map((answer) => answer.status)).toEqual([200, 200]);
    const milk = (await listInventoryProducts(store.tenantId, inventoryId)).find((row) => row.productId === 10);
    expect(milk).toMatchObject({ fixedQuantity: 565, actualQuantity: 100 });
  });

  it("registers a floor count sent many times at once with one idempotency key once", async () => {
    const body = { product_id: 20, quantity: 3.5, idempotency_key: "leitor-02-8f3a9c" };
    const answers = await Promise.all(Array.from({ length: 8 }, () => floorCount(store, body)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data?.id)).size).toBe(1);
    const ofCheese = (await listStockTakings(store.tenantId, inventoryId)).filter((count) => count.productId === 20);
    expect(ofCheese).toHaveLength(1);
  });

  it("finalizes while counts arrive only if none was left open: a finalized inventory has no open count", async () => {
    await adminCall(store, "POST", "/api/stock_taking/close_all", {
      ids: (await listStockTakings(store.tenantId, inventoryId, "open")).map((count) => count.id),
    });
    const arriving = Array.from({ length: 6 }, (_, i) => floorCount(store, { product_id: 70, quantity: i }));
    const [finalize, ...counted] = await Promise.all([adminCall(store, "POST", `/api/inventories/${inventoryId}/finalize`), ...arriving]);
    const landed = counted.filter((answer) => answer.status === 200).length;
    const open = await listStockTakings(store.tenantId, inventoryId, "open");
    if (finalize?.status === 200) {
      expect(open).toEqual([]);
      // Refused before reading (no inventory in counting any more) or at the write (it stopped counting).
      const late = ["Não há Inventário em Contagem para registrar a contagem.", "Só é possível registrar contagens em um inventário Em Contagem: este está Finalizado."];
      for (const answer of counted.filter((answer) => answer.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(late).toContain(refusal(answer).msg);
      }
    } else {
      expect(finalize && refusal(finalize).msg).toMatch(/^Não é possível finalizar o inventário: há \d+ contagens? abertas?/);
      expect(open.length).toBe(landed);
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { SHEET_QUIET_MS } from "../../functions/inventories/lists";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { queryPartition } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import type { InventoryRow, StockTakingRow } from "../../shared/contracts/inventories";
import { sheetLastChangedAgo } from "../support/sheet-quiet";
import { useTestTable } from "../support/table";
import { adminCall, counts, createInventory, sendCounts, setUpInventoryStore, type StoreAccess } from "./inventories-fixtures";

/**
 * A counting inventory's lists are stored in the table for fresh containers only once the sheet has gone a
 * while without a count: while the store counts, each answer would be replaced before anyone read it.
 */

useTestTable();

let store: StoreAccess;
let inventory: InventoryRow;

beforeAll(async () => {
  store = await setUpInventoryStore();
  inventory = await createInventory(store);
  await sendCounts(store, [
    { id: 1, product_id: 10, quantity: 98 },
    { id: 2, product_id: 20, quantity: 12.5 },
    { id: 3, product_id: 30, quantity: 480 },
  ]);
});

/** The inventory's lists stored in the table (their heads and chunks), each with the version written. */
async function storedListVersions(): Promise<string[]> {
  const stored = await queryPartition(keys.derivationsPartition(store.tenantId));
  return stored.map((item) => `${String(item.sk)} ${String(item.version)}`).filter((row) => row.startsWith(`inventory#${inventory.id}#`));
}

/** The inventory's lists stored in the table (their heads and chunks). */
async function storedLists(): Promise<string[]> {
  return (await storedListVersions()).map((row) => row.split(" ")[0] ?? "");
}

const lastCountedAgo = (ms: number) => sheetLastChangedAgo(store.tenantId, inventory.id, ms);

const quantities = (rows: StockTakingRow[]) => rows.map((row) => [row.product_id, row.quantity]);

describe("a counting inventory's stored lists", () => {
  it("are kept in memory only while counts arrive, and stored once the sheet is quiet", async () => {
    const counting = await counts(store, inventory.id);
    expect(quantities(counting)).toEqual([
      [10, 98],
      [20, 12.5],
      [30, 480],
    ]);
    expect(await storedLists()).toEqual([]);

    // A fresh container while the sheet is still being counted builds the same rows and stores nothing.
    forgetEverythingKept();
    expect(await counts(store, inventory.id)).toEqual(counting);
    expect(await storedLists()).toEqual([]);

    await lastCountedAgo(SHEET_QUIET_MS + 1_000);
    forgetEverythingKept();
    expect(await counts(store, inventory.id)).toEqual(counting);
    const stored = await storedLists();
    expect(stored.some((sk) => sk.startsWith(`inventory#${inventory.id}#counts#all#`))).toBe(true);

    // The next fresh container is answered the stored rows.
    forgetEverythingKept();
    expect(await counts(store, inventory.id)).toEqual(counting);
    expect(await storedLists()).toEqual(stored);
  });

  it("show a new count at once, and store nothing for it while counting goes on", async () => {
    const before = await storedLists();
    await sendCounts(store, [{ id: 4, product_id: 60, quantity: 7 }]);
    forgetEverythingKept();
    expect(quantities(await counts(store, inventory.id))).toEqual([
      [10, 98],
      [20, 12.5],
      [30, 480],
      [60, 7],
    ]);
    expect(await storedLists()).toEqual(before);
  });

  it("are stored by a warm container that kept them while counting, on its first read once the sheet is quiet", async () => {
    const before = await storedLists();
    const kept = await counts(store, inventory.id);
    expect(await storedLists()).toEqual(before);

    await lastCountedAgo(SHEET_QUIET_MS + 1_000);
    expect(await counts(store, inventory.id)).toEqual(kept);
    const stored = await storedListVersions();
    expect(stored.length).toBeGreaterThan(before.length);

    // A fresh container is answered those rows as stored, writing nothing again.
    forgetEverythingKept();
    expect(await counts(store, inventory.id)).toEqual(kept);
    expect(await storedListVersions()).toEqual(stored);
  });

  it("leave the table with the inventory when it is removed", async () => {
    expect((await storedLists()).length).toBeGreaterThan(0);
    expect((await adminCall(store, "DELETE", `/api/inventories/${inventory.id}`)).status).toBe(200);
    expect(await storedLists()).toEqual([]);
  });
});

import { mulberry32 } from "../../infra/local/demo-store/random";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { getEntry, getEntryItems } from "../../functions/lib/entities/entries";
import { putRequest, writeAll } from "../../functions/lib/entities/support/dynamo";
import { sourceKeys } from "../../functions/lib/keys";
import type { ProductLastEntryRow } from "../../shared/contracts/purchasing";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";
import {
  cents,
  expectAcceptedOrRefused,
  integrationPost,
  pickIds,
  ROUNDS,
  setUpStore,
  TENANT,
  WRITERS,
} from "./concurrency-fixtures";

/**
 * Invariant: parallel replacements of one purchase entry's items leave exactly one of the item sets sent,
 * in the last entries the order screens show and in the stored entry, whose total is the sum of its items.
 */
useTestTable();

/** Runs before the replacement's conditional writes, to land a concurrent write exactly between check and write. */
const interleave = vi.hoisted(() => ({ beforeConditionalWrites: undefined as undefined | ((requests: unknown[]) => Promise<void>) }));
vi.mock("../../functions/lib/entities/support/dynamo", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../functions/lib/entities/support/dynamo")>();
  return {
    ...actual,
    putAllIf: async (requests: Parameters<typeof actual.putAllIf>[0]) => {
      await interleave.beforeConditionalWrites?.(requests);
      return actual.putAllIf(requests);
    },
  };
});

afterEach(() => {
  interleave.beforeConditionalWrites = undefined;
});

const ENTRY_ID = 5100;
const PRODUCTS = [1, 2, 3];
const ITEM_ID_BASE = 80_000;
/** More than a transaction holds (100). */
const LARGE_ENTRY = 120;
const FRACTIONS = [1, 6, 12];

interface SentItem {
  id: number;
  product_id: number;
  entry_quantity: number;
  entry_unit: string;
  entry_unit_cost: number;
  fraction: number;
}

let admin = "";

beforeAll(async () => {
  admin = await setUpStore(PRODUCTS.length);
});

function itemSets(round: number, random: () => number): SentItem[][] {
  return Array.from({ length: WRITERS }, (_, writer) => {
    const count = round % 5 === 0 && writer === 0 ? LARGE_ENTRY : 1 + Math.floor(random() * 10);
    return pickIds(random, count, LARGE_ENTRY + 30).map((n) => ({
      id: ITEM_ID_BASE + n,
      product_id: PRODUCTS[n % PRODUCTS.length] ?? 1,
      entry_quantity: 1 + Math.floor(random() * 20),
      entry_unit: "CX",
      entry_unit_cost: cents(1 + random() * 200),
      fraction: FRACTIONS[Math.floor(random() * FRACTIONS.length)] ?? 1,
    }));
  });
}

function entry(round: number, writer: number, items: SentItem[]) {
  return { id: ENTRY_ID, number: `${round}-${writer}`, date: "2026-11-18", supplier_id: 17, items };
}

const asSent = (items: { id: number; entry_quantity: number; entry_unit_cost: number; fraction?: number; entry_fraction?: number }[]) =>
  items.map((item) => ({
    id: item.id,
    entry_quantity: item.entry_quantity,
    entry_unit_cost: item.entry_unit_cost,
    fraction: item.fraction ?? item.entry_fraction,
  }));

/** The entry's items as the last entries dialog lists them, product by product. */
async function lastEntriesOfEntry(entryId = ENTRY_ID): Promise<ProductLastEntryRow[]> {
  const answers = await Promise.all(
    PRODUCTS.map((productId) =>
      callApi<ProductLastEntryRow[]>("GET", `/api/product_entries/item_last_entries?product_id=${productId}&entries_since=2026-01-01`, {
        cookie: admin,
      }),
    ),
  );
  return answers
    .flatMap((answer) => answer.body.data ?? [])
    .filter((row) => row.entry_id === entryId)
    .sort((a, b) => a.id - b.id);
}

describe("purchase entry items under parallel replacements", () => {
  it(`keep one whole item set and a total equal to its sum (${ROUNDS} rounds of ${WRITERS} writers)`, async () => {
    const random = mulberry32(5100);
    for (let round = 0; round < ROUNDS; round++) {
      const sets = itemSets(round, random);
      const answers = await Promise.all(sets.map((items, writer) => integrationPost("entries", [entry(round, writer, items)])));
      const acceptedBy = answers.map(expectAcceptedOrRefused);
      const accepted = sets.filter((_, writer) => acceptedBy[writer]);
      expect(accepted.length, `rodada ${round}`).toBeGreaterThan(0);

      const visible = await lastEntriesOfEntry();
      expect(accepted.map(asSent), `rodada ${round}`).toContainEqual(asSent(visible));

      const stored = await getEntry(TENANT, ENTRY_ID);
      expect([...(stored?.itemIds ?? [])].sort((a, b) => a - b), `rodada ${round}`).toEqual(visible.map((row) => row.id));
      const storedItems = [...(await getEntryItems(TENANT, stored?.itemIds ?? [])).values()];
      expect(stored?.totalCost, `rodada ${round}`).toBe(cents(storedItems.reduce((sum, item) => sum + item.totalCost, 0)));
    }
  }, 120_000);

  it("waits out a claim left by a writer that stopped, and deletes what that writer had written", async () => {
    const entryId = 5200;
    const kept = { id: 81_001, product_id: 1, entry_quantity: 2, entry_unit: "CX", entry_unit_cost: 10, fraction: 1 };
    expect((await integrationPost("entries", [{ ...entry(0, 0, [kept]), id: entryId }])).status).toBe(200);
    // A writer claimed the entry, wrote item 81002 and stopped before putting the header back.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sourceKeys.entry(TENANT, entryId),
        UpdateExpression: "SET claim = :claim, claimUntil = :until, pendingItemIds = :pending, version = version + :one",
        ExpressionAttributeValues: { ":claim": "parado", ":until": Date.now() + 1_000, ":pending": [81_001, 81_002], ":one": 1 },
      }),
    );
    await writeAll([
      putRequest({
        ...sourceKeys.entryItem(TENANT, 81_002),
        gsi1pk: sourceKeys.entryItemsOfProduct(TENANT, 2),
        gsi1sk: sourceKeys.entryItemByDate("2026-11-18", entryId, 81_002),
        id: 81_002,
        entryId,
        productId: 2,
        entryQuantity: 1,
        entryUnit: "CX",
        entryUnitCost: 5,
        fraction: 1,
        quantity: 1,
        allocated: 0,
      }),
    ]);
    expect((await lastEntriesOfEntry(entryId)).map((row) => row.id)).toEqual([81_001, 81_002]);

    const resent = await integrationPost("entries", [{ ...entry(1, 0, [{ ...kept, entry_quantity: 3 }]), id: entryId }]);
    expect(resent.status).toBe(200);
    expect(asSent(await lastEntriesOfEntry(entryId))).toEqual(asSent([{ ...kept, entry_quantity: 3 }]));
    expect(await getEntry(TENANT, entryId)).toMatchObject({ itemIds: [81_001], totalCost: 30 });
  });

  describe("a re-send while another call holds the entry", () => {
    /** Another call's claim on the entry's header, live for a minute; answers how to end it as that call would. */
    async function holdEntry(entryId: number): Promise<() => Promise<void>> {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: sourceKeys.entry(TENANT, entryId),
          UpdateExpression: "SET claim = :claim, claimUntil = :until, version = version + :one",
          ExpressionAttributeValues: { ":claim": "outra-chamada", ":until": Date.now() + 60_000, ":one": 1 },
        }),
      );
      return async () => {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: sourceKeys.entry(TENANT, entryId),
            UpdateExpression: "SET version = version + :one REMOVE claim, claimUntil",
            ExpressionAttributeValues: { ":one": 1 },
          }),
        );
      };
    }

    /**
     * The clock (Date only) moves only when the replacement tries its conditional writes: STEP_MS per try, so
     * the wait is measured in tries, whatever the machine's load.
     */
    const STEP_MS = 2_500;
    async function onSteppedClock<T>(run: (elapsed: () => number) => Promise<T>): Promise<T> {
      const start = Date.now();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(start);
      try {
        return await run(() => Date.now() - start);
      } finally {
        vi.useRealTimers();
      }
    }

    it("waits up to 10 s for it, then answers 409 and changes nothing", async () => {
      const entryId = 5400;
      const first = { id: 83_001, product_id: 1, entry_quantity: 2, entry_unit: "CX", entry_unit_cost: 10, fraction: 1 };
      expect((await integrationPost("entries", [{ ...entry(0, 0, [first]), id: entryId }])).status).toBe(200);
      await holdEntry(entryId);

      const { resent, waited } = await onSteppedClock(async (elapsed) => {
        interleave.beforeConditionalWrites = async () => {
          vi.setSystemTime(Date.now() + STEP_MS);
        };
        const resent = await integrationPost("entries", [{ ...entry(1, 0, [{ ...first, entry_quantity: 5 }]), id: entryId }]);
        return { resent, waited: elapsed() };
      });
      expect(resent.status).toBe(409);
      expect(resent.body.message?.msg).toBe(`Item 0: a entrada ${entryId} está sendo gravada por outra chamada. Envie-a de novo em instantes.`);
      // It gave up once 10 s had passed, and not before: one try more would have been 2.5 s later.
      expect(waited).toBeGreaterThanOrEqual(10_000);
      expect(waited).toBeLessThan(10_000 + 2 * STEP_MS);
      expect(asSent(await lastEntriesOfEntry(entryId))).toEqual(asSent([first]));
      expect(await getEntry(TENANT, entryId)).toMatchObject({ itemIds: [first.id], totalCost: 20 });
    });

    it("goes on once that call ends within the 10 s, and stores what it sent", async () => {
      const entryId = 5500;
      const first = { id: 84_001, product_id: 1, entry_quantity: 2, entry_unit: "CX", entry_unit_cost: 10, fraction: 1 };
      expect((await integrationPost("entries", [{ ...entry(0, 0, [first]), id: entryId }])).status).toBe(200);
      const endHold = await holdEntry(entryId);

      const { resent, waited } = await onSteppedClock(async (elapsed) => {
        let tries = 0;
        interleave.beforeConditionalWrites = async () => {
          tries++;
          vi.setSystemTime(Date.now() + STEP_MS);
          // The other call puts the header back 5 s into the wait.
          if (tries === 2) await endHold();
        };
        const resent = await integrationPost("entries", [{ ...entry(1, 0, [{ ...first, entry_quantity: 5 }]), id: entryId }]);
        return { resent, waited: elapsed() };
      });
      expect(resent.status).toBe(200);
      expect(waited).toBeGreaterThanOrEqual(2 * STEP_MS);
      expect(asSent(await lastEntriesOfEntry(entryId))).toEqual(asSent([{ ...first, entry_quantity: 5 }]));
      expect(await getEntry(TENANT, entryId)).toMatchObject({ itemIds: [first.id], totalCost: 50 });
    });
  });

  it("puts the items back and answers 409 when a write-off lands on an item between the check and the write", async () => {
    const entryId = 5300;
    const lowered = { id: 82_001, product_id: 1, entry_quantity: 5, entry_unit: "UN", entry_unit_cost: 10, fraction: 1 };
    const dropped = { id: 82_002, product_id: 2, entry_quantity: 1, entry_unit: "UN", entry_unit_cost: 7, fraction: 1 };
    const added = { id: 82_003, product_id: 3, entry_quantity: 1, entry_unit: "UN", entry_unit_cost: 3, fraction: 1 };
    expect((await integrationPost("entries", [{ ...entry(0, 0, [lowered, dropped]), id: entryId }])).status).toBe(200);

    interleave.beforeConditionalWrites = async (requests) => {
      const writesNewItem = requests.some((request) => JSON.stringify(request).includes(`"id":${added.id}`));
      if (!writesNewItem) return;
      interleave.beforeConditionalWrites = undefined;
      // A write-off of 4 units from the item the re-send lowers to 2.
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: sourceKeys.entryItem(TENANT, lowered.id),
          UpdateExpression: "SET allocated = :allocated",
          ExpressionAttributeValues: { ":allocated": 4 },
        }),
      );
    };
    const resent = await integrationPost("entries", [{ ...entry(1, 0, [{ ...lowered, entry_quantity: 2 }, added]), id: entryId }]);
    expect(resent.status).toBe(409);
    expect(resent.body.message?.msg).toBe(`Entrada ${entryId}: o item ${lowered.id} tem baixas fiscais acima da nova quantidade.`);

    expect(asSent(await lastEntriesOfEntry(entryId))).toEqual(asSent([lowered, dropped]));
    expect(await getEntry(TENANT, entryId)).toMatchObject({ itemIds: [lowered.id, dropped.id], totalCost: 57 });
    expect((await getEntryItems(TENANT, [lowered.id])).get(lowered.id)).toMatchObject({ quantity: 5, allocated: 4 });
  });
});

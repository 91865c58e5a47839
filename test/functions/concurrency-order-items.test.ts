import { mulberry32 } from "../../infra/local/demo-store/random";
import { beforeAll, describe, expect, it } from "vitest";
import { putRequest, queryPartition, writeAll } from "../../functions/lib/entities/support/dynamo";
import { padId, sourceKeys } from "../../functions/lib/keys";
import type { PurchaseOrderItemRow, PurchaseOrderRow } from "../../shared/contracts/purchasing";
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
 * Invariant: parallel replacements of one purchase order's items leave exactly one of the item sets sent,
 * and the order's total is the sum of its items, as the purchasing screens read them and as stored.
 */
useTestTable();

const ORDER_ID = 7100;
const PRODUCTS = 200;
/** More than a transaction holds (100), so a replacement spans several writes. */
const LARGE_ORDER = 200;

interface SentItem {
  id: number;
  product_id: number;
  quantity: number;
  unit_cost: number;
}

let admin = "";

beforeAll(async () => {
  admin = await setUpStore(PRODUCTS);
});

function itemSets(round: number, random: () => number): SentItem[][] {
  return Array.from({ length: WRITERS }, (_, writer) => {
    const large = round % 5 === 0 && writer < 2;
    const count = large ? LARGE_ORDER - writer * 50 : 1 + Math.floor(random() * 12);
    return pickIds(random, count, LARGE_ORDER + 20).map((id) => ({
      id,
      product_id: ((id - 1) % PRODUCTS) + 1,
      quantity: 1 + Math.floor(random() * 20),
      unit_cost: cents(random() * 100),
    }));
  });
}

function order(items: SentItem[]) {
  return { id: ORDER_ID, date: "2026-11-20", supplier_id: 17, deliver_date: "2026-11-25", status: "open", items };
}

const asSent = (items: SentItem[]) => items.map(({ id, product_id, quantity, unit_cost }) => ({ id, product_id, quantity, unit_cost }));

describe("purchase order items under parallel replacements", () => {
  it(`keep one whole item set and a total equal to its sum (${ROUNDS} rounds of ${WRITERS} writers)`, async () => {
    const random = mulberry32(7100);
    for (let round = 0; round < ROUNDS; round++) {
      const sets = itemSets(round, random);
      const answers = await Promise.all(sets.map((items) => integrationPost("purchase_orders", [order(items)])));
      const acceptedBy = answers.map(expectAcceptedOrRefused);
      const accepted = sets.filter((_, writer) => acceptedBy[writer]);
      expect(accepted.length, `rodada ${round}`).toBeGreaterThan(0);

      const header = await callApi<PurchaseOrderRow>("GET", `/api/purchase_orders/${ORDER_ID}`, { cookie: admin });
      const rows = await callApi<PurchaseOrderItemRow[]>("GET", `/api/purchase_orders/${ORDER_ID}/items`, { cookie: admin });
      const items = [...(rows.body.data ?? [])].sort((a, b) => a.id - b.id);
      expect(header.body.data?.total_cost, `rodada ${round}`).toBe(cents(items.reduce((sum, item) => sum + item.total_cost, 0)));
      expect(accepted.map(asSent), `rodada ${round}`).toContainEqual(asSent(items));

      const stored = await queryPartition(sourceKeys.orderItemsPartition(TENANT, ORDER_ID), undefined, { consistent: true });
      expect(stored.length, `rodada ${round}: itens gravados além dos visíveis`).toBe(items.length);
    }
  }, 120_000);

  it("reads an order stored before item generations, and replaces its items on re-send", async () => {
    const legacyId = 7200;
    const orderKey = sourceKeys.order(TENANT, legacyId);
    const itemsPartition = sourceKeys.orderItemsPartition(TENANT, legacyId);
    await writeAll([
      putRequest({
        ...orderKey,
        gsi1pk: sourceKeys.ordersByStatus(TENANT, "open"),
        gsi1sk: sourceKeys.orderByDate("2026-11-01", legacyId),
        id: legacyId,
        date: "2026-11-01",
        priceQuoteId: 0,
        supplierId: 17,
        supplier: "DISTRIBUIDORA SÃO JORGE LTDA",
        deliverDate: "2026-11-05",
        totalCost: 30,
        status: "open",
        items: 2,
      }),
      ...[1, 2].map((id) =>
        putRequest({ pk: itemsPartition, sk: padId(id), id, purchaseOrderId: legacyId, productId: id, quantity: 1, unit: "UN", unitCost: 15, totalCost: 15 }),
      ),
    ]);
    const before = await callApi<PurchaseOrderItemRow[]>("GET", `/api/purchase_orders/${legacyId}/items`, { cookie: admin });
    expect(before.body.data?.map((item) => [item.id, item.total_cost])).toEqual([
      [1, 15],
      [2, 15],
    ]);

    const resent = await integrationPost("purchase_orders", [{ ...order([{ id: 3, product_id: 3, quantity: 2, unit_cost: 4 }]), id: legacyId }]);
    expect(resent.status).toBe(200);
    const after = await callApi<PurchaseOrderItemRow[]>("GET", `/api/purchase_orders/${legacyId}/items`, { cookie: admin });
    expect(after.body.data?.map((item) => [item.id, item.total_cost])).toEqual([[3, 8]]);
    expect(await queryPartition(itemsPartition, undefined, { consistent: true })).toHaveLength(1);
  });
});

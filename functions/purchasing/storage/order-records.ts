import * as z from "zod";
import { ORDER_STATUSES } from "../../../shared/contracts/purchasing";
import { sourceKeys } from "../../lib/keys";
import { defineEntity, type EntityOf, itemReader, stored } from "../../lib/entities/support/entity";

/**
 * The stored purchase order and order item, described once: purchase-orders.ts reads and upserts them,
 * order-replacement.ts makes a re-sent order's items current (keys and access patterns in purchase-orders.ts).
 */
const orderFields = {
  id: stored.number(),
  date: stored.text(),
  priceQuoteId: stored.number(),
  supplierId: stored.number(),
  supplier: stored.text(),
  deliverDate: stored.text(),
  totalCost: stored.number(),
  status: stored.oneOf(ORDER_STATUSES, "open"),
  items: stored.number(),
};

const orderKeys = (tenantId: string, order: { id: number; date: string; status: (typeof ORDER_STATUSES)[number] }) => ({
  ...sourceKeys.order(tenantId, order.id),
  gsi1pk: sourceKeys.ordersByStatus(tenantId, order.status),
  gsi1sk: sourceKeys.orderByDate(order.date, order.id),
});

/** An order as the screens and reports read it. */
export const orderEntity = defineEntity({ keys: orderKeys, item: z.object(orderFields) });

export type PurchaseOrder = EntityOf<typeof orderEntity>;

/**
 * The order's header as stored: the order and the generation of its items it names (none, "", for orders
 * stored before generations: their items' sk is the bare item id).
 */
export const orderHeaderEntity = defineEntity({ keys: orderKeys, item: z.object({ ...orderFields, itemsGeneration: stored.text() }) });

/** An order item (its keys name the order and the generation it was written in). */
const orderItem = z.object({
  id: stored.number(),
  purchaseOrderId: stored.number(),
  productId: stored.number(),
  barcode: stored.text(),
  product: stored.text(),
  quantity: stored.number(),
  unit: stored.text(),
  unitCost: stored.number(),
  totalCost: stored.number(),
});

export type PurchaseOrderItem = z.output<typeof orderItem>;

export const readOrderItem = itemReader(orderItem);

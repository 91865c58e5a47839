import { ORDER_STATUSES, type OrderStatus } from "../../../shared/contracts/purchasing";
import { InvalidInput } from "../../lib/errors";
import { sourceKeys } from "../../lib/keys";
import { generationOf, itemGeneration, type OrderReplacement, replaceOrders } from "./order-replacement";
import { getItem, queryIndex, queryPartition, type StoredItem } from "../../lib/entities/support/dynamo";
import { orderEntity, orderHeaderEntity, type PurchaseOrder, type PurchaseOrderItem, readOrderItem } from "./order-records";
import { camelCased } from "../../lib/entities/support/case";
import { money, quantity, unitCost } from "../../lib/entities/support/numbers";
import { requireProducts, requireSuppliers, requireUnique } from "../../lib/entities/refs";
import { lastById } from "../../lib/entities/support/rows";
import { newGeneration } from "../../lib/entities/support/versions";
import { amount, idOrZero, isoDate, list, oneOf, positiveId, record, unitCode } from "../../lib/entities/support/wire";
import { MONEY, QUANTITY, UNIT_COST } from "../../../shared/contracts/bounds";

/**
 * Purchase orders (spec §3 PurchaseOrder / PurchaseOrderItem), from the store's ERP, open or closed.
 * The order's total is the sum of its items' totals, to the cent.
 *
 * Keys: order pk T#<t>#PORDER, sk <id padded> { version, itemsGeneration, ... };
 *       gsi1pk T#<t>#PORDER#<status>, gsi1sk <date>#<id padded>.
 *       item  pk T#<t>#PORDER#<order id padded>, sk <generation>#<item id padded>.
 * Access patterns:
 * - orders of a status by date (GET /purchase_orders?status=): Query gsi1 (tenant + status).
 * - every order (status all): Query pk T#<t>#PORDER. One order: GetItem.
 * - an order's items (items, items variation, print): GetItem of the order, then Query item pk begins_with
 *   its items generation.
 *
 * A re-sent order's items are replaced all or nothing, for readers and against concurrent re-sends: each
 * re-send writes them under a generation of its own that the header then names (order-replacement.ts).
 */

export interface PurchaseOrderItemInput {
  id: number;
  productId: number;
  quantity: number;
  /** Default: the product's unit. */
  unit?: string;
  unitCost: number;
  /** Default: quantity x unit cost. */
  totalCost?: number;
}

export interface PurchaseOrderInput {
  id: number;
  date: string;
  /** 0 = not made from a quote. */
  priceQuoteId: number;
  supplierId: number;
  deliverDate: string;
  status: OrderStatus;
  /** When sent, must equal the sum of the items' totals (to the cent). */
  totalCost?: number;
  items: PurchaseOrderItemInput[];
}

export type { PurchaseOrder, PurchaseOrderItem };

const MAX_ITEMS_PER_ORDER = 990;

/**
 * Wire: { "id": 7001, "date": "2026-11-20", "price_quote_id": 301, "supplier_id": 17,
 *   "deliver_date": "2026-11-25", "status": "open", "total_cost": 1182, "items": [
 *   { "id": 1, "product_id": 990001, "quantity": 120, "unit": "UN", "unit_cost": 9.85, "total_cost": 1182 } ] }
 * Optional: "price_quote_id" (0), "total_cost" of the order (checked) and of each item, item "unit".
 */
export const purchaseOrderWire = record({
  id: positiveId(),
  date: isoDate(),
  price_quote_id: idOrZero().optional(),
  supplier_id: positiveId(),
  deliver_date: isoDate(),
  status: oneOf(ORDER_STATUSES),
  total_cost: amount(MONEY, "nonNegative").optional(),
  items: list(
    record({
      id: positiveId(),
      product_id: positiveId(),
      quantity: amount(QUANTITY, "positive"),
      unit: unitCode().optional(),
      unit_cost: amount(UNIT_COST, "nonNegative"),
      total_cost: amount(MONEY, "nonNegative").optional(),
    }),
    1,
    MAX_ITEMS_PER_ORDER,
  ),
}).transform((wire): PurchaseOrderInput => ({ ...camelCased(wire), priceQuoteId: wire.price_quote_id ?? 0 }));

export const orderFromItem = orderEntity.fromItem;
export const orderItemFromItem = readOrderItem;

/**
 * Orders of a status (by date), or every order. With a period, the closed ones only when dated in it (a range
 * of the status index, sorted by date); the open ones always, whatever their date.
 */
export async function listOrders(tenantId: string, status?: OrderStatus, period?: { start: string; end: string }): Promise<PurchaseOrder[]> {
  if (period) {
    const statuses = status ? [status] : [...ORDER_STATUSES];
    const pages = await Promise.all(
      statuses.map((each) =>
        // Keys of the last day are `<end>#...`, all below `<end>$` ("$" follows "#").
        queryIndex(sourceKeys.ordersByStatus(tenantId, each), each === "closed" ? { from: period.start, to: `${period.end}$` } : {}),
      ),
    );
    const orders = pages.flat().map(orderFromItem);
    return status ? orders : orders.sort((a, b) => a.id - b.id);
  }
  const items = status
    ? await queryIndex(sourceKeys.ordersByStatus(tenantId, status))
    : await queryPartition(sourceKeys.ordersPartition(tenantId));
  return items.map(orderFromItem);
}

async function readGeneration(tenantId: string, orderId: number, generation: string, consistent: boolean): Promise<StoredItem[]> {
  const partition = sourceKeys.orderItemsPartition(tenantId, orderId);
  if (generation) return queryPartition(partition, sourceKeys.orderItemsOfGeneration(generation), { consistent });
  return (await queryPartition(partition, undefined, { consistent })).filter((item) => itemGeneration(item) === "");
}

export async function getOrder(tenantId: string, id: number): Promise<PurchaseOrder | undefined> {
  const header = await getItem(sourceKeys.order(tenantId, id));
  return header ? orderFromItem(header) : undefined;
}

/** Reads of an order whose items were being replaced while it was read. */
const READ_ATTEMPTS = 3;

/**
 * An order with the items of the generation its header names. A replacement made current between the two
 * reads deletes the items being read (fewer than the header counts): both are read again, consistently.
 */
export async function getOrderWithItems(
  tenantId: string,
  id: number,
): Promise<{ order: PurchaseOrder; items: PurchaseOrderItem[] } | undefined> {
  for (let attempt = 1; ; attempt++) {
    const consistent = attempt > 1;
    const header = await getItem(sourceKeys.order(tenantId, id), { consistent });
    if (!header) return undefined;
    const order = orderFromItem(header);
    const items = await readGeneration(tenantId, id, generationOf(header), consistent);
    if (items.length === order.items || attempt >= READ_ATTEMPTS) return { order, items: items.map(orderItemFromItem) };
  }
}

export async function listOrderItems(tenantId: string, orderId: number): Promise<PurchaseOrderItem[]> {
  return (await getOrderWithItems(tenantId, orderId))?.items ?? [];
}

/** An item's total: as sent, else quantity x unit cost; rounded to the cent. */
export function orderItemTotal(item: PurchaseOrderItemInput): number {
  return money(item.totalCost ?? quantity(item.quantity) * unitCost(item.unitCost));
}

/**
 * Idempotent by order id: a re-sent order's items become exactly the ones sent. The order's total is the sum
 * of the items' totals; a total sent that differs from it is refused. Everything is checked first.
 */
export async function upsertPurchaseOrders(tenantId: string, orders: PurchaseOrderInput[]): Promise<void> {
  const rows = lastById(orders);
  for (const { index, value } of rows) {
    requireUnique(value.items, (item) => String(item.id), (item, j) => `Item ${index}: campo 'items[${j}].id' repete o item ${item.id}.`);
    const sum = money(value.items.reduce((total, item) => total + orderItemTotal(item), 0));
    if (value.totalCost !== undefined && money(value.totalCost) !== sum) {
      throw new InvalidInput(
        `Item ${index}: campo 'total_cost' (${money(value.totalCost).toFixed(2)}) difere da soma dos itens (${sum.toFixed(2)}).`,
      );
    }
  }
  const flat = rows.flatMap(({ index, value }) => value.items.map((item, j) => ({ index, j, item })));
  const products = await requireProducts(
    tenantId,
    flat.map(({ index, j, item }) => ({ index, field: `items[${j}].product_id`, id: item.productId })),
  );
  const suppliers = await requireSuppliers(
    tenantId,
    rows.map(({ index, value }) => ({ index, field: "supplier_id", id: value.supplierId })),
  );

  const replacements = rows.map(({ index, value: order }): OrderReplacement => {
    const generation = newGeneration();
    const items = order.items.map((item) => {
      const product = products.get(item.productId);
      const stored: PurchaseOrderItem = {
        id: item.id,
        purchaseOrderId: order.id,
        productId: item.productId,
        barcode: product?.barcode ?? "",
        product: product?.description ?? "",
        quantity: quantity(item.quantity),
        unit: item.unit ?? product?.unit ?? "UN",
        unitCost: unitCost(item.unitCost),
        totalCost: orderItemTotal(item),
      };
      return { ...sourceKeys.orderItem(tenantId, order.id, generation, item.id), ...stored };
    });
    const header = orderHeaderEntity.toItem(tenantId, {
      id: order.id,
      date: order.date,
      priceQuoteId: order.priceQuoteId,
      supplierId: order.supplierId,
      supplier: suppliers.get(order.supplierId)?.name ?? "",
      deliverDate: order.deliverDate,
      totalCost: money(items.reduce((total, item) => total + item.totalCost, 0)),
      status: order.status,
      items: items.length,
      itemsGeneration: generation,
    });
    return { index, orderId: order.id, generation, items, header };
  });
  await replaceOrders(tenantId, replacements);
}

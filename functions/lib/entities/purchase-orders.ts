import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/contracts/purchasing";
import { db, tableName } from "../db";
import { InvalidInput } from "../errors";
import { sourceKeys } from "../keys";
import { mapLimit } from "./support/concurrency";
import { deleteRequest, putRequest, queryIndex, queryPartition, type StoredItem, WRITE_CONCURRENCY, writeAll } from "./support/dynamo";
import { num, oneOf as storedOneOf, str } from "./support/fields";
import { money, quantity, unitCost } from "./support/numbers";
import { requireProducts, requireSuppliers, requireUnique } from "./support/refs";
import { lastById } from "./support/rows";
import { idOrZero, isoDate, list, nonNegative, oneOf, positive, positiveId, record, unitCode } from "./support/wire";

/**
 * Purchase orders (spec §3 PurchaseOrder / PurchaseOrderItem), from the store's ERP, open or closed.
 * The order's total is the sum of its items' totals, to the cent.
 *
 * Keys: order pk T#<t>#PORDER, sk <id padded>; gsi1pk T#<t>#PORDER#<status>, gsi1sk <date>#<id padded>.
 *       item  pk T#<t>#PORDER#<order id padded>, sk <item id padded>.
 * Access patterns:
 * - orders of a status by date (GET /purchase_orders?status=): Query gsi1 (tenant + status).
 * - every order (status all): Query pk T#<t>#PORDER. One order: GetItem.
 * - an order's items (items, items variation, print): Query item pk.
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

export interface PurchaseOrder {
  id: number;
  date: string;
  priceQuoteId: number;
  supplierId: number;
  supplier: string;
  deliverDate: string;
  totalCost: number;
  status: OrderStatus;
  items: number;
}

export interface PurchaseOrderItem {
  id: number;
  purchaseOrderId: number;
  productId: number;
  barcode: string;
  product: string;
  quantity: number;
  unit: string;
  unitCost: number;
  totalCost: number;
}

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
  total_cost: nonNegative().optional(),
  items: list(
    record({
      id: positiveId(),
      product_id: positiveId(),
      quantity: positive(),
      unit: unitCode().optional(),
      unit_cost: nonNegative(),
      total_cost: nonNegative().optional(),
    }),
    1,
    MAX_ITEMS_PER_ORDER,
  ),
}).transform(
  (wire): PurchaseOrderInput => ({
    id: wire.id,
    date: wire.date,
    priceQuoteId: wire.price_quote_id ?? 0,
    supplierId: wire.supplier_id,
    deliverDate: wire.deliver_date,
    status: wire.status,
    ...(wire.total_cost === undefined ? {} : { totalCost: wire.total_cost }),
    items: wire.items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      quantity: item.quantity,
      ...(item.unit === undefined ? {} : { unit: item.unit }),
      unitCost: item.unit_cost,
      ...(item.total_cost === undefined ? {} : { totalCost: item.total_cost }),
    })),
  }),
);

export function orderFromItem(item: StoredItem): PurchaseOrder {
  return {
    id: num(item, "id"),
    date: str(item, "date"),
    priceQuoteId: num(item, "priceQuoteId"),
    supplierId: num(item, "supplierId"),
    supplier: str(item, "supplier"),
    deliverDate: str(item, "deliverDate"),
    totalCost: num(item, "totalCost"),
    status: storedOneOf(item, "status", ORDER_STATUSES, "open"),
    items: num(item, "items"),
  };
}

export function orderItemFromItem(item: StoredItem): PurchaseOrderItem {
  return {
    id: num(item, "id"),
    purchaseOrderId: num(item, "purchaseOrderId"),
    productId: num(item, "productId"),
    barcode: str(item, "barcode"),
    product: str(item, "product"),
    quantity: num(item, "quantity"),
    unit: str(item, "unit"),
    unitCost: num(item, "unitCost"),
    totalCost: num(item, "totalCost"),
  };
}

/** Orders of a status (by date), or every order. */
export async function listOrders(tenantId: string, status?: OrderStatus): Promise<PurchaseOrder[]> {
  const items = status
    ? await queryIndex(sourceKeys.ordersByStatus(tenantId, status))
    : await queryPartition(sourceKeys.ordersPartition(tenantId));
  return items.map(orderFromItem);
}

export async function getOrder(tenantId: string, id: number): Promise<PurchaseOrder | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.order(tenantId, id) }));
  return Item ? orderFromItem(Item) : undefined;
}

export async function listOrderItems(tenantId: string, orderId: number): Promise<PurchaseOrderItem[]> {
  return (await queryPartition(sourceKeys.orderItemsPartition(tenantId, orderId))).map(orderItemFromItem);
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

  const existingItems = await mapLimit(rows, WRITE_CONCURRENCY, ({ value }) =>
    queryPartition(sourceKeys.orderItemsPartition(tenantId, value.id), undefined, { consistent: true }),
  );
  const puts: StoredItem[] = [];
  const deletes: { pk: string; sk: string }[] = [];
  rows.forEach(({ value: order }, position) => {
    const items = order.items.map((item) => {
      const product = products.get(item.productId);
      return {
        ...sourceKeys.orderItem(tenantId, order.id, item.id),
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
    });
    const sent = new Set(items.map((item) => item.sk));
    const existing = existingItems[position] ?? [];
    deletes.push(...existing.filter((item) => !sent.has(str(item, "sk"))).map((item) => ({ pk: str(item, "pk"), sk: str(item, "sk") })));
    puts.push(...items, {
      ...sourceKeys.order(tenantId, order.id),
      gsi1pk: sourceKeys.ordersByStatus(tenantId, order.status),
      gsi1sk: sourceKeys.orderByDate(order.date, order.id),
      id: order.id,
      date: order.date,
      priceQuoteId: order.priceQuoteId,
      supplierId: order.supplierId,
      supplier: suppliers.get(order.supplierId)?.name ?? "",
      deliverDate: order.deliverDate,
      totalCost: money(items.reduce((total, item) => total + item.totalCost, 0)),
      status: order.status,
      items: items.length,
    });
  });
  await writeAll(puts.map(putRequest));
  await writeAll(deletes.map(deleteRequest));
}

import * as z from "zod";
import { periodQueryFields } from "../../shared/contracts/dates";
import { HISTORY_PERIOD_MESSAGE, periodInOrder } from "../../shared/contracts/history-period";
import { ORDER_STATUS_FILTERS, PURCHASE_ORDERS_DEFAULT_DAYS, type PurchaseOrderItemVariationRow } from "../../shared/contracts/purchasing";
import { costVariation } from "../../shared/formulas/cost-variation";
import { getProducts } from "../lib/entities/products";
import { listNotableProducts } from "../notable_products/read";
import { getOrder, getOrderWithItems, listOrders, type PurchaseOrder, type PurchaseOrderItem } from "./storage/purchase-orders";
import { NotFound } from "../lib/errors";
import { historyPeriod } from "../lib/period-input";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { parseId, parseInput } from "../lib/request/validate";
import { orderItemRow, orderRow } from "./wire";

const listQuery = z
  .object({
    status: z.enum(ORDER_STATUS_FILTERS, { error: "Status de pedido inválido: use open, closed ou all." }).optional(),
    ...periodQueryFields(HISTORY_PERIOD_MESSAGE),
  })
  .refine(periodInOrder, { error: HISTORY_PERIOD_MESSAGE });

/**
 * GET /purchase_orders?status=open|closed&start_date=&end_date= (status absent or all: every order): the
 * closed orders dated in the period (default: the last PURCHASE_ORDERS_DEFAULT_DAYS days), the open ones
 * whatever their date.
 */
export async function listPurchaseOrders(request: ApiRequest): Promise<ApiResult> {
  const query = parseInput(listQuery, request.query);
  const { status } = query;
  const period = historyPeriod(query, PURCHASE_ORDERS_DEFAULT_DAYS);
  const orders = await listOrders(request.tenantId, status === "all" ? undefined : status, period);
  return { data: orders.map(orderRow) };
}

export async function requireOrder(tenantId: string, rawId: string | undefined): Promise<PurchaseOrder> {
  const id = parseId(rawId);
  const order = await getOrder(tenantId, id);
  if (!order) throw new NotFound(`Pedido ${id} não encontrado.`);
  return order;
}

export async function purchaseOrder(request: ApiRequest): Promise<ApiResult> {
  return { data: orderRow(await requireOrder(request.tenantId, request.params.id)) };
}

async function notableIds(tenantId: string): Promise<Set<number>> {
  return new Set((await listNotableProducts(tenantId)).map((notable) => notable.productId));
}

/** The order's items as its header names them (one whole item set, even while a replacement is stored). */
async function requireOrderItems(tenantId: string, rawId: string | undefined): Promise<PurchaseOrderItem[]> {
  const id = parseId(rawId);
  const found = await getOrderWithItems(tenantId, id);
  if (!found) throw new NotFound(`Pedido ${id} não encontrado.`);
  return found.items;
}

export async function purchaseOrderItems(request: ApiRequest): Promise<ApiResult> {
  const [items, notable] = await Promise.all([requireOrderItems(request.tenantId, request.params.id), notableIds(request.tenantId)]);
  return { data: items.map((item) => orderItemRow(item, notable.has(item.productId))) };
}

/** Each item with the product's current cost and the variation of the order's unit cost against it. */
export async function purchaseOrderItemsVariation(request: ApiRequest): Promise<ApiResult> {
  const [items, notable] = await Promise.all([requireOrderItems(request.tenantId, request.params.id), notableIds(request.tenantId)]);
  const products = await getProducts(request.tenantId, new Set(items.map((item) => item.productId)));
  return {
    data: items.map((item) => {
      const actualCost = products.get(item.productId)?.cost ?? 0;
      return {
        ...orderItemRow(item, notable.has(item.productId)),
        actual_cost: actualCost,
        variation: costVariation(item.unitCost, actualCost),
      } satisfies PurchaseOrderItemVariationRow;
    }),
  };
}

import type { OpenOrdersTile } from "../../shared/contracts/dashboard";
import { fromCents, sumCents, toCents } from "../../shared/money";
import { listOrders, type PurchaseOrder } from "../purchasing/read";
import type { TileContext } from "./tile-context";

const olderFirst = (a: PurchaseOrder, b: PurchaseOrder) => a.date.localeCompare(b.date) || a.id - b.id;

/** The open purchase orders (spec §4 'Aberto'): how many, their value and the oldest by date. */
export async function openOrdersTile({ tenantId }: TileContext): Promise<OpenOrdersTile> {
  const orders = await listOrders(tenantId, "open");
  const [oldest] = [...orders].sort(olderFirst);
  return {
    orders: orders.length,
    total_cost: fromCents(sumCents(orders.map((order) => toCents(order.totalCost)))),
    oldest: oldest
      ? { id: oldest.id, date: oldest.date, supplier: oldest.supplier, deliver_date: oldest.deliverDate, total_cost: oldest.totalCost }
      : null,
  };
}

import type { DashboardPeriod } from "../../../../shared/contracts/dashboard";
import type { InventoryProductRow } from "../../../../shared/contracts/inventories";
import type { PricingRow } from "../../../../shared/contracts/pricing";
import type { PurchaseOrderRow } from "../../../../shared/contracts/purchasing";
import type { GroupSalesRow, ProductSalesRow } from "../../../../shared/contracts/sales";
import type { UseLossStatus } from "../../../../shared/contracts/use-and-loss";
import type { SavedListState } from "../../lists/filter-storage";
import type { FilterToken } from "../../lists/filter-match";
import { encodeSalesPeriod } from "../../app/sales-period";
import type { SectionId } from "../../app/sections";
import { INVENTORY_PRODUCTS_LIST_ID } from "../inventories/links";
import { ORDERS_LIST_ID } from "../purchasing/links";
import { GROUP_SALES_LIST_ID, PRODUCT_SALES_LIST_ID } from "../sales/links";

/**
 * Where each tile leads, with the list already showing what the tile counted: the route carries what the
 * lists take from their path (the sales period, an order or use and loss status, an inventory), and a list's
 * own filter or sort is saved where the list reads it when it opens (sessionStorage, lists/filter-storage.ts),
 * the same as if the user had set it there. Each area's links.ts names its lists; the filter storage loads only
 * when a link is followed, so the morning page itself stays light.
 */
export interface DashboardLink {
  href: string;
  preset?: ListPreset;
}

/** Where a list saves its filter and sort (the list configuration's section and listId). */
interface ListId {
  section: SectionId;
  listId: string;
}

interface ListPreset {
  list: ListId;
  state: SavedListState;
}

const NO_FILTER: SavedListState["query"] = { operation: "and", tokens: [] };

/** The filter tokens the product sales list keeps at most (filter-storage.ts). */
const MAX_TOKENS = 50;

/** Saves the list state the link lands with; answers where to go. */
export async function presetLink(link: DashboardLink): Promise<string> {
  if (link.preset) {
    const { saveListState } = await import("../../lists/filter-storage");
    saveListState(link.preset.list.section, link.preset.list.listId, link.preset.state);
  }
  return link.href;
}

function salesPeriodParam(period: DashboardPeriod): string {
  return encodeSalesPeriod({ start: period.start_date, end: period.end_date });
}

export function dailySalesLink(period: DashboardPeriod): DashboardLink {
  return { href: `/daily_sales/${salesPeriodParam(period)}` };
}

/** The group sales of the period, by sales (its default) or by net margin, the highest first. */
export function groupSalesLink(period: DashboardPeriod, by: "sales" | "net_margin"): DashboardLink {
  const key: keyof GroupSalesRow = by;
  return {
    href: `/group_sales/${salesPeriodParam(period)}`,
    preset: { list: GROUP_SALES_LIST_ID, state: { query: NO_FILTER, sort: [{ key, direction: "desc" }] } },
  };
}

/** The product sales of the period showing only these products (the largest losses first, up to the list's limit). */
export function productSalesLink(period: DashboardPeriod, productIds: readonly number[]): DashboardLink {
  const propertyKey: keyof ProductSalesRow = "product_id";
  const tokens: FilterToken[] = productIds.slice(0, MAX_TOKENS).map((id) => ({ propertyKey, operator: "=", value: String(id) }));
  return {
    href: `/product_sales/${salesPeriodParam(period)}`,
    preset: { list: PRODUCT_SALES_LIST_ID, state: { query: { operation: "or", tokens } } },
  };
}

/** The open orders, the oldest first. */
export function openOrdersLink(): DashboardLink {
  const date: keyof PurchaseOrderRow = "date";
  const supplier: keyof PurchaseOrderRow = "supplier";
  return {
    href: "/purchase_orders/open",
    preset: {
      list: ORDERS_LIST_ID,
      state: {
        query: NO_FILTER,
        sort: [
          { key: date, direction: "asc" },
          { key: supplier, direction: "asc" },
        ],
      },
    },
  };
}

export function orderItemsLink(orderId: number): DashboardLink {
  return { href: `/purchase_orders/${orderId}/items` };
}

/** Every operation (use and loss) of a status. */
export function operationsLink(status: UseLossStatus): DashboardLink {
  return { href: `/use_and_loss/all/${status}` };
}

export function icmsReversalLink(period: DashboardPeriod): DashboardLink {
  return { href: `/use_and_loss/icms_reversal/${salesPeriodParam(period)}` };
}

export function inventoriesLink(): DashboardLink {
  return { href: "/inventories" };
}

/** The inventory's products; `divergent`: only those whose adjusted quantity differs from the actual one. */
export function inventoryProductsLink(inventoryId: number, divergent: boolean): DashboardLink {
  const propertyKey: keyof InventoryProductRow = "difference_quantity";
  const tokens: FilterToken[] = divergent ? [{ propertyKey, operator: "!=", value: "0" }] : [];
  return {
    href: `/inventories/${inventoryId}/products`,
    preset: { list: INVENTORY_PRODUCTS_LIST_ID, state: { query: { operation: "and", tokens } } },
  };
}

export function missingProductsLink(inventoryId: number): DashboardLink {
  return { href: `/inventories/${inventoryId}/missing_products` };
}

export function openCountsLink(inventoryId: number): DashboardLink {
  return { href: `/inventories/${inventoryId}/stock_taking/open` };
}

/** Spec §4: a pricing's lists open once it is classified (or applied). */
export function pricingHasLists(pricing: PricingRow | null): pricing is PricingRow {
  return pricing !== null && (pricing.status === "classified" || pricing.status === "applied");
}

/** The last pricing's notable loss when it has one to show; the pricing list otherwise. */
export function pricingLink(pricing: PricingRow | null): DashboardLink {
  return pricingHasLists(pricing) ? { href: `/pricing/${pricing.id}/notable_loss` } : { href: "/pricing" };
}

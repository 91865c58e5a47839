import type { Page } from "playwright-core";
import { PRICING_CLASS_VIEWS } from "../../../shared/contracts/pricing";
import { ORDER_STATUS_FILTERS } from "../../../shared/contracts/purchasing";
import { USE_LOSS_OPERATION_FILTERS } from "../../../shared/contracts/use-and-loss";
import { isIsoDay } from "../../../shared/dates";
import { REPORT_TEXT } from "../../../web/src/features/reports/report-job";
import { encodeReportData, REPORT_ROUTES } from "../../../web/src/features/reports/links";
import { defaultSalesPeriod, encodeSalesDate, encodeSalesGroup, encodeSalesPeriod } from "../../../web/src/app/sales-period";
import { CARDS_FIRST_PAINT_CLASS } from "../../../web/src/lists/card-layout";
import { LIST_TEXT } from "../../../web/src/lists/i18n";
import { type Screen, screenPath } from "./screens";

/** Walking every screen of the route tree: a path to open for each pattern, and waiting until a screen has drawn. */

/** A value for each route parameter, given the name and the whole pattern (two areas may use one name differently). */
export type ParameterValues = Record<string, (pattern: string) => string>;

/** Reads a list from the API as the signed-in page's user ("/api/purchase_orders"). */
export type ApiReader = <T>(path: string) => Promise<T[]>;

/**
 * Parameter values taken from the demo store as the API answers them: its first order, sales day and group,
 * the inventory in counting, the classified pricing and its first group with class B products, and the
 * default sales period.
 */
export async function demoParameterValues(read: ApiReader): Promise<ParameterValues> {
  const period = defaultSalesPeriod(new Date());
  const periodQuery = `start_date=${period.start}&end_date=${period.end}`;
  const [orders, days, groups, inventories, pricings, entries, imports] = await Promise.all([
    read<{ id: number }>("/api/purchase_orders"),
    read<{ sale_date: string }>(`/api/daily_sales?${periodQuery}`),
    read<{ group_id: number; group_name: string }>(`/api/group_sales_by_period?${periodQuery}`),
    read<{ id: number; status: string }>("/api/inventories"),
    read<{ id: number; status: string }>("/api/pricing"),
    read<{ id: number }>("/api/entries"),
    read<{ id: number }>("/api/nfe_imports?status=review"),
  ]);
  const [order] = orders;
  const [day] = days;
  const [group] = groups;
  if (!order || !day || !group) throw new Error("A loja de demonstração não tem pedidos, vendas ou grupos.");
  const salesDay = day.sale_date.slice(0, 10);
  if (!isIsoDay(salesDay)) throw new Error(`Data de venda inesperada: ${day.sale_date}`);
  const inventory = inventories.find((entry) => entry.status === "counting");
  if (!inventory) throw new Error("A loja de demonstração não tem inventário em contagem.");
  const pricing = pricings.find((entry) => entry.status === "classified");
  if (!pricing) throw new Error("A loja de demonstração não tem precificação classificada.");
  const [entry] = entries;
  const [waiting] = imports;
  if (!entry || !waiting) throw new Error("A loja de demonstração não tem entradas ou nota aguardando revisão.");
  const pricingGroups = await read<{ group_id: number; b_class_products: number }>(`/api/pricing_groups?pricing_id=${pricing.id}`);
  const pricingGroup = pricingGroups.find((row) => row.b_class_products > 0);
  if (!pricingGroup) throw new Error("A precificação de demonstração não tem grupo com produtos Classe B.");
  return {
    pOrderId: () => String(order.id),
    status: () => ORDER_STATUS_FILTERS[0],
    period: () => encodeSalesPeriod(period),
    salesDate: () => encodeSalesDate(salesDay),
    groupId: (pattern) =>
      pattern.startsWith("/pricing")
        ? String(pricingGroup.group_id)
        : encodeSalesGroup({ groupId: group.group_id, groupName: group.group_name }),
    pricingId: () => String(pricing.id),
    pClass: () => PRICING_CLASS_VIEWS[0],
    inventoryId: () => String(inventory.id),
    operation: () => USE_LOSS_OPERATION_FILTERS[0],
    report: () => REPORT_ROUTES.purchase_order,
    data: () => encodeReportData({ report: "purchase_order", id: order.id }),
    entryId: () => String(entry.id),
    importId: () => String(waiting.id),
  };
}

/** The path that opens a screen. */
export function pathOf(screen: Screen, values: ParameterValues): string {
  return screenPath(screen.pattern, (name, pattern) => {
    // Optional parameters ("{-$status}") are left out, as the app's own links do; the report's data is
    // optional only to the router (without it the report screen shows just its error).
    if (pattern.includes(`{-$${name}}`) && name !== "data") return undefined;
    return values[name]?.(pattern);
  });
}

/** Waits until the screen has drawn what it loads: no pending route, no list still loading. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await drawn(page);
}

/**
 * The screen's route is no longer pending, no list is still loading or drawing the rest of its cards, and no
 * report is still being generated (for when the network was waited for already).
 */
export async function drawn(page: Page): Promise<void> {
  await page.locator(".app-pending").waitFor({ state: "detached" });
  await page.getByText(LIST_TEXT.loading).first().waitFor({ state: "hidden" });
  await page.locator(`.${CARDS_FIRST_PAINT_CLASS}`).waitFor({ state: "detached" });
  await page.getByText(REPORT_TEXT.waiting).waitFor({ state: "hidden" });
}

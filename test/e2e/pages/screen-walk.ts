import type { Page } from "playwright-core";
import { PRICING_CLASS_VIEWS } from "../../../shared/contracts/pricing";
import { ORDER_STATUS_FILTERS } from "../../../shared/contracts/purchasing";
import { USE_LOSS_OPERATION_FILTERS } from "../../../shared/contracts/use-and-loss";
import { isIsoDay } from "../../../shared/dates";
import { REPORT_TEXT } from "../../../web/src/features/reports/report-job";
import { encodeReportData, REPORT_ROUTES } from "../../../web/src/features/reports/links";
import { defaultSalesPeriod, encodeSalesDate, encodeSalesGroup, encodeSalesPeriod } from "../../../web/src/app/sales-period";
import { LIST_TEXT } from "../../../web/src/lists/i18n";
import { type Screen, screenPath } from "./screens";

/** Walking every screen of the route tree: a path to open for each pattern, and waiting until a screen has drawn. */

/** A value for each route parameter, given the name and the whole pattern (two areas may use one name differently). */
export type ParameterValues = Record<string, (pattern: string) => string>;

/** Reads a list from the API as the signed-in page's user ("/api/purchase_orders"). */
export type ApiReader = <T>(path: string) => Promise<T[]>;

/** Parameter values taken from the demo store: its first order, sales day and group, and the default sales period. */
export async function demoParameterValues(read: ApiReader): Promise<ParameterValues> {
  const period = defaultSalesPeriod(new Date());
  const periodQuery = `start_date=${period.start}&end_date=${period.end}`;
  const [orders, days, groups] = await Promise.all([
    read<{ id: number }>("/api/purchase_orders"),
    read<{ sale_date: string }>(`/api/daily_sales?${periodQuery}`),
    read<{ group_id: number; group_name: string }>(`/api/group_sales_by_period?${periodQuery}`),
  ]);
  const [order] = orders;
  const [day] = days;
  const [group] = groups;
  if (!order || !day || !group) throw new Error("A loja de demonstração não tem pedidos, vendas ou grupos.");
  const salesDay = day.sale_date.slice(0, 10);
  if (!isIsoDay(salesDay)) throw new Error(`Data de venda inesperada: ${day.sale_date}`);
  // Inventories and pricing have no API yet: their screens show the id they are given.
  return {
    pOrderId: () => String(order.id),
    status: () => ORDER_STATUS_FILTERS[0],
    period: () => encodeSalesPeriod(period),
    salesDate: () => encodeSalesDate(salesDay),
    groupId: (pattern) =>
      pattern.startsWith("/pricing") ? "1" : encodeSalesGroup({ groupId: group.group_id, groupName: group.group_name }),
    pricingId: () => "1",
    pClass: () => PRICING_CLASS_VIEWS[0],
    inventoryId: () => "1",
    operation: () => USE_LOSS_OPERATION_FILTERS[0],
    report: () => REPORT_ROUTES.purchase_order,
    data: () => encodeReportData({ report: "purchase_order", id: order.id }),
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
 * The screen's route is no longer pending, no list is still loading and no report is still being generated
 * (for when the network was waited for already).
 */
export async function drawn(page: Page): Promise<void> {
  await page.locator(".app-pending").waitFor({ state: "detached" });
  await page.getByText(LIST_TEXT.loading).first().waitFor({ state: "hidden" });
  await page.getByText(REPORT_TEXT.waiting).waitFor({ state: "hidden" });
}

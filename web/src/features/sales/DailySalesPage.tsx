import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { SalesList } from "./SalesList";
import { DAILY_SALES_LIST, dailyRowOptions } from "./sales-lists";
import type { SalesView } from "./sales-views";

const route = getRouteApi("/_auth/_section/daily_sales/$period");

/** /daily_sales/$period: one row per day of the period (spec §2.10). */
export function DailySalesPage() {
  const { period } = route.useParams();
  const view = useMemo((): SalesView => ({ kind: "daily", period }), [period]);
  const rows = route.useLoaderData();
  return <SalesList view={view} config={DAILY_SALES_LIST} rowOptions={dailyRowOptions} rows={rows} />;
}

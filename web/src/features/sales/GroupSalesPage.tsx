import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { SalesList } from "./SalesList";
import { GROUP_SALES_LIST, groupRowOptions } from "./sales-lists";
import type { SalesView } from "./sales-views";

const route = getRouteApi("/_auth/_section/group_sales/$period");

/** /group_sales/$period: one row per group over the period (spec §2.10). */
export function GroupSalesPage() {
  const { period } = route.useParams();
  const view = useMemo((): SalesView => ({ kind: "group", period }), [period]);
  const rows = route.useLoaderData();
  return <SalesList view={view} config={GROUP_SALES_LIST} rowOptions={groupRowOptions} rows={rows} />;
}

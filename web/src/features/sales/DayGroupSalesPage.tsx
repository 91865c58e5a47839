import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { dailyPeriodOf } from "./route-params";
import { SalesList } from "./SalesList";
import { GROUP_SALES_LIST, groupRowOptions } from "./sales-lists";
import type { SalesView } from "./sales-views";

const route = getRouteApi("/_auth/_section/daily_sale/$salesDate/groups");

/** /daily_sale/$salesDate/groups: one day's sales by group (spec §2.10). */
export function DayGroupSalesPage() {
  const { salesDate } = route.useParams();
  const search = route.useSearch();
  const dailyPeriod = useMemo(() => dailyPeriodOf(search), [search]);
  const view = useMemo((): SalesView => ({ kind: "dayGroups", day: salesDate, dailyPeriod }), [salesDate, dailyPeriod]);
  const rows = route.useLoaderData();
  return <SalesList view={view} config={GROUP_SALES_LIST} rowOptions={groupRowOptions} rows={rows} />;
}

import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { dailyPeriodOf } from "./route-params";
import { SalesList } from "./SalesList";
import { PRODUCT_SALES_LIST } from "./sales-lists";
import type { SalesView } from "./sales-views";

const route = getRouteApi("/_auth/_section/daily_sale/$salesDate/products");

/** /daily_sale/$salesDate/products: one day's sales by product (spec §2.10). */
export function DayProductSalesPage() {
  const { salesDate } = route.useParams();
  const search = route.useSearch();
  const dailyPeriod = useMemo(() => dailyPeriodOf(search), [search]);
  const view = useMemo((): SalesView => ({ kind: "dayProducts", day: salesDate, dailyPeriod }), [salesDate, dailyPeriod]);
  return <SalesList view={view} config={PRODUCT_SALES_LIST} />;
}

import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import { SalesList } from "./SalesList";
import { PRODUCT_SALES_LIST } from "./sales-lists";
import type { SalesView } from "./sales-views";

const route = getRouteApi("/_auth/_section/daily_sale/$salesDate/products");

/** /daily_sale/$salesDate/products: one day's sales by product (spec §2.10). */
export function DayProductSalesPage() {
  const { salesDate } = route.useParams();
  const view = useMemo((): SalesView => ({ kind: "dayProducts", day: salesDate }), [salesDate]);
  return <SalesList view={view} config={PRODUCT_SALES_LIST} />;
}

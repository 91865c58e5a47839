import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import type { ProductSalesRow } from "../../../../shared/contracts/sales";
import { dailyPeriodOf } from "./route-params";
import { SalesList } from "./SalesList";
import { PRODUCT_SALES_LIST } from "./sales-lists";
import type { SalesView } from "./sales-views";
import { useSalesRows } from "./use-sales-rows";

const route = getRouteApi("/_auth/_section/daily_sale/$salesDate/$groupId/products");

/** /daily_sale/$salesDate/$groupId/products: one day's sales of a group's products (spec §2.10). */
export function DayGroupProductSalesPage() {
  const { salesDate, groupId } = route.useParams();
  const search = route.useSearch();
  const dailyPeriod = useMemo(() => dailyPeriodOf(search), [search]);
  const view = useMemo(
    (): SalesView => ({ kind: "dayGroupProducts", day: salesDate, group: groupId, dailyPeriod }),
    [salesDate, groupId, dailyPeriod],
  );
  const { rows, loading, head } = useSalesRows<ProductSalesRow>(view);
  return <SalesList view={view} config={PRODUCT_SALES_LIST} rows={rows} loading={loading} head={head} />;
}

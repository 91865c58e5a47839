import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import type { ProductSalesRow } from "../../../../shared/contracts/sales";
import { SalesList } from "./SalesList";
import { PRODUCT_SALES_LIST } from "./sales-lists";
import type { SalesView } from "./sales-views";
import { useSalesRows } from "./use-sales-rows";

const route = getRouteApi("/_auth/_section/group_sales/$period/$groupId");

/** /group_sales/$period/$groupId: the products of one group over the period (spec §2.10). */
export function GroupProductSalesPage() {
  const { period, groupId } = route.useParams();
  const view = useMemo((): SalesView => ({ kind: "groupProducts", period, group: groupId }), [period, groupId]);
  const { rows, loading, head } = useSalesRows<ProductSalesRow>(view);
  return <SalesList view={view} config={PRODUCT_SALES_LIST} rows={rows} loading={loading} head={head} />;
}

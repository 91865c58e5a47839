import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { daySearch } from "./route-params";
import type { SalesView } from "./sales-views";

/** Opening a sales screen from its description (row options, breadcrumbs, the filter menu). */

type Navigate = ReturnType<typeof useNavigate>;

function navigateTo(navigate: Navigate, view: SalesView): Promise<void> {
  switch (view.kind) {
    case "daily":
      return navigate({ to: "/daily_sales/$period", params: { period: view.period } });
    case "group":
      return navigate({ to: "/group_sales/$period", params: { period: view.period } });
    case "product":
      return navigate({ to: "/product_sales/$period", params: { period: view.period } });
    case "groupProducts":
      return navigate({ to: "/group_sales/$period/$groupId", params: { period: view.period, groupId: view.group } });
    case "dayGroups":
      return navigate({ to: "/daily_sale/$salesDate/groups", params: { salesDate: view.day }, search: daySearch(view.dailyPeriod) });
    case "dayProducts":
      return navigate({ to: "/daily_sale/$salesDate/products", params: { salesDate: view.day }, search: daySearch(view.dailyPeriod) });
    case "dayGroupProducts":
      return navigate({
        to: "/daily_sale/$salesDate/$groupId/products",
        params: { salesDate: view.day, groupId: view.group },
        search: daySearch(view.dailyPeriod),
      });
  }
}

export type OpenSalesView = (view: SalesView) => void;

export function useOpenSalesView(): OpenSalesView {
  const navigate = useNavigate();
  return useCallback((view: SalesView) => void navigateTo(navigate, view), [navigate]);
}

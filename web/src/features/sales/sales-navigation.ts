import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import type { SalesPeriod } from "./period";
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
      return navigate({ to: "/daily_sale/$salesDate/groups", params: { salesDate: view.day } });
    case "dayProducts":
      return navigate({ to: "/daily_sale/$salesDate/products", params: { salesDate: view.day } });
    case "dayGroupProducts":
      return navigate({ to: "/daily_sale/$salesDate/$groupId/products", params: { salesDate: view.day, groupId: view.group } });
  }
}

export type OpenSalesView = (view: SalesView) => void;

export function useOpenSalesView(): OpenSalesView {
  const navigate = useNavigate();
  return useCallback((view: SalesView) => void navigateTo(navigate, view), [navigate]);
}

let lastDailyPeriod: SalesPeriod | null = null;

/** The period of the last daily list shown: where 'Venda Diária' leads back from a day's screens. */
export function rememberedDailyPeriod(): SalesPeriod | null {
  return lastDailyPeriod;
}

export function useRememberDailyPeriod(view: SalesView): void {
  useEffect(() => {
    if (view.kind === "daily") lastDailyPeriod = view.period;
  }, [view]);
}

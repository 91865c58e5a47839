import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import ColumnLayout from "@cloudscape-design/components/column-layout";
import ContentLayout from "@cloudscape-design/components/content-layout";
import Header from "@cloudscape-design/components/header";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useCallback, useEffect, useRef, useState } from "react";
import { DASHBOARD_LOAD_ERROR, type DashboardAnswer, type FreshnessTile, isTileError, type TileAnswer } from "../../../../shared/contracts/dashboard";
import { loadDashboard } from "./api";
import { InventoryTile } from "./InventoryTile";
import { NotableProductsTile } from "./NotableProductsTile";
import { OpenOrdersTile } from "./OpenOrdersTile";
import { PricingTile } from "./PricingTile";
import { SalesTrendTile } from "./SalesTrendTile";
import { DASHBOARD_TEXT } from "./texts";
import { TopGroupsTile } from "./TopGroupsTile";
import { UseAndLossTile } from "./UseAndLossTile";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; answer: DashboardAnswer };

/** Reads the page's one answer; `reload` reads it again, keeping the tiles on screen meanwhile. */
function useDashboard() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [reloading, setReloading] = useState(false);
  const generation = useRef(0);
  const load = useCallback(() => {
    const current = ++generation.current;
    setReloading(true);
    void loadDashboard().then((answer) => {
      if (current !== generation.current) return;
      setReloading(false);
      setLoaded(answer ? { state: "loaded", answer } : { state: "failed" });
    });
  }, []);
  useEffect(() => {
    load();
    return () => {
      generation.current++;
    };
  }, [load]);
  return { loaded, reloading, reload: load };
}

/** 'Vendas até 22/11/2026': how fresh the nightly aggregation's figures are. */
function freshnessText(freshness: TileAnswer<FreshnessTile> | undefined): string | undefined {
  if (!freshness) return undefined;
  if (isTileError(freshness)) return freshness.error;
  return freshness.sales_until ? DASHBOARD_TEXT.salesUntil(freshness.sales_until) : DASHBOARD_TEXT.noSales;
}

/**
 * The administrator's morning page: sales of the last 30 days beside the 30 before, the groups that sell and
 * earn the most, the notable products below their margin, the open orders, use and loss waiting, the
 * inventory in counting and the last pricing. Each tile opens its list with the filter set; one that failed
 * says so while the others show.
 */
export function ManagerDashboard() {
  const { loaded, reloading, reload } = useDashboard();
  const answer = loaded.state === "loaded" ? loaded.answer : undefined;
  const description = freshnessText(answer?.freshness);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          {...(description ? { description } : {})}
          actions={
            <Button iconName="refresh" loading={reloading && loaded.state !== "loading"} onClick={reload}>
              {DASHBOARD_TEXT.refresh}
            </Button>
          }
        >
          {DASHBOARD_TEXT.title}
        </Header>
      }
    >
      {loaded.state === "failed" ? (
        <Alert type="error" action={<Button onClick={reload}>{DASHBOARD_TEXT.retry}</Button>}>
          {DASHBOARD_LOAD_ERROR}
        </Alert>
      ) : (
        <SpaceBetween size="l">
          <SalesTrendTile answer={answer?.sales} />
          <TopGroupsTile answer={answer?.top_groups} />
          <ColumnLayout columns={2}>
            <NotableProductsTile answer={answer?.notable_products} />
            <PricingTile answer={answer?.pricing} />
          </ColumnLayout>
          <ColumnLayout columns={3}>
            <OpenOrdersTile answer={answer?.open_orders} />
            <UseAndLossTile answer={answer?.use_and_loss} />
            <InventoryTile answer={answer?.inventory} />
          </ColumnLayout>
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}

import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import ColumnLayout from "@cloudscape-design/components/column-layout";
import ContentLayout from "@cloudscape-design/components/content-layout";
import Header from "@cloudscape-design/components/header";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { DASHBOARD_LOAD_ERROR, type DashboardAnswer, type FreshnessTile, isTileError, type TileAnswer } from "../../../../shared/contracts/dashboard";
import { InventoryTile } from "./InventoryTile";
import { NotableProductsTile } from "./NotableProductsTile";
import { OpenOrdersTile } from "./OpenOrdersTile";
import { PricingTile } from "./PricingTile";
import { SalesTrendTile } from "./SalesTrendTile";
import { DASHBOARD_TEXT } from "./texts";
import { TopGroupsTile } from "./TopGroupsTile";
import { UseAndLossTile } from "./UseAndLossTile";

/** Reads the page's answer again through the route's loader, keeping the tiles on screen meanwhile. */
function useReload() {
  const router = useRouter();
  const [reloading, setReloading] = useState(false);
  const reload = useCallback(() => {
    setReloading(true);
    void router.invalidate().finally(() => setReloading(false));
  }, [router]);
  return { reloading, reload };
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
 * says so while the others show. `answer` is the route's (null when it could not be read at all).
 */
export function ManagerDashboard({ answer }: { answer: DashboardAnswer | null }) {
  const { reloading, reload } = useReload();
  const description = freshnessText(answer?.freshness);
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          {...(description ? { description } : {})}
          actions={
            <Button iconName="refresh" loading={reloading} onClick={reload}>
              {DASHBOARD_TEXT.refresh}
            </Button>
          }
        >
          {DASHBOARD_TEXT.title}
        </Header>
      }
    >
      {answer === null ? (
        <Alert type="error" action={<Button onClick={reload}>{DASHBOARD_TEXT.retry}</Button>}>
          {DASHBOARD_LOAD_ERROR}
        </Alert>
      ) : (
        <SpaceBetween size="l">
          <SalesTrendTile answer={answer.sales} />
          <TopGroupsTile answer={answer.top_groups} />
          <ColumnLayout columns={2}>
            <NotableProductsTile answer={answer.notable_products} />
            <PricingTile answer={answer.pricing} />
          </ColumnLayout>
          <ColumnLayout columns={3}>
            <OpenOrdersTile answer={answer.open_orders} />
            <UseAndLossTile answer={answer.use_and_loss} />
            <InventoryTile answer={answer.inventory} />
          </ColumnLayout>
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}

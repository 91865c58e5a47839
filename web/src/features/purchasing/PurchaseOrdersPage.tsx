import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ORDER_STATUS_FILTER_LABELS, type OrderStatusFilter, type PurchaseOrderRow } from "../../../../shared/contracts/purchasing";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useCurrentUser } from "../../app/current-user";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { openReport } from "../reports/links";
import { LIST_PERIOD_TEXT, listPeriodSearch } from "../../app/list-period";
import { ListPeriodControl } from "../../app/ListPeriodControl";
import { ACTIONS, ORDERS_SECTION_LABEL, periodShown } from "./labels";
import { ordersPeriodOf } from "./orders-period";
import { ORDERS_LIST } from "./orders-config";
import { StatusDialog } from "./StatusDialog";
import { useBack } from "../../app/use-back";

const route = getRouteApi("/_auth/_section/purchase_orders/$status");

function printOrder(order: PurchaseOrderRow): void {
  openReport({ report: "purchase_order", id: order.id });
}

/**
 * /purchase_orders/$status (spec §2.5): the orders of a status, their items, cost variation and print; the
 * closed ones of a period (?period=, by default the last 90 days: 'Período'), the open ones of any date.
 */
export function PurchaseOrdersPage() {
  const { status } = route.useParams();
  // A period chosen stays in the URL when the status changes; none chosen, none added.
  const search = route.useSearch();
  const period = ordersPeriodOf(search);
  const navigate = useNavigate();
  const admin = useCurrentUser()?.admin ?? false;
  const [choosingStatus, setChoosingStatus] = useState(false);

  const label = ORDER_STATUS_FILTER_LABELS[status];
  const trail = useMemo<Crumb[]>(() => [{ text: label, onFollow: () => setChoosingStatus(true) }], [label]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ORDERS_SECTION_LABEL, trail);

  const items = route.useLoaderData();
  const back = useBack("/");

  const rowOptions = useMemo<readonly RowOption<PurchaseOrderRow>[]>(() => {
    const adminOnly = { disabled: () => !admin, disabledReason: ACTIONS.adminOnly };
    const toItems = (order: PurchaseOrderRow, to: "items" | "items_variation") =>
      void navigate({ to: `/purchase_orders/$pOrderId/${to}`, params: { pOrderId: String(order.id) } });
    return [
      { id: "items", text: ACTIONS.items, onClick: (order) => toItems(order, "items"), ...adminOnly },
      { id: "variation", text: ACTIONS.variation, onClick: (order) => toItems(order, "items_variation"), ...adminOnly },
      { id: "print", text: ACTIONS.printOrder, onClick: printOrder },
    ];
  }, [admin, navigate]);

  const applyStatus = (next: OrderStatusFilter) => {
    setChoosingStatus(false);
    if (next !== status) void navigate({ to: "/purchase_orders/$status", params: { status: next }, search });
  };

  return (
    <>
      <DataList
        key={`${status}/${period.start},${period.end}`}
        config={ORDERS_LIST}
        items={items}
        title={label}
        description={periodShown(LIST_PERIOD_TEXT.period(period))}
        exportTitle={heading.title}
        exportSubtitle={heading.subtitle}
        onBack={back}
        selectable
        rowOptions={rowOptions}
        actions={({ selectedItems }) => {
          const [selected] = selectedItems;
          return (
            <>
              <ListPeriodControl
                period={period}
                onApply={(next) => void navigate({ to: "/purchase_orders/$status", params: { status }, search: listPeriodSearch(next) })}
              />
              <Button iconName="filter" onClick={() => setChoosingStatus(true)}>
                {ACTIONS.status}
              </Button>
              <Button
                iconName="file"
                disabled={selectedItems.length !== 1}
                disabledReason={ACTIONS.printNeedsOneRow}
                onClick={() => selected && printOrder(selected)}
              >
                {ACTIONS.print}
              </Button>
            </>
          );
        }}
      />
      {choosingStatus && <StatusDialog current={status} onApply={applyStatus} onDismiss={() => setChoosingStatus(false)} />}
    </>
  );
}

import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import {
  STOCK_TAKING_STATUS_FILTER_LABELS,
  STOCK_TAKING_STATUS_FILTERS,
  type StockTakingRow,
  type StockTakingStatusFilter,
} from "../../../../shared/contracts/inventories";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { useListLoader } from "../../app/use-list-loader";
import { DataList, exportHeading, type ListContext, type RowOption } from "../../lists";
import { NotableFlagsProvider } from "../../app/notable-flags/NotableFlags";
import { FilterDialog } from "../../app/FilterDialog";
import { closeCount, closeCounts, removeCount, removeCounts } from "./api";
import { ChangeConfirmation, type PendingChange } from "../../app/ChangeConfirmation";
import { COUNTS_LIST } from "./counts-config";
import { FixCountDialog } from "./FixCountDialog";
import { ACTIONS, CONFIRMATIONS, COUNT_REPORT_LABELS, INVENTORIES_SECTION_LABEL, inventoryCrumb, inventoryDescription, SCREEN_TEXT } from "./labels";
import { canChangeCountSelection, isOpenCount } from "./rules";

const route = getRouteApi("/_auth/_section/inventories/$inventoryId/stock_taking/{-$status}");

type Dialog = { kind: "reportType" } | { kind: "fix"; count: StockTakingRow } | { kind: "confirm"; change: PendingChange };

function closeChange(count: StockTakingRow): PendingChange {
  return { header: CONFIRMATIONS.closeHeader, question: CONFIRMATIONS.close(count), confirmText: ACTIONS.close, perform: () => closeCount(count) };
}

function removeChange(count: StockTakingRow): PendingChange {
  return { header: CONFIRMATIONS.removeCountHeader, question: CONFIRMATIONS.removeCount(count), confirmText: ACTIONS.remove, perform: () => removeCount(count) };
}

function closeSelectionChange({ selectedItems, clearSelection }: ListContext<StockTakingRow>): PendingChange {
  return {
    header: CONFIRMATIONS.closeSelectedHeader,
    question: CONFIRMATIONS.closeSelected(selectedItems.length),
    confirmText: ACTIONS.close,
    perform: async () => {
      const closed = await closeCounts(selectedItems.map((count) => count.id));
      if (closed) clearSelection();
      return closed;
    },
  };
}

function removeSelectionChange({ selectedItems, clearSelection }: ListContext<StockTakingRow>): PendingChange {
  return {
    header: CONFIRMATIONS.removeCountsHeader,
    question: CONFIRMATIONS.removeCountsSelected(selectedItems.length),
    confirmText: ACTIONS.remove,
    perform: async () => {
      const removed = await removeCounts(selectedItems);
      clearSelection();
      return removed > 0;
    },
  };
}

/**
 * /inventories/$inventoryId/stock_taking/$status? (spec §2.7): the inventory's counts of a status, chosen in
 * the 'Tipo de Relatório' dialog (the header's 'Status'); fix, close and remove an open count, close
 * or remove a selection of open ones.
 */
export function StockTakingPage() {
  const { inventoryId, status = "all" } = route.useParams();
  const id = Number(inventoryId);
  const navigate = useNavigate();
  const back = useBack("/inventories");
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const { inventory, counts } = route.useLoaderData();
  const { items, loading, head, reloadSoon } = useListLoader(counts);

  const statusLabel = STOCK_TAKING_STATUS_FILTER_LABELS[status];
  const trail = useMemo<Crumb[]>(
    () => [inventoryCrumb(id), { text: SCREEN_TEXT.counts, href: `/inventories/${id}/stock_taking` }, { text: statusLabel }],
    [id, statusLabel],
  );
  usePageBreadcrumbs(trail);
  const heading = exportHeading(INVENTORIES_SECTION_LABEL, trail);

  const rowOptions = useMemo<readonly RowOption<StockTakingRow>[]>(() => {
    const confirm = (change: PendingChange) => setDialog({ kind: "confirm", change });
    const openOnly = { disabled: (count: StockTakingRow) => !isOpenCount(count), disabledReason: ACTIONS.countNeedsOpen };
    return [
      { id: "fix", text: ACTIONS.fix, onClick: (count) => setDialog({ kind: "fix", count }), ...openOnly },
      { id: "close", text: ACTIONS.close, onClick: (count) => confirm(closeChange(count)), ...openOnly },
      { id: "remove", text: ACTIONS.remove, onClick: (count) => confirm(removeChange(count)), ...openOnly },
    ];
  }, []);

  const chooseReportType = (next: StockTakingStatusFilter) => {
    close();
    if (next !== status) {
      void navigate({
        to: "/inventories/$inventoryId/stock_taking/{-$status}",
        params: { inventoryId, status: next === "all" ? undefined : next },
      });
    }
  };
  const changed = () => {
    close();
    reloadSoon();
  };

  return (
    <NotableFlagsProvider>
      <DataList
        key={`${id}/${status}`}
        config={COUNTS_LIST}
        items={items}
        loading={loading}
        head={head}
        title={COUNT_REPORT_LABELS[status]}
        description={inventory ? inventoryDescription(inventory) : undefined}
        exportTitle={heading.title}
        exportSubtitle={heading.subtitle}
        onBack={back}
        selectable
        rowOptions={rowOptions}
        selectionActions={[
          {
            id: "closeSelected",
            text: ACTIONS.closeSelected,
            iconName: "lock-private",
            disabled: (rows) => !canChangeCountSelection(rows),
            disabledReason: ACTIONS.selectionNotOpen,
            onClick: (context) => setDialog({ kind: "confirm", change: closeSelectionChange(context) }),
          },
          {
            id: "removeSelected",
            text: ACTIONS.removeCountsSelected,
            iconName: "remove",
            disabled: (rows) => !canChangeCountSelection(rows),
            disabledReason: ACTIONS.selectionNotOpen,
            onClick: (context) => setDialog({ kind: "confirm", change: removeSelectionChange(context) }),
          },
        ]}
        actions={
          <Button iconName="filter" onClick={() => setDialog({ kind: "reportType" })}>
            {SCREEN_TEXT.reportTypeButton}
          </Button>
        }
      />
      {dialog?.kind === "reportType" ? (
        <FilterDialog
          title={SCREEN_TEXT.reportTypeDialog}
          values={STOCK_TAKING_STATUS_FILTERS}
          labels={COUNT_REPORT_LABELS}
          current={status}
          onApply={chooseReportType}
          onDismiss={close}
        />
      ) : null}
      {dialog?.kind === "fix" ? <FixCountDialog key={dialog.count.id} count={dialog.count} onClose={close} onFixed={changed} /> : null}
      <ChangeConfirmation pending={dialog?.kind === "confirm" ? dialog.change : null} onCancel={close} onDone={changed} />
    </NotableFlagsProvider>
  );
}

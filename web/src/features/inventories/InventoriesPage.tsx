import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { type InventoryRow, STOCK_TAKING_STATUS_FILTERS, type StockTakingStatusFilter } from "../../../../shared/contracts/inventories";
import { usePageBreadcrumbs } from "../../app/breadcrumbs";
import { usePollWhileRunning } from "../../app/use-poll-while-running";
import { useBack } from "../../app/use-back";
import { useReloadSoon } from "../../app/use-reload-soon";
import { DataList, exportHeading, type ListContext, type RowOption } from "../../lists";
import {
  finalizeInventories,
  finalizeInventory,
  processInventories,
  processInventory,
  removeInventories,
  removeInventory,
} from "./api";
import { ChangeConfirmation, type PendingChange } from "../../app/ChangeConfirmation";
import { INVENTORIES_LIST } from "./inventories-config";
import { InventoryDialog } from "./InventoryDialog";
import { ACTIONS, CONFIRMATIONS, COUNT_REPORT_LABELS, INVENTORIES_SECTION_LABEL } from "./labels";
import {
  canFinalize,
  canFinalizeSelection,
  canProcess,
  canProcessSelection,
  canRemoveInventory,
  canRemoveInventorySelection,
  canViewMissingProducts,
  isProcessing,
  processingFailed,
} from "./rules";

const route = getRouteApi("/_auth/_section/inventories");

const NO_TRAIL: never[] = [];
const HEADING = exportHeading(INVENTORIES_SECTION_LABEL, NO_TRAIL);

type Dialog = { kind: "create" } | { kind: "confirm"; change: PendingChange };

const ids = (rows: readonly InventoryRow[]) => rows.map((row) => row.id);

function finalizeChange(row: InventoryRow): PendingChange {
  return { header: CONFIRMATIONS.finalizeHeader, question: CONFIRMATIONS.finalize(row), confirmText: ACTIONS.finalize, perform: () => finalizeInventory(row.id) };
}

function removeChange(row: InventoryRow): PendingChange {
  return { header: CONFIRMATIONS.removeHeader, question: CONFIRMATIONS.remove(row), confirmText: ACTIONS.remove, perform: () => removeInventory(row.id) };
}

function processChange(row: InventoryRow): PendingChange {
  return { header: CONFIRMATIONS.processHeader, question: CONFIRMATIONS.process(row), confirmText: ACTIONS.process, perform: () => processInventory(row.id) };
}

/** A change to the selection: it clears once anything changed. */
function selectionChange(
  { selectedItems, clearSelection }: ListContext<InventoryRow>,
  wording: { header: string; question: (count: number) => string; confirmText: string },
  run: (ids: readonly number[]) => Promise<number>,
): PendingChange {
  return {
    header: wording.header,
    question: wording.question(selectedItems.length),
    confirmText: wording.confirmText,
    perform: async () => {
      const changed = (await run(ids(selectedItems))) > 0;
      if (changed) clearSelection();
      return changed;
    },
  };
}

/**
 * /inventories (spec §2.7): 'Criar Inventário', the inventories oldest period first, and by row or for a
 * selection: counts, products, missing products, finalize, remove and process into stock, whose progress
 * shows on the row while it runs.
 */
export function InventoriesPage() {
  usePageBreadcrumbs(NO_TRAIL);
  const navigate = useNavigate();
  const back = useBack("/");
  const items = route.useLoaderData();
  const reloadSoon = useReloadSoon();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  // While an inventory is processed, the route's loader runs again so the row's progress moves.
  usePollWhileRunning(items.some(isProcessing), reloadSoon);

  const rowOptions = useMemo<readonly RowOption<InventoryRow>[]>(() => {
    const confirm = (change: PendingChange) => setDialog({ kind: "confirm", change });
    const inventoryId = (row: InventoryRow) => String(row.id);
    const toCounts = (status: StockTakingStatusFilter) => (row: InventoryRow) =>
      void navigate({
        to: "/inventories/$inventoryId/stock_taking/{-$status}",
        params: { inventoryId: inventoryId(row), status: status === "all" ? undefined : status },
      });
    return [
      {
        text: ACTIONS.viewCounts,
        items: STOCK_TAKING_STATUS_FILTERS.map((status) => ({ id: `counts-${status}`, text: COUNT_REPORT_LABELS[status], onClick: toCounts(status) })),
      },
      {
        id: "products",
        text: ACTIONS.viewProducts,
        onClick: (row) => void navigate({ to: "/inventories/$inventoryId/products", params: { inventoryId: inventoryId(row) } }),
      },
      {
        id: "missing",
        text: ACTIONS.viewMissing,
        onClick: (row) => void navigate({ to: "/inventories/$inventoryId/missing_products", params: { inventoryId: inventoryId(row) } }),
        disabled: (row) => !canViewMissingProducts(row),
        disabledReason: ACTIONS.needsCounting,
      },
      {
        id: "finalize",
        text: ACTIONS.finalize,
        onClick: (row) => confirm(finalizeChange(row)),
        disabled: (row) => !canFinalize(row),
        disabledReason: ACTIONS.needsCounting,
      },
      {
        id: "process",
        text: ACTIONS.process,
        onClick: (row) => confirm(processChange(row)),
        disabled: (row) => !canProcess(row),
        disabledReason: ACTIONS.processNeedsFinalized,
        hidden: processingFailed,
      },
      {
        id: "processAgain",
        text: ACTIONS.processAgain,
        onClick: (row) => confirm(processChange(row)),
        hidden: (row) => !processingFailed(row),
      },
      {
        id: "remove",
        text: ACTIONS.remove,
        onClick: (row) => confirm(removeChange(row)),
        disabled: (row) => !canRemoveInventory(row),
        disabledReason: ACTIONS.needsCounting,
      },
    ];
  }, [navigate]);

  const confirmSelection = (change: PendingChange) => setDialog({ kind: "confirm", change });

  return (
    <>
      <DataList
        config={INVENTORIES_LIST}
        items={items}
        title={INVENTORIES_SECTION_LABEL}
        exportTitle={HEADING.title}
        exportSubtitle={HEADING.subtitle}
        onBack={back}
        selectable
        rowOptions={rowOptions}
        selectionActions={[
          {
            id: "finalizeSelected",
            text: ACTIONS.finalizeSelected,
            iconName: "check",
            disabled: (rows) => !canFinalizeSelection(rows),
            disabledReason: ACTIONS.selectionNotCounting,
            onClick: (context) =>
              confirmSelection(
                selectionChange(
                  context,
                  { header: CONFIRMATIONS.finalizeSelectedHeader, question: CONFIRMATIONS.finalizeSelected, confirmText: ACTIONS.finalize },
                  finalizeInventories,
                ),
              ),
          },
          {
            id: "processSelected",
            text: ACTIONS.processSelected,
            iconName: "upload",
            disabled: (rows) => !canProcessSelection(rows),
            disabledReason: ACTIONS.selectionNotProcessable,
            onClick: (context) =>
              confirmSelection(
                selectionChange(
                  context,
                  { header: CONFIRMATIONS.processSelectedHeader, question: CONFIRMATIONS.processSelected, confirmText: ACTIONS.process },
                  processInventories,
                ),
              ),
          },
          {
            id: "removeSelected",
            text: ACTIONS.removeSelected,
            iconName: "remove",
            disabled: (rows) => !canRemoveInventorySelection(rows),
            disabledReason: ACTIONS.selectionNotCounting,
            onClick: (context) =>
              confirmSelection(
                selectionChange(
                  context,
                  { header: CONFIRMATIONS.removeSelectedHeader, question: CONFIRMATIONS.removeSelected, confirmText: ACTIONS.remove },
                  removeInventories,
                ),
              ),
          },
        ]}
        actions={
          <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ kind: "create" })}>
            {ACTIONS.create}
          </Button>
        }
      />
      {dialog?.kind === "create" ? (
        <InventoryDialog
          onClose={close}
          onCreated={() => {
            close();
            reloadSoon();
          }}
        />
      ) : null}
      <ChangeConfirmation
        pending={dialog?.kind === "confirm" ? dialog.change : null}
        onCancel={close}
        onDone={() => {
          close();
          reloadSoon();
        }}
      />
    </>
  );
}

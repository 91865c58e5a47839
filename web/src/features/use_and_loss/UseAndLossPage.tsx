import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import {
  USE_AND_LOSS_INPUT_MESSAGES,
  USE_LOSS_OPERATION_FILTER_LABELS,
  USE_LOSS_OPERATION_FILTERS,
  USE_LOSS_STATUS_FILTER_LABELS,
  USE_LOSS_STATUS_FILTERS,
  type UseAndLossRow,
  type UseLossOperationFilter,
  type UseLossStatusFilter,
} from "../../../../shared/contracts/use-and-loss";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { useReloadSoon } from "../../app/use-reload-soon";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { NotableFlagsProvider } from "../../app/notable-flags/NotableFlags";
import { FilterDialog } from "../../app/FilterDialog";
import { LIST_PERIOD_TEXT, listPeriodSearch } from "../../app/list-period";
import { ListPeriodControl } from "../../app/ListPeriodControl";
import { ACTIONS, FILTER_TEXT, USE_AND_LOSS_SECTION_LABEL } from "./labels";
import { OperationConfirmation, type PendingChange } from "./OperationConfirmation";
import { OPERATIONS_LIST } from "./operations-config";
import { useAndLossPeriodOf } from "./operations-period";
import { applySelectionRefusal, canApply, canApplySelection, canRemove, canRemoveSelection, canUndoWriteOff, canWriteOff } from "./rules";
import { WriteOffDialog } from "./WriteOffDialog";

const route = getRouteApi("/_auth/_section/use_and_loss/$operation/{-$status}");

type Dialog = { kind: "operationFilter" } | { kind: "statusFilter" } | { kind: "writeOff"; row: UseAndLossRow } | PendingChange;

function isPendingChange(dialog: Dialog | null): dialog is PendingChange {
  return dialog !== null && dialog.kind !== "operationFilter" && dialog.kind !== "statusFilter" && dialog.kind !== "writeOff";
}

/** What the disabled 'Aplicar' of a selection says (spec §4). */
function applySelectionReason(selection: readonly UseAndLossRow[]): string {
  const refusal = applySelectionRefusal(selection);
  if (refusal === "tooMany") return USE_AND_LOSS_INPUT_MESSAGES.tooMany;
  if (refusal === "mixed") return ACTIONS.selectionMixed;
  return ACTIONS.selectionNotClosed;
}

/**
 * /use_and_loss/$operation/$status? (spec §2.6): the operations of a type and status, filtered through the
 * 'Tipo de Operações' and 'Status de Operações' dialogs (header buttons and breadcrumb), with the fiscal
 * write-off, undo, apply and remove by row, and apply or remove for a selection. The applied ones are those
 * of a period (?period=, by default the last 90 days: 'Período'); the pending ones come whatever their date.
 */
export function UseAndLossPage() {
  const { operation, status = "all" } = route.useParams();
  // A period chosen stays in the URL when the filters change; none chosen, none added.
  const search = route.useSearch();
  const period = useAndLossPeriodOf(search);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);

  const operationLabel = USE_LOSS_OPERATION_FILTER_LABELS[operation];
  const statusLabel = USE_LOSS_STATUS_FILTER_LABELS[status];
  const trail = useMemo<Crumb[]>(
    () => [
      { text: operationLabel, onFollow: () => setDialog({ kind: "operationFilter" }) },
      { text: statusLabel, onFollow: () => setDialog({ kind: "statusFilter" }) },
    ],
    [operationLabel, statusLabel],
  );
  usePageBreadcrumbs(trail);
  const heading = exportHeading(USE_AND_LOSS_SECTION_LABEL, trail);

  const items = route.useLoaderData();
  const reloadSoon = useReloadSoon();
  const back = useBack("/");

  const rowOptions = useMemo<readonly RowOption<UseAndLossRow>[]>(
    () => [
      {
        id: "writeOff",
        text: ACTIONS.writeOff,
        onClick: (row) => setDialog({ kind: "writeOff", row }),
        disabled: (row) => !canWriteOff(row),
        disabledReason: ACTIONS.writeOffNeedsOpen,
      },
      {
        id: "undo",
        text: ACTIONS.undo,
        onClick: (row) => setDialog({ kind: "undo", row }),
        disabled: (row) => !canUndoWriteOff(row),
        disabledReason: ACTIONS.undoNeedsWriteOff,
      },
      {
        id: "apply",
        text: ACTIONS.apply,
        onClick: (row) => setDialog({ kind: "apply", row }),
        disabled: (row) => !canApply(row),
        disabledReason: ACTIONS.applyNeedsClosed,
      },
      {
        id: "remove",
        text: ACTIONS.remove,
        onClick: (row) => setDialog({ kind: "remove", row }),
        disabled: (row) => !canRemove(row),
        disabledReason: ACTIONS.removeNeedsOpen,
      },
    ],
    [],
  );

  const filterTo = (next: { operation: UseLossOperationFilter; status: UseLossStatusFilter }) => {
    close();
    if (next.operation !== operation || next.status !== status) {
      void navigate({ to: "/use_and_loss/$operation/{-$status}", params: next, search });
    }
  };

  return (
    <NotableFlagsProvider>
      <DataList
        key={`${operation}/${status}/${period.start},${period.end}`}
        config={OPERATIONS_LIST}
        items={items}
        title={operationLabel}
        description={`${FILTER_TEXT.statusDialog}: ${statusLabel}. ${FILTER_TEXT.periodShown(LIST_PERIOD_TEXT.period(period))}.`}
        exportTitle={heading.title}
        exportSubtitle={heading.subtitle}
        onBack={back}
        selectable
        rowOptions={rowOptions}
        selectionActions={[
          {
            id: "applySelected",
            text: ACTIONS.applySelected,
            iconName: "check",
            disabled: (rows) => !canApplySelection(rows),
            disabledReason: applySelectionReason,
            onClick: ({ selectedItems, clearSelection }) => setDialog({ kind: "applySelected", rows: selectedItems, clearSelection }),
          },
          {
            id: "removeSelected",
            text: ACTIONS.removeSelected,
            iconName: "remove",
            disabled: (rows) => !canRemoveSelection(rows),
            disabledReason: ACTIONS.selectionNotOpen,
            onClick: ({ selectedItems, clearSelection }) => setDialog({ kind: "removeSelected", rows: selectedItems, clearSelection }),
          },
        ]}
        actions={
          <>
            <ListPeriodControl
              period={period}
              onApply={(next) => void navigate({ to: "/use_and_loss/$operation/{-$status}", params: { operation, status }, search: listPeriodSearch(next) })}
            />
            <Button iconName="filter" onClick={() => setDialog({ kind: "operationFilter" })}>
              {FILTER_TEXT.operationButton}
            </Button>
            <Button iconName="filter" onClick={() => setDialog({ kind: "statusFilter" })}>
              {FILTER_TEXT.statusButton}
            </Button>
            <Button iconName="file" onClick={() => void navigate({ to: "/use_and_loss/icms_reversal" })}>
              {ACTIONS.icmsReversal}
            </Button>
          </>
        }
      />
      {dialog?.kind === "operationFilter" ? (
        <FilterDialog
          title={FILTER_TEXT.operationDialog}
          values={USE_LOSS_OPERATION_FILTERS}
          labels={USE_LOSS_OPERATION_FILTER_LABELS}
          current={operation}
          onApply={(next) => filterTo({ operation: next, status })}
          onDismiss={close}
        />
      ) : null}
      {dialog?.kind === "statusFilter" ? (
        <FilterDialog
          title={FILTER_TEXT.statusDialog}
          values={USE_LOSS_STATUS_FILTERS}
          labels={USE_LOSS_STATUS_FILTER_LABELS}
          current={status}
          onApply={(next) => filterTo({ operation, status: next })}
          onDismiss={close}
        />
      ) : null}
      {dialog?.kind === "writeOff" ? (
        <WriteOffDialog
          key={dialog.row.id}
          operation={dialog.row}
          onDismiss={close}
          onWrittenOff={reloadSoon}
          onClosed={() => {
            close();
            reloadSoon();
          }}
        />
      ) : null}
      <OperationConfirmation
        pending={isPendingChange(dialog) ? dialog : null}
        onCancel={close}
        onDone={() => {
          close();
          reloadSoon();
        }}
      />
    </NotableFlagsProvider>
  );
}

import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { PRICING_CLASS_VIEW_LABELS, PRICING_CLASS_VIEWS, type PricingClassView, type PricingRow } from "../../../../shared/contracts/pricing";
import { usePageBreadcrumbs } from "../../app/breadcrumbs";
import { LIST_PERIOD_TEXT, listPeriodSearch } from "../../app/list-period";
import { ListPeriodControl } from "../../app/ListPeriodControl";
import { usePollWhileRunning } from "../../app/use-poll-while-running";
import { ChangeConfirmation, type PendingChange } from "../../app/ChangeConfirmation";
import { useBack } from "../../app/use-back";
import { useReloadSoon } from "../../app/use-reload-soon";
import { DataList, exportHeading, type ListContext, type RowOption } from "../../lists";
import { applyPricing, fetchApplyMoves, reclassifyPricing, removePricing, removePricings } from "./api";
import { PRICING_CONFIRMATIONS, PRICING_LIST_ACTIONS, PRICING_LIST_MESSAGES, PRICING_SECTION_LABEL, periodShown } from "./labels";
import { pricingsPeriodOf } from "./pricings-period";
import { NewPricingDialog } from "./NewPricingDialog";
import { PriceEndingDialog } from "./PriceEndingDialog";
import { PRICING_LIST } from "./pricing-list-config";
import { canApply, canReclassify, canViewResults, isClassifying } from "./rules";

const route = getRouteApi("/_auth/_section/pricing");

const NO_TRAIL: never[] = [];
const HEADING = exportHeading(PRICING_SECTION_LABEL, NO_TRAIL);

type Dialog = { kind: "create" } | { kind: "priceEnding" } | { kind: "confirm"; change: PendingChange };

const selecting = (_row: PricingRow, context: ListContext<PricingRow>) => context.selectedItems.length > 0;

/**
 * /pricing (spec §2.9): the pricings, oldest period first, with their totals; 'Nova Precificação', 'Terminação
 * de Preço', and by row: products (all or of a class), groups, notable loss, reclassify, apply and remove; a
 * selection is removed from the header. A classification's progress, or failure, and an apply's progress
 * show on the row, which follows them by itself.
 */
export function PricingListPage() {
  usePageBreadcrumbs(NO_TRAIL);
  const navigate = useNavigate();
  const back = useBack("/");
  const items = route.useLoaderData();
  const period = pricingsPeriodOf(route.useSearch());
  const reloadSoon = useReloadSoon();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [applying, setApplying] = useState(false);
  const close = useCallback(() => setDialog(null), []);
  // While a classification or an apply runs, the route's loader runs again so the row's progress moves.
  usePollWhileRunning(applying || items.some(isClassifying), reloadSoon);

  const rowOptions = useMemo<readonly RowOption<PricingRow>[]>(() => {
    const confirm = (change: PendingChange) => setDialog({ kind: "confirm", change });
    const pricingId = (row: PricingRow) => String(row.id);
    const resultsOff = (row: PricingRow, context: ListContext<PricingRow>) => selecting(row, context) || !canViewResults(row);
    const toProducts = (pClass: PricingClassView) => (row: PricingRow) =>
      void navigate({ to: "/pricing/$pricingId/$pClass", params: { pricingId: pricingId(row), pClass } });
    const reclassify = (row: PricingRow): PendingChange => ({
      header: PRICING_CONFIRMATIONS.reclassifyHeader,
      question: PRICING_CONFIRMATIONS.reclassify(row),
      confirmText: PRICING_LIST_ACTIONS.reclassifyConfirm,
      perform: () => reclassifyPricing(row.id),
    });
    const apply = (row: PricingRow, moves: { up: number; down: number } | null): PendingChange => ({
      header: PRICING_CONFIRMATIONS.applyHeader,
      question: PRICING_CONFIRMATIONS.apply(row, moves),
      confirmText: PRICING_LIST_ACTIONS.applyConfirm,
      perform: async () => {
        setApplying(true);
        try {
          return (await applyPricing(row.id)) !== null;
        } finally {
          setApplying(false);
        }
      },
    });
    const remove = (row: PricingRow): PendingChange => ({
      header: PRICING_CONFIRMATIONS.removeHeader,
      question: PRICING_CONFIRMATIONS.remove(row),
      confirmText: PRICING_LIST_ACTIONS.removeConfirm,
      perform: () => removePricing(row.id),
    });
    return [
      {
        text: PRICING_LIST_ACTIONS.viewProducts,
        disabled: resultsOff,
        items: PRICING_CLASS_VIEWS.map((pClass) => ({
          id: `products-${pClass}`,
          text: PRICING_CLASS_VIEW_LABELS[pClass],
          onClick: toProducts(pClass),
          disabled: resultsOff,
        })),
      },
      {
        id: "groups",
        text: PRICING_LIST_ACTIONS.viewGroups,
        onClick: (row) => void navigate({ to: "/pricing/$pricingId/groups", params: { pricingId: pricingId(row) } }),
        disabled: resultsOff,
        disabledReason: PRICING_LIST_ACTIONS.needsClassification,
      },
      {
        id: "notableLoss",
        text: PRICING_LIST_ACTIONS.viewNotableLoss,
        onClick: (row) => void navigate({ to: "/pricing/$pricingId/notable_loss", params: { pricingId: pricingId(row) } }),
        disabled: resultsOff,
        disabledReason: PRICING_LIST_ACTIONS.needsClassification,
      },
      {
        id: "reclassify",
        text: PRICING_LIST_ACTIONS.reclassify,
        onClick: (row) => confirm(reclassify(row)),
        disabled: (row, context) => selecting(row, context) || !canReclassify(row),
        disabledReason: PRICING_LIST_ACTIONS.reclassifyNeedsClassified,
      },
      {
        id: "apply",
        text: PRICING_LIST_ACTIONS.apply,
        // The confirmation says how many prices go up and how many down, at the shelf prices of now.
        onClick: (row) => void fetchApplyMoves(row.id).then((moves) => confirm(apply(row, moves))),
        disabled: (row, context) => selecting(row, context) || !canApply(row),
        disabledReason: PRICING_LIST_ACTIONS.applyNeedsClassified,
      },
      {
        id: "remove",
        text: PRICING_LIST_ACTIONS.remove,
        onClick: (row) => confirm(remove(row)),
        disabled: selecting,
        disabledReason: PRICING_LIST_ACTIONS.selectionActive,
      },
    ];
  }, [navigate]);

  const removeSelection = ({ selectedItems, clearSelection }: ListContext<PricingRow>): PendingChange => ({
    header: PRICING_CONFIRMATIONS.removeSelectedHeader,
    question: PRICING_CONFIRMATIONS.removeSelected(selectedItems.length),
    confirmText: PRICING_LIST_ACTIONS.removeConfirm,
    perform: async () => {
      const removed = await removePricings(
        selectedItems.map((row) => row.id),
        { failed: PRICING_LIST_MESSAGES.removeFailed, done: PRICING_LIST_MESSAGES.removed },
      );
      if (removed > 0) clearSelection();
      return removed > 0;
    },
  });

  const reloadAfter = () => {
    close();
    reloadSoon();
  };

  return (
    <>
      <DataList
        config={PRICING_LIST}
        items={items}
        title={PRICING_SECTION_LABEL}
        exportTitle={HEADING.title}
        exportSubtitle={HEADING.subtitle}
        onBack={back}
        selectable
        rowOptions={rowOptions}
        selectionActions={[
          {
            id: "removeSelected",
            text: PRICING_LIST_ACTIONS.removeSelected,
            iconName: "remove",
            onClick: (context) => setDialog({ kind: "confirm", change: removeSelection(context) }),
          },
        ]}
        // With rows checked, 'Nova Precificação' gives way to the selection's action.
        description={periodShown(LIST_PERIOD_TEXT.period(period))}
        actions={({ selectedItems }) => (
          <>
            <ListPeriodControl period={period} onApply={(next) => void navigate({ to: "/pricing", search: listPeriodSearch(next) })} />
            <Button iconName="settings" onClick={() => setDialog({ kind: "priceEnding" })}>
              {PRICING_LIST_ACTIONS.priceEnding}
            </Button>
            {selectedItems.length > 0 ? null : (
              <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ kind: "create" })}>
                {PRICING_LIST_ACTIONS.create}
              </Button>
            )}
          </>
        )}
      />
      {dialog?.kind === "create" ? <NewPricingDialog onClose={close} onCreated={reloadAfter} /> : null}
      {dialog?.kind === "priceEnding" ? <PriceEndingDialog onClose={close} /> : null}
      <ChangeConfirmation pending={dialog?.kind === "confirm" ? dialog.change : null} onCancel={close} onDone={reloadAfter} />
    </>
  );
}

import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import Container from "@cloudscape-design/components/container";
import Header from "@cloudscape-design/components/header";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { InventoryRow, MissingProductRow } from "../../../../shared/contracts/inventories";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useBack } from "../../app/use-back";
import { useReloadSoon } from "../../app/use-reload-soon";
import { DataList, exportHeading, type ListContext, type RowOption } from "../../lists";
import { LIST_TEXT } from "../../lists/i18n";
import { NotableFlagsProvider } from "../../app/notable-flags/NotableFlags";
import { confirmProduct, confirmProducts, zeroProduct, zeroProducts } from "./api";
import { ChangeConfirmation, type PendingChange } from "../../app/ChangeConfirmation";
import { ACTIONS, CONFIRMATIONS, INVENTORIES_SECTION_LABEL, inventoryCrumb, inventoryDescription, SCREEN_TEXT } from "./labels";
import { MISSING_PRODUCTS_LIST } from "./missing-products-config";
import { canConfirmMissing, canConfirmMissingSelection, canZeroMissingSelection, isCounting } from "./rules";

const route = getRouteApi("/_auth/_section/inventories/$inventoryId/missing_products");

const productIds = (rows: readonly MissingProductRow[]) => rows.map((row) => row.product_id);

/** A change to the selection: it clears once anything changed. */
function selectionChange(
  { selectedItems, clearSelection }: ListContext<MissingProductRow>,
  wording: { header: string; question: (count: number) => string; confirmText: string },
  run: (ids: readonly number[]) => Promise<boolean>,
): PendingChange {
  return {
    header: wording.header,
    question: wording.question(selectedItems.length),
    confirmText: wording.confirmText,
    perform: async () => {
      const changed = await run(productIds(selectedItems));
      if (changed) clearSelection();
      return changed;
    },
  };
}

/** The products with stock and no count of a counting inventory: zero or confirm them, one or a selection. */
function MissingProductsList({
  inventory,
  items,
  back,
  heading,
}: {
  inventory: InventoryRow;
  items: readonly MissingProductRow[];
  back: () => void;
  heading: { title: string; subtitle: string };
}) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const reloadSoon = useReloadSoon();

  const rowOptions = useMemo<readonly RowOption<MissingProductRow>[]>(
    () => [
      {
        id: "zero",
        text: ACTIONS.zero,
        onClick: (row) =>
          setPending({
            header: CONFIRMATIONS.zeroHeader,
            question: CONFIRMATIONS.zero(row),
            confirmText: ACTIONS.zero,
            perform: () => zeroProduct(inventory.id, row.product_id),
          }),
      },
      {
        id: "confirm",
        text: ACTIONS.confirm,
        onClick: (row) =>
          setPending({
            header: CONFIRMATIONS.confirmHeader,
            question: CONFIRMATIONS.confirm(row),
            confirmText: ACTIONS.confirm,
            perform: () => confirmProduct(inventory.id, row.product_id),
          }),
        disabled: (row) => !canConfirmMissing(row),
        disabledReason: ACTIONS.negativeQuantity,
      },
    ],
    [inventory.id],
  );

  return (
    <>
      <DataList
        config={MISSING_PRODUCTS_LIST}
        items={items}
        title={SCREEN_TEXT.missing}
        description={inventoryDescription(inventory)}
        exportTitle={heading.title}
        exportSubtitle={heading.subtitle}
        onBack={back}
        selectable
        rowOptions={rowOptions}
        selectionActions={[
          {
            id: "zeroSelected",
            text: ACTIONS.zeroSelected,
            iconName: "close",
            disabled: (rows) => !canZeroMissingSelection(rows),
            onClick: (context) =>
              setPending(
                selectionChange(
                  context,
                  { header: CONFIRMATIONS.zeroSelectedHeader, question: CONFIRMATIONS.zeroSelected, confirmText: ACTIONS.zero },
                  (ids) => zeroProducts(inventory.id, ids),
                ),
              ),
          },
          {
            id: "confirmSelected",
            text: ACTIONS.confirmSelected,
            iconName: "check",
            disabled: (rows) => !canConfirmMissingSelection(rows),
            disabledReason: ACTIONS.selectionNegative,
            onClick: (context) =>
              setPending(
                selectionChange(
                  context,
                  { header: CONFIRMATIONS.confirmSelectedHeader, question: CONFIRMATIONS.confirmSelected, confirmText: ACTIONS.confirm },
                  (ids) => confirmProducts(inventory.id, ids),
                ),
              ),
          },
        ]}
      />
      <ChangeConfirmation
        pending={pending}
        onCancel={() => setPending(null)}
        onDone={() => {
          setPending(null);
          reloadSoon();
        }}
      />
    </>
  );
}

/** What shows instead of the list when the inventory is not counting (or cannot be read). */
function NotCounting({ message, back }: { message: string; back: () => void }) {
  return (
    <Container
      header={
        <Header variant="h1">
          <span className="list-kit-title">
            <Button variant="icon" iconName="arrow-left" ariaLabel={LIST_TEXT.back} onClick={back} />
            <span>{SCREEN_TEXT.missing}</span>
          </span>
        </Header>
      }
    >
      <Alert type="info">{message}</Alert>
    </Container>
  );
}

/**
 * /inventories/$inventoryId/missing_products (spec §2.7): only for an inventory in counting; for any other the
 * screen says so instead of listing.
 */
export function MissingProductsPage() {
  const { inventoryId } = route.useParams();
  const id = Number(inventoryId);
  const back = useBack("/inventories");
  const { inventory, rows } = route.useLoaderData();

  const trail = useMemo<Crumb[]>(() => [inventoryCrumb(id), { text: SCREEN_TEXT.missing }], [id]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(INVENTORIES_SECTION_LABEL, trail);

  return (
    <NotableFlagsProvider>
      {inventory === null ? (
        <NotCounting message={SCREEN_TEXT.inventoryNotFound(id)} back={back} />
      ) : isCounting(inventory) ? (
        <MissingProductsList key={id} inventory={inventory} items={rows} back={back} heading={heading} />
      ) : (
        <NotCounting message={SCREEN_TEXT.missingNeedsCounting(inventory)} back={back} />
      )}
    </NotableFlagsProvider>
  );
}

import SegmentedControl from "@cloudscape-design/components/segmented-control";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import type { InventoryProductRow } from "../../../../shared/contracts/inventories";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { useCurrentUser } from "../../app/current-user";
import { useBack } from "../../app/use-back";
import { useListLoader } from "../../app/use-list-loader";
import { DataList, exportHeading, type RowOption } from "../../lists";
import { NotableFlagsProvider } from "../../app/notable-flags/NotableFlags";
import { removeInventoryProduct } from "./api";
import { ChangeConfirmation, type PendingChange } from "../../app/ChangeConfirmation";
import { INVENTORY_PRODUCTS_LISTS, PRODUCT_VIEWS, type ProductView, rowsOfView } from "./inventory-products-config";
import { ACTIONS, CONFIRMATIONS, INVENTORIES_SECTION_LABEL, inventoryCrumb, inventoryDescription, PRODUCT_VIEW_TEXT, SCREEN_TEXT } from "./labels";
import { canRemoveInventoryProduct } from "./rules";

const route = getRouteApi("/_auth/_section/inventories/$inventoryId/products");

const VIEW_OPTIONS = PRODUCT_VIEWS.map((view) => ({ id: view, text: PRODUCT_VIEW_TEXT[view] }));
const VIEW_DESCRIPTIONS: Readonly<Record<ProductView, string | null>> = {
  all: null,
  losses: PRODUCT_VIEW_TEXT.lossesDescription,
  gains: PRODUCT_VIEW_TEXT.gainsDescription,
};

function isView(value: string): value is ProductView {
  return (PRODUCT_VIEWS as readonly string[]).includes(value);
}

function removeChange(row: InventoryProductRow): PendingChange {
  return {
    header: CONFIRMATIONS.removeProductHeader,
    question: CONFIRMATIONS.removeProduct(row),
    confirmText: ACTIONS.remove,
    perform: () => removeInventoryProduct(row.id),
  };
}

/**
 * /inventories/$inventoryId/products (spec §2.7): each product's quantities and costs before and after the
 * inventory, footers summing the costs and the difference; the divergence views show only the losses (or the
 * gains), the biggest first. An administrator removes a product while the inventory is counting.
 */
export function InventoryProductsPage() {
  const { inventoryId } = route.useParams();
  const id = Number(inventoryId);
  const back = useBack("/inventories");
  const admin = useCurrentUser()?.admin ?? false;
  const { inventory, products } = route.useLoaderData();
  const { items, loading, head, reloadSoon } = useListLoader(products);
  const [view, setView] = useState<ProductView>("all");
  const [pending, setPending] = useState<PendingChange | null>(null);

  const trail = useMemo<Crumb[]>(() => [inventoryCrumb(id), { text: SCREEN_TEXT.products }], [id]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(INVENTORIES_SECTION_LABEL, trail);

  const shown = useMemo(() => rowsOfView(items, view), [items, view]);

  const removable = canRemoveInventoryProduct(admin, inventory);
  const rowOptions = useMemo<readonly RowOption<InventoryProductRow>[]>(
    () => [
      {
        id: "remove",
        text: ACTIONS.remove,
        onClick: (row) => setPending(removeChange(row)),
        disabled: () => !removable,
        disabledReason: admin ? ACTIONS.productNeedsCounting : ACTIONS.adminOnly,
      },
    ],
    [removable, admin],
  );

  const description = [inventory ? inventoryDescription(inventory) : null, VIEW_DESCRIPTIONS[view]]
    .filter(Boolean)
    .join(". ");

  return (
    <NotableFlagsProvider>
      <DataList
        key={`${id}/${view}`}
        config={INVENTORY_PRODUCTS_LISTS[view]}
        items={shown}
        loading={loading}
        // The head is the whole list's, in its default order: the divergence views wait for every row.
        head={view === "all" ? head : null}
        title={SCREEN_TEXT.products}
        description={description}
        exportTitle={heading.title}
        exportSubtitle={view === "all" ? heading.subtitle : `${heading.subtitle} / ${PRODUCT_VIEW_TEXT[view]}`}
        onBack={back}
        rowOptions={rowOptions}
        actions={
          <SegmentedControl
            label={PRODUCT_VIEW_TEXT.label}
            selectedId={view}
            options={VIEW_OPTIONS}
            onChange={({ detail }) => {
              if (isView(detail.selectedId)) setView(detail.selectedId);
            }}
          />
        }
      />
      <ChangeConfirmation
        pending={pending}
        onCancel={() => setPending(null)}
        onDone={() => {
          setPending(null);
          reloadSoon();
        }}
      />
    </NotableFlagsProvider>
  );
}

import "../../app/notable-flags/notable-flags.css";
import Button from "@cloudscape-design/components/button";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useMemo, useRef, useState } from "react";
import type { NotableProductView } from "../../../../shared/contracts/notable-products";
import { usePageBreadcrumbs } from "../../app/breadcrumbs";
import { DataList, exportHeading, type ListContext, type RowOption } from "../../lists";
import { ConfirmModal } from "../../app/ConfirmModal";
import { useReloadSoon } from "../../app/use-reload-soon";
import { removeNotableProducts } from "./api";
import { NotableProductDialog } from "./NotableProductDialog";
import { notableProductsList } from "./notable-products-config";
import type { FlaggableProduct } from "../../app/notable-flags/NotableFlags";
import { useNotableToggle } from "./use-notable-toggle";

export const NOTABLE_TEXT = {
  title: "Produtos Notáveis",
  add: "Incluir Produto Notável",
  removeSelected: "Remover Selecionados",
  edit: "Editar",
  remove: "Remover",
  removeSelectedHeader: "Remover Produtos Notáveis",
  removeSelectedQuestion: (count: number) =>
    count === 1
      ? "Tem certeza que deseja remover o Produto Notável selecionado?"
      : `Tem certeza que deseja remover os ${count} Produtos Notáveis selecionados?`,
  selectionActive: "Desmarque os registros selecionados para usar as opções do registro.",
} as const;

const route = getRouteApi("/_auth/_section/notable_products");

const NO_TRAIL: never[] = [];
const HEADING = exportHeading(NOTABLE_TEXT.title, NO_TRAIL);

function flaggable(row: NotableProductView): FlaggableProduct {
  return { productId: row.product_id, product: row.product, notable: true, version: row.version };
}

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; notable: NotableProductView }
  | { kind: "removeSelected"; rows: readonly NotableProductView[]; clearSelection: () => void };

/** /notable_products (spec §2.11): flag products with a desired margin, change it, unflag them. */
export function NotableProductsPage() {
  usePageBreadcrumbs(NO_TRAIL);
  const navigate = useNavigate();
  const items = route.useLoaderData();
  const reloadSoon = useReloadSoon();
  const { toggle, dialogs: toggleDialogs } = useNotableToggle(reloadSoon);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [removing, setRemoving] = useState(false);

  // The list's config is built once; its flag reaches the latest toggle through a ref.
  const latestToggle = useRef(toggle);
  latestToggle.current = toggle;
  const config = useMemo(() => notableProductsList((row) => latestToggle.current(flaggable(row))), []);

  const rowOptions = useMemo<readonly RowOption<NotableProductView>[]>(() => {
    const whileSelecting = {
      disabled: (_row: NotableProductView, context: ListContext<NotableProductView>) => context.selectedItems.length > 0,
      disabledReason: NOTABLE_TEXT.selectionActive,
    };
    return [
      { id: "edit", text: NOTABLE_TEXT.edit, onClick: (notable) => setDialog({ kind: "edit", notable }), ...whileSelecting },
      { id: "remove", text: NOTABLE_TEXT.remove, onClick: (row) => latestToggle.current(flaggable(row)), ...whileSelecting },
    ];
  }, []);

  const saved = () => {
    setDialog(null);
    reloadSoon();
  };

  const removeSelected = async ({ rows, clearSelection }: Extract<Dialog, { kind: "removeSelected" }>) => {
    setRemoving(true);
    await removeNotableProducts(rows);
    setRemoving(false);
    setDialog(null);
    clearSelection();
    reloadSoon();
  };

  return (
    <>
      <DataList
        config={config}
        items={items}
        title={NOTABLE_TEXT.title}
        exportTitle={HEADING.title}
        exportSubtitle={HEADING.subtitle}
        onBack={() => void navigate({ to: "/" })}
        selectable
        rowOptions={rowOptions}
        selectionActions={[
          {
            id: "removeSelected",
            text: NOTABLE_TEXT.removeSelected,
            iconName: "remove",
            onClick: ({ selectedItems, clearSelection }) => setDialog({ kind: "removeSelected", rows: selectedItems, clearSelection }),
          },
        ]}
        // With rows checked, the header acts on them only: 'Adicionar' gives way to the selection's action.
        actions={({ selectedItems }) =>
          selectedItems.length > 0 ? null : (
            <Button variant="primary" iconName="add-plus" onClick={() => setDialog({ kind: "create" })}>
              {NOTABLE_TEXT.add}
            </Button>
          )
        }
      />
      {dialog?.kind === "create" && (
        <NotableProductDialog notableIds={new Set(items.map((row) => row.product_id))} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      {dialog?.kind === "edit" && (
        <NotableProductDialog key={dialog.notable.product_id} notable={dialog.notable} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      <ConfirmModal
        visible={dialog?.kind === "removeSelected"}
        header={NOTABLE_TEXT.removeSelectedHeader}
        confirmText={NOTABLE_TEXT.remove}
        busy={removing}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "removeSelected") void removeSelected(dialog);
        }}
      >
        {dialog?.kind === "removeSelected" ? NOTABLE_TEXT.removeSelectedQuestion(dialog.rows.length) : null}
      </ConfirmModal>
      {toggleDialogs}
    </>
  );
}

import { type ReactNode, useCallback, useState } from "react";
import type { FbProduct } from "../../../../shared/contracts/notable-products";
import { ConfirmModal } from "../../app/ConfirmModal";
import type { FlaggableProduct } from "../../app/notable-flags/NotableFlags";
import { removeNotableProduct } from "./api";
import { NotableProductDialog } from "./NotableProductDialog";

export const NOTABLE_REMOVAL_TEXT = {
  header: "Remover Produto Notável",
  confirm: "Remover",
  question: (productId: number, product: string) => `Tem certeza que deseja remover o Produto Notável #${productId} - ${product}?`,
} as const;

type Pending = { kind: "flag"; product: FbProduct } | { kind: "unflag"; product: FbProduct; version?: number };

/**
 * The flag toggle of spec §2.11: an unflagged product opens the creation dialog with it chosen, a
 * flagged one asks for the removal confirmation. Render `dialogs`; `onChanged` runs after a change with
 * the product's id and whether it is notable now.
 */
export function useNotableToggle(
  onChanged: (productId: number, notable: boolean) => void,
): { toggle: (row: FlaggableProduct) => void; dialogs: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const [removing, setRemoving] = useState(false);

  // Stable, so the list's cells that hold it are not rebuilt on every render.
  const toggle = useCallback((row: FlaggableProduct) => {
    const product = { id: row.productId, description: row.product };
    setPending(row.notable ? { kind: "unflag", product, ...(row.version === undefined ? {} : { version: row.version }) } : { kind: "flag", product });
  }, []);

  const unflag = async (product: FbProduct, version: number | undefined) => {
    setRemoving(true);
    const removed = await removeNotableProduct(product.id, version);
    setRemoving(false);
    setPending(null);
    if (removed) onChanged(product.id, false);
  };

  const dialogs = (
    <>
      {pending?.kind === "flag" && (
        <NotableProductDialog
          key={pending.product.id}
          product={pending.product}
          onClose={() => setPending(null)}
          onSaved={() => {
            setPending(null);
            onChanged(pending.product.id, true);
          }}
        />
      )}
      <ConfirmModal
        visible={pending?.kind === "unflag"}
        header={NOTABLE_REMOVAL_TEXT.header}
        confirmText={NOTABLE_REMOVAL_TEXT.confirm}
        busy={removing}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === "unflag") void unflag(pending.product, pending.version);
        }}
      >
        {pending?.kind === "unflag" ? NOTABLE_REMOVAL_TEXT.question(pending.product.id, pending.product.description) : null}
      </ConfirmModal>
    </>
  );

  return { toggle, dialogs };
}

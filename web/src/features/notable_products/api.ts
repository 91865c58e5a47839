import type { NotableProductForm, NotableProductView } from "../../../../shared/contracts/notable-products";
import { withVersionQuery } from "../../../../shared/contracts/record-version";
import { getList, send } from "../../app/api";

/** The notable products calls of spec §7; failures notify with the spec §8 texts, closing after 2 s. */

export const NOTABLE_ERRORS = {
  load: "Erro ao carregar os Produtos Notáveis",
  remove: (productId: number) => `Erro ao remover o Produto Notável #${productId}`,
} as const;

/** Spec §8: the notable failures close after 2000 ms. */
export const NOTABLE_ERROR_AUTO_CLOSE_MS = 2000;

export function fetchNotableProducts(): Promise<NotableProductView[]> {
  return getList<NotableProductView>("/notable_products", {
    errorMessage: NOTABLE_ERRORS.load,
    autoCloseMs: NOTABLE_ERROR_AUTO_CLOSE_MS,
  });
}

export function createNotableProduct(form: NotableProductForm): Promise<boolean> {
  return send("POST", "/notable_products", form);
}

/** An edit of the row as read (`version`): a save made meanwhile by someone else is not overwritten (409). */
export function updateNotableProduct(form: NotableProductForm, version: number): Promise<boolean> {
  return send("PUT", `/notable_products/${form.product_id}`, { desired_margin: form.desired_margin, version });
}

/** A removal of the row as read when its `version` is known (the notable products list); a flag elsewhere has none. */
export function removeNotableProduct(productId: number, version?: number): Promise<boolean> {
  const path = `/notable_products/${productId}`;
  return send("DELETE", version === undefined ? path : withVersionQuery(path, version), undefined, {
    errorMessage: NOTABLE_ERRORS.remove(productId),
    autoCloseMs: NOTABLE_ERROR_AUTO_CLOSE_MS,
  });
}

/** Bulk removal issues one call per selected row (spec §7); answers how many were removed. */
export async function removeNotableProducts(rows: readonly Pick<NotableProductView, "product_id" | "version">[]): Promise<number> {
  const results = await Promise.all(rows.map((row) => removeNotableProduct(row.product_id, row.version)));
  return results.filter(Boolean).length;
}

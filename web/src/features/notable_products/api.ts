import type { NotableProductForm, NotableProductView } from "../../../../shared/contracts/notable-products";
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

export function updateNotableProduct(form: NotableProductForm): Promise<boolean> {
  return send("PUT", `/notable_products/${form.product_id}`, { desired_margin: form.desired_margin });
}

export function removeNotableProduct(productId: number): Promise<boolean> {
  return send("DELETE", `/notable_products/${productId}`, undefined, {
    errorMessage: NOTABLE_ERRORS.remove(productId),
    autoCloseMs: NOTABLE_ERROR_AUTO_CLOSE_MS,
  });
}

/** Bulk removal issues one call per selected row (spec §7); answers how many were removed. */
export async function removeNotableProducts(productIds: readonly number[]): Promise<number> {
  const results = await Promise.all(productIds.map((productId) => removeNotableProduct(productId)));
  return results.filter(Boolean).length;
}

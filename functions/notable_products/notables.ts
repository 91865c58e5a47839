import type { NotableProductForm, NotableProductUpdate, NotableProductView } from "../../shared/contracts/notable-products";
import {
  deleteNotableProduct,
  getNotableProduct,
  listNotableProducts,
  type NotableProduct,
  putNotableProducts,
} from "../lib/entities/notable-products";
import { getProduct } from "../lib/entities/products";
import { Conflict, NotFound } from "../lib/errors";

/** Notable products (spec §2.11, §5): flag a product with a desired margin, change it, unflag it. */

export const NOTABLE_MESSAGES = {
  created: "Produto Notável incluído com sucesso!",
  updated: "Produto Notável alterado com sucesso!",
  removed: "Produto Notável removido com sucesso!",
  productNotFound: (productId: number) => `Produto #${productId} não encontrado.`,
  alreadyNotable: (productId: number) => `O Produto #${productId} já é um Produto Notável!`,
  notNotable: (productId: number) => `Produto Notável #${productId} não encontrado.`,
};

export function toNotableView(notable: NotableProduct): NotableProductView {
  return { product_id: notable.productId, product: notable.product, desired_margin: notable.desiredMargin };
}

export async function listNotables(tenantId: string): Promise<NotableProductView[]> {
  return (await listNotableProducts(tenantId)).map(toNotableView);
}

async function storeNotable(tenantId: string, productId: number, desiredMargin: number): Promise<NotableProductView> {
  const [stored] = await putNotableProducts(tenantId, [{ productId, desiredMargin }]);
  if (!stored) throw new NotFound(NOTABLE_MESSAGES.productNotFound(productId));
  return toNotableView(stored);
}

/** 404 for a product the tenant does not have, 409 when it is already notable. */
export async function flagProduct(tenantId: string, input: NotableProductForm): Promise<NotableProductView> {
  const productId = input.product_id;
  const [product, current] = await Promise.all([getProduct(tenantId, productId), getNotableProduct(tenantId, productId)]);
  if (!product) throw new NotFound(NOTABLE_MESSAGES.productNotFound(productId));
  if (current) throw new Conflict(NOTABLE_MESSAGES.alreadyNotable(productId));
  return storeNotable(tenantId, productId, input.desired_margin);
}

export async function changeDesiredMargin(
  tenantId: string,
  productId: number,
  input: NotableProductUpdate,
): Promise<NotableProductView> {
  if (!(await getNotableProduct(tenantId, productId))) throw new NotFound(NOTABLE_MESSAGES.notNotable(productId));
  return storeNotable(tenantId, productId, input.desired_margin);
}

export async function unflagProduct(tenantId: string, productId: number): Promise<void> {
  if (!(await getNotableProduct(tenantId, productId))) throw new NotFound(NOTABLE_MESSAGES.notNotable(productId));
  await deleteNotableProduct(tenantId, productId);
}

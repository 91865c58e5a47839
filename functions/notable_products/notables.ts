import type { NotableProductForm, NotableProductUpdate, NotableProductView } from "../../shared/contracts/notable-products";
import { isStaleVersion, STALE_RECORD_MESSAGE } from "../../shared/contracts/record-version";
import {
  changeNotableProduct,
  createNotableProduct,
  deleteNotableProduct,
  getNotableProduct,
  listNotableProducts,
  type NotableProduct,
} from "./storage/notable-products";
import { getProduct } from "../lib/entities/products";
import { Conflict, NotFound } from "../lib/errors";

/**
 * Notable products (spec §2.11, §5): flag a product with a desired margin, change it, unflag it.
 * Absent when the request reads it: 404. Read by the caller at an older version than the stored one (the
 * `version` sent back, record-version.ts): 409, nothing stored. Changed under it before it writes (a parallel
 * flag, change or removal of the same product): 409, and nothing of the losing request is stored.
 */

export const NOTABLE_MESSAGES = {
  created: "Produto Notável incluído com sucesso!",
  updated: "Produto Notável alterado com sucesso!",
  removed: "Produto Notável removido com sucesso!",
  productNotFound: (productId: number) => `Produto #${productId} não encontrado.`,
  alreadyNotable: (productId: number) => `O Produto #${productId} já é um Produto Notável!`,
  notNotable: (productId: number) => `Produto Notável #${productId} não encontrado.`,
  removedMeanwhile: (productId: number) => `O Produto Notável #${productId} foi removido por outra pessoa. Atualize a lista.`,
};

export function toNotableView(notable: NotableProduct): NotableProductView {
  return { product_id: notable.productId, product: notable.product, desired_margin: notable.desiredMargin, version: notable.version };
}

export async function listNotables(tenantId: string): Promise<NotableProductView[]> {
  return (await listNotableProducts(tenantId)).map(toNotableView);
}

/** The product's current description with the desired margin; 404 for a product the tenant does not have. */
async function notableOf(tenantId: string, productId: number, desiredMargin: number): Promise<Omit<NotableProduct, "version">> {
  const product = await getProduct(tenantId, productId);
  if (!product) throw new NotFound(NOTABLE_MESSAGES.productNotFound(productId));
  return { productId, product: product.description, desiredMargin };
}

/** 404 for a product the tenant does not have, 409 when it is already notable. */
export async function flagProduct(tenantId: string, input: NotableProductForm): Promise<NotableProductView> {
  const notable = await notableOf(tenantId, input.product_id, input.desired_margin);
  const stored = await createNotableProduct(tenantId, notable);
  if (!stored) throw new Conflict(NOTABLE_MESSAGES.alreadyNotable(notable.productId));
  return toNotableView(stored);
}

/** The notable product as stored: 404 when not notable, 409 when the caller read an older version of it. */
async function readForChange(tenantId: string, productId: number, sentVersion: number | undefined): Promise<NotableProduct> {
  const stored = await getNotableProduct(tenantId, productId);
  if (!stored) throw new NotFound(NOTABLE_MESSAGES.notNotable(productId));
  if (isStaleVersion(sentVersion, stored.version)) throw new Conflict(STALE_RECORD_MESSAGE);
  return stored;
}

/** A conditional write lost: the product was unflagged meanwhile, or (a version was sent) changed. */
async function lostRace(tenantId: string, productId: number): Promise<Conflict> {
  const still = await getNotableProduct(tenantId, productId);
  return new Conflict(still ? STALE_RECORD_MESSAGE : NOTABLE_MESSAGES.removedMeanwhile(productId));
}

export async function changeDesiredMargin(
  tenantId: string,
  productId: number,
  input: NotableProductUpdate,
): Promise<NotableProductView> {
  await readForChange(tenantId, productId, input.version);
  const stored = await changeNotableProduct(tenantId, await notableOf(tenantId, productId, input.desired_margin), input.version);
  if (!stored) throw await lostRace(tenantId, productId);
  return toNotableView(stored);
}

export async function unflagProduct(tenantId: string, productId: number, sentVersion?: number): Promise<void> {
  await readForChange(tenantId, productId, sentVersion);
  if (!(await deleteNotableProduct(tenantId, productId, sentVersion))) throw await lostRace(tenantId, productId);
}

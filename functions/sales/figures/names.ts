import type { ProductNames } from "../storage/sales-catalog";
import { NO_GROUP } from "./day-figures";

/**
 * The names the period figures are shown with (sales catalog documents, period-read.ts), and what stands for
 * a name the catalog does not have, the same on every screen that reads the figures.
 */

export function groupNameOf(names: ReadonlyMap<number, string>, groupId: number): string {
  return names.get(groupId) ?? (groupId === NO_GROUP ? "SEM GRUPO" : `GRUPO ${groupId}`);
}

export function productNameOf(names: ReadonlyMap<number, ProductNames>, productId: number): string {
  return names.get(productId)?.description ?? `PRODUTO ${productId}`;
}

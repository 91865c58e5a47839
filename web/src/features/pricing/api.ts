import type { ListHead } from "../../../../shared/wire/list-head";
import type { ProductClass } from "../../../../shared/formulas/abc";
import {
  type NewPricingBody,
  PRICING_LOAD_ERRORS,
  type PricingApplied,
  type PricingGroupRow,
  type PricingNotableLossRow,
  type PricingProductRow,
  type PricingRow,
  type PricingSettings,
  priceMoves,
} from "../../../../shared/contracts/pricing";
import type { PriceEnding } from "../../../../shared/formulas/price-ending";
import { getList, getOne, send, sendEach, sendForData } from "../../app/api";
import type { SalesPeriod } from "../../app/sales-period";
import { PRICE_ENDING_TEXT } from "./labels";

/**
 * The pricing calls of spec §7. A failed list read raises its §8 notification for 2 s and reads as empty; a
 * refused write shows the server's reason (the API client raises it).
 */

export const PRICING_ERROR_AUTO_CLOSE_MS = 2000;

const pricingPath = (id: number) => `/pricing/${id}`;
const loadFailure = (errorMessage: string) => ({ errorMessage, autoCloseMs: PRICING_ERROR_AUTO_CLOSE_MS });

/** The pricings: the applied ones of the period, the others whatever their dates. */
export function fetchPricings(period: SalesPeriod): Promise<PricingRow[]> {
  return getList<PricingRow>("/pricing", { ...loadFailure(PRICING_LOAD_ERRORS.pricings), query: { start_date: period.start, end_date: period.end } });
}

/** One pricing, whenever it was applied (null when not found). */
export async function fetchPricing(id: number): Promise<PricingRow | null> {
  const [pricing] = await getList<PricingRow>("/pricing", { ...loadFailure(PRICING_LOAD_ERRORS.pricings), query: { id } });
  return pricing ?? null;
}

/** The created pricing (its classification already started), or null when refused. */
export function createPricing(body: NewPricingBody): Promise<PricingRow | null> {
  return sendForData<PricingRow>("POST", "/pricing", body);
}

export function removePricing(id: number): Promise<boolean> {
  return send("DELETE", pricingPath(id));
}

/** Bulk removal issues one call per selected pricing (spec §7); answers how many were removed. */
export function removePricings(ids: readonly number[], wording: { failed: (id: number) => string; done: (count: number) => string }): Promise<number> {
  return sendEach(ids, { method: "DELETE", path: pricingPath, ...wording });
}

export function reclassifyPricing(id: number): Promise<boolean> {
  return send("POST", `${pricingPath(id)}/reclassify`);
}

export function applyPricing(id: number): Promise<PricingApplied | null> {
  return sendForData<PricingApplied>("POST", `${pricingPath(id)}/apply`);
}

export function fetchPricingGroups(pricingId: number): Promise<PricingGroupRow[]> {
  return getList<PricingGroupRow>("/pricing_groups", { query: { pricing_id: pricingId }, ...loadFailure(PRICING_LOAD_ERRORS.groups) });
}

/** All products of a pricing, of one class, of one group, or of one class of one group. */
export function fetchPricingProducts(
  pricingId: number,
  filter: { productClass?: ProductClass; group?: { id: number; name: string } },
  onHead?: (head: ListHead<PricingProductRow>) => void,
): Promise<PricingProductRow[]> {
  const { productClass, group } = filter;
  const errorMessage = group ? PRICING_LOAD_ERRORS.groupProducts(group.name, productClass) : PRICING_LOAD_ERRORS.products(productClass);
  return getList<PricingProductRow>("/pricing_products", {
    query: { pricing_id: pricingId, group_id: group?.id, class: productClass },
    ...loadFailure(errorMessage),
    ...(onHead ? { onHead } : {}),
  });
}

export function fetchNotableLosses(pricingId: number): Promise<PricingNotableLossRow[]> {
  return getList<PricingNotableLossRow>("/pricing_notable_loss", {
    query: { pricing_id: pricingId },
    ...loadFailure(PRICING_LOAD_ERRORS.notableLoss),
  });
}

/**
 * How many shelf prices applying a pricing raises and lowers (its notable-loss rows at the shelf prices of now),
 * or null when they could not be read (already notified).
 */
export async function fetchApplyMoves(pricingId: number): Promise<{ up: number; down: number } | null> {
  const rows = await getOne<PricingNotableLossRow[]>("/pricing_notable_loss", {
    query: { pricing_id: pricingId },
    ...loadFailure(PRICING_LOAD_ERRORS.notableLoss),
  });
  return rows ? priceMoves(rows) : null;
}

/**
 * Spec §5 notable-loss edit with the version of the row the screen read (a stale screen hears 409): the saved
 * row (its figures recomputed by the server), or null when refused.
 */
export function saveNewUnitSale(row: Pick<PricingNotableLossRow, "id" | "version">, newUnitSale: number): Promise<PricingNotableLossRow | null> {
  return sendForData<PricingNotableLossRow>("PUT", `/pricing_notable_loss/${row.id}`, { new_unit_sale: newUnitSale, version: row.version });
}

/** The tenant's pricing settings (issue 16), or null when they could not be read (already notified). */
export function fetchPricingSettings(): Promise<PricingSettings | null> {
  return getOne<PricingSettings>("/pricing_settings", { errorMessage: PRICE_ENDING_TEXT.loadFailed });
}

/** Sets how suggested prices end; the saved settings, or null when refused. */
export function savePriceEnding(priceEnding: PriceEnding): Promise<PricingSettings | null> {
  return sendForData<PricingSettings>("PUT", "/pricing_settings", { price_ending: priceEnding });
}

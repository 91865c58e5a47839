import { type FbProduct, isNumericSearch, isSearchable, PRODUCT_SEARCH_LIMIT } from "../../shared/contracts/notable-products";
import type { CatalogEntry } from "../lib/entities/catalog";

/**
 * Product search (GET /fb_products/list_by_description, spec §5 product picker) over the compact catalog:
 * pure functions, so the handler only fetches the (cached) index.
 *
 * - Text of 3+ characters: case- and accent-insensitive substring of the description; descriptions that
 *   start with it come first, then those with a word starting with it, then the rest, each alphabetically.
 * - Numeric text (any length): the product of that id or barcode first, then ids and barcodes starting with
 *   it, then barcodes and (from 3 digits) descriptions containing it.
 * Inactive products are left out. At most PRODUCT_SEARCH_LIMIT results, each with its stock unit (for the
 * pickers that say which unit the product is counted in).
 */

export interface SearchEntry {
  id: number;
  idText: string;
  barcode: string;
  description: string;
  /** Description folded for matching: upper case, no accents, single spaces. */
  folded: string;
  /** The stock unit ("" when the catalog does not know it yet). */
  unit: string;
}

/** "Açúcar  Cristal" -> "ACUCAR CRISTAL". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim();
}

function byFoldedDescription(a: SearchEntry, b: SearchEntry): number {
  if (a.folded !== b.folded) return a.folded < b.folded ? -1 : 1;
  return a.id - b.id;
}

/** Active products, folded and sorted by description once, so a search is one pass without sorting. */
export function buildSearchIndex(entries: readonly CatalogEntry[]): SearchEntry[] {
  return entries
    .filter((entry) => entry.active)
    .map((entry) => ({
      id: entry.id,
      idText: String(entry.id),
      barcode: entry.barcode,
      description: entry.description,
      folded: foldForSearch(entry.description),
      unit: entry.unit,
    }))
    .sort(byFoldedDescription);
}

/** Rough bytes an index holds in memory (for the cache's limit). */
export function indexWeight(index: readonly SearchEntry[]): number {
  let bytes = 0;
  for (const entry of index) bytes += 96 + 2 * (entry.description.length + entry.folded.length + entry.barcode.length + entry.idText.length + entry.unit.length);
  return bytes;
}

const NO_MATCH = -1;

function numericRank(entry: SearchEntry, digits: string): number {
  if (entry.idText === digits || entry.barcode === digits) return 0;
  if (entry.idText.startsWith(digits) || entry.barcode.startsWith(digits)) return 1;
  if (entry.barcode.includes(digits)) return 2;
  if (digits.length >= 3 && entry.folded.includes(digits)) return 3;
  return NO_MATCH;
}

function textRank(entry: SearchEntry, folded: string): number {
  const at = entry.folded.indexOf(folded);
  if (at < 0) return NO_MATCH;
  if (at === 0) return 0;
  return entry.folded.includes(` ${folded}`) ? 1 : 2;
}

const RANKS = 4;

export function searchProducts(index: readonly SearchEntry[], text: string, limit = PRODUCT_SEARCH_LIMIT): FbProduct[] {
  if (!isSearchable(text)) return [];
  const numeric = isNumericSearch(text);
  const query = numeric ? text.trim() : foldForSearch(text);
  const rankOf = numeric ? numericRank : textRank;
  // The index is in description order: each rank's first `limit` matches are its best ones.
  const byRank: SearchEntry[][] = Array.from({ length: RANKS }, () => []);
  for (const entry of index) {
    const rank = rankOf(entry, query);
    if (rank === NO_MATCH) continue;
    const bucket = byRank[rank];
    if (bucket && bucket.length < limit) bucket.push(entry);
    if (rank === 0 && bucket?.length === limit) break;
  }
  return byRank
    .flat()
    .slice(0, limit)
    .map((entry) => ({ id: entry.id, description: entry.description, ...(entry.unit ? { unit: entry.unit } : {}) }));
}

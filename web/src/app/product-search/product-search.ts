import { type FbProduct, isSearchable, PRODUCT_SEARCH_LIMIT } from "../../../../shared/contracts/notable-products";
import { getList } from "../api";

/** Spec §5 product picker, §9: the search waits 600 ms after the last keystroke. */
export const PRODUCT_SEARCH_DELAY_MS = 600;

export type ProductSearchStatus = "idle" | "loading" | "finished";

/** GET /fb_products/list_by_description: an empty list on failure (the API client notifies). */
export function fetchProducts(description: string): Promise<FbProduct[]> {
  return getList<FbProduct>("/fb_products/list_by_description", { query: { description: description.trim() } });
}

export interface DebouncedSearchOptions {
  search: (text: string) => Promise<FbProduct[]>;
  onResults: (products: FbProduct[], status: ProductSearchStatus) => void;
  delayMs?: number;
}

export interface DebouncedSearch {
  /** The text changed: search it after the delay (or clear the results when it is not searchable). */
  request(text: string): void;
  /** Drops the pending search and any answer still on its way. */
  cancel(): void;
}

/**
 * The picker's search, without React: only searchable text (3+ characters or digits) reaches the server,
 * 600 ms after the last change; an answer to an older text is dropped.
 */
export function createDebouncedSearch({ search, onResults, delayMs = PRODUCT_SEARCH_DELAY_MS }: DebouncedSearchOptions): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    generation++;
  };
  return {
    request(text) {
      cancel();
      if (!isSearchable(text)) {
        onResults([], "idle");
        return;
      }
      const current = generation;
      onResults([], "loading");
      timer = setTimeout(() => {
        timer = undefined;
        void search(text).then((products) => {
          if (current === generation) onResults(products, "finished");
        });
      }, delayMs);
    },
    cancel,
  };
}

export const PRODUCT_PICKER_TEXT = {
  placeholder: "Descrição, código ou código de barras",
  hint: "Digite ao menos 3 letras, ou o código do produto",
  loading: "Buscando produtos...",
  none: "Nenhum produto encontrado",
  clear: "Limpar",
} as const;

/** The line under the suggestions for a typed text: the hint, nothing found, or how many were found. */
export function searchResultsText(status: ProductSearchStatus, count: number): string {
  if (status === "idle") return PRODUCT_PICKER_TEXT.hint;
  if (count === 0) return PRODUCT_PICKER_TEXT.none;
  if (count >= PRODUCT_SEARCH_LIMIT) return `Os ${count} primeiros produtos: refine a busca para ver outros`;
  return count === 1 ? "1 produto encontrado" : `${count} produtos encontrados`;
}

/** How a product reads in the picker and in read-only fields: "102 - ARROZ TIPO 1 CAMIL 5KG". */
export function productLabel(product: FbProduct): string {
  return `${product.id} - ${product.description}`;
}

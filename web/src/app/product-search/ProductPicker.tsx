import Autosuggest, { type AutosuggestProps } from "@cloudscape-design/components/autosuggest";
import { useEffect, useMemo, useRef, useState } from "react";
import type { FbProduct } from "../../../../shared/contracts/notable-products";
import {
  createDebouncedSearch,
  fetchProducts,
  PRODUCT_PICKER_TEXT,
  type ProductSearchStatus,
  productLabel,
  searchResultsText,
} from "./product-search";

export interface ProductPickerProps {
  value: FbProduct | null;
  /** A product chosen from the suggestions, or null once the text no longer names one (typing, clearing). */
  onChange: (product: FbProduct | null) => void;
  invalid?: boolean;
  disabled?: boolean;
  ariaLabel?: string;
  controlId?: string;
  autoFocus?: boolean;
  /** The search (tests pass their own). */
  search?: (text: string) => Promise<FbProduct[]>;
}

/**
 * The product picker (spec §5), shared by every screen that picks a product: an async search by
 * description, id or barcode, from 3 characters or any digits, 600 ms after the last keystroke.
 */
export function ProductPicker({ value, onChange, invalid, disabled, ariaLabel, controlId, autoFocus, search = fetchProducts }: ProductPickerProps) {
  const [text, setText] = useState(() => (value ? productLabel(value) : ""));
  const [products, setProducts] = useState<FbProduct[]>([]);
  const [status, setStatus] = useState<ProductSearchStatus>("idle");

  // One debouncer for the picker's life; it calls the latest `search` (a parent may pass a new one each render).
  const latestSearch = useRef(search);
  latestSearch.current = search;
  const [debounced] = useState(() =>
    createDebouncedSearch({
      search: (typed) => latestSearch.current(typed),
      onResults: (found, nextStatus) => {
        setProducts(found);
        setStatus(nextStatus);
      },
    }),
  );
  useEffect(() => () => debounced.cancel(), [debounced]);

  // A product given from outside (a row's flag) shows as the text; a null value keeps what was typed.
  useEffect(() => {
    if (value) setText(productLabel(value));
  }, [value]);

  const options = useMemo<AutosuggestProps.Options>(() => products.map((product) => ({ value: productLabel(product) })), [products]);

  const change = (next: string) => {
    setText(next);
    const chosen = products.find((product) => productLabel(product) === next);
    if (chosen) {
      debounced.cancel();
      return;
    }
    if (value) onChange(null);
    debounced.request(next);
  };

  const select = (selected: string) => {
    const product = products.find((candidate) => productLabel(candidate) === selected);
    if (!product) return;
    debounced.cancel();
    setText(productLabel(product));
    onChange(product);
  };

  return (
    <Autosuggest
      value={text}
      options={options}
      filteringType="manual"
      hideEnteredTextOption
      onChange={({ detail }) => change(detail.value)}
      onSelect={({ detail }) => select(detail.value)}
      statusType={status === "loading" ? "loading" : "finished"}
      loadingText={PRODUCT_PICKER_TEXT.loading}
      empty={PRODUCT_PICKER_TEXT.hint}
      filteringResultsText={(count) => searchResultsText(status, count)}
      placeholder={PRODUCT_PICKER_TEXT.placeholder}
      clearAriaLabel={PRODUCT_PICKER_TEXT.clear}
      ariaLabel={ariaLabel}
      controlId={controlId}
      invalid={invalid}
      disabled={disabled}
      autoFocus={autoFocus}
      expandToViewport
    />
  );
}

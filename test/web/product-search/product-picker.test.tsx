// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import type { FbProduct } from "../../../shared/contracts/notable-products";
import { ProductPicker } from "../../../web/src/app/product-search/ProductPicker";
import { createDebouncedSearch, searchResultsText } from "../../../web/src/app/product-search/product-search";

const VIEWPORT = { expandToViewport: true };
const ARROZ: FbProduct = { id: 102, description: "ARROZ TIPO 1 CAMIL 5KG" };
const ARROZ_INTEGRAL: FbProduct = { id: 115, description: "ARROZ INTEGRAL CAMIL 1KG" };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the picker's search (spec §5, §9)", () => {
  it("searches only 3+ characters or digits, 600 ms after the last change", async () => {
    const search = vi.fn(async (text: string) => (text === "102" ? [ARROZ] : [ARROZ, ARROZ_INTEGRAL]));
    const onResults = vi.fn();
    const debounced = createDebouncedSearch({ search, onResults });

    debounced.request("ar");
    expect(onResults).toHaveBeenLastCalledWith([], "idle");
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();

    debounced.request("arr");
    expect(onResults).toHaveBeenLastCalledWith([], "loading");
    await vi.advanceTimersByTimeAsync(300);
    debounced.request("arro");
    await vi.advanceTimersByTimeAsync(599);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledExactlyOnceWith("arro");
    expect(onResults).toHaveBeenLastCalledWith([ARROZ, ARROZ_INTEGRAL], "finished");

    // A numeric text searches from the first digit.
    debounced.request("1");
    await vi.advanceTimersByTimeAsync(600);
    expect(search).toHaveBeenLastCalledWith("1");
  });

  it("drops an answer to an older text", async () => {
    let answer: (products: FbProduct[]) => void = () => undefined;
    const search = vi.fn(
      () =>
        new Promise<FbProduct[]>((resolve) => {
          answer = resolve;
        }),
    );
    const onResults = vi.fn();
    const debounced = createDebouncedSearch({ search, onResults });
    debounced.request("arroz");
    await vi.advanceTimersByTimeAsync(600);
    debounced.request("ar");
    answer([ARROZ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onResults).toHaveBeenLastCalledWith([], "idle");
  });

  it("says what the suggestions are", () => {
    expect(searchResultsText("idle", 0)).toBe("Digite ao menos 3 letras, ou o código do produto");
    expect(searchResultsText("finished", 0)).toBe("Nenhum produto encontrado");
    expect(searchResultsText("finished", 1)).toBe("1 produto encontrado");
    expect(searchResultsText("finished", 7)).toBe("7 produtos encontrados");
    expect(searchResultsText("finished", 50)).toBe("Os 50 primeiros produtos: refine a busca para ver outros");
  });
});

describe("ProductPicker", () => {
  const mounted = useMountedRoot();

  function render(value: FbProduct | null, onChange: (product: FbProduct | null) => void, search: (text: string) => Promise<FbProduct[]>) {
    act(() => {
      mounted.root.render(
        <I18nProvider locale="pt-BR" messages={[ptBR]}>
          <ProductPicker value={value} onChange={onChange} search={search} ariaLabel="Produto Notável" />
        </I18nProvider>,
      );
    });
    const picker = createWrapper(mounted.container).findAutosuggest();
    if (!picker) throw new Error("picker não renderizado");
    return picker;
  }

  it("picks a suggestion, and typing or clearing sets the product to none", async () => {
    const search = vi.fn(async () => [ARROZ, ARROZ_INTEGRAL]);
    let value: FbProduct | null = null;
    const onChange = vi.fn((product: FbProduct | null) => {
      value = product;
    });
    const picker = render(value, onChange, search);

    act(() => picker.focus());
    act(() => picker.setInputValue("arroz"));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(search).toHaveBeenCalledWith("arroz");
    const options = picker.findDropdown(VIEWPORT).findOptions().map((option) => option.getElement().textContent);
    expect(options).toEqual(["102 - ARROZ TIPO 1 CAMIL 5KG", "115 - ARROZ INTEGRAL CAMIL 1KG"]);

    act(() => picker.selectSuggestion(2, VIEWPORT));
    expect(onChange).toHaveBeenLastCalledWith(ARROZ_INTEGRAL);
    render(value, onChange, search);
    expect(picker.findNativeInput().getElement().value).toBe("115 - ARROZ INTEGRAL CAMIL 1KG");

    act(() => picker.setInputValue("115 - ARROZ INTEGRAL"));
    expect(onChange).toHaveBeenLastCalledWith(null);
    render(value, onChange, search);

    await act(() => vi.advanceTimersByTimeAsync(600));
    act(() => picker.selectSuggestion(1, VIEWPORT));
    expect(onChange).toHaveBeenLastCalledWith(ARROZ);
    render(value, onChange, search);
    act(() => picker.findClearButton()?.click());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(picker.findNativeInput().getElement().value).toBe("");
  });
});

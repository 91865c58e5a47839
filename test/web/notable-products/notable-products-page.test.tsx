// @vitest-environment jsdom
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { NotableProductView } from "../../../shared/contracts/notable-products";
import { NOTABLE_TEXT } from "../../../web/src/features/notable_products/NotableProductsPage";
import { LIST_TEXT } from "../../../web/src/lists/i18n";
import { apiAnswer, useAppHarness } from "../support/app-harness";

/**
 * 'Produtos Notáveis' with a checked selection (spec §2.9, §2.11): the header's 'Incluir Produto Notável' gives
 * way to 'Remover Selecionados', and each row's options button is off, until nothing is checked.
 */

const NOTABLES: NotableProductView[] = [
  { product_id: 1180, product: "BANANA NANICA", desired_margin: 35, version: 1 },
  { product_id: 2200, product: "QUEIJO MUSSARELA", desired_margin: 28.5, version: 3 },
];

const app = useAppHarness();

const table = () => createWrapper(document.body).findTable();
const headerButton = (text: string) =>
  createWrapper(document.body)
    .findAllButtons()
    .filter((button) => button.findTextRegion()?.getElement().textContent === text);
const rowOptionsOff = () =>
  (table()?.findRows() ?? []).map((row) => {
    const button = row.findButtonDropdown()?.findNativeButton().getElement();
    expect(button?.getAttribute("aria-label")).toBe(LIST_TEXT.rowOptions);
    return button?.disabled;
  });

describe("'Produtos Notáveis' with a checked selection", { timeout: 90_000 }, () => {
  it("turns 'Incluir Produto Notável' into 'Remover Selecionados' and turns every row's options off, until nothing is checked", async () => {
    const sent: string[] = [];
    await app.open("/notable_products", (url, method) => {
      if (method !== "GET") sent.push(`${method} ${url.pathname}`);
      return url.pathname === "/api/notable_products" ? apiAnswer(200, { success: true, data: NOTABLES }) : undefined;
    });
    await app.until("a lista com os dois produtos notáveis", () => (table()?.findRows().length ?? 0) === NOTABLES.length);
    expect(headerButton(NOTABLE_TEXT.add)).toHaveLength(1);
    expect(headerButton(NOTABLE_TEXT.removeSelected)).toHaveLength(0);
    expect(rowOptionsOff()).toEqual([false, false]);

    await act(async () => table()?.findRowSelectionArea(1)?.click());
    expect(headerButton(NOTABLE_TEXT.removeSelected)).toHaveLength(1);
    expect(headerButton(NOTABLE_TEXT.add)).toHaveLength(0);
    expect(rowOptionsOff()).toEqual([true, true]);

    await act(async () => table()?.findRowSelectionArea(1)?.click());
    expect(headerButton(NOTABLE_TEXT.add)).toHaveLength(1);
    expect(headerButton(NOTABLE_TEXT.removeSelected)).toHaveLength(0);
    expect(rowOptionsOff()).toEqual([false, false]);
    expect(sent).toEqual([]);
  });
});

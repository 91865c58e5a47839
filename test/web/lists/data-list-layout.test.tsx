// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper, { type TableWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import { DataList } from "../../../web/src/lists/DataList";
import { preferencesStorageKey } from "../../../web/src/lists/preferences-storage";
import type { ListConfig } from "../../../web/src/lists/types";

interface Item {
  id: number;
  product: string;
  unit_cost: number;
  in_tax: number;
}

const LIST: ListConfig<Item> = {
  section: "purchase_orders",
  listId: "layout",
  trackBy: "id",
  columns: [
    { id: "product", header: "Produto", type: "text" },
    { id: "unit_cost", header: "Custo Unitário", type: "unitCost" },
    { id: "in_tax", header: "ICMS Crédito", type: "currency", hidden: true },
  ],
  defaultSort: [{ key: "id", direction: "asc" }],
};

const ITEMS: Item[] = [
  { id: 1, product: "ARROZ", unit_cost: 1.5, in_tax: 1 },
  { id: 2, product: "FEIJÃO", unit_cost: 2.3456, in_tax: 2 },
];

const mounted = useMountedRoot();

beforeEach(() => {
  localStorage.clear();
});

function render(): TableWrapper {
  act(() => {
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <DataList config={LIST} items={ITEMS} title="Itens" />
      </I18nProvider>,
    );
  });
  const table = createWrapper(mounted.container).findTable();
  if (!table) throw new Error("tabela não renderizada");
  return table;
}

const headers = (table: TableWrapper) => table.findColumnHeaders().map((header) => header.getElement().textContent ?? "");
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s/g, " ");

describe("DataList layout", () => {
  it("shows a unit-cost column with one number of decimals: 1,5000 above 2,3456", () => {
    const table = render();
    expect([1, 2].map((row) => plain(table.findBodyCell(row, 2)?.getElement().textContent))).toEqual(["R$ 1,5000", "R$ 2,3456"]);
  });

  it("remembers the columns the user shows, and starts from them on the next visit", () => {
    const table = render();
    expect(headers(table)).toEqual(["Produto", "Custo Unitário"]);
    act(() => table.findCollectionPreferences()?.findTriggerButton().click());
    const preferences = createWrapper(document.body).findCollectionPreferences()?.findModal();
    const icms = preferences?.findContentDisplayPreference()?.findOptionByIndex(3);
    expect(icms?.findLabel().getElement().textContent).toBe("ICMS Crédito");
    act(() => icms?.findVisibilityToggle().findNativeInput().click());
    act(() => preferences?.findConfirmButton()?.click());
    // The table mounts again with widths for its new columns: read it anew.
    const shown = createWrapper(mounted.container).findTable();
    expect(shown && headers(shown)).toEqual(["Produto", "Custo Unitário", "ICMS Crédito"]);
    expect(localStorage.getItem(preferencesStorageKey("purchase_orders", "layout"))).toContain('"in_tax","visible":true');

    mounted.remount();
    expect(headers(render())).toEqual(["Produto", "Custo Unitário", "ICMS Crédito"]);
  });
});

// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper, { type TableWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import { type ColumnStack, stackColumns, stackNeed } from "../../../web/src/lists/column-stacks";
import type { ColumnNeed } from "../../../web/src/lists/column-widths";
import { DataList } from "../../../web/src/lists/DataList";
import type { ColumnDef, ListConfig } from "../../../web/src/lists/types";

interface Item {
  id: number;
  barcode: string;
  product_id: number;
  product: string;
  quantity: number;
  cost: number;
}

const COLUMNS: readonly ColumnDef<Item>[] = [
  { id: "barcode", header: "Cód. Barras", type: "text" },
  { id: "product_id", header: "Código", type: "code", stackUnder: "barcode" },
  { id: "product", header: "Produto", type: "text" },
  { id: "quantity", header: "Quantidade", shortHeader: "Qtd.", type: "quantity" },
  { id: "cost", header: "Custo", type: "currency", stackUnder: "quantity" },
];

const LIST: ListConfig<Item> = {
  section: "inventories",
  listId: "stacks",
  trackBy: "id",
  columns: COLUMNS,
  defaultSort: [{ key: "id", direction: "asc" }],
};

const ITEMS: Item[] = [
  { id: 1, barcode: "7891324000042", product_id: 1253, product: "ARROZ", quantity: 2, cost: 10 },
  { id: 2, barcode: "7891007000024", product_id: 1016, product: "FEIJÃO", quantity: 3, cost: 20 },
];

const ids = (stacks: readonly ColumnStack<Item>[]) => stacks.map((stack) => [stack.top.id, ...stack.under.map((column) => column.id)]);
const byId = (...wanted: string[]) => wanted.map((id) => COLUMNS.find((column) => column.id === id)).filter((column) => column !== undefined);

describe("stackColumns", () => {
  it("puts a column under the one it names when it comes right after it", () => {
    expect(ids(stackColumns(COLUMNS))).toEqual([["barcode", "product_id"], ["product"], ["quantity", "cost"]]);
  });

  it("keeps a column on its own when the user moved it away, hid the other one, or it has a footer total", () => {
    expect(ids(stackColumns(byId("product_id", "barcode", "product")))).toEqual([["product_id"], ["barcode"], ["product"]]);
    expect(ids(stackColumns(byId("barcode", "product", "product_id")))).toEqual([["barcode"], ["product"], ["product_id"]]);
    expect(ids(stackColumns(byId("product_id", "product")))).toEqual([["product_id"], ["product"]]);
    expect(ids(stackColumns(byId("quantity", "cost"), new Set(["cost"])))).toEqual([["quantity"], ["cost"]]);
  });
});

describe("stackNeed", () => {
  const need = (id: string, kind: "figure" | "text", header: number, content: number): ColumnNeed => ({
    id,
    kind,
    header: { oneLine: header, twoLines: header * 0.6, word: header * 0.5 },
    headerExtra: 40,
    content: { oneLine: content, twoLines: content, word: content },
    adornment: 0,
  });

  it("needs the widest header on one line and the widest value, sorted as its top column", () => {
    const stacked = stackNeed(need("barcode", "figure", 80, 100), [need("product_id", "figure", 50, 40)]);
    expect(stacked).toMatchObject({ id: "barcode", kind: "figure", headerExtra: 40 });
    expect(stacked.header).toEqual({ oneLine: 80, twoLines: 80, word: 40 });
    expect(stacked.content.oneLine).toBe(100);
  });
});

const mounted = useMountedRoot();

beforeEach(() => {
  localStorage.clear();
});

function render(): TableWrapper {
  act(() => {
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <DataList config={LIST} items={ITEMS} title="Produtos" />
      </I18nProvider>,
    );
  });
  const table = createWrapper(mounted.container).findTable();
  if (!table) throw new Error("tabela não renderizada");
  return table;
}

/** Each line of an element, as its blocks show them. */
const lines = (element: Element | undefined) =>
  element ? [...element.querySelectorAll(".list-kit-header__line, .list-kit-stack > *")].map((line) => line.textContent ?? "") : [];

describe("DataList with stacked columns", () => {
  it("shows a code under its barcode in one table column, headed by both names, titled in full", () => {
    const table = render();
    const headers = table.findColumnHeaders().map((header) => header.getElement());
    expect(headers.map((header) => header.textContent)).toEqual(["Cód. BarrasCódigo", "Produto", "Qtd.Custo"]);
    expect(lines(headers[0])).toEqual(["Cód. Barras", "Código"]);
    expect(headers[0]?.querySelector(".list-kit-header")?.getAttribute("title")).toBe("Cód. Barras / Código");
    // A short header is titled with the column's full name.
    expect(headers[2]?.querySelector(".list-kit-header")?.getAttribute("title")).toBe("Quantidade / Custo");
    expect(headers[1]?.querySelector(".list-kit-header")?.hasAttribute("title")).toBe(false);
    expect(lines(table.findBodyCell(1, 1)?.getElement())).toEqual(["7891324000042", "1253"]);
    expect(lines(table.findBodyCell(2, 3)?.getElement()).map((text) => text.replace(/\s/g, " "))).toEqual(["3", "R$ 20,00"]);
  });

  it("keeps each column on its own, with its full name, in the preferences", () => {
    const table = render();
    act(() => table.findCollectionPreferences()?.findTriggerButton().click());
    const preferences = createWrapper(document.body).findCollectionPreferences()?.findModal()?.findContentDisplayPreference();
    const labels = [0, 1, 2, 3, 4].map((index) => preferences?.findOptionByIndex(index + 1)?.findLabel().getElement().textContent);
    expect(labels).toEqual(["Cód. Barras", "Código", "Produto", "Quantidade", "Custo"]);
  });
});

// @vitest-environment jsdom
import Button from "@cloudscape-design/components/button";
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper, { type CardsWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { flushSync } from "react-dom";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import { DataList, type DataListProps } from "../../../web/src/lists/DataList";
import type { ListConfig } from "../../../web/src/lists/types";
import { ORDER_COLUMNS, ORDERS_LIST, type OrderRow, order } from "./fixtures";

/** The spec's phone: 390 px, below the 480 px breakpoint. */
const PHONE_WIDTH = 390;

const ROWS: OrderRow[] = Array.from({ length: 25 }, (_, index) =>
  order(index + 1, { date: `2025-03-${String(index + 1).padStart(2, "0")}`, totalCost: 0.1 }),
);

/** A product-like list: the supplier names the card, the order number small under it; 'Margem' starts hidden. */
const SUPPLIER_CARDS: ListConfig<OrderRow> = {
  ...ORDERS_LIST,
  columns: ORDER_COLUMNS.map((column) => (column.id === "margin" ? { ...column, hidden: true } : column)),
  cardTitle: ["supplier", "id"],
};

const mounted = useMountedRoot();
const desktopWidth = window.innerWidth;

function setViewportWidth(width: number): void {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
}

afterAll(() => setViewportWidth(desktopWidth));

beforeEach(() => {
  // Saved filters and preferences: the web tier's files share one document, so another file's choices would stay.
  sessionStorage.clear();
  localStorage.clear();
  setViewportWidth(PHONE_WIDTH);
});

function render(props: Partial<DataListProps<OrderRow>> = {}): CardsWrapper {
  act(() => {
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <DataList config={SUPPLIER_CARDS} items={ROWS} title="Pedidos" {...props} />
      </I18nProvider>,
    );
  });
  const cards = createWrapper(mounted.container).findCards();
  if (!cards) throw new Error("cartões não renderizados");
  return cards;
}

const text = (element: { getElement(): Element } | null | undefined) =>
  (element?.getElement().textContent ?? "").replace(/\u00a0/g, " ").trim();

function headings(cards: CardsWrapper): string[] {
  return cards.findItems().map((card) => text(card.findCardHeader()));
}

/** A card's fields as 'label: value'. */
function fields(cards: CardsWrapper, index: number): string[] {
  const card = cards.findItems()[index];
  return (card?.findAll(".list-card-field") ?? []).map((field) => `${text(field.find("dt"))}: ${text(field.find("dd"))}`);
}

describe("DataList on a phone (cards)", () => {
  it("shows each row as a card headed by its name, with the visible figures formatted as in the table", () => {
    const cards = render();
    expect(createWrapper(mounted.container).findTable()).toBeNull();
    expect(cards.findItems()).toHaveLength(20);
    // Default sort: date descending, so order 25 first.
    expect(headings(cards)[0]).toBe("Fornecedor 25Pedido 25");
    expect(fields(cards, 0)).toEqual([
      "Data: 25/03/25",
      "Quantidade: 1,5 KG",
      "Custo Total: R$ 0,10",
      "Status: Aberto",
    ]);
    expect(cards.findItems()[0]?.findAll(".list-card-field")[3]?.findStatusIndicator()).not.toBeNull();
  });

  it("keeps the list's header, count, filter bar, pagination, preferences and totals", () => {
    const cards = render();
    expect(text(cards.findHeader()?.findHeader()?.findCounter())).toBe("25 Registros");
    expect(cards.findHeader()?.findButtonDropdown()?.findNativeButton().getElement().textContent).toBe("Exportar");
    expect(createWrapper(mounted.container).findPropertyFilter()).not.toBeNull();
    expect(text(cards.findPagination())).toContain("1 de 2");
    act(() => cards.findPagination()?.findNextPageButton().click());
    expect(cards.findItems()).toHaveLength(5);
    expect(cards.findCollectionPreferences()).not.toBeNull();
    const totals = text(createWrapper(mounted.container).find(".list-totals"));
    expect(totals).toContain("Total dos Pedidos");
    expect(totals).toContain("R$ 2,50");
  });

  it("shows a column the user turns on in the preferences, as the table would", () => {
    const cards = render();
    const preferences = cards.findCollectionPreferences();
    act(() => preferences?.findTriggerButton().click());
    const margin = preferences
      ?.findModal()
      ?.findContentDisplayPreference()
      ?.findOptions()
      .find((option) => text(option.findLabel()) === "Margem");
    act(() => margin?.findVisibilityToggle().findNativeInput().click());
    act(() => preferences?.findModal()?.findConfirmButton()?.click());
    expect(fields(cards, 0)).toContain("Margem: 12,50%");
  });

  it("filters the cards with the filter bar and shows the no-match state", () => {
    const cards = render();
    const filter = createWrapper(mounted.container).findPropertyFilter();
    act(() => filter?.setInputValue("Fornecedor 7"));
    act(() => filter?.findNativeInput().keydown(13));
    expect(headings(cards)).toEqual(["Fornecedor 7Pedido 7"]);
    act(() => filter?.setInputValue("nenhum fornecedor assim"));
    act(() => filter?.findNativeInput().keydown(13));
    expect(text(cards.findEmptySlot())).toContain("Nenhum registro encontrado");
  });

  it("sorts with the 'Ordenar por' control and its direction button, saving the sort as the table does", () => {
    const cards = render();
    const select = createWrapper(mounted.container).findSelect();
    expect(text(select?.findTrigger())).toContain("Data");
    act(() => select?.openDropdown());
    act(() => select?.selectOptionByValue("totalCost"));
    act(() => select?.openDropdown());
    act(() => select?.selectOptionByValue("id"));
    expect(headings(cards).slice(0, 2)).toEqual(["Fornecedor 1Pedido 1", "Fornecedor 2Pedido 2"]);
    const direction = createWrapper(mounted.container).findAllButtons().find((button) => text(button) === "Crescente");
    act(() => direction?.click());
    expect(headings(cards).slice(0, 2)).toEqual(["Fornecedor 25Pedido 25", "Fornecedor 24Pedido 24"]);
    expect(JSON.parse(sessionStorage.getItem("list:purchase_orders:orders") ?? "{}").sort).toEqual([{ key: "id", direction: "desc" }]);
  });

  it("reports the selected cards to the screen and its header actions", () => {
    const onSelectionChange = vi.fn();
    const cards = render({
      selectable: true,
      onSelectionChange,
      isItemDisabled: (row) => row.id === 24,
      actions: ({ selectedItems }) => <Button disabled={selectedItems.length !== 1}>Imprimir</Button>,
    });
    const print = () => cards.findHeader()?.findAllButtons().find((button) => text(button) === "Imprimir");
    expect(print()?.getElement()).toHaveProperty("disabled", true);
    act(() => cards.findItems()[0]?.findSelectionArea()?.click());
    expect(onSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 25 })]);
    expect(cards.findSelectedItems()).toHaveLength(1);
    expect(print()?.getElement()).toHaveProperty("disabled", false);
    expect(cards.findItems()[1]?.findSelectionArea()?.find("input")?.getElement()).toHaveProperty("disabled", true);
  });

  it("offers the row options in each card's header", () => {
    const onOpen = vi.fn();
    const cards = render({
      rowOptions: [
        { id: "items", text: "Visualizar Itens", onClick: onOpen },
        { id: "print", text: "Imprimir Pedido", onClick: vi.fn(), disabled: (row) => row.status === "closed" },
      ],
    });
    const options = cards.findItems()[1]?.findCardHeader()?.findButtonDropdown();
    expect(options?.findNativeButton().getElement().getAttribute("aria-label")).toBe("Opções do registro");
    act(() => options?.openDropdown());
    // Order 24 is closed: its print option is disabled, as in the table.
    expect(options?.findItemById("print", { disabled: true })).not.toBeNull();
    act(() => options?.findItemById("items")?.click());
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 24 }));
  });

  it("paints the page's first four cards first, without their options, and the whole page with its options right after", async () => {
    const rowOptions = [{ id: "items", text: "Visualizar Itens", onClick: vi.fn() }];
    // A render outside act(), as the browser does it: the first paint, then what React renders after it.
    flushSync(() =>
      mounted.root.render(
        <I18nProvider locale="pt-BR" messages={[ptBR]}>
          <DataList config={SUPPLIER_CARDS} items={ROWS} title="Pedidos" rowOptions={rowOptions} />
        </I18nProvider>,
      ),
    );
    const firstPaint = createWrapper(mounted.container).findCards();
    expect(headings(firstPaint as CardsWrapper)).toEqual(["Fornecedor 25Pedido 25", "Fornecedor 24Pedido 24", "Fornecedor 23Pedido 23", "Fornecedor 22Pedido 22"]);
    expect(firstPaint?.findItems()[0]?.findCardHeader()?.findButtonDropdown()).toBeNull();
    // The count and the totals are the whole list's from the first paint.
    expect(text(firstPaint?.findHeader()?.findHeader()?.findCounter())).toBe("25 Registros");
    expect(text(createWrapper(mounted.container).find(".list-totals"))).toContain("R$ 2,50");

    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const whole = createWrapper(mounted.container).findCards();
    expect(whole?.findItems()).toHaveLength(20);
    expect(whole?.findItems().every((card) => card.findCardHeader()?.findButtonDropdown() !== null)).toBe(true);
  });

  it("titles a card by the first column when the list names none, with that column's header beside a figure", () => {
    const cards = render({ config: ORDERS_LIST });
    expect(headings(cards)[0]).toBe("Pedido 25");
    expect(fields(cards, 0)[0]).toBe("Data: 25/03/25");
  });

  it("shows a table again from 480 px", () => {
    setViewportWidth(480);
    act(() => {
      mounted.root.render(
        <I18nProvider locale="pt-BR" messages={[ptBR]}>
          <DataList config={SUPPLIER_CARDS} items={ROWS} title="Pedidos" />
        </I18nProvider>,
      );
    });
    expect(createWrapper(mounted.container).findCards()).toBeNull();
    expect(createWrapper(mounted.container).findTable()?.findRows()).toHaveLength(20);
  });
});

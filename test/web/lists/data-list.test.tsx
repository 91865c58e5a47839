// @vitest-environment jsdom
import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper, { type TableWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import { DataList, type DataListProps } from "../../../web/src/lists/DataList";
import { saveListState } from "../../../web/src/lists/filter-storage";
import { ORDERS_LIST, type OrderRow, order } from "./fixtures";
import { roundTo } from "../../../shared/money";
import { listHead } from "../../../shared/wire/list-head";

const ROWS: OrderRow[] = Array.from({ length: 25 }, (_, index) =>
  order(index + 1, { date: `2025-03-${String(index + 1).padStart(2, "0")}`, totalCost: 0.1 }),
);

const ENTER_KEY = 13;

const mounted = useMountedRoot();

beforeEach(() => {
  // Saved filters and preferences: the web tier's files share one document, so another file's choices would stay.
  sessionStorage.clear();
  localStorage.clear();
});

function render(props: Partial<DataListProps<OrderRow>> = {}): TableWrapper {
  act(() => {
    mounted.root.render(
      <I18nProvider locale="pt-BR" messages={[ptBR]}>
        <DataList config={ORDERS_LIST} items={ROWS} title="Pedidos" {...props} />
      </I18nProvider>,
    );
  });
  const table = createWrapper(mounted.container).findTable();
  if (!table) throw new Error("tabela não renderizada");
  return table;
}

/** The header's record count ('25 Registros'). */
function counter(table: TableWrapper): string | undefined {
  return table.findHeaderSlot()?.findHeader()?.findCounter()?.getElement().textContent?.trim();
}

describe("DataList", () => {
  it("counts the records, shows the first page of 20 in the default sort, and totals every page", () => {
    const table = render();
    expect(counter(table)).toBe("25 Registros");
    expect(table.findRows()).toHaveLength(20);
    // Orders default: date descending.
    expect(table.findBodyCell(1, 1)?.getElement().textContent).toBe("25");
    expect(table.findBodyCell(20, 1)?.getElement().textContent).toBe("6");
    const footer = table.findFooterSlot()?.getElement().textContent ?? "";
    expect(footer).toContain("Total dos Pedidos");
    expect(footer.replace(/\u00a0/g, " ")).toContain("R$ 2,50");
  });

  it("keeps a total marked 'always' in the footer, labelled, while its column is hidden; another hidden column's total is left out", () => {
    const columns = ORDERS_LIST.columns.map((column) => (column.id === "margin" || column.id === "quantity" ? { ...column, hidden: true } : column));
    const table = render({
      config: {
        ...ORDERS_LIST,
        columns,
        totals: [
          { column: "totalCost", kind: "sum", label: "Total dos Pedidos" },
          { column: "margin", kind: "custom", compute: () => 12.5, label: "Margem Média", always: true },
          { column: "quantity", kind: "sum", label: "Quantidade Total" },
        ],
      },
    });
    const footer = (table.findFooterSlot()?.getElement().textContent ?? "").replace(/\u00a0/g, " ");
    expect(footer).toContain("Margem Média12,50%");
    expect(footer).not.toContain("Quantidade Total");
  });

  it("pages with pt-BR labels", () => {
    const table = render();
    const pagination = table.findPagination();
    expect(pagination?.findNextPageButton().getElement().getAttribute("aria-label")).toBe("Próxima página");
    expect(pagination?.findPageNumbers()).toHaveLength(2);
    act(() => pagination?.findNextPageButton().click());
    expect(table.findRows()).toHaveLength(5);
  });

  it("offers PDF and Excel in the 'Exportar' menu", () => {
    const table = render();
    const menu = table.findHeaderSlot()?.findButtonDropdown();
    expect(menu?.findNativeButton().getElement().textContent).toBe("Exportar");
    act(() => menu?.openDropdown());
    expect(menu?.findItems().map((item) => item.getElement().textContent)).toEqual(["PDF", "Excel"]);
  });

  it("says '1 Registro' and shows the empty state when the load failed", () => {
    expect(counter(render({ items: ROWS.slice(0, 1) }))).toBe(
      "1 Registro",
    );
    const failed = render({ loadFailed: true });
    expect(counter(failed)).toBe("0 Registros");
    expect(failed.findEmptySlot()?.getElement().textContent).toContain("Nenhum registro encontrado");
  });

  it("starts from the filters saved for this list in the session and keeps changes there", () => {
    saveListState("purchase_orders", "orders", {
      query: { operation: "and", tokens: [{ propertyKey: "status", operator: "=", value: "open" }] },
    });
    const table = render();
    expect(counter(table)).toBe("13 Registros");
    act(() => table.findPropertyFilter()?.findRemoveAllButton()?.click());
    expect(counter(table)).toBe("25 Registros");
    expect(sessionStorage.getItem("list:purchase_orders:orders")).toBeNull();
  });

  describe("filters typed in the filter bar", () => {
    function typeFilter(table: TableWrapper, text: string): void {
      const filter = table.findPropertyFilter();
      act(() => filter?.setInputValue(text));
      act(() => filter?.findNativeInput().keydown(ENTER_KEY));
    }

    function notice(): string {
      return createWrapper(mounted.container).findAlert()?.getElement().textContent ?? "";
    }

    it.each([
      ["Margem >= abc", "Margem >= abc: Valor inválido. Percentual, até 2 casas decimais (ex.: 12,5)"],
      ["Margem >= 12,345", "Margem >= 12,345: Valor inválido. Percentual, até 2 casas decimais (ex.: 12,5)"],
      ["Data = 31/02/2026", "Data = 31/02/2026: Data inválida. Use dd/mm/aaaa"],
    ])("does not apply nor save '%s' and says why", (typed, reason) => {
      const table = render();
      typeFilter(table, typed);
      expect(counter(table)).toBe("25 Registros");
      expect(table.findPropertyFilter()?.findTokens()).toHaveLength(0);
      expect(notice()).toContain("Filtro não aplicado");
      expect(notice()).toContain(reason);
      expect(sessionStorage.getItem("list:purchase_orders:orders")).toBeNull();
    });

    it("applies pt-BR numbers with thousands dots and comma decimals, and clears the notice", () => {
      const table = render({ items: [order(1, { totalCost: 1500.5 }), order(2, { totalCost: 999 }), order(3, { totalCost: 1000.5 })] });
      const footer = () => (table.findFooterSlot()?.getElement().textContent ?? "").replace(/\u00a0/g, " ");
      expect(footer()).toContain("R$ 3.500,00");
      typeFilter(table, "Custo Total >= abc");
      expect(notice()).toContain("Valor inválido");
      typeFilter(table, "Custo Total >= 1.000,50");
      expect(counter(table)).toBe("2 Registros");
      // The footer totals the filtered rows.
      expect(footer()).toContain("R$ 2.501,00");
      expect(notice()).toBe("");
      const saved = JSON.parse(sessionStorage.getItem("list:purchase_orders:orders") ?? "{}");
      expect(saved.query.tokens).toEqual([{ propertyKey: "totalCost", operator: ">=", value: "1000,5" }]);
    });

    it("leaves out an invalid filter saved by an earlier version", () => {
      saveListState("purchase_orders", "orders", {
        query: { operation: "and", tokens: [{ propertyKey: "margin", operator: ">=", value: "abc" }] },
      });
      const table = render();
      expect(counter(table)).toBe("25 Registros");
      expect(table.findPropertyFilter()?.findTokens()).toHaveLength(0);
    });
  });

  it("sorts by a clicked column with the default keys as tie-breakers, shift+click adding a key", () => {
    const table = render();
    const firstId = () => table.findBodyCell(1, 1)?.getElement().textContent;
    // Status (column 7): 'Aberto' first; among open orders the default date descending decides.
    act(() => table.findColumnSortingArea(7)?.click());
    expect(firstId()).toBe("25");
    // Shift+click on 'Pedido' adds it after status.
    act(() => table.findColumnSortingArea(1)?.click({ shiftKey: true }));
    expect(firstId()).toBe("1");
    expect(JSON.parse(sessionStorage.getItem("list:purchase_orders:orders") ?? "{}").sort).toEqual([
      { key: "status", direction: "asc" },
      { key: "id", direction: "asc" },
    ]);
    // A plain click on an unsorted column starts over with it.
    act(() => table.findColumnSortingArea(3)?.click());
    expect(firstId()).toBe("1");
    act(() => table.findColumnSortingArea(3)?.click());
    expect(firstId()).toBe("25");
  });

  it("runs row options and reports the checkbox selection", () => {
    const onOpen = vi.fn();
    const onSelectionChange = vi.fn();
    const table = render({
      selectable: true,
      onSelectionChange,
      rowOptions: [
        { id: "items", text: "Visualizar Itens", onClick: onOpen },
        { id: "print", text: "Imprimir Pedido", onClick: vi.fn(), disabled: (row) => row.status === "closed" },
      ],
    });
    act(() => table.findRowSelectionArea(1)?.click());
    expect(onSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 25 })]);

    const options = table.findBodyCell(1, 2)?.findButtonDropdown();
    expect(options?.findNativeButton().getElement().getAttribute("aria-label")).toBe("Opções do registro");
    act(() => options?.openDropdown());
    act(() => options?.findItemById("items")?.click());
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 25 }));
  });
  it("shows the declared selection actions only while rows are checked, each off with its reason when the selection does not fit it", () => {
    const onClose = vi.fn();
    const table = render({
      selectable: true,
      selectionActions: [
        {
          id: "close",
          text: "Fechar Selecionados",
          iconName: "lock-private",
          disabled: (rows) => rows.some((row) => row.status !== "open"),
          disabledReason: "Selecione apenas pedidos abertos.",
          onClick: ({ selectedItems }) => onClose(selectedItems.map((row) => row.id)),
        },
      ],
    });
    const closeButton = () => createWrapper(mounted.container).findAllButtons().find((button) => button.findTextRegion()?.getElement().textContent === "Fechar Selecionados");
    expect(closeButton()).toBeUndefined();

    // Newest first: row 1 is order 25 (open), row 2 order 24 (closed).
    act(() => table.findRowSelectionArea(1)?.click());
    expect(closeButton()?.isDisabled()).toBe(false);
    act(() => closeButton()?.click());
    expect(onClose).toHaveBeenCalledWith([25]);

    act(() => table.findRowSelectionArea(2)?.click());
    expect(closeButton()?.isDisabled()).toBe(true);
    // The reason is what assistive technology reads for the disabled button (and the tooltip on hover shows).
    const describedBy = closeButton()?.getElement().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Selecione apenas pedidos abertos.");
  });
});

describe("DataList, a long list's head while the whole list arrives", () => {
  // 25 orders of 1,11 x their id: the whole list's total is 1,11 x (1 + ... + 25) = 1,11 x 325 = R$ 360,75.
  const LONG: OrderRow[] = Array.from({ length: 25 }, (_, index) =>
    order(index + 1, { date: `2025-03-${String(index + 1).padStart(2, "0")}`, totalCost: roundTo((index + 1) * 1.11, 2) }),
  );
  const HEAD = listHead(LONG, ORDERS_LIST.defaultSort);
  const footerText = (table: TableWrapper) => (table.findFooterSlot()?.getElement().textContent ?? "").replace(/\u00a0/g, " ");
  const firstColumn = (table: TableWrapper) => table.findRows().map((_, index) => table.findBodyCell(index + 1, 1)?.getElement().textContent);

  it("shows the head's first page, the whole list's count and totals; the whole list then shows the same page and totals", () => {
    const previewed = render({ items: [], loading: true, head: HEAD });
    expect(previewed.findLoadingText()).toBeNull();
    expect(counter(previewed)).toBe("25 Registros");
    expect(firstColumn(previewed)).toEqual(Array.from({ length: 20 }, (_, index) => String(25 - index)));
    expect(footerText(previewed)).toContain("R$ 360,75");
    // Paging waits for the whole list.
    expect(previewed.findPagination()?.findNextPageButton().getElement().getAttribute("aria-disabled")).toBe("true");
    expect(previewed.findHeaderSlot()?.findButtonDropdown()?.findNativeButton().getElement().hasAttribute("disabled")).toBe(true);

    const whole = render({ items: LONG, loading: false, head: null });
    expect(counter(whole)).toBe("25 Registros");
    expect(firstColumn(whole)).toEqual(firstColumn(previewed));
    expect(footerText(whole)).toContain("R$ 360,75");
  });

  it("a list whose rows can be checked shows its head with every check off, and the whole list's rows checkable", () => {
    const checkOff = (table: TableWrapper) =>
      table.findRows().map((_, index) => table.findRowSelectionArea(index + 1)?.findCheckbox()?.findNativeInput().getElement().disabled);
    const previewed = render({ items: [], loading: true, head: HEAD, selectable: true });
    expect(counter(previewed)).toBe("25 Registros");
    // The first column is the checks'.
    expect([1, 2, 3].map((row) => previewed.findBodyCell(row, 2)?.getElement().textContent)).toEqual(["25", "24", "23"]);
    expect(checkOff(previewed)).toEqual(Array.from({ length: 20 }, () => true));

    const whole = render({ items: LONG, loading: false, head: null, selectable: true });
    expect(checkOff(whole)).toEqual(Array.from({ length: 20 }, () => false));
    act(() => whole.findRowSelectionArea(1)?.click());
    expect(whole.findSelectedRows()).toHaveLength(1);
  });

  it("sorting by another column waits for the whole list, with the list's loading state", () => {
    const table = render({ items: [], loading: true, head: HEAD });
    act(() => table.findColumnSortingArea(3)?.click());
    expect(table.findLoadingText()?.getElement().textContent).toContain("Carregando registros");
    expect(table.findRows()).toHaveLength(0);
  });

  it("a filter saved in the session waits for the whole list: the head is not the filtered rows", () => {
    saveListState("purchase_orders", "orders", {
      query: { operation: "and", tokens: [{ propertyKey: "status", operator: "=", value: "open" }] },
    });
    const table = render({ items: [], loading: true, head: HEAD });
    expect(table.findLoadingText()?.getElement().textContent).toContain("Carregando registros");
    expect(counter(table)).toBe("0 Registros");
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { initialPreferences, preferencesProps } from "../../../web/src/lists/preferences";
import { loadPreferences, preferencesStorageKey, savePreferences } from "../../../web/src/lists/preferences-storage";
import type { ListConfig } from "../../../web/src/lists/types";
import { ORDER_COLUMNS, ORDERS_LIST, type OrderRow } from "./fixtures";

beforeEach(() => localStorage.clear());

const KEY = "list-preferences:purchase_orders:orders";

const visible = (config: ListConfig<OrderRow>) =>
  loadPreferences(config)
    .contentDisplay.filter((entry) => entry.visible)
    .map((entry) => entry.id);

describe("remembered list preferences", () => {
  it("start from the screen's defaults, hidden columns hidden", () => {
    const config: ListConfig<OrderRow> = { ...ORDERS_LIST, columns: ORDER_COLUMNS.map((column) => (column.id === "margin" ? { ...column, hidden: true } : column)) };
    expect(loadPreferences(config)).toEqual(initialPreferences(config));
    expect(visible(config)).not.toContain("margin");
  });

  it("are kept in localStorage per list and read back on the next visit", () => {
    const chosen = {
      pageSize: 50,
      wrapLines: true,
      stripedRows: false,
      lockedColumns: 2,
      contentDisplay: [
        { id: "supplier", visible: true },
        { id: "id", visible: true },
        { id: "date", visible: false },
        { id: "quantity", visible: true },
        { id: "totalCost", visible: true },
        { id: "margin", visible: false },
        { id: "status", visible: true },
      ],
    };
    savePreferences(ORDERS_LIST, chosen);
    expect(preferencesStorageKey("purchase_orders", "orders")).toBe(KEY);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(loadPreferences(ORDERS_LIST)).toEqual(chosen);
    // Another list of the section keeps its own.
    expect(loadPreferences({ ...ORDERS_LIST, listId: "items" })).toEqual(initialPreferences(ORDERS_LIST));
  });

  it("drop columns that no longer exist and bring new ones in where the screen declares them", () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 2,
        shownByDefault: ORDER_COLUMNS.map((column) => column.id),
        pageSize: 20,
        wrapLines: false,
        stripedRows: true,
        lockedColumns: null,
        contentDisplay: [
          { id: "status", visible: true },
          { id: "gone", visible: true },
          { id: "id", visible: true },
          { id: "supplier", visible: false },
          { id: "id", visible: false },
        ],
      }),
    );
    const withNew: ListConfig<OrderRow> = {
      ...ORDERS_LIST,
      columns: [...ORDER_COLUMNS, { id: "unit", header: "Unidade", type: "text", hidden: true }],
    };
    const { contentDisplay } = loadPreferences(withNew);
    expect(contentDisplay).toEqual([
      { id: "status", visible: true },
      // New since the save: after the column each follows in the screen's order, with its default visibility.
      { id: "unit", visible: false },
      { id: "id", visible: true },
      { id: "date", visible: true },
      { id: "supplier", visible: false },
      { id: "quantity", visible: true },
      { id: "totalCost", visible: true },
      { id: "margin", visible: true },
    ]);
  });

  it("show a column the screen has come to show by default since they were saved; the user's other choices stay", () => {
    // Saved while 'margin' started hidden; the user then hid 'supplier' too.
    const before: ListConfig<OrderRow> = { ...ORDERS_LIST, columns: ORDER_COLUMNS.map((column) => (column.id === "margin" ? { ...column, hidden: true } : column)) };
    const chosen = loadPreferences(before);
    savePreferences(before, {
      ...chosen,
      pageSize: 50,
      contentDisplay: chosen.contentDisplay.map((entry) => (entry.id === "supplier" ? { ...entry, visible: false } : entry)),
    });
    expect(visible(before)).not.toContain("margin");
    // The screen now shows 'margin' by default: it comes on, 'supplier' stays hidden, the page size stays.
    expect(visible(ORDERS_LIST)).toEqual(["id", "date", "quantity", "totalCost", "margin", "status"]);
    expect(loadPreferences(ORDERS_LIST).pageSize).toBe(50);
    // Hidden again by the user once it is shown by default: it stays hidden.
    savePreferences(ORDERS_LIST, {
      ...loadPreferences(ORDERS_LIST),
      contentDisplay: loadPreferences(ORDERS_LIST).contentDisplay.map((entry) => (entry.id === "margin" ? { ...entry, visible: false } : entry)),
    });
    expect(visible(ORDERS_LIST)).toEqual(["id", "date", "quantity", "totalCost", "status"]);
  });

  it("saved by an older version (1, which did not say what was shown by default), show every column shown by default now", () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        pageSize: 100,
        wrapLines: true,
        stripedRows: true,
        lockedColumns: null,
        contentDisplay: [
          { id: "id", visible: true },
          { id: "date", visible: true },
          { id: "supplier", visible: true },
          { id: "quantity", visible: false },
          { id: "totalCost", visible: true },
          { id: "margin", visible: false },
          { id: "status", visible: true },
        ],
      }),
    );
    const withHidden: ListConfig<OrderRow> = { ...ORDERS_LIST, columns: ORDER_COLUMNS.map((column) => (column.id === "margin" ? { ...column, hidden: true } : column)) };
    expect(visible(withHidden)).toEqual(["id", "date", "supplier", "quantity", "totalCost", "status"]);
    expect(loadPreferences(withHidden)).toMatchObject({ pageSize: 100, wrapLines: true });
  });

  it("keep the identifying column shown and a page size the list offers; malformed ones are dropped", () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        pageSize: 35,
        wrapLines: false,
        stripedRows: true,
        lockedColumns: 1,
        contentDisplay: [{ id: "id", visible: false }],
      }),
    );
    const fitted = loadPreferences(ORDERS_LIST);
    expect(fitted.pageSize).toBe(20);
    expect(fitted.contentDisplay.find((entry) => entry.id === "id")?.visible).toBe(true);
    expect(fitted.lockedColumns).toBe(1);

    localStorage.setItem(KEY, "{not json");
    expect(loadPreferences(ORDERS_LIST)).toEqual(initialPreferences(ORDERS_LIST));
    expect(localStorage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ version: 1, pageSize: 20, wrapLines: "yes" }));
    expect(loadPreferences(ORDERS_LIST)).toEqual(initialPreferences(ORDERS_LIST));
  });

  it("the identifying column is the first one shown by default: a hidden code column can be shown", () => {
    const config: ListConfig<OrderRow> = { ...ORDERS_LIST, columns: ORDER_COLUMNS.map((column) => (column.id === "id" ? { ...column, hidden: true } : column)) };
    const options = preferencesProps(config, initialPreferences(config), 1).contentDisplayPreference?.options ?? [];
    expect(options.filter((option) => option.alwaysVisible).map((option) => option.id)).toEqual(["date"]);
  });
});

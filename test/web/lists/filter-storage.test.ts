// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  clearSectionFilters,
  fitToColumns,
  listStorageKey,
  loadListState,
  saveListState,
} from "../../../web/src/lists/filter-storage";
import { ORDER_COLUMNS, ORDERS_LIST } from "./fixtures";

const QUERY = {
  operation: "and" as const,
  tokens: [
    { propertyKey: "supplier", operator: ":", value: "café" },
    { propertyKey: "totalCost", operator: ">=", value: "10,5" },
    { operator: ":", value: "pilão" },
  ],
};

beforeEach(() => sessionStorage.clear());

describe("saved list filters", () => {
  it("are kept under list:<section>:<listId> and read back", () => {
    saveListState("purchase_orders", "orders", { query: QUERY, sort: [{ key: "supplier", direction: "asc" }] });
    expect(listStorageKey("purchase_orders", "orders")).toBe("list:purchase_orders:orders");
    expect(sessionStorage.getItem("list:purchase_orders:orders")).not.toBeNull();
    expect(loadListState("purchase_orders", "orders")).toEqual({ query: QUERY, sort: [{ key: "supplier", direction: "asc" }] });
    expect(loadListState("purchase_orders", "items")).toBeNull();
  });

  it("remove the key when nothing is left to remember", () => {
    saveListState("sales", "daily", { query: QUERY });
    saveListState("sales", "daily", { query: { operation: "and", tokens: [] } });
    expect(sessionStorage.getItem("list:sales:daily")).toBeNull();
  });

  it("ignore (and drop) a corrupt or tampered value", () => {
    const key = "list:pricing:products";
    for (const corrupt of [
      "{not json",
      JSON.stringify({ version: 2, query: QUERY }),
      JSON.stringify({ version: 1, query: { operation: "xor", tokens: [] } }),
      JSON.stringify({ version: 1, query: { operation: "and", tokens: [{ propertyKey: "x", operator: "DROP", value: "1" }] } }),
      JSON.stringify({ version: 1, query: { operation: "and", tokens: [{ operator: ":", value: { $gt: 1 } }] } }),
      JSON.stringify(null),
    ]) {
      sessionStorage.setItem(key, corrupt);
      expect(loadListState("pricing", "products")).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it("drop tokens and sort keys the list's columns no longer offer", () => {
    const fitted = fitToColumns(
      {
        query: {
          operation: "or",
          tokens: [
            ...QUERY.tokens,
            { propertyKey: "gone", operator: "=", value: "1" },
            { propertyKey: "status", operator: ">", value: "open" },
          ],
        },
        sort: [
          { key: "gone", direction: "asc" },
          { key: "date", direction: "desc" },
        ],
      },
      ORDER_COLUMNS,
      ORDERS_LIST.defaultSort,
    );
    expect(fitted.query).toEqual({ operation: "or", tokens: QUERY.tokens });
    expect(fitted.sort).toEqual([{ key: "date", direction: "desc" }]);
  });

  it("clearSectionFilters removes only that section's keys", () => {
    saveListState("sales", "daily", { query: QUERY });
    saveListState("sales", "group", { query: QUERY });
    saveListState("pricing", "pricing", { query: QUERY });
    sessionStorage.setItem("list:salesman:x", "keep");
    sessionStorage.setItem("GlobalConfig", "keep");
    clearSectionFilters("sales");
    expect(sessionStorage.getItem("list:sales:daily")).toBeNull();
    expect(sessionStorage.getItem("list:sales:group")).toBeNull();
    expect(loadListState("pricing", "pricing")).toEqual({ query: QUERY });
    expect(sessionStorage.getItem("list:salesman:x")).toBe("keep");
    expect(sessionStorage.getItem("GlobalConfig")).toBe("keep");
  });
});

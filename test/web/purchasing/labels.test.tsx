// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ORDER_STATUS_FILTER_LABELS, type PurchaseOrderItemVariationRow } from "../../../shared/contracts/purchasing";
import { ORDER_STATUS_OPTIONS, quoteLabel, statusQuery, variationTone } from "../../../web/src/features/purchasing/labels";
import { ORDER_ITEMS_VARIATION_LIST } from "../../../web/src/features/purchasing/items-config";
import { ORDERS_LIST } from "../../../web/src/features/purchasing/orders-config";
import { formatCell } from "../../../web/src/lists";
import { CellContent } from "../../../web/src/lists/CellContent";

function statusColumn() {
  const column = ORDERS_LIST.columns.find((candidate) => candidate.id === "status");
  if (column?.type !== "status") throw new Error("status column missing");
  return column;
}

describe("order status", () => {
  it("labels open Aberto (warning), closed Fechado (success) and anything else Erro", () => {
    expect(ORDER_STATUS_OPTIONS).toEqual({
      open: { label: "Aberto", tone: "warning" },
      closed: { label: "Fechado", tone: "success" },
    });
    const column = statusColumn();
    const order = (status: string) => ({
      id: 1,
      date: "2025-03-07",
      price_quote_id: 0,
      supplier: "X",
      deliver_date: "2025-03-10",
      total_cost: 1,
      status,
    });
    expect(formatCell(column, order("open"))).toBe("Aberto");
    expect(formatCell(column, order("closed"))).toBe("Fechado");
    expect(formatCell(column, order("cancelled"))).toBe("Erro");
    expect(formatCell(column, order("toString"))).toBe("Erro");
  });

  it("names the dialog's filters as the spec does and asks the server for all without a status", () => {
    expect(ORDER_STATUS_FILTER_LABELS).toEqual({ all: "Todos os Pedidos", open: "Pedidos em Aberto", closed: "Pedidos Fechados" });
    expect(statusQuery("all")).toBeUndefined();
    expect(statusQuery("open")).toBe("open");
    expect(statusQuery("closed")).toBe("closed");
  });

  it("shows a quote id of 0 as '-'", () => {
    expect(quoteLabel(0)).toBe("-");
    expect(quoteLabel(17)).toBe("17");
  });

  it("sorts by date, then supplier, by default", () => {
    expect(ORDERS_LIST.defaultSort.map((key) => key.key)).toEqual(["date", "supplier"]);
  });
});

describe("cost variation badge", () => {
  it("is red from 10 %, amber from 5 %, green below, either sign", () => {
    expect([0, 4.99, -4.99, 5, -5, 9.99, -9.99, 10, -10, 37.5].map(variationTone)).toEqual([
      "success",
      "success",
      "success",
      "warning",
      "warning",
      "warning",
      "warning",
      "danger",
      "danger",
      "danger",
    ]);
  });

  it("renders as a Cloudscape badge in red, amber (severity-medium) or green", () => {
    const column = ORDER_ITEMS_VARIATION_LIST.columns.find((candidate) => candidate.id === "variation");
    if (!column) throw new Error("variation column missing");
    const item = (variation: number): PurchaseOrderItemVariationRow => ({
      id: 1,
      purchase_order_id: 1,
      product_id: 1,
      barcode: "789",
      product: "ARROZ",
      notable: false,
      quantity: 1,
      unit: "UN",
      unit_cost: 1,
      total_cost: 1,
      actual_cost: 1,
      variation,
    });
    const markup = (variation: number) => renderToStaticMarkup(<CellContent column={column} item={item(variation)} />);
    expect(markup(12.5)).toMatch(/badge-color-red/);
    expect(markup(12.5)).toContain("12,50%");
    expect(markup(-6)).toMatch(/badge-color-severity-medium/);
    expect(markup(2)).toMatch(/badge-color-green/);
  });
});

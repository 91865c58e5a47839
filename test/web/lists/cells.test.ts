import { describe, expect, it } from "vitest";
import { alignsRight, formatCell, formatDocumentCell, statusOption } from "../../../web/src/lists/cells";
import { recordCountLabel } from "../../../web/src/lists/count-label";
import { sortItems } from "../../../web/src/lists/sort";
import type { ColumnDef, StatusColumn } from "../../../web/src/lists/types";
import { ORDER_COLUMNS, order } from "./fixtures";

const column = (id: string) => {
  const found = ORDER_COLUMNS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`coluna ${id} ausente`);
  return found;
};

// Intl puts a no-break space between "R$" and the figure.
const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("record count label", () => {
  it("reads '1 Registro', else 'N Registros'", () => {
    expect(recordCountLabel(0)).toBe("0 Registros");
    expect(recordCountLabel(1)).toBe("1 Registro");
    expect(recordCountLabel(2)).toBe("2 Registros");
    expect(recordCountLabel(15000)).toBe("15.000 Registros");
  });
});

describe("cell formats", () => {
  const row = order(1234, { totalCost: 1234.5, margin: 12.345, quantity: 1.2345, unit: "KG", date: "2025-03-07" });

  it("formats whole numbers, BRL, percent with 2 decimals and quantities with up to 3 and their unit", () => {
    expect(formatCell(column("id"), row)).toBe("1.234");
    expect(nbsp(formatCell(column("totalCost"), row))).toBe("R$ 1.234,50");
    expect(formatCell(column("margin"), row)).toBe("12,35%");
    expect(nbsp(formatCell(column("quantity"), row))).toBe("1,235 KG");
    expect(nbsp(formatCell(column("quantity"), { ...row, quantity: 2 }))).toBe("2 KG");
  });

  it("shows codes as their digits, aligned left, and sorts them as numbers", () => {
    const code: ColumnDef<{ product_id: number }> = { id: "product_id", header: "Código", type: "code" };
    expect(formatCell(code, { product_id: 1237 })).toBe("1237");
    expect(formatCell(code, { product_id: 7891282000023 })).toBe("7891282000023");
    expect(alignsRight("code")).toBe(false);
    expect(alignsRight("integer")).toBe(true);
    expect(sortItems([{ product_id: 1237 }, { product_id: 95 }], [{ key: "product_id", direction: "asc" }], [code])).toEqual([
      { product_id: 95 },
      { product_id: 1237 },
    ]);
  });

  it("shows list dates as dd/mm/yy and document dates as dd/mm/yyyy", () => {
    expect(formatCell(column("date"), row)).toBe("07/03/25");
    expect(formatDocumentCell(column("date"), row)).toBe("07/03/2025");
  });

  it("labels statuses and shows 'Erro' for an unknown one", () => {
    const status = column("status") as StatusColumn<typeof row>;
    expect(formatCell(status, { ...row, status: "open" })).toBe("Aberto");
    expect(statusOption(status, "closed")).toEqual({ label: "Fechado", tone: "success" });
    expect(formatCell(status, { ...row, status: "cancelled" })).toBe("Erro");
    expect(formatCell(status, { ...row, status: "toString" })).toBe("Erro");
  });

  it("leaves missing figures empty and reads computed columns", () => {
    const computed: ColumnDef<{ cost: number | null }> = { id: "double", header: "Dobro", type: "currency", value: (item) => (item.cost === null ? null : item.cost * 2) };
    expect(formatCell(computed, { cost: null })).toBe("");
    expect(nbsp(formatCell(computed, { cost: 5 }))).toBe("R$ 10,00");
  });
});

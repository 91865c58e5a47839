import { describe, expect, it } from "vitest";
import { type HeaderCell, placeTotals } from "../../../web/src/lists/totals-geometry";

/** Header cells side by side from x = 100: Data 100-200, Custo 200-300, Venda 300-400, Margem 400-500. */
function headers(scrolled = 0, lockFirst = false): HeaderCell[] {
  return ["date", "cost", "sales", "margin"].map((column, index) => {
    const locked = lockFirst && index === 0;
    const left = 100 + index * 100 - (locked ? 0 : scrolled);
    return { column, left, right: left + 100, locked: locked ? "start" : null };
  });
}

const STRIP = { left: 100, right: 400 };
const VIEWPORT = { left: 100, right: 400 };

describe("totals under their columns", () => {
  it("sit at their column's position and width inside the strip, the label before the first total", () => {
    const placement = placeTotals(headers(), ["cost", "margin"], STRIP, VIEWPORT);
    expect(placement.totals.get("cost")).toEqual({ left: 100, width: 100, clipStart: 0, clipEnd: 0, hidden: false });
    // Margem's column is beyond the table's visible part: its total is hidden like its cells.
    expect(placement.totals.get("margin")?.hidden).toBe(true);
    expect(placement.label).toEqual({ left: 0, width: 100, clipStart: 0, clipEnd: 0, hidden: false });
  });

  it("follow the table scrolled sideways, hiding under a locked first column", () => {
    const placement = placeTotals(headers(150, true), ["cost", "sales", "margin"], STRIP, VIEWPORT);
    // Custo (now 50-150) is under the locked Data column (100-200); Venda (150-250) half under it.
    expect(placement.totals.get("cost")?.hidden).toBe(true);
    expect(placement.totals.get("sales")).toEqual({ left: 50, width: 100, clipStart: 50, clipEnd: 0, hidden: false });
    expect(placement.totals.get("margin")).toEqual({ left: 150, width: 100, clipStart: 0, clipEnd: 0, hidden: false });
    // The label stays with the locked column.
    expect(placement.label?.left).toBe(0);
    expect(placement.label?.hidden).toBe(false);
  });

  it("leave out totals of hidden columns, and the label when the first column has a total", () => {
    const placement = placeTotals(headers(), ["date", "absent"], STRIP, VIEWPORT);
    expect([...placement.totals.keys()]).toEqual(["date"]);
    expect(placement.label).toBeNull();
  });
});

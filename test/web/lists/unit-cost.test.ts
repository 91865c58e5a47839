import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { unitCostDecimals } from "../../../shared/format";
import { alignsRight, columnDecimals, formatCell, formatValue } from "../../../web/src/lists/cells";
import { buildExportDocument } from "../../../web/src/lists/export-document";
import { buildExcel, HEADER_ROW, NUMBER_FORMATS } from "../../../web/src/lists/export-excel";
import { FILTER_DECIMALS, parseDecimalInput } from "../../../web/src/lists/filter-values";
import { sortItems } from "../../../web/src/lists/sort";
import type { ColumnDef } from "../../../web/src/lists/types";

interface Item {
  id: number;
  unit_cost: number;
  quantity: number;
  total_cost: number;
}

const UNIT_COST: ColumnDef<Item> = { id: "unit_cost", header: "Custo Unitário", type: "unitCost" };
const TOTAL: ColumnDef<Item> = { id: "total_cost", header: "Custo Total", type: "currency" };
// 35 x 26.4483 = 925.6905: the unit cost shown with its 4 decimals explains the total's cents.
const ITEM: Item = { id: 1, unit_cost: 26.4483, quantity: 35, total_cost: 925.69 };

const plain = (text: string) => text.replace(/\s/g, " ");

describe("unit cost columns (BRL with up to 4 decimals, DESIGN §3)", () => {
  it("show the cost as stored, with at least 2 and at most 4 decimals, on the right", () => {
    expect(plain(formatCell(UNIT_COST, ITEM))).toBe("R$ 26,4483");
    expect(plain(formatValue("unitCost", 4.5))).toBe("R$ 4,50");
    expect(plain(formatValue("unitCost", 2.026))).toBe("R$ 2,026");
    expect(plain(formatValue("unitCost", 1.23456))).toBe("R$ 1,2346");
    expect(plain(formatCell(TOTAL, ITEM))).toBe("R$ 925,69");
    expect(alignsRight("unitCost")).toBe(true);
  });

  it("sort as numbers and filter with up to 4 decimals", () => {
    const rows = [{ ...ITEM, id: 1, unit_cost: 10.05 }, { ...ITEM, id: 2, unit_cost: 9.9999 }, { ...ITEM, id: 3, unit_cost: 10.0499 }];
    const sorted = sortItems(rows, [{ key: "unit_cost", direction: "asc" }], [UNIT_COST]);
    expect(sorted.map((row) => row.id)).toEqual([2, 3, 1]);
    expect(FILTER_DECIMALS.unitCost).toBe(4);
    expect(parseDecimalInput("26,4483", FILTER_DECIMALS.unitCost)).toBe(26.4483);
    expect(parseDecimalInput("26,44831", FILTER_DECIMALS.unitCost)).toBeNull();
  });

  it("export to Excel as a number with a BRL format that keeps 4 decimals", async () => {
    const blob = await buildExcel(buildExportDocument({ title: "Itens", columns: [UNIT_COST, TOTAL], items: [ITEM], totals: [] }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const row = workbook.worksheets[0]?.getRow(HEADER_ROW + 1);
    expect(row?.getCell(1).value).toBe(26.4483);
    expect(row?.getCell(1).numFmt).toBe('"R$" #,##0.0000');
    expect(row?.getCell(2).numFmt).toBe(NUMBER_FORMATS.currency);
  });
});

describe("one number of decimals per unit-cost column (the most a row needs, 2 to 4)", () => {
  const rows: Item[] = [
    { ...ITEM, id: 1, unit_cost: 1.5 },
    { ...ITEM, id: 2, unit_cost: 2.3456 },
    { ...ITEM, id: 3, unit_cost: 3 },
  ];

  it("counts the decimals the rows need, at least 2 and at most 4", () => {
    expect(unitCostDecimals([1.5, 2.3456])).toBe(4);
    expect(unitCostDecimals([1.5, 3, 2.25])).toBe(2);
    expect(unitCostDecimals([1.005, 3])).toBe(3);
    expect(unitCostDecimals([1.23456])).toBe(4);
    expect(unitCostDecimals([null, undefined])).toBe(2);
    expect(unitCostDecimals([])).toBe(2);
  });

  it("shows every row of the column with them: 1,5000 above 2,3456", () => {
    const decimals = columnDecimals([UNIT_COST, TOTAL], rows);
    expect(decimals.get("unit_cost")).toBe(4);
    expect(decimals.has("total_cost")).toBe(false);
    expect(rows.map((row) => plain(formatCell(UNIT_COST, row, decimals)))).toEqual(["R$ 1,5000", "R$ 2,3456", "R$ 3,0000"]);
    // Filtered down to rows that need 2, the column shows 2.
    const filtered = [rows[0], rows[2]].filter((row): row is Item => row !== undefined);
    const fewer = columnDecimals([UNIT_COST], filtered);
    expect(filtered.map((row) => plain(formatCell(UNIT_COST, row, fewer)))).toEqual(["R$ 1,50", "R$ 3,00"]);
  });

  it("exports the same decimals: the text the PDF prints and Excel's number format", async () => {
    const document = buildExportDocument({ title: "Itens", columns: [UNIT_COST], items: rows, totals: [] });
    expect(document.columns[0]?.decimals).toBe(4);
    expect(document.rows.map((row) => plain(row[0]?.text ?? ""))).toEqual(["R$ 1,5000", "R$ 2,3456", "R$ 3,0000"]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await buildExcel(document)).arrayBuffer());
    const sheet = workbook.worksheets[0];
    const formats = [1, 2, 3].map((index) => sheet?.getRow(HEADER_ROW + index).getCell(1).numFmt);
    expect(formats).toEqual(['"R$" #,##0.0000', '"R$" #,##0.0000', '"R$" #,##0.0000']);
  });
});

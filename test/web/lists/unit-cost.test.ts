import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { alignsRight, formatCell, formatValue } from "../../../web/src/lists/cells";
import { buildExportDocument } from "../../../web/src/lists/export/document";
import { buildExcel, HEADER_ROW, NUMBER_FORMATS } from "../../../web/src/lists/export/excel";
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
    expect(row?.getCell(1).numFmt).toBe(NUMBER_FORMATS.unitCost);
    expect(NUMBER_FORMATS.unitCost).toBe('"R$" #,##0.00##');
    expect(row?.getCell(2).numFmt).toBe(NUMBER_FORMATS.currency);
  });
});

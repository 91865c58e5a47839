import { describe, expect, it } from "vitest";
import { rowOptionItems, rowOptionsOff } from "../../../web/src/lists/RowOptions";
import type { ListContext, RowOption } from "../../../web/src/lists/types";

interface Row {
  id: number;
  applied: boolean;
}

const context = (selected: readonly Row[]): ListContext<Row> => ({ selectedItems: selected, filteredItems: [], clearSelection: () => {} });
const selecting = (_row: Row, list: ListContext<Row>) => list.selectedItems.length > 0;

/** Options as the pricing list declares them: every one off while rows are checked (spec §2.9). */
const OPTIONS: readonly RowOption<Row>[] = [
  { text: "Visualizar Produtos", disabled: selecting, items: [{ id: "all", text: "Todos os Produtos", onClick: () => {}, disabled: selecting }] },
  { id: "apply", text: "Aplicar", onClick: () => {}, disabled: (row, list) => selecting(row, list) || row.applied },
  { id: "remove", text: "Remover", onClick: () => {}, disabled: selecting },
];

describe("row options button", () => {
  const row: Row = { id: 1, applied: true };

  it("is off while rows are checked and every option is off (spec §2.9)", () => {
    const list = context([{ id: 2, applied: false }]);
    expect(rowOptionsOff(rowOptionItems(OPTIONS, row, list), list)).toBe(true);
  });

  it("stays on without a selection, even when some options are off for the row", () => {
    const list = context([]);
    const items = rowOptionItems(OPTIONS, row, list);
    expect(items.map((item) => item.disabled)).toEqual([false, true, false]);
    expect(rowOptionsOff(items, list)).toBe(false);
  });

  it("stays on with a selection when the screen leaves an option on", () => {
    const list = context([{ id: 2, applied: false }]);
    const lenient: readonly RowOption<Row>[] = [...OPTIONS, { id: "view", text: "Ver", onClick: () => {} }];
    expect(rowOptionsOff(rowOptionItems(lenient, row, list), list)).toBe(false);
  });

  it("is off when a row has nothing to offer", () => {
    const list = context([]);
    expect(rowOptionsOff(rowOptionItems([{ id: "x", text: "X", onClick: () => {}, hidden: () => true }], row, list), list)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { columnNeeds } from "../../../web/src/lists/column-needs";
import {
  CHROME,
  type ColumnNeed,
  FLOOR_GIVE,
  columnLayout,
  columnWidths,
  SORT_CONTROLS_WIDTH,
  TEXT_COLUMN_FLOOR,
  type TextSpan,
} from "../../../web/src/lists/column-widths";
import { textSpan } from "../../../web/src/lists/text-measure";
import type { ColumnDef } from "../../../web/src/lists/types";

/** A measure where every character is 8 px wide (bold 9): easy sums. */
const measure = (text: string, weight: "normal" | "bold") => text.length * (weight === "bold" ? 9 : 8);

const { header: HEADER, cell: CELL } = CHROME.comfortable;

function span(oneLine: number, twoLines = oneLine, word = twoLines): TextSpan {
  return { oneLine, twoLines, word };
}

function figure(id: string, header: number, content: number): ColumnNeed {
  return { id, kind: "figure", header: span(header), headerExtra: SORT_CONTROLS_WIDTH, content: span(content), adornment: 0 };
}

function text(id: string, content: TextSpan, header = 40): ColumnNeed {
  return { id, kind: "text", header: span(header), headerExtra: SORT_CONTROLS_WIDTH, content, adornment: 0 };
}

const NAME = span(300, 160, 90);
const sum = (widths: ReadonlyMap<string, number>) => [...widths.values()].reduce((total, width) => total + width, 0);

describe("a text's width on one and two lines", () => {
  it("breaks at the word that balances the two lines; one word does not break", () => {
    expect(textSpan("Valor do Pedido", "bold", measure)).toEqual({ oneLine: 135, twoLines: 72, word: 54 });
    expect(textSpan("Nº", "bold", measure)).toEqual({ oneLine: 18, twoLines: 18, word: 18 });
    expect(textSpan("AÇÚCAR CRISTAL SABOR DA TERRA 5KG", "normal", measure).twoLines).toBe(8 * "SABOR DA TERRA 5KG".length);
    // A no-break space holds "R$" to its figure.
    expect(textSpan("R$\u00a01.234,56", "normal", measure).twoLines).toBe(8 * 11);
  });
});

describe("column widths (kit decides from the type and the room)", () => {
  it("gives a figure what its widest value and its header need, never less", () => {
    // 'Nº': a 2-character header beside its sort controls was cut to 'N' at the 90 px a screen had set.
    const { widths } = columnWidths([figure("id", 18, 40), text("supplier", NAME)], 600, CHROME.comfortable);
    expect(widths.get("id")).toBe(Math.ceil(18 + HEADER + SORT_CONTROLS_WIDTH));
    expect(widths.get("id")).toBeGreaterThan(90);
  });

  it("lets names take the room the figures leave, on one line when it is there", () => {
    const columns = [figure("cost", 40, 80), text("product", NAME), figure("total", 40, 90)];
    const { widths, fit } = columnWidths(columns, 1000, CHROME.comfortable);
    expect(fit).toBe("full");
    expect(widths.get("cost")).toBe(80 + CELL);
    expect(widths.get("total")).toBe(90 + CELL);
    // Everything left goes to the name, whose whole text fits on one line.
    expect(widths.get("product")).toBe(1000 - (80 + CELL) - (90 + CELL));
    expect(sum(widths)).toBeLessThanOrEqual(1000);
  });

  it("wraps names onto two lines and headers too before anything is cut or scrolls", () => {
    const columns = [{ ...figure("unit_cost", 0, 70), header: span(135, 72, 54) }, text("product", NAME)];
    const minimum = 160 + CELL + Math.max(70 + CELL, 72 + HEADER + SORT_CONTROLS_WIDTH);
    const { widths, fit } = columnWidths(columns, minimum, CHROME.comfortable);
    expect(fit).toBe("full");
    expect(widths.get("product")).toBe(160 + CELL);
    expect(widths.get("unit_cost")).toBe(72 + HEADER + SORT_CONTROLS_WIDTH);
    // With more room, the figure's header comes onto one line first, then the name widens.
    const headerOnOneLine = 135 + HEADER + SORT_CONTROLS_WIDTH;
    const roomier = columnWidths(columns, minimum + 50, CHROME.comfortable).widths;
    expect(roomier.get("unit_cost")).toBe(72 + HEADER + SORT_CONTROLS_WIDTH + 50);
    expect(roomier.get("product")).toBe(160 + CELL);
    const roomiest = columnWidths(columns, minimum + 100, CHROME.comfortable).widths;
    expect(roomiest.get("unit_cost")).toBe(headerOnOneLine);
    expect(roomiest.get("product")).toBe(160 + CELL + 100 - (headerOnOneLine - (72 + HEADER + SORT_CONTROLS_WIDTH)));
  });

  it("lets names wrap onto more lines, down to a floor, so every column still shows", () => {
    const columns = [figure("a", 40, 100), figure("b", 40, 100), text("name", NAME)];
    const tight = 2 * (100 + CELL) + 160 + CELL - 20;
    const { widths, fit } = columnWidths(columns, tight, CHROME.comfortable);
    expect(fit).toBe("names-wrap-more");
    expect(widths.get("a")).toBe(100 + CELL);
    expect(widths.get("name")).toBe(160 + CELL - 20);
    expect(sum(widths)).toBeLessThanOrEqual(tight);
  });

  it("keeps the floors and scrolls sideways when even they do not fit (phones)", () => {
    const columns = [figure("a", 40, 100), figure("b", 40, 100), text("name", NAME)];
    const { widths, fit } = columnWidths(columns, 300, CHROME.comfortable);
    expect(fit).toBe("scrolls");
    expect(widths.get("a")).toBe(100 + CELL);
    expect(widths.get("name")).toBe(TEXT_COLUMN_FLOOR);
  });

  it("gives a few px below a name's floor rather than scroll sideways by that little, never below its widest word", () => {
    const columns = [figure("a", 40, 100), figure("b", 40, 100), text("name", NAME)];
    const floors = 2 * (100 + CELL) + TEXT_COLUMN_FLOOR;
    // The pricing list with a failure reason at 1366 px: its floors 2 px past the room.
    const nearly = columnWidths(columns, floors - 2, CHROME.comfortable);
    expect(nearly.fit).toBe("names-wrap-more");
    expect(nearly.widths.get("name")).toBe(TEXT_COLUMN_FLOOR - 2);
    expect(nearly.widths.get("a")).toBe(100 + CELL);
    expect(sum(nearly.widths)).toBe(floors - 2);
    expect(columnWidths(columns, floors - FLOOR_GIVE, CHROME.comfortable).widths.get("name")).toBe(TEXT_COLUMN_FLOOR - FLOOR_GIVE);
    expect(columnWidths(columns, floors - FLOOR_GIVE - 1, CHROME.comfortable).fit).toBe("scrolls");
    // A name whose widest word (150 px, 192 with its padding) is past the floor gives nothing: words are not cut.
    const longWord = [figure("a", 40, 100), figure("b", 40, 100), text("name", span(400, 200, 150))];
    const longWordFloors = 2 * (100 + CELL) + 150 + CELL;
    expect(columnWidths(longWord, longWordFloors - 1, CHROME.comfortable).fit).toBe("scrolls");
  });

  it("keeps a width the user dragged, and gives preferred widths while the room is unknown", () => {
    const columns = [{ ...figure("a", 40, 100), fixed: 333 }, text("name", NAME)];
    expect(columnWidths(columns, 1000, CHROME.comfortable).widths.get("a")).toBe(333);
    expect(columnWidths(columns, 0, CHROME.comfortable).widths.get("name")).toBe(300 + CELL);
  });

  it("turns to compact rows when comfortable ones do not fit", () => {
    const columns = [figure("a", 40, 100), figure("b", 40, 100), text("name", NAME)];
    const minComfortable = 2 * (100 + CELL) + 160 + CELL;
    const reserved = () => 0;
    expect(columnLayout(columns, { available: minComfortable, reserved }).density).toBe("comfortable");
    const tight = columnLayout(columns, { available: minComfortable - 10, reserved });
    expect(tight.density).toBe("compact");
    expect(tight.fit).toBe("full");
  });
});

describe("what a column needs, from the list's items", () => {
  interface Row {
    id: number;
    product: string;
    cost: number;
    barcode: string;
  }
  const columns: ColumnDef<Row>[] = [
    { id: "id", header: "Nº", type: "code" },
    { id: "barcode", header: "Cód. Barras", type: "text" },
    { id: "product", header: "Produto", type: "text" },
    { id: "cost", header: "Custo", type: "currency" },
  ];
  const rows: Row[] = [
    { id: 1, product: "ARROZ", cost: 5.2, barcode: "7891005000026" },
    { id: 1234, product: "CAFÉ EM CÁPSULAS PRIMOR DO SUL", cost: -1234.5, barcode: "7891005000088" },
  ];

  it("measures the widest value (negative figures and totals included) and the header's best break", () => {
    const totals = [{ column: "cost", label: "Custo", type: "currency" as const, value: 123456.78 }];
    const needs = columnNeeds({ columns, items: rows, totals, decimals: new Map(), defaultSort: [], measure });
    const byId = new Map(needs.map((need) => [need.id, need]));
    expect(byId.get("id")?.content.oneLine).toBe(8 * 4);
    // "R$ 123.456,78" (the total) is wider than "-R$ 1.234,50".
    expect(byId.get("cost")?.content.oneLine).toBe(8 * "R$ 123.456,78".length);
    expect(byId.get("product")?.kind).toBe("text");
    expect(byId.get("product")?.content.twoLines).toBe(8 * "CAFÉ EM CÁPSULAS".length);
    // A barcode cannot break: it is sized like a figure.
    expect(byId.get("barcode")?.kind).toBe("figure");
    expect(byId.get("barcode")?.header).toEqual({ oneLine: 9 * 11, twoLines: 9 * 6, word: 9 * 6 });
  });

  it("leaves room for the sort priority number on the default sort's headers when it has two keys", () => {
    const sorted = columnNeeds({
      columns,
      items: rows,
      totals: [],
      decimals: new Map(),
      defaultSort: [
        { key: "cost", direction: "desc" },
        { key: "product", direction: "asc" },
      ],
      measure,
    });
    const extra = new Map(sorted.map((need) => [need.id, need.headerExtra]));
    expect(extra.get("cost")).toBeGreaterThan(extra.get("id") ?? 0);
    expect(extra.get("product")).toBe(extra.get("cost"));
  });
});

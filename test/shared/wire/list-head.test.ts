import { describe, expect, it } from "vitest";
import { firstBy, sortBy, type SortSpec, sortValueOf } from "../../../shared/sort";
import { HEAD_ANSWER_START, headOfAnswerStart, listHead, listSums } from "../../../shared/wire/list-head";

interface Row {
  id: number;
  product: string;
  sales: number | null;
  quantity: number;
}

const rows: Row[] = [
  { id: 1, product: "Item 10", sales: 10.1, quantity: 1.5 },
  { id: 2, product: "item 2", sales: 0.2, quantity: 0.001 },
  { id: 3, product: "Água", sales: null, quantity: 2 },
  { id: 4, product: "Abacaxi", sales: 10.1, quantity: 0 },
  { id: 5, product: "Item 2", sales: 5, quantity: 3.25 },
];

const read = (spec: SortSpec) => (row: Row) => spec.map((entry) => sortValueOf(row[entry.key as keyof Row]));

describe("the list order", () => {
  it("sorts by pt-BR collation with numeric runs, figures by value, missing values last, ties in their order", () => {
    const byName: SortSpec = [{ key: "product", direction: "asc" }];
    expect(sortBy(rows, byName, read(byName)).map((row) => row.id)).toEqual([4, 3, 2, 5, 1]);
    const bySales: SortSpec = [{ key: "sales", direction: "desc" }];
    expect(sortBy(rows, bySales, read(bySales)).map((row) => row.id)).toEqual([1, 4, 5, 2, 3]);
  });

  it("picks the first ones without sorting all, the same as sorting and cutting", () => {
    const bySales: SortSpec = [{ key: "sales", direction: "desc" }];
    expect(firstBy(rows, bySales, read(bySales), 2).map((row) => row.id)).toEqual([1, 4]);
    const many = Array.from({ length: 500 }, (_, index) => ({ id: index, product: `P ${(index * 37) % 101}`, sales: (index * 13) % 7, quantity: 0 }));
    for (const spec of [[{ key: "product", direction: "asc" }], [{ key: "sales", direction: "desc" }, { key: "product", direction: "asc" }]] as SortSpec[]) {
      expect(firstBy(many, spec, read(spec), 100)).toEqual(sortBy(many, spec, read(spec)).slice(0, 100));
    }
    expect(firstBy(rows, [], read([]), 3)).toEqual(rows.slice(0, 3));
  });
});

describe("a long list's head", () => {
  it("sums each number field exactly (0.1 + 0.2 is 0.3), missing values as 0", () => {
    // 10.10 + 0.20 + 10.10 + 5.00 = 25.40; 1.5 + 0.001 + 2 + 0 + 3.25 = 6.751.
    expect(listSums(rows)).toEqual({ id: 15, sales: 25.4, quantity: 6.751 });
    expect(listSums([{ a: 0.1 }, { a: 0.2 }])).toEqual({ a: 0.3 });
  });

  it("holds the first rows in the order, the count and the sums", () => {
    const head = listHead(rows, [{ key: "product", direction: "asc" }], 2);
    expect(head.rows.map((row) => row.id)).toEqual([4, 3]);
    expect(head.count).toBe(5);
    expect(head.sums.sales).toBe(25.4);
  });

  it("is read from the start of an answer as it arrives: not yet, whole, or none", () => {
    const head = listHead(rows, [{ key: "product", direction: "asc" }], 2);
    // A product name with braces, quotes and a backslash does not end the head early.
    const tricky = { ...head, rows: [{ ...head.rows[0], product: 'A {"b"} \\ [c' }] };
    const answer = JSON.stringify({ success: true, data: { head: tricky, $columns: 1, list: "x", n: 5, columns: {} } });
    expect(answer.startsWith(HEAD_ANSWER_START)).toBe(true);
    const headEnd = answer.indexOf(',"$columns"');
    expect(headOfAnswerStart(answer.slice(0, 10))).toBeUndefined();
    expect(headOfAnswerStart(answer.slice(0, headEnd - 1))).toBeUndefined();
    expect(headOfAnswerStart(answer.slice(0, headEnd))).toEqual(tricky);
    expect(headOfAnswerStart(answer)).toEqual(tricky);
    expect(headOfAnswerStart('{"success":true,"data":[{"id":1}]}')).toBeNull();
    expect(headOfAnswerStart('{"success":false,')).toBeNull();
    expect(headOfAnswerStart(`${HEAD_ANSWER_START}{"rows":1}`)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  concatTables,
  decodeTable,
  encodeInChunks,
  encodeTable,
  sliceTable,
} from "../../functions/lib/entities/support/columnar";

const NAMES = ["id", "big", "cents"] as const;

function table(rows: number) {
  return {
    rows,
    columns: {
      id: Array.from({ length: rows }, (_, i) => i + 1),
      big: Array.from({ length: rows }, (_, i) => 3_000_000_000 + i), // beyond int32: stored as float64
      cents: Array.from({ length: rows }, (_, i) => (i % 7) * 1234 - 5000),
    },
  };
}

describe("columnar sales documents", () => {
  it("round-trips int32 and float64 columns exactly", () => {
    const decoded = decodeTable(NAMES, encodeTable(NAMES, table(1000)));
    expect(decoded.rows).toBe(1000);
    expect(decoded.columns.id).toBeInstanceOf(Int32Array);
    expect(decoded.columns.big).toBeInstanceOf(Float64Array);
    expect(Array.from(decoded.columns.big.slice(0, 2))).toEqual([3_000_000_000, 3_000_000_001]);
    expect(Array.from(decoded.columns.cents)).toEqual(table(1000).columns.cents);
  });

  it("encodes an empty table", () => {
    expect(decodeTable(NAMES, encodeTable(NAMES, table(0))).rows).toBe(0);
  });

  it("refuses a document without an expected column", () => {
    const blob = encodeTable(["id"] as const, { rows: 1, columns: { id: [1] } });
    expect(() => decodeTable(NAMES, blob)).toThrow(/coluna big/);
  });

  it("splits into chunks below the size limit and joins them back in order", () => {
    const source = table(20_000);
    const encode = (start: number, end: number) => encodeTable(NAMES, sliceTable(NAMES, source, start, end));
    const whole = encode(0, source.rows).length;
    const chunks = encodeInChunks(encode, source.rows, Math.ceil(whole / 2.5));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(Math.ceil(whole / 2.5));
    const joined = concatTables(NAMES, chunks.map((chunk) => decodeTable(NAMES, chunk)));
    expect(joined.rows).toBe(20_000);
    expect(Array.from(joined.columns.id)).toEqual(source.columns.id);
  });
});

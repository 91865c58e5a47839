import { gunzipSync, gzipSync } from "node:zlib";
import { gunzipJson, gzipJson } from "../../gzip-json";

/**
 * Columnar documents for lists read in bulk (DESIGN §3), split into several chunks when one would not fit an
 * item (encodeInChunks). Two stored forms, both read and written here only:
 * - numeric tables (the sales figures): one gzipped binary blob of typed arrays, little-endian; decoding is a
 *   gunzip and typed-array views over the result, no per-row parsing (encodeTable, decodeTable);
 * - row documents (the pricing results, rows of numbers, texts and flags): gzipped JSON
 *   `{ rows, columns: { <field>: [values] } }`, each field's values in one array, so the names are stored
 *   once, not once per row (encodeRowColumns, decodeRowColumns, described by a RowFields).
 *
 * Numeric table layout before gzip: u8 format, u32 rows, u8 column count; per column u8 name length, name (UTF-8),
 * u8 type (1 int32, 2 float64); then each column's values, every section starting on an 8-byte boundary.
 */
export type Column = Int32Array | Float64Array;

export interface ColumnTable<N extends string> {
  rows: number;
  columns: Record<N, ArrayLike<number>>;
}

export interface DecodedTable<N extends string> {
  rows: number;
  columns: Record<N, Column>;
}

const FORMAT = 1;
const INT32 = 1;
const FLOAT64 = 2;
const ALIGN = 8;
const GZIP_LEVEL = 6;

const align = (offset: number) => Math.ceil(offset / ALIGN) * ALIGN;

function fitsInt32(values: ArrayLike<number>, rows: number): boolean {
  for (let i = 0; i < rows; i++) {
    const value = values[i] ?? 0;
    if (!Number.isInteger(value) || value < -2147483648 || value > 2147483647) return false;
  }
  return true;
}

/** Encodes a table as one gzipped blob; every column must have `rows` values. */
export function encodeTable<N extends string>(names: readonly N[], table: ColumnTable<N>): Uint8Array {
  const { rows } = table;
  const specs = names.map((name) => {
    const values = table.columns[name];
    if (values.length !== rows) throw new Error(`Coluna ${name}: ${values.length} valores para ${rows} linhas.`);
    return { name, nameBytes: Buffer.from(name, "utf8"), values, type: fitsInt32(values, rows) ? INT32 : FLOAT64 };
  });
  let offset = 6 + specs.reduce((size, spec) => size + 2 + spec.nameBytes.length, 0);
  const starts = specs.map((spec) => {
    offset = align(offset);
    const start = offset;
    offset += rows * (spec.type === INT32 ? 4 : 8);
    return start;
  });
  const buffer = new ArrayBuffer(align(offset));
  const view = new DataView(buffer);
  const bytes = new Uint8Array(buffer);
  view.setUint8(0, FORMAT);
  view.setUint32(1, rows, true);
  view.setUint8(5, specs.length);
  let header = 6;
  specs.forEach((spec, index) => {
    view.setUint8(header, spec.nameBytes.length);
    bytes.set(spec.nameBytes, header + 1);
    view.setUint8(header + 1 + spec.nameBytes.length, spec.type);
    header += 2 + spec.nameBytes.length;
    const start = starts[index] ?? 0;
    const target = spec.type === INT32 ? new Int32Array(buffer, start, rows) : new Float64Array(buffer, start, rows);
    for (let i = 0; i < rows; i++) target[i] = spec.values[i] ?? 0;
  });
  return gzipSync(bytes, { level: GZIP_LEVEL });
}

function alignedCopy(raw: Buffer): ArrayBuffer {
  const copy = new ArrayBuffer(align(raw.length));
  new Uint8Array(copy).set(raw);
  return copy;
}

/** Decodes a blob made by encodeTable; refuses a blob that lacks one of the expected columns. */
export function decodeTable<N extends string>(names: readonly N[], blob: Uint8Array): DecodedTable<N> {
  const buffer = alignedCopy(gunzipSync(blob));
  const view = new DataView(buffer);
  if (view.getUint8(0) !== FORMAT) throw new Error(`Formato de documento de vendas desconhecido: ${view.getUint8(0)}`);
  const rows = view.getUint32(1, true);
  const count = view.getUint8(5);
  const found = new Map<string, Column>();
  let header = 6;
  const specs: { name: string; type: number }[] = [];
  for (let index = 0; index < count; index++) {
    const length = view.getUint8(header);
    const name = Buffer.from(buffer, header + 1, length).toString("utf8");
    specs.push({ name, type: view.getUint8(header + 1 + length) });
    header += 2 + length;
  }
  let offset = header;
  for (const spec of specs) {
    offset = align(offset);
    const column = spec.type === INT32 ? new Int32Array(buffer, offset, rows) : new Float64Array(buffer, offset, rows);
    found.set(spec.name, column);
    offset += column.byteLength;
  }
  const columns = {} as Record<N, Column>;
  for (const name of names) {
    const column = found.get(name);
    if (!column) throw new Error(`Documento de vendas sem a coluna ${name}.`);
    columns[name] = column;
  }
  return { rows, columns };
}

/** Rows [start, end) of a table. */
export function sliceTable<N extends string>(names: readonly N[], table: ColumnTable<N>, start: number, end: number): ColumnTable<N> {
  const columns = {} as Record<N, ArrayLike<number>>;
  for (const name of names) columns[name] = Array.prototype.slice.call(table.columns[name], start, end) as number[];
  return { rows: end - start, columns };
}

/** Concatenates decoded chunks of one table. */
export function concatTables<N extends string>(names: readonly N[], parts: readonly DecodedTable<N>[]): DecodedTable<N> {
  const first = parts[0];
  if (parts.length === 1 && first) return first;
  const rows = parts.reduce((sum, part) => sum + part.rows, 0);
  const columns = {} as Record<N, Column>;
  for (const name of names) {
    const column = new Float64Array(rows);
    let offset = 0;
    for (const part of parts) {
      column.set(part.columns[name], offset);
      offset += part.rows;
    }
    columns[name] = column;
  }
  return { rows, columns };
}

/**
 * Splits rows evenly into as few chunks as keep every encoded chunk within maxBytes (an empty table is one
 * empty chunk). Chunking is rare (a day of 15,000 products is about 200 KB), so it simply tries 1, 2, 3... parts.
 */
export function encodeInChunks(encode: (start: number, end: number) => Uint8Array, rows: number, maxBytes: number): Uint8Array[] {
  for (let parts = 1; ; parts++) {
    const size = Math.max(1, Math.ceil(rows / parts));
    const chunks: Uint8Array[] = [];
    let fits = true;
    for (let start = 0; fits && (start < rows || chunks.length === 0); start += size) {
      const chunk = encode(start, Math.min(rows, start + size));
      fits = chunk.length <= maxBytes;
      chunks.push(chunk);
    }
    if (fits) return chunks;
    if (size === 1) throw new Error(`Uma linha do documento passa de ${maxBytes} bytes.`);
  }
}

/** What a row document's field holds. */
export type FieldKind = "number" | "text" | "flag";

/** The fields of a row type, each with its kind: a row document is described by one of these. */
export type RowFields<R> = {
  readonly [K in keyof R]-?: R[K] extends number ? "number" : R[K] extends string ? "text" : R[K] extends boolean ? "flag" : never;
};

type KindValue<K extends FieldKind> = K extends "number" ? number : K extends "text" ? string : boolean;

/** The row a description reads back. */
export type RowOf<F extends Record<string, FieldKind>> = { -readonly [K in keyof F]: KindValue<F[K]> };

interface RowColumnsDocument {
  rows: number;
  columns: Record<string, unknown[]>;
}

/** Rows as row documents of at most maxBytes each, column by column in the order of `fields`. */
export function encodeRowColumns<R extends object>(rows: readonly R[], fields: RowFields<R>, maxBytes: number): Uint8Array[] {
  const names = Object.keys(fields) as (keyof R & string)[];
  const encode = (start: number, end: number) => {
    const slice = rows.slice(start, end);
    const columns: Record<string, unknown[]> = {};
    for (const name of names) columns[name] = slice.map((row) => row[name]);
    return gzipJson({ rows: slice.length, columns } satisfies RowColumnsDocument);
  };
  return encodeInChunks(encode, rows.length, maxBytes);
}

function isRowColumnsDocument(value: unknown): value is RowColumnsDocument {
  if (typeof value !== "object" || value === null || !("rows" in value) || !("columns" in value)) return false;
  const { rows, columns } = value;
  return typeof rows === "number" && typeof columns === "object" && columns !== null && Object.values(columns).every(Array.isArray);
}

const EMPTY: readonly unknown[] = [];

const KIND_DEFAULTS: Record<FieldKind, number | string | boolean> = { number: 0, text: "", flag: false };

function kindValue(kind: FieldKind, value: unknown): number | string | boolean {
  if (kind === "number") return typeof value === "number" ? value : 0;
  if (kind === "text") return typeof value === "string" ? value : "";
  return value === true;
}

/**
 * Rows of row documents (chunks in order), each field checked to be of its kind: a value of another kind or
 * a missing column reads as 0, "" or false; a blob that is no row document is refused.
 */
export function decodeRowColumns<F extends Record<string, FieldKind>>(blobs: readonly Uint8Array[], fields: F): RowOf<F>[] {
  const described = Object.entries(fields);
  // Each row starts as a copy of one complete row: objects grown field by field from `{}` past a few fields fall
  // into V8's slow dictionary mode on a cold start, and 15,000 of them tripled the time to decode and send a list.
  const blank = Object.fromEntries(described.map(([name, kind]) => [name, KIND_DEFAULTS[kind]]));
  const rows: RowOf<F>[] = [];
  for (const blob of blobs) {
    const document = gunzipJson<unknown>(blob);
    if (!isRowColumnsDocument(document)) throw new Error("Documento em colunas ilegível.");
    const columns = described.map(([name, kind]) => ({ name, kind, values: document.columns[name] ?? EMPTY }));
    for (let index = 0; index < document.rows; index++) {
      const row: Record<string, number | string | boolean> = { ...blank };
      for (const column of columns) row[column.name] = kindValue(column.kind, column.values[index]);
      rows.push(row as RowOf<F>);
    }
  }
  return rows;
}

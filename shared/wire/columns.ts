import type { SortSpec } from "../sort";
import { type ListHead, listHead } from "./list-head";

/**
 * The compact wire form of a long list (issue 29): still JSON, but one array per field instead of one object
 * per row, so nothing repeats per row.
 *
 *   { "head": {...}, "$columns": 1, "list": "pricing_products", "n": 14552, "base": {...}, "columns": { "<field>": <column> } }
 *
 * (`head` when the spec has an order: the first page and the totals, list-head.ts.)
 *
 * Each column says how its values travel:
 * - number: scaled integers (money as cents, quantities as thousandths, any fixed decimals), optionally as
 *   deltas from the previous row (ids, sorted money), null kept as null;
 * - dictionary: repeating values (group names, units, statuses, flags) sent once, rows as indexes (a
 *   column whose indexes are another's, a group's name beside its id, says so instead of repeating them);
 * - text: free text as a plain array, optionally in the order of a number column (`orderBy`): product names
 *   by product id, not by rank, sit beside similar names and compress to half.
 * Fields the shared formulas derive from others of the same row are left off and recomputed on decode
 * (`derive`), with a list-level `base` (e.g. a pricing's totals) sent once. A field absent from a row (an
 * optional field) is listed in its column's `absent` indexes.
 *
 * The encoder proves the round trip (it decodes what it encoded and compares with the rows, exact numbers);
 * when anything differs it answers undefined and the caller sends the plain rows.
 */

export const COLUMNS_FORMAT = 1;

export type ColumnKind =
  | { kind: "number"; decimals: number; delta?: boolean }
  | { kind: "dictionary" }
  | { kind: "text"; orderBy?: string }
  /** Left off the wire: `derive` recomputes it. */
  | { kind: "derived" };

/** The column kinds, by what they carry. */
export const col = {
  integer: (options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals: 0, ...options }),
  money: (options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals: 2, ...options }),
  quantity: (options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals: 3, ...options }),
  fixed: (decimals: number, options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals, ...options }),
  dictionary: (): ColumnKind => ({ kind: "dictionary" }),
  text: (options: { orderBy?: string } = {}): ColumnKind => ({ kind: "text", ...options }),
  derived: (): ColumnKind => ({ kind: "derived" }),
} as const;

/**
 * How one list travels in columns: every field of its row (in the row's order) with its kind, and, when
 * some are derived, how to recompute them from the sent fields and the list's base.
 */
export interface ListColumns<Row extends object, Base = undefined> {
  /** Names the list in the payload; the client picks this spec by it. */
  list: string;
  columns: { readonly [K in keyof Row]-?: ColumnKind };
  derive?: (row: Row, base: Base) => Partial<Row>;
  /**
   * The order the list kit shows the list in by default: the answer then starts with the list's head in it
   * (shared/wire/list-head.ts), so the first page and the totals show before the whole list is decoded.
   */
  order?: SortSpec;
}

type Scalar = string | number | boolean | null;

export type EncodedColumn =
  | { kind: "number"; decimals: number; delta?: true; values: (number | null)[]; absent?: number[] }
  | { kind: "dictionary"; dictionary: Scalar[]; values: number[]; absent?: number[] }
  /** The indexes are those of the dictionary column `indexesOf`. */
  | { kind: "dictionary"; dictionary: Scalar[]; indexesOf: string }
  | { kind: "text"; orderBy?: string; values: unknown[]; absent?: number[] };

export interface ColumnsPayload {
  /** First in the answer, so it arrives first: the first rows in the spec's `order`, the count and the sums. */
  head?: ListHead<object>;
  $columns: typeof COLUMNS_FORMAT;
  list: string;
  n: number;
  base?: unknown;
  columns: Record<string, EncodedColumn>;
}

/**
 * A short fingerprint of how a list travels (its name, fields and kinds): part of the key a compact answer
 * is stored under, so an answer stored by an older encoder is not sent to a client that decodes by a newer spec.
 */
export function columnsVersion<Row extends object, Base>(spec: ListColumns<Row, Base>): string {
  const text = `${COLUMNS_FORMAT}:${spec.list}:${JSON.stringify(spec.columns)}:${JSON.stringify(spec.order ?? [])}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The compact form of a list's rows for the answer cache: its version and its encoder. */
export interface ColumnsForm<Row> {
  version: string;
  encode: (rows: Row[]) => ColumnsPayload | undefined;
}

/** The compact form of a list by its spec, with the list's base when it has one. */
export function columnsForm<Row extends object, Base>(spec: ListColumns<Row, Base>, base: Base): ColumnsForm<Row> {
  return { version: columnsVersion(spec), encode: (rows) => encodeColumns(spec, rows, base) };
}

/** True for an answer's data in the compact form. */
export function isColumnsPayload(data: unknown): data is ColumnsPayload {
  return typeof data === "object" && data !== null && (data as { $columns?: unknown }).$columns === COLUMNS_FORMAT;
}

class CannotEncode extends Error {}

/** False for a value JSON would carry as another (NaN and the infinities become null). */
function travelsAsIs(value: unknown): boolean {
  return typeof value !== "number" || Number.isFinite(value);
}

function encodeNumbers(values: readonly unknown[], decimals: number, delta: boolean): (number | null)[] {
  const scale = 10 ** decimals;
  const out: (number | null)[] = new Array(values.length);
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) {
      out[i] = null;
      continue;
    }
    if (typeof value !== "number") throw new CannotEncode();
    const scaled = Math.round(value * scale);
    if (!Number.isSafeInteger(scaled) || scaled / scale !== value) throw new CannotEncode();
    out[i] = delta ? scaled - previous : scaled;
    previous = scaled;
  }
  return out;
}

function encodeDictionary(values: readonly unknown[]): { dictionary: Scalar[]; values: number[] } {
  const indexes = new Map<unknown, number>();
  const dictionary: Scalar[] = [];
  const out: number[] = new Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i] === undefined ? null : values[i];
    let index = indexes.get(value);
    if (index === undefined) {
      if ((value !== null && typeof value === "object") || !travelsAsIs(value)) throw new CannotEncode();
      index = dictionary.length;
      dictionary.push(value as Scalar);
      indexes.set(value, index);
    }
    out[i] = index;
  }
  return { dictionary, values: out };
}

/**
 * The row indexes by a number column's values (null first), ties by row: the order a text column with
 * `orderBy` travels in. Encoder and decoder compute it from the same numbers.
 */
function orderOf(values: readonly unknown[]): number[] {
  const key = (i: number) => (typeof values[i] === "number" ? (values[i] as number) : Number.NEGATIVE_INFINITY);
  return Array.from(values, (_, i) => i).sort((a, b) => key(a) - key(b) || a - b);
}

function encodeColumn(kind: ColumnKind, values: readonly unknown[], valuesOf: (field: string) => readonly unknown[]): EncodedColumn | undefined {
  const absent: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] === undefined) absent.push(i);
  const withAbsent = <C extends EncodedColumn>(column: C): C => (absent.length > 0 ? { ...column, absent } : column);
  switch (kind.kind) {
    case "number":
      return withAbsent({
        kind: "number",
        decimals: kind.decimals,
        ...(kind.delta ? { delta: true as const } : {}),
        values: encodeNumbers(values, kind.decimals, kind.delta === true),
      });
    case "dictionary":
      return withAbsent({ kind: "dictionary", ...encodeDictionary(values) });
    case "text": {
      if (!values.every(travelsAsIs)) throw new CannotEncode();
      const sent = values.map((value) => (value === undefined ? null : value));
      if (kind.orderBy === undefined) return withAbsent({ kind: "text", values: sent });
      return withAbsent({ kind: "text", orderBy: kind.orderBy, values: orderOf(valuesOf(kind.orderBy)).map((i) => sent[i]) });
    }
    case "derived":
      return undefined;
  }
}

/**
 * The rows in columns, or undefined when they cannot travel so exactly (a value the kind cannot hold, a field
 * the spec does not know, a derived figure that does not recompute to the same number): the caller then
 * sends the plain rows.
 */
export function encodeColumns<Row extends object, Base>(spec: ListColumns<Row, Base>, rows: readonly Row[], base: Base): ColumnsPayload | undefined {
  const fields = Object.keys(spec.columns) as (keyof Row & string)[];
  const columns: Record<string, EncodedColumn> = {};
  try {
    const valuesOf = (field: string) => rows.map((row) => row[field as keyof Row]);
    for (const field of fields) {
      const encoded = encodeColumn(spec.columns[field], valuesOf(field), valuesOf);
      if (encoded) columns[field] = sharedIndexes(encoded, columns);
    }
  } catch (error) {
    if (error instanceof CannotEncode) return undefined;
    throw error;
  }
  if (!decodesToSameRows(spec, rows, base, fields)) return undefined;
  const payload: ColumnsPayload = { $columns: COLUMNS_FORMAT, list: spec.list, n: rows.length, ...(base === undefined ? {} : { base }), columns };
  return spec.order ? { head: listHead(rows, spec.order), ...payload } : payload;
}

/**
 * Whether the client decodes exactly these rows. The encoders send each value exactly or refuse it (a number
 * that does not scale back, a value JSON would change), so what is left is a field the spec does not know and
 * the derived figures: recomputed here from the row as the client will, with the base as it arrives through
 * JSON. Decoding the whole payload again to compare (as this did) took a third of a compact answer's build.
 */
function decodesToSameRows<Row extends object, Base>(spec: ListColumns<Row, Base>, rows: readonly Row[], base: Base, fields: readonly string[]): boolean {
  const known = new Set(fields);
  const derived = fields.filter((field) => spec.columns[field as keyof Row].kind === "derived");
  const sentBase = (base === undefined ? base : JSON.parse(JSON.stringify(base))) as Base;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const key in record) if (!known.has(key) && record[key] !== undefined) return false;
    if (derived.length === 0) continue;
    // Without a formula the client is left with null (decodeColumns' template).
    const figures = spec.derive ? (spec.derive(row, sentBase) as Record<string, unknown>) : undefined;
    for (const field of derived) if (!sameValue(record[field], figures ? figures[field] : null)) return false;
  }
  return true;
}

/** A dictionary column whose indexes equal an earlier one's names that column instead of repeating them. */
function sharedIndexes(column: EncodedColumn, earlier: Record<string, EncodedColumn>): EncodedColumn {
  if (column.kind !== "dictionary" || !("values" in column) || column.absent) return column;
  const { values } = column;
  for (const [field, other] of Object.entries(earlier)) {
    if (other.kind !== "dictionary" || !("values" in other) || other.absent) continue;
    if (other.values.length === values.length && other.values.every((index, i) => index === values[i])) {
      return { kind: "dictionary", dictionary: column.dictionary, indexesOf: field };
    }
  }
  return column;
}

function decodeNumbers(column: Extract<EncodedColumn, { kind: "number" }>, n: number): (number | null)[] {
  const scale = 10 ** column.decimals;
  const out: (number | null)[] = new Array(n);
  let running = 0;
  for (let i = 0; i < n; i++) {
    const value = column.values[i];
    if (value === null || value === undefined) {
      out[i] = null;
      continue;
    }
    running = column.delta ? running + value : value;
    out[i] = scale === 1 ? running : running / scale;
  }
  return out;
}

function decodeColumn(column: EncodedColumn, n: number, payload: ColumnsPayload, decoded: ReadonlyMap<string, unknown[]>): unknown[] {
  switch (column.kind) {
    case "number":
      return decodeNumbers(column, n);
    case "dictionary": {
      const { dictionary } = column;
      const indexes = "values" in column ? column.values : indexesOf(payload, column.indexesOf);
      const out: unknown[] = new Array(n);
      for (let i = 0; i < n; i++) out[i] = dictionary[indexes[i] as number];
      return out;
    }
    case "text": {
      if (column.orderBy === undefined) return column.values;
      const by = decoded.get(column.orderBy);
      if (!by) throw new Error(`Coluna ${column.orderBy} ausente ou depois da coluna ordenada por ela.`);
      const out: unknown[] = new Array(n);
      const order = orderOf(by);
      for (let k = 0; k < n; k++) out[order[k] as number] = column.values[k];
      return out;
    }
  }
}

function indexesOf(payload: ColumnsPayload, field: string): number[] {
  const column = payload.columns[field];
  if (column?.kind !== "dictionary" || !("values" in column)) throw new Error(`Coluna ${field} sem índices de dicionário.`);
  return column.values;
}

/** The rows of a compact answer: the sent fields, then the derived ones recomputed with the spec's formulas. */
export function decodeColumns<Row extends object, Base>(spec: ListColumns<Row, Base>, payload: ColumnsPayload): Row[] {
  const { n } = payload;
  const fields = Object.keys(spec.columns) as (keyof Row & string)[];
  const sent: { field: string; values: unknown[]; absent: Set<number> | undefined }[] = [];
  const decoded = new Map<string, unknown[]>();
  const derived: string[] = [];
  for (const field of fields) {
    if (spec.columns[field].kind === "derived") {
      derived.push(field);
      continue;
    }
    const column = payload.columns[field];
    if (!column) throw new Error(`Resposta em colunas sem a coluna ${field} (${spec.list}).`);
    const values = decodeColumn(column, n, payload, decoded);
    decoded.set(field, values);
    sent.push({ field, values, absent: "absent" in column && column.absent ? new Set(column.absent) : undefined });
  }
  const base = payload.base as Base;
  // Each row starts as a copy of the last whole row (the first, of an object holding every field in the
  // row's order): adding twenty fields one by one by name, or copying an object whose shape V8 has since
  // widened, makes every row a slow object; measured, 20 to 50x the decoding time of 15,000 rows.
  let template = JSON.parse(`{${fields.map((field) => `${JSON.stringify(field)}:null`).join(",")}}`) as Record<string, unknown>;
  const rows: Row[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const row: Record<string, unknown> = { ...template };
    let whole = true;
    for (const column of sent) {
      if (column.absent?.has(i)) {
        delete row[column.field];
        whole = false;
      } else row[column.field] = column.values[i];
    }
    if (spec.derive) {
      const figures = spec.derive(row as Row, base) as Record<string, unknown>;
      for (const field of derived) {
        if (figures[field] === undefined) {
          delete row[field];
          whole = false;
        } else row[field] = figures[field];
      }
    }
    rows[i] = row as Row;
    if (whole) template = row;
  }
  return rows;
}

function sameValue(want: unknown, got: unknown): boolean {
  if (want === got) return true;
  if (want === undefined || got === undefined) return false;
  return typeof want === "object" && want !== null && typeof got === "object" && got !== null && JSON.stringify(want) === JSON.stringify(got);
}

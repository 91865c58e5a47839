/**
 * The compact wire form of a long list (issue 29): still JSON, but one array per field instead of one object
 * per row, so nothing repeats per row.
 *
 *   { "$columns": 1, "list": "pricing_products", "n": 14552, "base": {...}, "columns": { "<field>": <column> } }
 *
 * Each column says how its values travel:
 * - number: scaled integers (money as cents, quantities as thousandths, any fixed decimals), optionally as
 *   deltas from the previous row (ids, sorted money), null kept as null;
 * - dictionary: repeating values (group names, units, statuses, flags) sent once, rows as indexes;
 * - text: free text as a plain array.
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
  | { kind: "text" }
  /** Left off the wire: `derive` recomputes it. */
  | { kind: "derived" };

/** The column kinds, by what they carry. */
export const col = {
  integer: (options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals: 0, ...options }),
  money: (options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals: 2, ...options }),
  quantity: (options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals: 3, ...options }),
  fixed: (decimals: number, options: { delta?: boolean } = {}): ColumnKind => ({ kind: "number", decimals, ...options }),
  dictionary: (): ColumnKind => ({ kind: "dictionary" }),
  text: (): ColumnKind => ({ kind: "text" }),
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
}

type Scalar = string | number | boolean | null;

export type EncodedColumn =
  | { kind: "number"; decimals: number; delta?: true; values: (number | null)[]; absent?: number[] }
  | { kind: "dictionary"; dictionary: Scalar[]; values: number[]; absent?: number[] }
  | { kind: "text"; values: unknown[]; absent?: number[] };

export interface ColumnsPayload {
  $columns: typeof COLUMNS_FORMAT;
  list: string;
  n: number;
  base?: unknown;
  columns: Record<string, EncodedColumn>;
}

/** True for an answer's data in the compact form. */
export function isColumnsPayload(data: unknown): data is ColumnsPayload {
  return typeof data === "object" && data !== null && (data as { $columns?: unknown }).$columns === COLUMNS_FORMAT;
}

class CannotEncode extends Error {}

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
      if (value !== null && typeof value === "object") throw new CannotEncode();
      index = dictionary.length;
      dictionary.push(value as Scalar);
      indexes.set(value, index);
    }
    out[i] = index;
  }
  return { dictionary, values: out };
}

function encodeColumn(kind: ColumnKind, values: readonly unknown[]): EncodedColumn | undefined {
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
    case "text":
      return withAbsent({ kind: "text", values: values.map((value) => (value === undefined ? null : value)) });
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
    for (const field of fields) {
      const encoded = encodeColumn(spec.columns[field], rows.map((row) => row[field]));
      if (encoded) columns[field] = encoded;
    }
  } catch (error) {
    if (error instanceof CannotEncode) return undefined;
    throw error;
  }
  const payload: ColumnsPayload = { $columns: COLUMNS_FORMAT, list: spec.list, n: rows.length, ...(base === undefined ? {} : { base }), columns };
  // The round trip through JSON, as the client will see it.
  const decoded = decodeColumns(spec, JSON.parse(JSON.stringify(payload)) as ColumnsPayload);
  return sameRows(rows, decoded, fields) ? payload : undefined;
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

function decodeColumn(column: EncodedColumn, n: number): unknown[] {
  switch (column.kind) {
    case "number":
      return decodeNumbers(column, n);
    case "dictionary": {
      const { dictionary, values } = column;
      const out: unknown[] = new Array(n);
      for (let i = 0; i < n; i++) out[i] = dictionary[values[i] as number];
      return out;
    }
    case "text":
      return column.values;
  }
}

/** The rows of a compact answer: the sent fields, then the derived ones recomputed with the spec's formulas. */
export function decodeColumns<Row extends object, Base>(spec: ListColumns<Row, Base>, payload: ColumnsPayload): Row[] {
  const { n } = payload;
  const fields = Object.keys(spec.columns) as (keyof Row & string)[];
  const sent: { field: string; values: unknown[]; absent: Set<number> | undefined }[] = [];
  const derived: string[] = [];
  for (const field of fields) {
    if (spec.columns[field].kind === "derived") {
      derived.push(field);
      continue;
    }
    const column = payload.columns[field];
    if (!column) throw new Error(`Resposta em colunas sem a coluna ${field} (${spec.list}).`);
    sent.push({ field, values: decodeColumn(column, n), absent: column.absent ? new Set(column.absent) : undefined });
  }
  const base = payload.base as Base;
  const rows: Row[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const row: Record<string, unknown> = {};
    for (const field of fields) row[field] = undefined; // the row's own field order
    for (const column of sent) {
      if (column.absent?.has(i)) delete row[column.field];
      else row[column.field] = column.values[i];
    }
    rows[i] = row as Row;
    if (spec.derive) Object.assign(row, spec.derive(row as Row, base));
    for (const field of derived) if (row[field] === undefined) delete row[field];
  }
  return rows;
}

/** Exact equality of the rows as JSON carries them (an undefined field is an absent one). */
function sameRows<Row extends object>(expected: readonly Row[], actual: readonly Row[], fields: readonly string[]): boolean {
  if (expected.length !== actual.length) return false;
  const known = new Set(fields);
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i] as Record<string, unknown>;
    const got = actual[i] as Record<string, unknown>;
    for (const key in want) if (!known.has(key) && want[key] !== undefined) return false;
    for (const field of fields) if (!sameValue(want[field], got[field])) return false;
  }
  return true;
}

function sameValue(want: unknown, got: unknown): boolean {
  if (want === got) return true;
  if (want === undefined || got === undefined) return false;
  return typeof want === "object" && want !== null && typeof got === "object" && got !== null && JSON.stringify(want) === JSON.stringify(got);
}

import * as z from "zod";
import type { Key } from "../../keys";
import type { StoredItem } from "./dynamo";

/**
 * How a stored entity is described, once: its key templates and its item schema (zod). The TypeScript type is
 * the schema's output (`EntityOf`), `fromItem` reads a stored item through the schema and `toItem` writes the
 * entity under its keys. No module reads an item's fields by hand.
 *
 * Stored items are read leniently, as they always were: a missing or mistyped attribute reads as its fallback
 * (0, "", false, a status's fallback), never as an error, so items written before an attribute existed stay
 * readable. The field builders below (`stored.*`) say so with zod's `catch`.
 */

/**
 * Each builder is a zod schema (the description) and registers the same reading as a plain function: reading
 * 15,000 products through zod costs several times the plain reads, so `fromItem` runs the plain readers of
 * an item whose fields all have one and zod otherwise. Tests hold the two to the same answers.
 */
type Reader = (value: unknown) => unknown;
const readers = new WeakMap<z.ZodType, Reader>();

function withReader<S extends z.ZodType>(schema: S, read: Reader): S {
  readers.set(schema, read);
  return schema;
}

function readNumber(value: unknown, fallback: number): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

/**
 * One schema per builder and fallback, shared by every field that asks for it: the entities name about 250
 * numeric and text fields, and building a zod schema for each (six objects for a number) cost every cold
 * start about 20 ms. zod schemas are immutable, so one instance serves them all.
 */
function sharedBy<F, S>(build: (fallback: F) => S): (fallback: F) => S {
  const built = new Map<F, S>();
  return (fallback) => {
    let schema = built.get(fallback);
    if (schema === undefined) {
      schema = build(fallback);
      built.set(fallback, schema);
    }
    return schema;
  };
}

/** A numeric attribute: a number, or a numeric string (as older items may hold); else the fallback. */
const numberWithFallback = sharedBy((fallback: number) => {
  const numericText = z
    .string()
    .refine((text) => text.trim() !== "" && Number.isFinite(Number(text)))
    .transform(Number);
  return withReader(z.union([z.number(), numericText]).catch(fallback), (value) => readNumber(value, fallback));
});
const storedNumber = (fallback = 0) => numberWithFallback(fallback);

/** A numeric attribute that may be absent: undefined when absent or not a number. */
const OPTIONAL_NUMBER = withReader(z.number().optional().catch(undefined), (value) => (typeof value === "number" ? value : undefined));
const optionalNumber = () => OPTIONAL_NUMBER;

/** A text attribute; else the fallback. */
const textWithFallback = sharedBy((fallback: string) =>
  withReader(z.string().catch(fallback), (value) => (typeof value === "string" ? value : fallback)),
);
const storedText = (fallback = "") => textWithFallback(fallback);

/** A text attribute that may be absent: undefined when absent or not a text. */
const OPTIONAL_TEXT = withReader(z.string().optional().catch(undefined), (value) => (typeof value === "string" ? value : undefined));
const optionalText = () => OPTIONAL_TEXT;

/** A boolean attribute; else the fallback. */
const flagWithFallback = sharedBy((fallback: boolean) =>
  withReader(z.boolean().catch(fallback), (value) => (typeof value === "boolean" ? value : fallback)),
);
const storedFlag = (fallback = false) => flagWithFallback(fallback);

/** A text attribute restricted to known values (statuses), with a fallback for anything else. */
function storedOneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  const known = new Set<unknown>(values);
  return withReader(z.enum(values).catch(fallback as never), (value) => (known.has(value) ? value : fallback)) as unknown as z.ZodCatch<
    z.ZodEnum<{ [K in T[number]]: K }>
  >;
}

/** A text attribute restricted to known values that may be absent: undefined when absent or unknown. */
function optionalOneOf<const T extends string>(values: readonly T[]) {
  const known = new Set<unknown>(values);
  const schema = z.enum(values as readonly T[] as [T, ...T[]]);
  return withReader(schema.optional().catch(undefined), (value) => (known.has(value) ? value : undefined)) as unknown as z.ZodCatch<
    z.ZodOptional<z.ZodEnum<{ [K in T]: K }>>
  >;
}

/** A list of numbers (ids); anything else in it is left out, and anything but a list reads as []. */
function storedNumbers() {
  const onlyNumbers = (values: unknown[]) => values.filter((value): value is number => typeof value === "number");
  return withReader(z.array(z.unknown()).transform(onlyNumbers).catch([]), (value) => (Array.isArray(value) ? onlyNumbers(value) : []));
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** A nested map of stored fields; anything but a map reads as an empty one (every field its fallback). */
function storedMap<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  const read = itemReader(schema);
  const empty = read({});
  return withReader(schema.catch(() => read({})), (value) => (isMap(value) ? read(value) : empty));
}

/** A nested map of stored fields that may be absent: undefined when absent or not a map. */
function optionalMap<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  const read = itemReader(schema);
  return withReader(schema.optional().catch(undefined), (value) => (isMap(value) ? read(value) : undefined));
}

/** A map kept whole, as stored (a job's result): undefined when absent or not a map. */
function optionalRecord() {
  return withReader(z.record(z.string(), z.unknown()).optional().catch(undefined), (value) => (isMap(value) ? value : undefined));
}

/** A map of ids to numbers (a product's price by product id), read as a Map; other entries are left out. */
function numberById() {
  const toMap = (value: unknown) => {
    const byId = new Map<number, number>();
    if (!isMap(value)) return byId;
    for (const [id, entry] of Object.entries(value)) if (typeof entry === "number" && /^\d+$/.test(id)) byId.set(Number(id), entry);
    return byId;
  };
  return withReader(z.unknown().optional().transform(toMap), toMap);
}

export const stored = {
  number: storedNumber,
  optionalNumber,
  text: storedText,
  optionalText,
  flag: storedFlag,
  oneOf: storedOneOf,
  optionalOneOf,
  numbers: storedNumbers,
  map: storedMap,
  optionalMap,
  optionalRecord,
  numberById,
};

/** The attributes an entity's keys put on its item: pk and sk, and the index keys (gsi1pk, gsi1sk) it is found by. */
export type EntityKeys = Key & { gsi1pk?: string; gsi1sk?: string };

export interface Entity<S extends z.ZodObject> {
  /** The stored attributes, named as stored. */
  item: S;
  /** The item's keys: the tenant's key templates (functions/lib/keys.ts) filled from the entity. */
  keys: (tenantId: string, entity: z.output<S>) => EntityKeys;
}

export interface DefinedEntity<S extends z.ZodObject> extends Entity<S> {
  /** The entity of a stored item (other attributes, keys included, left out). */
  fromItem: (item: StoredItem) => z.output<S>;
  /** The stored item of an entity: its keys and the attributes its schema names, as given (absent ones left out). */
  toItem: (tenantId: string, entity: z.output<S>) => StoredItem;
}

/** The TypeScript type of an entity, from its item schema. */
export type EntityOf<E extends { item: z.ZodObject }> = z.output<E["item"]>;

/** The plain reading of an item schema, when every field has one. */
function plainReader<S extends z.ZodObject>(item: S): ((stored: StoredItem) => z.output<S>) | undefined {
  const fields = Object.entries(item.shape).map(([name, schema]) => ({ name, read: readers.get(schema as z.ZodType) }));
  if (fields.some((field) => !field.read)) return undefined;
  // Every entity starts as a copy of one with all the fields (an absent optional one stays undefined): objects
  // grown field by field from `{}` fall into V8's slow dictionary mode on a cold start, which made reading
  // 15,000 items and sending them a good deal slower.
  const blank: Record<string, unknown> = Object.fromEntries(fields.map(({ name }) => [name, undefined]));
  return (stored) => {
    const entity = { ...blank };
    for (const { name, read } of fields) entity[name] = read?.(stored[name]);
    return entity as z.output<S>;
  };
}

/** The keys of a stored item (the tenant registry's items say who they are by their keys alone). */
export const keysOf = itemReader(z.object({ pk: stored.text(), sk: stored.text() }));

/** A counter item (keys.counter: ids, feeds, the ERP's product writes): its value, 0 before the first. */
export const counterOf = itemReader(z.object({ value: stored.number() }));

/** Reads a stored item through an item schema (the plain readers when it has them all). */
export function itemReader<S extends z.ZodObject>(item: S): (stored: StoredItem) => z.output<S> {
  return plainReader(item) ?? ((stored) => item.parse(stored));
}

export function defineEntity<S extends z.ZodObject>(definition: Entity<S>): DefinedEntity<S> {
  const { keys, item } = definition;
  const names = Object.keys(item.shape);
  return {
    item,
    keys,
    fromItem: itemReader(item),
    toItem: (tenantId, entity) => {
      const stored: StoredItem = { ...keys(tenantId, entity) };
      const values: Record<string, unknown> = entity;
      for (const name of names) if (values[name] !== undefined) stored[name] = values[name];
      return stored;
    },
  };
}

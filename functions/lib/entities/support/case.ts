/**
 * The one mapping between the wire's snake_case (the integration API, spec §3's field names) and the stored
 * records' camelCase, so that a record's fields are spelled once on each side instead of once more in a
 * hand-written copy. Fields left undefined are left out, as the hand-written copies did.
 */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** `T` with its keys, and those of the records and lists inside it, in camelCase. */
export type CamelCased<T> = T extends readonly (infer Item)[]
  ? CamelCased<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: CamelCased<T[K]> }
    : T;

/** `T` with its keys, and those of the records and lists inside it, in snake_case. */
export type SnakeCased<T> = T extends readonly (infer Item)[]
  ? SnakeCased<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: SnakeCased<T[K]> }
    : T;

const camelNames = new Map<string, string>();
const snakeNames = new Map<string, string>();

/** Each key's other spelling, worked out once: the lists of 15,000 rows ask for the same dozen keys. */
function spelled(names: Map<string, string>, pattern: RegExp, spell: (match: string) => string): (key: string) => string {
  return (key) => {
    let name = names.get(key);
    if (name === undefined) {
      name = key.replace(pattern, spell);
      names.set(key, name);
    }
    return name;
  };
}

const toCamel = spelled(camelNames, /_([a-z0-9])/g, (match) => match.slice(1).toUpperCase());
const toSnake = spelled(snakeNames, /[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function renamed(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, rename));
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const key in value) {
    const field = value[key];
    if (field !== undefined) result[rename(key)] = typeof field === "object" && field !== null ? renamed(field, rename) : field;
  }
  return result;
}

/** A wire record (snake_case) as the stored record's fields (camelCase), deep. */
export function camelCased<T>(value: T): CamelCased<T> {
  return renamed(value, toCamel) as CamelCased<T>;
}

/** The named fields of a stored record (camelCase) as the contract's row (snake_case), deep. */
export function snakeCased<T extends object, K extends keyof T & string>(value: T, fields: readonly K[]): SnakeCased<Pick<T, K>> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const content: unknown = value[field];
    if (content !== undefined) row[toSnake(field)] = typeof content === "object" && content !== null ? renamed(content, toSnake) : content;
  }
  return row as SnakeCased<Pick<T, K>>;
}

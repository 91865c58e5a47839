import fc from "fast-check";
import { INGEST_KINDS } from "../../functions/integration/kinds";
import { addDays, isIsoDay, todayInSaoPaulo } from "../../shared/dates";
import { ROUTE_SAMPLES, type RouteSample } from "./route-table";

/**
 * Generated bad input for the suite driven by the route table (test/functions/bad-input.test.ts): junk
 * bodies and query strings, a route's valid sample with one node broken, and odd spellings of path values.
 * Bodies are JSON text as sent, so keys like "__proto__" and numbers JSON.stringify never writes go through.
 */

/** A valid sample with one change, and the change in words (for the failure message). */
export interface BrokenBody {
  change: string;
  body: string;
}

/** JSON text sent as written (numbers JSON.stringify cannot make, text that is not JSON). */
class RawJson {
  constructor(readonly text: string) {}
}

/** An object whose keys may repeat or be "__proto__", kept as written. */
class JunkObject {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}

export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JunkObject) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value && typeof value === "object") return jsonText(new JunkObject(Object.entries(value)));
  return JSON.stringify(value) ?? "null";
}

/** Text a careless integrator puts where a number goes: none of it is a JSON number. */
const NUMBER_LOOKALIKES = ["NaN", "Infinity", "-Infinity", "1e999", "0x10", "1_000", "12abc", "1,5", "", " ", "null", "true", "[]", "１２", "١٢"];
/** Past 2^53: no id, amount, quantity or rate of the API holds these. */
const PAST_SAFE_INTEGERS = [2 ** 53 + 2, -(2 ** 53) - 2, 1e20, -1e20, 1e300, -1e300, Number.MAX_VALUE];
/** Number literals JSON.stringify never writes: infinite once parsed, or past 2^53. */
const RAW_NUMBERS = ["1e999", "-1e999", "99999999999999999999", "123456789012345678901234567890"];
const BAD_DAYS = ["2026-02-30", "2026-13-01", "20/11/2026", "2026-1-5", "0000-00-00"];
const NOT_JSON = ["{", '{"items":', "\uFEFF{}", "{'a':1}", "[1,2", "undefined", "NaN", '{"a":1}{}', "<xml/>", "\u0000"];
const TRICKY_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"];
/** Percent-encodings no decoder accepts. */
const MALFORMED_ENCODINGS = ["%", "%zz", "%E0%A4%A", "%C0%AF", "%ED%A0%80"];

const longText = fc
  .tuple(fc.integer({ min: 1_100, max: 4_000 }), fc.constantFrom("a", "ç", "😀", "9", " ", "<"))
  .map(([length, unit]) => unit.repeat(length));

const junkLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NUMBER_LOOKALIKES),
  fc.constantFrom(...PAST_SAFE_INTEGERS),
  fc.constantFrom(...RAW_NUMBERS, "[".repeat(3_000) + "]".repeat(3_000)).map((text) => new RawJson(text)),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  longText,
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.double(),
);

const junkKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...TRICKY_KEYS, "items", "id"));

const { junk } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    junkLeaf,
    fc.array(tie("junk"), { maxLength: 4 }),
    fc.array(fc.tuple(junkKey, tie("junk")), { maxLength: 4 }).map((entries) => new JunkObject(entries)),
  ),
}));

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The sample's shape (its field names, its lists) with junk for values and fields left out at random. */
function shapedJunk(sample: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(sample)) return fc.array(shapedJunk(sample[0]), { maxLength: 3 });
  if (isPlainObject(sample)) {
    const fields = Object.entries(sample).map(([key, value]) =>
      fc.option(fc.oneof(shapedJunk(value), junk), { nil: undefined }).map((item) => [key, item] as const),
    );
    return fc.tuple(...fields).map((entries) => new JunkObject(entries.filter(([, item]) => item !== undefined)));
  }
  return junk;
}

/** A body of any kind: junk, junk shaped like the route's sample, or text that is not JSON. */
export function junkBody(sample: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    junk.map(jsonText),
    shapedJunk(sample).map(jsonText),
    fc.oneof(fc.constantFrom(...NOT_JSON), fc.string({ unit: "binary", maxLength: 40 })),
  );
}

const KNOWN_QUERY_NAMES = [
  ...new Set(Object.values(ROUTE_SAMPLES as Readonly<Record<string, RouteSample>>).flatMap((sample) => Object.keys(sample.query ?? {}))),
];

/** Long, yet short enough that the whole URL stays within what the server reads (16 KB of headers). */
const longQueryText = fc
  .tuple(fc.integer({ min: 1_100, max: 1_300 }), fc.constantFrom("a", "ç", "9", " "))
  .map(([length, unit]) => unit.repeat(length));

const queryValue = fc.oneof(
  fc.constantFrom(...NUMBER_LOOKALIKES, ...BAD_DAYS, ...PAST_SAFE_INTEGERS.map(String), ...RAW_NUMBERS),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  longQueryText,
);

/** A query string of junk: known and tricky names, repeated names, malformed percent-encodings. */
export const junkQuery = fc
  .array(
    fc.oneof(
      fc
        .tuple(fc.oneof(fc.constantFrom(...KNOWN_QUERY_NAMES, ...TRICKY_KEYS), fc.string({ maxLength: 10 })), queryValue)
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`),
      fc.constantFrom(...MALFORMED_ENCODINGS).map((text) => `q=${text}`),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.join("&")}` : ""));

type FieldPath = readonly (string | number)[];

/** Every node of a sample (the root first) by its path. */
function nodePaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => nodePaths(item, [...prefix, index]))
    : isPlainObject(value)
      ? Object.entries(value).flatMap(([key, item]) => nodePaths(item, [...prefix, key]))
      : [];
  return [prefix, ...children];
}

function valueAt(value: unknown, at: FieldPath): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

const REMOVED = Symbol("removed");

/** A copy of `value` with the node at `at` replaced (or removed). */
function replaceAt(value: unknown, at: FieldPath, replacement: unknown): unknown {
  const [key, ...rest] = at;
  if (key === undefined) return replacement;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? replaceAt(item, rest, replacement) : item));
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([name, item]) => {
    if (name !== key) return [[name, item] as const];
    const changed = replaceAt(item, rest, replacement);
    return changed === REMOVED ? [] : [[name, changed] as const];
  });
  return Object.fromEntries(entries);
}

/** Values that can never stand for `original` in its field (every field of a sample is checked). */
function wrongFor(original: unknown): fc.Arbitrary<unknown> {
  if (typeof original === "number") {
    return fc.oneof(
      fc.constantFrom(...NUMBER_LOOKALIKES),
      fc.constantFrom(...PAST_SAFE_INTEGERS),
      fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
      fc.constantFrom<unknown>(true, null, [], {}),
    );
  }
  if (typeof original === "string") {
    const days = isIsoDay(original) ? [fc.constantFrom(...BAD_DAYS)] : [];
    return fc.oneof(fc.integer(), fc.double(), fc.constantFrom<unknown>(true, null, [], {}), longText, ...days);
  }
  if (typeof original === "boolean") return fc.constantFrom<unknown>("true", "false", 1, 0, null, "sim", []);
  // Not an empty list in place of a list: an empty batch is a valid (empty) batch.
  if (Array.isArray(original)) return fc.constantFrom<unknown>(true, null, "texto", 0, {});
  return fc.constantFrom<unknown>(true, null, "texto", 0, []);
}

/**
 * One change that makes a valid sample invalid: a required field left out (samples hold only required
 * fields), or any node given a value of the wrong type, past 2^53, a long text or a date that does not exist.
 */
export function brokenSample(sample: unknown): fc.Arbitrary<BrokenBody> {
  return fc.constantFrom(...nodePaths(sample)).chain((at) => {
    const removable = typeof at[at.length - 1] === "string";
    const replacement = removable ? fc.oneof(fc.constant<unknown>(REMOVED), wrongFor(valueAt(sample, at))) : wrongFor(valueAt(sample, at));
    return replacement.map((value) => ({
      change: `${at.join(".") || "(corpo)"} = ${value === REMOVED ? "(ausente)" : jsonText(value).slice(0, 60)}`,
      body: jsonText(replaceAt(sample, at, value)),
    }));
  });
}

/** The hardest value of each kind, for every node of a sample in turn: the cases the probes found. */
function hardestFor(original: unknown): unknown {
  if (typeof original === "number") return 2 ** 53 + 2;
  if (typeof original === "string") return "a".repeat(1_100);
  if (typeof original === "boolean") return "true";
  return Array.isArray(original) ? {} : [];
}

/** Every node of a sample broken once by its hardest value, and every field left out once. */
export function everyNodeBroken(sample: unknown): BrokenBody[] {
  return nodePaths(sample).flatMap((at) => {
    const name = at.join(".") || "(corpo)";
    const replaced = { change: `${name} = ${jsonText(hardestFor(valueAt(sample, at))).slice(0, 60)}`, body: jsonText(replaceAt(sample, at, hardestFor(valueAt(sample, at)))) };
    if (typeof at[at.length - 1] !== "string") return [replaced];
    return [replaced, { change: `${name} = (ausente)`, body: jsonText(replaceAt(sample, at, REMOVED)) }];
  });
}

const FULLWIDTH_ZERO = 0xff10;
const ARABIC_INDIC_ZERO = 0x0660;
const digitsIn = (zero: number, id: string) => [...id].map((digit) => String.fromCharCode(zero + Number(digit))).join("");

/** Ways to write an existing id that must not name it (raw path text). */
export function oddSpellings(existing: string): string[] {
  if (/^\d+$/.test(existing)) {
    const id = Number(existing);
    return [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `%20${id}`,
      `${id}%20`,
      `%C2%A0${id}`,
      `${id}%0A`,
      `${id}.0`,
      `+${id}`,
      `-${id}`,
      `0b${id.toString(2)}`,
      `0o${id.toString(8)}`,
      encodeURIComponent(digitsIn(FULLWIDTH_ZERO, existing)),
      encodeURIComponent(digitsIn(ARABIC_INDIC_ZERO, existing)),
      `${id}abc`,
      `${id}%00`,
      `${id}%2F1`,
      "-1",
      "0",
      "99999999999999999999",
      "NaN",
      "Infinity",
      ...MALFORMED_ENCODINGS,
    ];
  }
  if (Object.hasOwn(INGEST_KINDS, existing)) {
    return [...TRICKY_KEYS, existing.toUpperCase(), `${existing}%20`, `%20${existing}`, `${existing}s`, `${existing}%00`, ...MALFORMED_ENCODINGS];
  }
  return [existing.toUpperCase(), `%20${existing}`, `${existing}%20`, `${existing}0`, existing.slice(1), existing.replaceAll("-", ""), ...MALFORMED_ENCODINGS];
}

/**
 * How to misspell a path value known only when the call is made (a record may be recreated between runs):
 * one of its odd spellings, or any other text (without digits: never another record's id).
 */
export type Misspelling = { spelling: number } | { other: string };

export const misspelling: fc.Arbitrary<Misspelling> = fc.oneof(
  fc.nat().map((spelling) => ({ spelling })),
  fc
    .string({ unit: "grapheme", minLength: 1, maxLength: 20 })
    .filter((text) => !/\d/.test(text) && text !== "." && text !== ".." && !Object.hasOwn(INGEST_KINDS, text) && text !== "aggregate")
    .map((text) => ({ other: encodeURIComponent(text) })),
);

export function misspell(existing: string, how: Misspelling): string {
  if ("other" in how) return how.other;
  const spellings = oddSpellings(existing);
  return spellings[how.spelling % spellings.length] ?? "";
}

/**
 * Days no request takes (issue 25, item 6): before 2000, a year 0 (not a day for the screens; out of the
 * window for the integration), 9999, and further ahead than any window reaches (a year and a month).
 */
export const IMPLAUSIBLE_DAYS = ["0000-01-01", "1900-01-01", "9999-12-31", addDays(todayInSaoPaulo(), 400)];

/** Characters no text field takes (item 7): NUL, ESC, U+202E right-to-left override, a lone surrogate. */
export const INVALID_TEXT_CHARACTERS = ["\u0000", "\u001B", "\u202E", "\uD800"];

/**
 * Money fields of the API's bodies by name, with the decimals they take (item 3): money and sale prices 2,
 * unit costs 4. One more decimal is refused, never rounded.
 */
const MONEY_FIELD_DECIMALS: Readonly<Record<string, number>> = {
  total: 2,
  total_cost: 2,
  icms_credit: 2,
  price: 2,
  new_unit_sale: 2,
  cost: 4,
  unit_cost: 4,
  entry_unit_cost: 4,
  unit_price: 4,
};

/**
 * A valid sample with each of its days, texts and money fields made implausible in turn: every day node
 * given each of IMPLAUSIBLE_DAYS (and, with more than one, all of them the same one: a period of one day in
 * 1900 breaks no rule across its ends), every other text node each of INVALID_TEXT_CHARACTERS (in its middle),
 * every money node one decimal more than it takes.
 */
export function implausibleNodes(sample: unknown): BrokenBody[] {
  const dayPaths = nodePaths(sample).filter((at) => {
    const value = valueAt(sample, at);
    return typeof value === "string" && isIsoDay(value);
  });
  const allDays =
    dayPaths.length < 2
      ? []
      : IMPLAUSIBLE_DAYS.map((day) => ({
          change: `${dayPaths.map((at) => at.join(".")).join(", ")} = ${day}`,
          body: jsonText(dayPaths.reduce<unknown>((body, at) => replaceAt(body, at, day), sample)),
        }));
  return [...allDays, ...nodePaths(sample).flatMap((at) => {
    const original = valueAt(sample, at);
    const name = at.join(".");
    const broken = (value: unknown, shown: string): BrokenBody => ({ change: `${name} = ${shown}`, body: jsonText(replaceAt(sample, at, value)) });
    if (typeof original === "string" && isIsoDay(original)) return IMPLAUSIBLE_DAYS.map((day) => broken(day, day));
    if (typeof original === "string") {
      const middle = Math.ceil(original.length / 2);
      return INVALID_TEXT_CHARACTERS.map((character) =>
        broken(`${original.slice(0, middle)}${character}${original.slice(middle)}`, JSON.stringify(character)),
      );
    }
    const decimals = MONEY_FIELD_DECIMALS[String(at[at.length - 1])];
    if (typeof original === "number" && decimals !== undefined) {
      const value = original + 10 ** -(decimals + 1);
      return [broken(value, String(value))];
    }
    return [];
  })];
}

/** A query with each of its days given each of IMPLAUSIBLE_DAYS in turn, then all its days the same one. */
export function implausibleQueryDays(query: Readonly<Record<string, string>>): Record<string, string>[] {
  const names = Object.keys(query).filter((name) => isIsoDay(query[name] ?? ""));
  const each = names.flatMap((name) => IMPLAUSIBLE_DAYS.map((day) => ({ ...query, [name]: day })));
  const all = names.length < 2 ? [] : IMPLAUSIBLE_DAYS.map((day) => ({ ...query, ...Object.fromEntries(names.map((name) => [name, day])) }));
  return [...each, ...all];
}

import { readDerivation, storeDerivation } from "../entities/stored-derivations";
import { log } from "../log";
import type { ColumnsForm } from "../../../shared/wire/columns";
import { type ApiResult, PreparedAnswer } from "./http";
import { VersionedCache } from "../versioned-cache";

/**
 * The answers of the large lists, by the signature of what they were built from (the versions of the
 * documents read, the notable flags...): equal signatures, equal answers.
 *
 * Kept at two depths. A warm function keeps them in memory. They are also stored in the table as their gzip
 * (unless the caller says the list is cheap to build), so a fresh container (most requests of a small store land on one) sends the answer another container
 * built instead of reading and decoding the documents, summing, serializing and compressing again: measured
 * on the large store, that work was 60 to 80% of a cold list (`npm run bench -- --profile`). Stored as
 * derivations (entities/stored-derivations.ts): never rewritten, old signatures leave by TTL.
 */

const MEMORY_BYTES = 64 * 1024 * 1024;

const inMemory = new VersionedCache<PreparedAnswer>(MEMORY_BYTES);

/**
 * What a build answers when what it read was newer than the signature asked for (versions read first, the
 * documents after): the answer is kept and stored under the versions it was built from.
 */
export class BuiltFrom {
  constructor(
    readonly data: unknown,
    readonly signature: string,
  ) {}
}

export interface AnswerOptions {
  /**
   * False for lists cheap to build (one small document read), or whose data is changing right now (an
   * inventory being counted): memory only, no table read on a miss.
   */
  stored?: boolean;
  /** Built ahead of its readers (a job): compressed harder, as nobody waits for it. */
  ahead?: boolean;
  /** The client asked for the compact form of a long list (http.ts acceptsColumns). */
  inColumns?: boolean;
  /**
   * The list's compact form (shared/wire/columns.ts columnsForm): its encoder answers undefined for rows that
   * cannot travel so (the plain rows are sent). Used when `inColumns`; the form and its version are part of
   * the key, so both forms can be kept and stored.
   */
  columns?: ColumnsForm<never>;
}

/**
 * The answer of `listKey` for this signature: from memory, else stored, else built (then kept and stored).
 * `listKey` names the list and its parameters within the tenant.
 */
export async function cachedAnswer(
  tenantId: string,
  listKey: string,
  signature: string,
  build: () => unknown,
  options: AnswerOptions = {},
): Promise<ApiResult> {
  const form = options.inColumns ? options.columns : undefined;
  const key = form ? `${listKey}#columns@${form.version}` : listKey;
  const memoryKey = `${tenantId}#${key}`;
  const stored = options.stored ?? true;
  const kept = inMemory.get(memoryKey, signature);
  if (kept) {
    // Kept while its list was not to be stored (a sheet being counted, now quiet): stored on this read, once.
    if (stored && !inTable.has(kept)) await store(tenantId, key, signature, kept, options);
    return { prepared: kept };
  }
  const derivation = stored ? await readDerivation(tenantId, key, signature) : undefined;
  if (derivation) {
    const found = PreparedAnswer.fromGzip(derivation.bytes, derivation.note);
    inTable.add(found);
    inMemory.set(memoryKey, signature, found, found.weight);
    return { prepared: found };
  }
  const built = await build();
  const [data, builtFrom] = built instanceof BuiltFrom ? [built.data, built.signature] : [built, signature];
  const answer = form ? PreparedAnswer.of(inColumns(key, data, form), { thorough: true }) : PreparedAnswer.of(data);
  if (stored) await store(tenantId, key, builtFrom, answer, options);
  inMemory.set(memoryKey, builtFrom, answer, answer.weight);
  return { prepared: answer };
}

/**
 * A long list's answer built on every read (it has no signature to be kept by), in the compact form when the
 * client asked for it (`inColumns`).
 */
export function listAnswer(listKey: string, rows: readonly unknown[], options: { inColumns: boolean; columns: ColumnsForm<never> }): ApiResult {
  if (!options.inColumns) return { data: rows };
  return { prepared: PreparedAnswer.of(inColumns(listKey, rows, options.columns), { thorough: true }) };
}

/** Below this many rows the plain form is as small (a compact answer names its columns and kinds once). */
const COLUMNS_MIN_ROWS = 50;

function inColumns(key: string, data: unknown, form: ColumnsForm<never>): unknown {
  if (!Array.isArray(data) || data.length < COLUMNS_MIN_ROWS) return data;
  // The build answers the rows of the list the form was made for.
  const compact = form.encode(data as never[]);
  if (compact !== undefined) return compact;
  log.warn("compact form refused by its round trip: plain rows sent", { key });
  return data;
}

/** The answers kept in memory that are in the table too. */
const inTable = new WeakSet<PreparedAnswer>();

async function store(tenantId: string, key: string, signature: string, answer: PreparedAnswer, options: AnswerOptions): Promise<void> {
  inTable.add(answer);
  // The note is the length of the JSON text, which decides whether a client is sent it compressed.
  await storeDerivation(tenantId, key, signature, answer.gzip({ thorough: options.ahead }), answer.length);
}

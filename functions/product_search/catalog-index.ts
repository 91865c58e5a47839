import { catalogVersion, readCatalog } from "../lib/entities/catalog";
import { gunzipJson, gzipJson } from "../lib/gzip-json";
import { readDerivation, storeDerivation } from "../lib/entities/stored-derivations";
import { VersionedCache } from "../lib/versioned-cache";
import { buildSearchIndex, indexWeight, type SearchEntry } from "./search";

/**
 * The search index of a tenant's catalog, kept in the warm function's memory (DESIGN §3): each search
 * reads only the catalog's version (one GetItem). A function without it reads the index stored for that
 * version, ready to use (folded and sorted); only the first search after the catalog changed reads the
 * catalog and folds it again (folding 15,000 descriptions was most of a cold search, by profile), then
 * stores the index for the others. Least recently used tenants leave memory first past the limit.
 */
const INDEX_CACHE_BYTES = 96 * 1024 * 1024;
const indexes = new VersionedCache<SearchEntry[]>(INDEX_CACHE_BYTES);
/** A new name when the stored shape changes (indexes stored before units were kept are never read). */
const STORED_INDEX = "search-index-units";

/** [id, barcode, description, folded description, unit]: an entry as stored. */
type StoredEntry = [number, string, string, string, string];

export function encodeSearchIndex(index: readonly SearchEntry[]): Buffer {
  const entries: StoredEntry[] = index.map((entry) => [entry.id, entry.barcode, entry.description, entry.folded, entry.unit]);
  return gzipJson(entries);
}

export function decodeSearchIndex(bytes: Buffer): SearchEntry[] {
  const entries = gunzipJson<StoredEntry[]>(bytes);
  return entries.map(([id, barcode, description, folded, unit]) => ({ id, idText: String(id), barcode, description, folded, unit }));
}

async function storedOrBuilt(tenantId: string, version: string): Promise<{ version: string; index: SearchEntry[] }> {
  const stored = await readDerivation(tenantId, STORED_INDEX, version);
  if (stored) return { version, index: decodeSearchIndex(stored.bytes) };
  const catalog = await readCatalog(tenantId);
  const index = buildSearchIndex(catalog.entries);
  await storeDerivation(tenantId, STORED_INDEX, String(catalog.version), encodeSearchIndex(index));
  return { version: String(catalog.version), index };
}

export async function catalogIndex(tenantId: string): Promise<SearchEntry[]> {
  const version = String(await catalogVersion(tenantId));
  const cached = indexes.get(tenantId, version);
  if (cached) return cached;
  const found = await storedOrBuilt(tenantId, version);
  indexes.set(tenantId, found.version, found.index, indexWeight(found.index));
  return found.index;
}

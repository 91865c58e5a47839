import { catalogVersion, readCatalog } from "../lib/entities/catalog";
import { VersionedCache } from "../lib/versioned-cache";
import { buildSearchIndex, indexWeight, type SearchEntry } from "./product-search";

/**
 * The search index of a tenant's catalog, kept in the warm function's memory (DESIGN §3): each search
 * reads only the catalog's version (one GetItem); the catalog documents are read and folded again only
 * when the version moved. Least recently used tenants leave first past the limit.
 */
const INDEX_CACHE_BYTES = 96 * 1024 * 1024;
const indexes = new VersionedCache<SearchEntry[]>(INDEX_CACHE_BYTES);

export async function catalogIndex(tenantId: string): Promise<SearchEntry[]> {
  const cached = indexes.get(tenantId, String(await catalogVersion(tenantId)));
  if (cached) return cached;
  const catalog = await readCatalog(tenantId);
  const index = buildSearchIndex(catalog.entries);
  indexes.set(tenantId, String(catalog.version), index, indexWeight(index));
  return index;
}

/** Tests: forget every cached index. */
export function clearCatalogIndexes(): void {
  indexes.clear();
}

import { salesKeys } from "../../lib/keys";
import { type ChunkedDocument, MAX_CHUNK_BYTES, type StoredDocument, writeChunked } from "../../lib/entities/chunked-documents";
import { encodeInChunks } from "../../lib/entities/support/columnar";
import { gunzipJson, gzipJson } from "../../lib/gzip-json";

/**
 * The names the sales screens show beside the figures (product description and unit, group name), rewritten
 * by each aggregation run from the products and groups as they are then: one gzipped document per kind, read
 * with the day documents instead of 15,000 product items.
 *
 * Keys: pk T#<t>#SALESCAT, sk PRODUCTS#<nn> | GROUPS#<nn> (chunked documents, chunk-documents.ts).
 * Access patterns: the names of a kind: BatchGet of its head (with the period's day documents), then chunks;
 * is my decoded copy current: BatchGet of the heads' versions.
 */
export type CatalogKind = "PRODUCTS" | "GROUPS";

export interface ProductNames {
  description: string;
  unit: string;
}

interface ProductsDocument {
  ids: number[];
  descriptions: string[];
  units: string[];
}

interface GroupsDocument {
  ids: number[];
  names: string[];
}

export function catalogDocument(tenantId: string, kind: CatalogKind): ChunkedDocument {
  return {
    headKey: salesKeys.salesCatalog(tenantId, kind, 0),
    chunkKey: (chunk) => salesKeys.salesCatalog(tenantId, kind, chunk),
  };
}

function encodeRows<R>(rows: readonly R[], toDocument: (rows: readonly R[]) => unknown): Uint8Array[] {
  return encodeInChunks((start, end) => gzipJson(toDocument(rows.slice(start, end))), rows.length, MAX_CHUNK_BYTES);
}

/** Rewrites both name documents of a tenant. */
export async function writeSalesCatalog(
  tenantId: string,
  products: readonly { id: number; description: string; unit: string }[],
  groups: readonly { id: number; name: string }[],
): Promise<void> {
  const productBlobs = encodeRows(products, (rows): ProductsDocument => ({
    ids: rows.map((p) => p.id),
    descriptions: rows.map((p) => p.description),
    units: rows.map((p) => p.unit),
  }));
  const groupBlobs = encodeRows(groups, (rows): GroupsDocument => ({ ids: rows.map((g) => g.id), names: rows.map((g) => g.name) }));
  await Promise.all([
    writeChunked(catalogDocument(tenantId, "PRODUCTS"), productBlobs),
    writeChunked(catalogDocument(tenantId, "GROUPS"), groupBlobs),
  ]);
}

function isProductsDocument(value: unknown): value is ProductsDocument {
  const doc = value as Partial<ProductsDocument> | null;
  return Boolean(doc && Array.isArray(doc.ids) && Array.isArray(doc.descriptions) && Array.isArray(doc.units));
}

function isGroupsDocument(value: unknown): value is GroupsDocument {
  const doc = value as Partial<GroupsDocument> | null;
  return Boolean(doc && Array.isArray(doc.ids) && Array.isArray(doc.names));
}

export function decodeProductNames(document: StoredDocument | undefined): Map<number, ProductNames> {
  const names = new Map<number, ProductNames>();
  for (const blob of document?.blobs ?? []) {
    const doc = gunzipJson<unknown>(blob);
    if (!isProductsDocument(doc)) continue;
    doc.ids.forEach((id, index) => {
      names.set(id, { description: doc.descriptions[index] ?? "", unit: doc.units[index] ?? "" });
    });
  }
  return names;
}

export function decodeGroupNames(document: StoredDocument | undefined): Map<number, string> {
  const names = new Map<number, string>();
  for (const blob of document?.blobs ?? []) {
    const doc = gunzipJson<unknown>(blob);
    if (!isGroupsDocument(doc)) continue;
    doc.ids.forEach((id, index) => {
      names.set(id, doc.names[index] ?? "");
    });
  }
  return names;
}

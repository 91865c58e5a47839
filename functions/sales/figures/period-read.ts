import { readChunked, readVersions } from "../../lib/entities/chunked-documents";
import { type CatalogKind, catalogDocument, decodeGroupNames, decodeProductNames, type ProductNames } from "../storage/sales-catalog";
import { type DaySummary, decodeProductDay, type ProductDayTable, productDayDocument, readDaySummaries } from "../storage/sales-figures";
import { VersionedCache } from "../../lib/versioned-cache";

/**
 * The period read of the group and product reports: the day summaries tell which days have sales and the
 * version of each day's product document; documents not already decoded in this warm function are read with
 * one BatchGet (with the names documents when they changed), decoded and kept by version.
 */
export interface PeriodRead {
  days: ProductDayTable[];
  productNames: Map<number, ProductNames>;
  groupNames: Map<number, string>;
  /** The versions every figure and name came from: equal signatures, equal answers. */
  signature: string;
}

const DAY_CACHE_BYTES = 96 * 1024 * 1024;
const NAME_CACHE_ENTRIES = 200_000;

const dayCache = new VersionedCache<ProductDayTable>(DAY_CACHE_BYTES);
const productNamesCache = new VersionedCache<Map<number, ProductNames>>(NAME_CACHE_ENTRIES);
const groupNamesCache = new VersionedCache<Map<number, string>>(NAME_CACHE_ENTRIES);

function tableBytes(table: ProductDayTable): number {
  return Object.values(table.columns).reduce((sum, column) => sum + column.byteLength, 0);
}

/** What a period's answer depends on, read before its documents: equal signatures, equal figures. */
export interface PeriodVersions {
  tenantId: string;
  kinds: CatalogKind[];
  /** The summaries of the days with sales. */
  selling: DaySummary[];
  catalogVersions: (string | undefined)[];
  signature: string;
}

export async function readPeriodVersions(
  tenantId: string,
  from: string,
  to: string,
  names: { products?: boolean; groups?: boolean } = {},
): Promise<PeriodVersions> {
  const kinds: CatalogKind[] = [...(names.products ? ["PRODUCTS" as const] : []), ...(names.groups ? ["GROUPS" as const] : [])];
  const [summaries, catalogVersions] = await Promise.all([
    readDaySummaries(tenantId, from, to),
    readVersions(kinds.map((kind) => catalogDocument(tenantId, kind))),
  ]);
  const selling = summaries.filter((summary) => summary.products > 0);
  return {
    tenantId,
    kinds,
    selling,
    catalogVersions,
    signature: [
      ...selling.map((summary) => `${summary.day}:${summary.productsVersion}`),
      ...catalogVersions.map((version, index) => `${kinds[index]}:${version ?? "-"}`),
    ].join(","),
  };
}

/** The figures and names of the versions read: what this warm function decoded before, the rest read with one BatchGet. */
export async function readPeriodFigures({ tenantId, kinds, selling, catalogVersions, signature }: PeriodVersions): Promise<PeriodRead> {
  const dayKey = (day: string) => `${tenantId}#${day}`;
  const found = new Map<string, ProductDayTable>();
  for (const summary of selling) {
    const cached = dayCache.get(dayKey(summary.day), summary.productsVersion);
    if (cached) found.set(summary.day, cached);
  }
  const missingDays = selling.filter((summary) => !found.has(summary.day));
  const cacheOf = (kind: CatalogKind) => (kind === "PRODUCTS" ? productNamesCache : groupNamesCache);
  const missingKinds = kinds.filter((kind, index) => {
    const version = catalogVersions[index];
    return version !== undefined && !cacheOf(kind).get(tenantId, version);
  });

  const documents = await readChunked([
    ...missingDays.map((summary) => productDayDocument(tenantId, summary.day)),
    ...missingKinds.map((kind) => catalogDocument(tenantId, kind)),
  ]);
  missingDays.forEach((summary, index) => {
    const document = documents[index];
    const table = decodeProductDay(summary.day, document);
    found.set(summary.day, table);
    if (document) dayCache.set(dayKey(summary.day), document.version, table, tableBytes(table));
  });
  let productNames = productNamesCache.get(tenantId, catalogVersions[kinds.indexOf("PRODUCTS")]);
  let groupNames = groupNamesCache.get(tenantId, catalogVersions[kinds.indexOf("GROUPS")]);
  missingKinds.forEach((kind, index) => {
    const document = documents[missingDays.length + index];
    if (!document) return;
    if (kind === "PRODUCTS") {
      productNames = decodeProductNames(document);
      productNamesCache.set(tenantId, document.version, productNames, productNames.size);
    } else {
      groupNames = decodeGroupNames(document);
      groupNamesCache.set(tenantId, document.version, groupNames, groupNames.size);
    }
  });
  return {
    days: selling.map((summary) => found.get(summary.day)).filter((table): table is ProductDayTable => table !== undefined),
    productNames: productNames ?? new Map(),
    groupNames: groupNames ?? new Map(),
    signature,
  };
}

export async function readPeriod(
  tenantId: string,
  from: string,
  to: string,
  names: { products?: boolean; groups?: boolean } = {},
): Promise<PeriodRead> {
  return readPeriodFigures(await readPeriodVersions(tenantId, from, to, names));
}

/**
 * Key builders: the only place that knows how keys are spelled. Tenant data always starts with `T#<tenant>`.
 *
 * Access patterns (session and users):
 * - tenant profile by tenant: GetItem tenantProfile
 * - tenant by request host: GetItem domain; tenant by integration key: GetItem apiKey
 * - a tenant's current integration key (to replace it): GetItem tenantApiKey
 * - every tenant (nightly jobs): Query pk = TENANTS
 * - users of a tenant: Query pk = usersPartition; one user: GetItem user
 * - user id by username (sign-in, uniqueness): GetItem username
 * - sign-in attempt counters (functions/session/lockout.ts), one partition per address or username so an
 *   attack on one never heats another: UpdateItem loginAttemptsOfUsernameAtAddress, loginAttemptsOfAddress,
 *   loginAttemptsOfUsername
 * - a signed-out session (checked with the user on every request): GetItem revokedSession (TTL at expiry)
 * - bytes derived from other documents (a list's answer, a search index) by the signature of what they were
 *   derived from (functions/lib/entities/stored-derivations.ts): BatchGet derivation(name, 0), then its
 *   chunks (TTL a week after it was written)
 */
export interface Key {
  pk: string;
  sk: string;
}

const ID_WIDTH = 10;

/** Numeric ids sort as text when padded. */
export function padId(id: number): string {
  return String(id).padStart(ID_WIDTH, "0");
}

export const keys = {
  tenantRegistry: (tenantId: string): Key => ({ pk: "TENANTS", sk: tenantId }),
  tenantProfile: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: "PROFILE" }),
  domain: (host: string): Key => ({ pk: `DOMAIN#${host.toLowerCase()}`, sk: "DOMAIN" }),
  apiKey: (keyHash: string): Key => ({ pk: `APIKEY#${keyHash}`, sk: "APIKEY" }),
  tenantApiKey: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: "APIKEY" }),
  counter: (tenantId: string, name: string): Key => ({ pk: `T#${tenantId}`, sk: `COUNTER#${name}` }),
  /** The company's own data the back office keeps (its CNPJ): GetItem. */
  companySettings: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: "SETTINGS#COMPANY" }),
  adminCount: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: "ADMINS" }),
  usersPartition: (tenantId: string): string => `T#${tenantId}#USER`,
  user: (tenantId: string, id: number): Key => ({ pk: `T#${tenantId}#USER`, sk: padId(id) }),
  username: (tenantId: string, username: string): Key => ({ pk: `T#${tenantId}#USERNAME`, sk: username }),
  loginAttemptsOfUsernameAtAddress: (tenantId: string, username: string, address: string): Key => ({
    pk: `T#${tenantId}#LOGINATTEMPTS#A#${address}`,
    sk: `U#${username}`,
  }),
  loginAttemptsOfAddress: (tenantId: string, address: string): Key => ({ pk: `T#${tenantId}#LOGINATTEMPTS#A#${address}`, sk: "ADDRESS" }),
  loginAttemptsOfUsername: (tenantId: string, username: string): Key => ({ pk: `T#${tenantId}#LOGINATTEMPTS#U#${username}`, sk: "USERNAME" }),
  revokedSession: (tenantId: string, sessionId: string): Key => ({ pk: `T#${tenantId}#REVOKED`, sk: sessionId }),
  job: (tenantId: string, jobId: string): Key => ({ pk: `T#${tenantId}#JOB`, sk: jobId }),
  derivation: (tenantId: string, name: string, chunk: number): Key => ({
    pk: `T#${tenantId}#DERIVED`,
    sk: `${name}#${String(chunk).padStart(2, "0")}`,
  }),
  derivationsPartition: (tenantId: string): string => `T#${tenantId}#DERIVED`,
};

/**
 * Source records (DESIGN §5) and what the screens built on them read. Access patterns are listed beside each
 * entity in functions/lib/entities/ and summed up in functions/lib/entities/README.md.
 * Every pk and every gsi1pk starts with the tenant; gsi1 partitions are tenant + parent (+ status), never a
 * status alone.
 */
const tenantPrefix = (tenantId: string) => `T#${tenantId}`;
const BUCKET_WIDTH = 2;

export const sourceKeys = {
  groupsPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#GROUP`,
  group: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#GROUP`, sk: padId(id) }),

  productsPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#PRODUCT`,
  product: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#PRODUCT`, sk: padId(id) }),
  catalogPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#CATALOG`,
  catalogHead: (tenantId: string): Key => ({ pk: `${tenantPrefix(tenantId)}#CATALOG`, sk: "HEAD" }),
  catalogChunk: (tenantId: string, chunk: number): Key => ({
    pk: `${tenantPrefix(tenantId)}#CATALOG`,
    sk: `B#${String(chunk).padStart(BUCKET_WIDTH, "0")}`,
  }),

  suppliersPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#SUPPLIER`,
  supplier: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#SUPPLIER`, sk: padId(id) }),
  /** The supplier an NF-e import created for a CNPJ (so two notes of a new supplier create it once). */
  supplierOfCnpj: (tenantId: string, cnpj: string): Key => ({ pk: `${tenantPrefix(tenantId)}#SUPPLIERCNPJ`, sk: cnpj }),

  entriesPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#ENTRY`,
  entry: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#ENTRY`, sk: padId(id) }),
  /** gsi1: every entry of the tenant by date (the entries list of a period, newest first). */
  entriesByDate: (tenantId: string): string => `${tenantPrefix(tenantId)}#ENTRY#BYDATE`,
  entryByDate: (date: string, id: number): string => `${date}#${padId(id)}`,
  /** The one entry an NF-e access key may have (entry-keys.ts): GetItem, conditional Put. */
  entryKeyClaim: (tenantId: string, accessKey: string): Key => ({ pk: `${tenantPrefix(tenantId)}#ENTRYKEY`, sk: accessKey }),
  /** The access key an entry of a supplier's series and number took (another key with them is a warning). */
  entryNumberClaim: (tenantId: string, supplierCnpj: string, series: string, number: string): Key => ({
    pk: `${tenantPrefix(tenantId)}#ENTRYNUMBER`,
    sk: `${supplierCnpj}#${series}#${number}`,
  }),
  entryItem: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#ENTRYITEM#${padId(id)}`, sk: "ITEM" }),
  /** gsi1: entry items of a product, sorted by entry date. */
  entryItemsOfProduct: (tenantId: string, productId: number): string =>
    `${tenantPrefix(tenantId)}#ENTRYITEM#P#${padId(productId)}`,
  entryItemByDate: (date: string, entryId: number, itemId: number): string => `${date}#${padId(entryId)}#${padId(itemId)}`,

  /** Sale lines live in per-day bucket documents (hash of the line id picks the bucket). */
  saleLinesDay: (tenantId: string, date: string): string => `${tenantPrefix(tenantId)}#SALELINES#${date}`,
  saleLinesBucket: (tenantId: string, date: string, bucket: number): Key => ({
    pk: `${tenantPrefix(tenantId)}#SALELINES#${date}`,
    sk: `B#${String(bucket).padStart(BUCKET_WIDTH, "0")}`,
  }),
  dirtyDaysPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#DIRTY`,
  dirtyDay: (tenantId: string, date: string): Key => ({ pk: `${tenantPrefix(tenantId)}#DIRTY`, sk: date }),

  quotesPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#QUOTE`,
  quote: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#QUOTE`, sk: padId(id) }),
  quoteParticipantsPartition: (tenantId: string, quoteId: number): string =>
    `${tenantPrefix(tenantId)}#QUOTE#${padId(quoteId)}`,
  quoteParticipantsOfProduct: (productId: number): string => `P#${padId(productId)}#`,
  quoteParticipant: (tenantId: string, quoteId: number, productId: number, supplierId: number): Key => ({
    pk: `${tenantPrefix(tenantId)}#QUOTE#${padId(quoteId)}`,
    sk: `P#${padId(productId)}#S#${padId(supplierId)}`,
  }),

  ordersPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#PORDER`,
  order: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#PORDER`, sk: padId(id) }),
  /** gsi1: orders of a status, sorted by date. */
  ordersByStatus: (tenantId: string, status: string): string => `${tenantPrefix(tenantId)}#PORDER#${status}`,
  orderByDate: (date: string, id: number): string => `${date}#${padId(id)}`,
  orderItemsPartition: (tenantId: string, orderId: number): string => `${tenantPrefix(tenantId)}#PORDER#${padId(orderId)}`,
  /** An order's items live under the generation its header names (a new one per replacement). */
  orderItemsOfGeneration: (generation: string): string => `${generation}#`,
  orderItem: (tenantId: string, orderId: number, generation: string, itemId: number): Key => ({
    pk: `${tenantPrefix(tenantId)}#PORDER#${padId(orderId)}`,
    sk: `${generation}#${padId(itemId)}`,
  }),

  inventoriesPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#INVENTORY`,
  inventory: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#INVENTORY`, sk: padId(id) }),
  /** The one inventory in counting of a tenant (its existence is the invariant). */
  countingInventory: (tenantId: string): Key => ({ pk: tenantPrefix(tenantId), sk: "INVENTORY#COUNTING" }),
  /** An inventory's sheet (its counts and inventory products) in bucket documents (hash of the product id picks the bucket). */
  inventorySheetPartition: (tenantId: string, inventoryId: number): string => `${tenantPrefix(tenantId)}#INVENTORY#${padId(inventoryId)}#SHEET`,
  inventorySheetBucket: (tenantId: string, inventoryId: number, bucket: number): Key => ({
    pk: `${tenantPrefix(tenantId)}#INVENTORY#${padId(inventoryId)}#SHEET`,
    sk: `B#${String(bucket).padStart(BUCKET_WIDTH, "0")}`,
  }),

  useLossPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#USELOSS`,
  useLoss: (tenantId: string, id: number): Key => ({ pk: `${tenantPrefix(tenantId)}#USELOSS`, sk: padId(id) }),
  /**
   * gsi1: operations of a status, sorted by operation, then date, then id: begins_with operation narrows, and
   * a range of one operation's dates reads a period (the applied ones' list). Items stored before the date
   * joined the key sort as `<operation>#<id>` (useLossUndatedRange) until their next write.
   */
  useLossByStatus: (tenantId: string, status: string): string => `${tenantPrefix(tenantId)}#USELOSS#${status}`,
  useLossByOperation: (operation: string): string => `${operation}#`,
  useLossByOperationDate: (operation: string, date: string, id: number): string => `${operation}#${date}#${padId(id)}`,
  /** The keys of one operation's days from..to ("$" follows the "#" after the last day). */
  useLossOfPeriod: (operation: string, from: string, to: string): { from: string; to: string } => ({ from: `${operation}#${from}`, to: `${operation}#${to}$` }),
  /** The keys without a date, `<operation>#<10-digit id>`: ids start with 0 or 1 (floor ids from 1,000,000,000), days with 2. */
  useLossUndatedRange: (operation: string): { from: string; to: string } => ({ from: `${operation}#0`, to: `${operation}#1~` }),
  /** A floor registration's idempotency key, per user: the operation it registered. */
  useLossFloorKey: (tenantId: string, userId: number, idempotencyKey: string): Key => ({
    pk: `${tenantPrefix(tenantId)}#USELOSS#FLOORKEY#${padId(userId)}`,
    sk: idempotencyKey,
  }),
  writeOffsPartition: (tenantId: string, operationId: number): string =>
    `${tenantPrefix(tenantId)}#USELOSS#${padId(operationId)}#WRITEOFF`,
  writeOff: (tenantId: string, operationId: number, entryItemId: number): Key => ({
    pk: `${tenantPrefix(tenantId)}#USELOSS#${padId(operationId)}#WRITEOFF`,
    sk: padId(entryItemId),
  }),
  /** gsi1: write-offs of one operation type (use or loss), sorted by the operation's date. */
  writeOffsOfOperationType: (tenantId: string, operation: string): string => `${tenantPrefix(tenantId)}#WRITEOFF#${operation}`,
  writeOffByDate: (date: string, operationId: number, entryItemId: number): string =>
    `${date}#${padId(operationId)}#${padId(entryItemId)}`,

  /** Stock movements in the order they were recorded (sk: the tenant's movement number, padded). */
  stockMovementsPartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#STOCKMOVE`,
  stockMovement: (tenantId: string, sequence: number): Key => ({ pk: `${tenantPrefix(tenantId)}#STOCKMOVE`, sk: padId(sequence) }),

  notablePartition: (tenantId: string): string => `${tenantPrefix(tenantId)}#NOTABLE`,
  notable: (tenantId: string, productId: number): Key => ({ pk: `${tenantPrefix(tenantId)}#NOTABLE`, sk: padId(productId) }),
};

/**
 * NF-e imports (functions/nfe_imports/storage/). Access patterns:
 * - one import (review screen, mapping, confirm): GetItem; the imports waiting for review: Query gsi1 by status.
 * - what a supplier's lines were mapped to (matching): Query the supplier's mappings partition; one: Put.
 */
export const nfeKeys = {
  importsPartition: (tenantId: string): string => `T#${tenantId}#NFEIMPORT`,
  import: (tenantId: string, id: number): Key => ({ pk: `T#${tenantId}#NFEIMPORT`, sk: padId(id) }),
  importsByStatus: (tenantId: string, status: string): string => `T#${tenantId}#NFEIMPORT#${status}`,
  /** The import waiting for review of an access key: one per key (storage/imports.ts). */
  importOfKey: (tenantId: string, accessKey: string): Key => ({ pk: `T#${tenantId}#NFEIMPORTKEY`, sk: accessKey }),
  lineMapping: (tenantId: string, supplierId: number, supplierCode: string, unit: string): Key => ({
    pk: `T#${tenantId}#NFEMAP#${padId(supplierId)}`,
    sk: `${supplierCode}#${unit}`,
  }),
};

/**
 * Sales figures written by the nightly aggregation (functions/sales/storage/sales-figures.ts). Access patterns:
 * - day summaries of a period (daily sales): Query pk = salesDaysPartition, sk BETWEEN from AND to
 * - product figures of the days of a period: BatchGet salesProductDay(day, 0) for each day, then its chunks
 * - product and group names of the sales screens: BatchGet salesCatalog(kind, 0), then its chunks
 */
const salesChunk = (chunk: number) => String(chunk).padStart(2, "0");

export const salesKeys = {
  salesDaysPartition: (tenantId: string): string => `T#${tenantId}#SALESDAY`,
  salesDay: (tenantId: string, day: string): Key => ({ pk: `T#${tenantId}#SALESDAY`, sk: day }),
  salesProductDay: (tenantId: string, day: string, chunk: number): Key => ({
    pk: `T#${tenantId}#SALESPROD`,
    sk: `${day}#${salesChunk(chunk)}`,
  }),
  salesCatalog: (tenantId: string, kind: "PRODUCTS" | "GROUPS", chunk: number): Key => ({
    pk: `T#${tenantId}#SALESCAT`,
    sk: `${kind}#${salesChunk(chunk)}`,
  }),
};

/**
 * Pricing (functions/pricing/storage/). Access patterns:
 * - the pricings of a tenant (GET /pricing): Query pricingsPartition; one pricing (every change): GetItem.
 * - what a pricing's lists read (groups, products, notable losses of one classification result): BatchGet of
 *   the documents' heads, then their chunks; every document of a pricing (removal, a replaced result): Query
 *   its results partition.
 * - price changes after a number (the integration feed): GetItem of the counter, Query sk BETWEEN.
 * - the tenant's pricing settings (price ending): GetItem.
 */
export const pricingKeys = {
  pricingsPartition: (tenantId: string): string => `T#${tenantId}#PRICING`,
  pricing: (tenantId: string, id: number): Key => ({ pk: `T#${tenantId}#PRICING`, sk: padId(id) }),
  resultsPartition: (tenantId: string, pricingId: number): string => `T#${tenantId}#PRICING#${padId(pricingId)}#RESULT`,
  resultDocument: (tenantId: string, pricingId: number, resultId: string, list: string, chunk: number): Key => ({
    pk: `T#${tenantId}#PRICING#${padId(pricingId)}#RESULT`,
    sk: `${resultId}#${list}#${String(chunk).padStart(2, "0")}`,
  }),
  priceChangesPartition: (tenantId: string): string => `T#${tenantId}#PRICECHANGE`,
  priceChange: (tenantId: string, sequence: number): Key => ({ pk: `T#${tenantId}#PRICECHANGE`, sk: padId(sequence) }),
  settings: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: "SETTINGS#PRICING" }),
};

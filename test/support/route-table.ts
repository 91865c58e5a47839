import { type DynamoDBDocumentClient, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { closeCountSelection, registerCount } from "../../functions/inventories/counts";
import { settleMissingProducts } from "../../functions/inventories/missing-products";
import { openCountingInventory } from "../../functions/inventories/open-counting";
import { finalizeInventory } from "../../functions/inventories/transitions";
import { INGEST_KINDS, type IngestKind } from "../../functions/integration/kinds";
import { SESSION_COOKIE, signSession } from "../../functions/lib/request/auth";
import { db, tableName } from "../../functions/lib/db";
import { countingInventoryId, listInventories } from "../../functions/inventories/storage/inventories";
import { listInventoryProducts } from "../../functions/inventories/storage/inventory-products";
import { getNotableProduct, putNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { listStockTakings } from "../../functions/inventories/storage/stock-takings";
import { getUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { getPricing } from "../../functions/pricing/storage/pricing";
import { readPricingLosses } from "../../functions/pricing/storage/pricing-results";
import { createPricing } from "../../functions/pricing/pricings";
import { findUserByUsername, getUser, type UserRecord } from "../../functions/lib/request/user-record";
import { allRoutes, type GroupName, type RouteEntry, type RouteKeyOf } from "../../functions/plan/routes";
import { createUser } from "../../functions/users/store";
import { seedDemoTenant, sha256Hex } from "../../infra/local/demo-tenant";
import { settleLocalJobs } from "../../infra/local/jobs";
import { DEFAULT_AVATAR } from "../../shared/avatar";
import { INVENTORY_PERIODS } from "../../shared/contracts/inventories";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { callApi } from "./api";
import { importReading } from "../../functions/nfe_imports/upload";
import { getImport } from "../../functions/nfe_imports/storage/imports";
import { getEntry } from "../../functions/lib/entities/entries";
import { noteDocument, noteLine, readingOf, SIGNATURE_WARNING, SUPPLIER_CNPJ } from "./nfe-documents";

/**
 * What the suites driven by the route table (authorization matrix, bad input) need to call every route as a
 * real caller would: a tenant with a record behind every path parameter, a second tenant with its own
 * sessions and key, a sample request per route, and a read-back of everything a tenant has stored.
 * A route added to functions/plan/routes.ts needs a sample here (the compiler asks for it) and, when it has a
 * path parameter of a new kind, a source of existing ids (the suites fail until there is one).
 */

export interface TestTenant {
  tenantId: string;
  /** The host its people use (the default tenant answers on localhost). */
  host: string;
  apiKey: string;
  /** Sign-ins created for it (see infra/local/demo-tenant.ts). */
  admin: string;
  standardUser: string;
}

export const HOME: TestTenant = {
  tenantId: "demo",
  host: "localhost:3000",
  apiKey: "chave-da-empresa-rotas-0001",
  admin: "admin",
  standardUser: "operador",
};

export const NEIGHBOUR: TestTenant = {
  tenantId: "vizinho",
  host: "vizinho.example.com",
  apiKey: "chave-do-vizinho-rotas-0002",
  admin: "admin",
  standardUser: "operador",
};

/**
 * Every record of the home tenant that is not a sample carries this word (and nothing the samples or the
 * neighbour hold does): an answer to the neighbour that contains it shows the home tenant's data.
 */
export const HOME_MARKER = "MATRIZ";

/** The day the sample sales, orders and counts fall on (recent, so no default period leaves it out). */
export const SAMPLE_DAY = addDays(todayInSaoPaulo(), -3);

/**
 * One valid record per integration kind, in the order their references need (a product's group first).
 * Each carries only the fields its kind requires: the bad-input suite takes any one of them away and
 * expects a refusal.
 */
export const INTEGRATION_SAMPLES = {
  groups: { id: 12, name: "MERCEARIA" },
  suppliers: { id: 17, name: "DISTRIBUIDORA SÃO JORGE LTDA" },
  products: {
    id: 1001,
    barcode: "7890000001001",
    description: "ARROZ TIPO 1 5KG",
    group_id: 12,
    unit: "UN",
    cost: 10,
    price: 15,
    icms_out_rate: 18,
    icms_in_rate: 12,
    stock: 40,
    active: true,
  },
  price_quotes: {
    id: 301,
    date: SAMPLE_DAY,
    participants: [{ id: 1, product_id: 1001, supplier_id: 17, unit_cost: 9.85 }],
  },
  purchase_orders: {
    id: 7001,
    date: SAMPLE_DAY,
    supplier_id: 17,
    deliver_date: SAMPLE_DAY,
    status: "open",
    items: [{ id: 1, product_id: 1001, quantity: 3, unit_cost: 9.9 }],
  },
  entries: {
    id: 5001,
    number: "000123",
    date: SAMPLE_DAY,
    supplier_id: 17,
    items: [{ id: 90001, product_id: 1001, entry_quantity: 10, entry_unit: "CX", entry_unit_cost: 120, fraction: 12 }],
  },
  sales: {
    id: "pdv1-000123-1",
    date: SAMPLE_DAY,
    product_id: 1001,
    quantity: 3,
    unit_price: 15,
    total: 45,
    unit_cost: 10,
    icms_out_rate: 18,
    icms_in_rate: 12,
  },
  stock_takings: { id: 1, take_date: SAMPLE_DAY, product_id: 1001, quantity: 38 },
  use_and_loss: {
    id: 1,
    date: SAMPLE_DAY,
    operation: "loss",
    product_id: 1001,
    quantity: 1,
    location: "DEPÓSITO",
    user_name: "OPERADOR",
  },
} satisfies Record<IngestKind, Record<string, unknown>>;

/** Records only the home tenant has: the path parameters and sample queries name them. */
const HOME_PRODUCT_ID = 1003;
/** The home tenant's first inventory, finalized with its counts (the lists of a past inventory); the next one counts. */
const HOME_PAST_INVENTORY_ID = 1;
/** The count of the home tenant's own product the integration sends (see HOME_RECORDS). */
const HOME_COUNT_ID = 2;
const HOME_QUOTE_ID = 302;
export const HOME_ORDER_ID = 7002;
const HOME_ENTRY_ITEM_ID = 90002;
/** The home tenant's first pricing, classified with the notable loss of its product: the pricing lists read it. */
const HOME_LISTED_PRICING_ID = 1;
const PRICING_SAMPLE = { period_start: addDays(SAMPLE_DAY, -30), period_end: SAMPLE_DAY, a_class_margin: 50, b_class_margin: 30, c_class_margin: 20 };
const HOME_USE_AND_LOSS = {
  ...INTEGRATION_SAMPLES.use_and_loss,
  id: 2,
  product_id: HOME_PRODUCT_ID,
  location: `DEPÓSITO DA ${HOME_MARKER}`,
};

/** The home tenant's own records (never sent as samples), each marked with HOME_MARKER. */
const HOME_RECORDS: Record<IngestKind, Record<string, unknown>[]> = {
  groups: [{ id: 13, name: `PADARIA DA ${HOME_MARKER}` }],
  // Its CNPJ is the issuer of the home tenant's sample NF-e files (HomeRecords.importNote).
  suppliers: [{ id: 18, name: `FORNECEDOR DA ${HOME_MARKER}`, document: SUPPLIER_CNPJ }],
  products: [
    { ...INTEGRATION_SAMPLES.products, id: 1002, barcode: "7890000001002", description: "FEIJÃO CARIOCA 1KG" },
    { ...INTEGRATION_SAMPLES.products, id: HOME_PRODUCT_ID, barcode: "7890000001003", description: `AZEITE DA ${HOME_MARKER} 500ML`, group_id: 13 },
  ],
  price_quotes: [
    {
      id: HOME_QUOTE_ID,
      date: SAMPLE_DAY,
      description: `COTAÇÃO DA ${HOME_MARKER}`,
      participants: [{ id: 2, product_id: HOME_PRODUCT_ID, supplier_id: 18, unit_cost: 21.5 }],
    },
  ],
  purchase_orders: [
    {
      ...INTEGRATION_SAMPLES.purchase_orders,
      id: HOME_ORDER_ID,
      supplier_id: 18,
      items: [{ id: 1, product_id: HOME_PRODUCT_ID, quantity: 4, unit_cost: 21.5 }],
    },
  ],
  entries: [
    {
      ...INTEGRATION_SAMPLES.entries,
      id: 5002,
      number: `${HOME_MARKER}-1`,
      supplier_id: 18,
      items: [{ id: HOME_ENTRY_ITEM_ID, product_id: HOME_PRODUCT_ID, entry_quantity: 2, entry_unit: "CX", entry_unit_cost: 240, fraction: 12 }],
    },
  ],
  sales: [{ ...INTEGRATION_SAMPLES.sales, id: `pdv-${HOME_MARKER}-1`, product_id: HOME_PRODUCT_ID, unit_price: 30, total: 90, unit_cost: 21.5 }],
  stock_takings: [{ ...INTEGRATION_SAMPLES.stock_takings, id: HOME_COUNT_ID, product_id: HOME_PRODUCT_ID }],
  use_and_loss: [HOME_USE_AND_LOSS],
};

const ONE_PIXEL_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

type AnyRouteKey = { [G in GroupName]: RouteKeyOf<G> }[GroupName];

/** Path parameters fixed for a case (the integration kind), by name. */
export type FixedParams = Readonly<Record<string, string>>;

/** A request a route answers with success when the records behind its path parameters exist. */
export interface RouteSample {
  query?: Readonly<Record<string, string>>;
  /** Only the fields the route requires (see INTEGRATION_SAMPLES); none for GET and DELETE. */
  body?: (fixed: FixedParams) => unknown;
}

const salesPeriod = { start_date: SAMPLE_DAY, end_date: SAMPLE_DAY };

/** A sample request for every route of the table. */
export const ROUTE_SAMPLES = {
  "POST /api/login": { body: () => ({ username: HOME.admin, password: sha256Hex("admin") }) },
  "POST /api/logout": { body: () => ({}) },
  "GET /api/check": {},
  "GET /api/tenant_data": {},
  "GET /api/tenant_logo": {},
  "GET /api/users": {},
  "POST /api/users": {
    body: () => ({ name: "conferente de rotas", username: "conferente", password: sha256Hex("segredo"), avatar: ONE_PIXEL_PNG, role: "user" }),
  },
  "PUT /api/users/{id}": { body: () => ({ name: "alvo editado", username: "alvo.editado", avatar: ONE_PIXEL_PNG, role: "user" }) },
  "DELETE /api/users/{id}": {},
  "GET /api/purchase_orders": { query: { status: "all" } },
  "GET /api/purchase_orders/{id}": {},
  "GET /api/purchase_orders/{id}/items": {},
  "GET /api/purchase_orders/{id}/items_variation": {},
  "GET /api/price_quote/item_participants": { query: { price_quote_id: String(HOME_QUOTE_ID), product_id: String(HOME_PRODUCT_ID) } },
  "GET /api/price_quote/{id}": {},
  "GET /api/product_entries/item_last_entries": {
    query: { product_id: String(HOME_PRODUCT_ID), entries_since: addDays(SAMPLE_DAY, -30) },
  },
  "GET /api/notable_products": {},
  "POST /api/notable_products": { body: () => ({ product_id: 1002, desired_margin: 30 }) },
  "PUT /api/notable_products/{productId}": { body: () => ({ desired_margin: 25 }) },
  "DELETE /api/notable_products/{productId}": {},
  "GET /api/fb_products/list_by_description": { query: { description: "AZEITE" } },
  "GET /api/daily_sales": { query: salesPeriod },
  "GET /api/group_sales_by_period": { query: salesPeriod },
  "GET /api/group_sales": { query: salesPeriod },
  "GET /api/product_sales_by_period": { query: salesPeriod },
  "GET /api/dashboard": {},
  "POST /api/reports": { body: () => ({ report: "purchase_order", id: HOME_ORDER_ID }) },
  "GET /api/reports/{job_id}": {},
  "GET /api/reports/{job_id}/file": {},
  "POST /api/integration/{kind}": { body: (fixed) => ({ items: [integrationSample(fixed.kind)] }) },
  "POST /api/integration/aggregate": { body: () => ({ from: SAMPLE_DAY, to: SAMPLE_DAY }) },
  "GET /api/integration/stock_movements": { query: { limit: "100" } },
  "GET /api/use_and_loss": { query: { operation: "all", status: "all" } },
  "GET /api/use_and_loss/writeoff_available": { query: { product_id: String(HOME_PRODUCT_ID), start_date: addDays(SAMPLE_DAY, -30) } },
  "GET /api/use_and_loss/icms_reversal": { query: { start_date: addDays(SAMPLE_DAY, -30), end_date: SAMPLE_DAY } },
  "GET /api/use_and_loss/{id}": {},
  "DELETE /api/use_and_loss/{id}": {},
  "POST /api/use_and_loss/{id}/writeoff": { body: () => ({ entry_item_id: HOME_ENTRY_ITEM_ID, writeoff: 1 }) },
  "POST /api/use_and_loss/{id}/undo_writeoff": {},
  "POST /api/use_and_loss/{id}/apply": {},
  "POST /api/use_and_loss/apply_all": { body: () => ({ ids: [HOME_USE_AND_LOSS.id] }) },
  "POST /api/use_and_loss": {
    body: () => ({ operation: "loss", product_id: HOME_PRODUCT_ID, quantity: 1, location: "AÇOUGUE", idempotency_key: "rotas-uso-perda-0001" }),
  },
  "GET /api/use_and_loss/mine": {},
  "POST /api/use_and_loss/{id}/undo": {},
  "GET /api/inventories": {},
  "POST /api/inventories": { body: () => ({ year: Number(todayInSaoPaulo().slice(0, 4)), period: "annual" }) },
  "GET /api/inventories/{id}": {},
  "DELETE /api/inventories/{id}": {},
  "POST /api/inventories/{id}/finalize": {},
  "POST /api/inventories/{id}/process": {},
  "GET /api/inventories/{id}/missing_products": {},
  "POST /api/inventories/{id}/confirm_product_quantity": { body: () => ({ product_id: 1002 }) },
  "POST /api/inventories/{id}/confirm_all_products_quantity": { body: () => ({ product_ids: [1002] }) },
  "GET /api/inventory_products": { query: { inventory_id: String(HOME_PAST_INVENTORY_ID) } },
  "DELETE /api/inventory_products/{id}": {},
  "GET /api/stock_taking": { query: { inventory_id: String(HOME_PAST_INVENTORY_ID), status: "all" } },
  "DELETE /api/stock_taking/{id}": {},
  "POST /api/stock_taking/{id}/fix": { body: () => ({ stock: 12 }) },
  "POST /api/stock_taking/{id}/close": {},
  "POST /api/stock_taking/close_all": { body: () => ({ ids: [HOME_COUNT_ID] }) },
  "POST /api/stock_taking/zero_product": { body: () => ({ inventory_id: HOME_PAST_INVENTORY_ID + 1, product_id: 1001 }) },
  "POST /api/stock_taking/zero_all_products": { body: () => ({ inventory_id: HOME_PAST_INVENTORY_ID + 1, product_ids: [1001] }) },
  "POST /api/stock_taking": { body: () => ({ product_id: HOME_PRODUCT_ID, quantity: 3 }) },
  "GET /api/stock_taking/mine": {},
  "POST /api/stock_taking/{id}/undo": {},
  "GET /api/floor_product": { query: { barcode: "7890000001003" } },
  "GET /api/pricing": {},
  "POST /api/pricing": { body: () => ({ ...PRICING_SAMPLE }) },
  "DELETE /api/pricing/{id}": {},
  "POST /api/pricing/{id}/reclassify": {},
  "POST /api/pricing/{id}/apply": {},
  "GET /api/pricing_groups": { query: { pricing_id: String(HOME_LISTED_PRICING_ID) } },
  "GET /api/pricing_products": { query: { pricing_id: String(HOME_LISTED_PRICING_ID), group_id: "13", class: "a" } },
  "GET /api/pricing_notable_loss": { query: { pricing_id: String(HOME_LISTED_PRICING_ID) } },
  "PUT /api/pricing_notable_loss/{id}": { body: () => ({ new_unit_sale: 39.9 }) },
  "GET /api/pricing_settings": {},
  "PUT /api/pricing_settings": { body: () => ({ price_ending: "90" }) },
  "GET /api/integration/price_changes": { query: { limit: "100" } },
  "GET /api/tenant_settings": {},
  "PUT /api/tenant_settings": { body: () => ({ cnpj: "12.345.678/0001-95" }) },
  // Bytes, sent as application/xml: a file the reading refuses (the answer lists it, nothing is stored).
  "POST /api/nfe_imports": { body: () => Buffer.from('<?xml version="1.0"?><nfeProc versao="4.00"/>') },
  "GET /api/nfe_imports": { query: { status: "review" } },
  "GET /api/nfe_imports/{id}": {},
  "PUT /api/nfe_imports/{id}": { body: () => ({ order_id: HOME_ORDER_ID }) },
  "PUT /api/nfe_imports/{id}/lines/{n}": { body: () => ({ product_id: HOME_PRODUCT_ID, fraction: 1 }) },
  "POST /api/nfe_imports/{id}/confirm": { body: () => ({ accept_warnings: true }) },
  "DELETE /api/nfe_imports/{id}": {},
  "GET /api/entries": {},
  "GET /api/entries/{id}/items": {},
  "POST /api/entries/{id}/reverse": {},
} satisfies Record<AnyRouteKey, RouteSample>;

function integrationSample(kind: string | undefined): Record<string, unknown> {
  if (!kind || !Object.hasOwn(INTEGRATION_SAMPLES, kind)) throw new Error(`Sem amostra de integração para '${kind}'`);
  return INTEGRATION_SAMPLES[kind as IngestKind];
}

/** The home tenant's records behind the path parameters, created again when a call removed them. */
/** A new inventory in counting of the home tenant, in the first period (from the sample day's year back) no inventory holds. */
async function openInventoryOfFreePeriod() {
  const taken = new Set((await listInventories(HOME.tenantId)).map((inventory) => `${inventory.year}#${inventory.period}`));
  for (let year = Number(SAMPLE_DAY.slice(0, 4)); ; year--) {
    const period = INVENTORY_PERIODS.find((candidate) => !taken.has(`${year}#${candidate}`));
    if (period) return openCountingInventory(HOME.tenantId, { year, period });
  }
}

export class HomeRecords {
  /** Bumped whenever a record had to be (re)created: a snapshot taken before is stale. */
  writes = 0;
  private victimId: number | undefined;
  private victims = 0;

  constructor(readonly reportJobId: string) {}

  /** A standard user the calls may edit or delete (never a sign-in the suites use). */
  async victimUserId(): Promise<string> {
    if (this.victimId !== undefined && (await getUser(HOME.tenantId, this.victimId))) return String(this.victimId);
    this.writes++;
    const user = await createUser(HOME.tenantId, {
      name: `ALVO DA ${HOME_MARKER}`,
      username: `alvo.${++this.victims}`,
      password: sha256Hex("alvo"),
      avatar: DEFAULT_AVATAR,
      role: "user",
    });
    this.victimId = user.id;
    return String(user.id);
  }

  /** A use/loss operation of the home tenant (removal deletes it: it is sent again). */
  async useAndLossId(): Promise<string> {
    if (!(await getUseAndLoss(HOME.tenantId, HOME_USE_AND_LOSS.id))) {
      this.writes++;
      await sendRecords("use_and_loss", [HOME_USE_AND_LOSS]);
    }
    return String(HOME_USE_AND_LOSS.id);
  }

  /** The home tenant's inventory in counting (opened again when a call finalized or removed it). */
  async countingInventoryId(): Promise<number> {
    const counting = await countingInventoryId(HOME.tenantId);
    if (counting !== undefined) return counting;
    this.writes++;
    return (await openInventoryOfFreePeriod()).id;
  }

  /** An open count of the inventory in counting (one of the home tenant's product is registered when none is). */
  async openCountId(): Promise<string> {
    const inventoryId = await this.countingInventoryId();
    const open = (await listStockTakings(HOME.tenantId, inventoryId, "open"))[0];
    if (open) return String(open.id);
    this.writes++;
    return String((await registerCount(HOME.tenantId, { product_id: HOME_PRODUCT_ID, quantity: 5 })).id);
  }

  /** An inventory product of the inventory in counting (the home tenant's product zeroed when there is none). */
  async inventoryProductId(): Promise<string> {
    const inventoryId = await this.countingInventoryId();
    const row = (await listInventoryProducts(HOME.tenantId, inventoryId))[0];
    if (row) return String(row.id);
    this.writes++;
    await settleMissingProducts(HOME.tenantId, inventoryId, [HOME_PRODUCT_ID], "zero");
    return String((await listInventoryProducts(HOME.tenantId, inventoryId))[0]?.id ?? 0);
  }

  private pricing: number | undefined;

  /** A classified pricing of the home tenant (created again when a call removed or applied it). */
  async pricingId(): Promise<string> {
    const known = this.pricing === undefined ? undefined : await getPricing(HOME.tenantId, this.pricing, { consistent: true });
    if (known?.status === "classified") return String(known.id);
    this.writes++;
    this.pricing = (await createPricing(HOME.tenantId, PRICING_SAMPLE)).id;
    await settleLocalJobs();
    return String(this.pricing);
  }

  /** The notable-loss row of the listed pricing (its edits change only its edited prices). */
  async notableLossId(): Promise<string> {
    const pricing = await getPricing(HOME.tenantId, HOME_LISTED_PRICING_ID, { consistent: true });
    const row = pricing?.resultId ? (await readPricingLosses(HOME.tenantId, pricing.id, pricing.resultId))[0] : undefined;
    if (!row) throw new Error("A precificação listada da empresa não tem perda notável.");
    return String(row.id);
  }

  private noteNumber = 900;
  private reviewImport: number | undefined;
  private importedEntry: number | undefined;

  /** A note of the home tenant's product, read as the reading would hand it; with a warning it waits for review. */
  private async importNote(waitForReview: boolean) {
    this.writes++;
    const line = noteLine(1, { gtin: "7890000001003", description: `AZEITE DA ${HOME_MARKER} 500ML`, quantity: 2, unitPrice: 21.5, icmsCredit: 5.16 });
    const document = noteDocument(++this.noteNumber, [line], { supplier: { cnpj: SUPPLIER_CNPJ, name: `FORNECEDOR NFE DA ${HOME_MARKER}` } });
    const result = await importReading(HOME.tenantId, readingOf(document, waitForReview ? [SIGNATURE_WARNING] : []), "ADMIN");
    if (result.status === "refused") throw new Error(`Nota de exemplo recusada: ${result.message}`);
    return result;
  }

  /** An NF-e import waiting for review (a new one when a call confirmed or discarded the last). */
  async nfeImportId(): Promise<string> {
    const known = this.reviewImport === undefined ? undefined : await getImport(HOME.tenantId, this.reviewImport);
    if (known?.record.status === "review") return String(known.record.id);
    this.reviewImport = (await this.importNote(true)).import_id;
    return String(this.reviewImport);
  }

  /** An active entry imported from an NF-e (a new one when a call reversed the last). */
  async importedEntryId(): Promise<string> {
    const known = this.importedEntry === undefined ? undefined : await getEntry(HOME.tenantId, this.importedEntry, { consistent: true });
    if (known?.status === "active") return String(known.id);
    this.importedEntry = (await this.importNote(false)).entry_id;
    return String(this.importedEntry);
  }

  /** A notable product of the home tenant (a product only it has). */
  async notableProductId(): Promise<string> {
    if (!(await getNotableProduct(HOME.tenantId, HOME_PRODUCT_ID))) {
      this.writes++;
      await putNotableProducts(HOME.tenantId, [{ productId: HOME_PRODUCT_ID, desiredMargin: 30 }]);
    }
    return String(HOME_PRODUCT_ID);
  }
}

type PathParamSource =
  /** An id of an existing record of the caller's tenant, looked up (or recreated) before each call. */
  | { existing: (records: HomeRecords) => Promise<string> }
  /** A closed set of values: each one is a case of its own. */
  | { each: readonly string[] };

/** Where each path parameter gets its value, by the path segment before it and its name. */
const PATH_PARAMS: Readonly<Record<string, PathParamSource>> = {
  "users/{id}": { existing: (records) => records.victimUserId() },
  "purchase_orders/{id}": { existing: async () => String(HOME_ORDER_ID) },
  "price_quote/{id}": { existing: async () => String(HOME_QUOTE_ID) },
  "notable_products/{productId}": { existing: (records) => records.notableProductId() },
  "reports/{job_id}": { existing: async (records) => records.reportJobId },
  "use_and_loss/{id}": { existing: (records) => records.useAndLossId() },
  "inventories/{id}": { existing: async (records) => String(await records.countingInventoryId()) },
  "stock_taking/{id}": { existing: (records) => records.openCountId() },
  "inventory_products/{id}": { existing: (records) => records.inventoryProductId() },
  "pricing/{id}": { existing: (records) => records.pricingId() },
  "pricing_notable_loss/{id}": { existing: (records) => records.notableLossId() },
  "integration/{kind}": { each: Object.keys(INGEST_KINDS) },
  "nfe_imports/{id}": { existing: (records) => records.nfeImportId() },
  "lines/{n}": { each: ["1"] },
  "entries/{id}": { existing: (records) => records.importedEntryId() },
};

/** One way to call a route: the route, with the parameters that make it a case of its own fixed. */
export interface RouteCase {
  route: RouteEntry;
  /** The route key with its fixed parameters filled in. */
  name: string;
  fixed: FixedParams;
  /** Every path parameter's name, in path order. */
  pathParams: readonly string[];
  /** Parameters naming an existing record, resolved before each call. */
  idParams: readonly string[];
  query: Readonly<Record<string, string>>;
  /** The sample body (POST/PUT/PATCH), or undefined. */
  body: unknown;
}

function paramSource(route: RouteEntry, name: string): PathParamSource {
  const segments = route.path.split("/");
  const index = segments.indexOf(`{${name}}`);
  const key = `${segments[index - 1] ?? ""}/{${name}}`;
  const source = PATH_PARAMS[key];
  if (!source) {
    throw new Error(`${route.routeKey}: sem origem de valores para '${key}'; declare uma em PATH_PARAMS (test/support/route-table.ts).`);
  }
  return source;
}

function sampleOf(route: RouteEntry): RouteSample {
  const sample = (ROUTE_SAMPLES as Readonly<Record<string, RouteSample>>)[route.routeKey];
  if (!sample) throw new Error(`${route.routeKey}: sem requisição de exemplo em ROUTE_SAMPLES (test/support/route-table.ts).`);
  return sample;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** Every route of the table as cases; throws for a route it cannot fill, so no route goes uncalled. */
export function routeCases(): RouteCase[] {
  return allRoutes().flatMap((route) => {
    const sample = sampleOf(route);
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    const idParams = names.filter((name) => "existing" in paramSource(route, name));
    let fixings: Record<string, string>[] = [{}];
    for (const name of names) {
      const source = paramSource(route, name);
      if ("each" in source) fixings = fixings.flatMap((fixed) => source.each.map((value) => ({ ...fixed, [name]: value })));
    }
    return fixings.map((fixed) => ({
      route,
      name: Object.entries(fixed).reduce((text, [name, value]) => text.replace(`{${name}}`, value), route.routeKey),
      fixed,
      pathParams: names,
      idParams,
      query: sample.query ?? {},
      body: BODY_METHODS.has(route.method) ? (sample.body?.(fixed) ?? {}) : undefined,
    }));
  });
}

/** The existing id for each id parameter of a case, from the home tenant's records. */
export async function existingIds(routeCase: RouteCase, records: HomeRecords): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const name of routeCase.idParams) {
    const source = paramSource(routeCase.route, name);
    if ("existing" in source) ids[name] = await source.existing(records);
  }
  return ids;
}

/**
 * The path of a case with its parameters filled: `raw` values go in as written (odd encodings on purpose),
 * the others percent-encoded.
 */
export function casePath(routeCase: RouteCase, values: Readonly<Record<string, string>>, raw: Readonly<Record<string, string>> = {}): string {
  return routeCase.route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const rawValue = raw[name];
    if (rawValue !== undefined) return rawValue;
    const value = values[name] ?? routeCase.fixed[name];
    if (value === undefined) throw new Error(`${routeCase.name}: parâmetro '${name}' sem valor`);
    return encodeURIComponent(value);
  });
}

export function queryText(query: Readonly<Record<string, string>>): string {
  const text = new URLSearchParams(query).toString();
  return text ? `?${text}` : "";
}

const signIns = new Map<string, UserRecord>();

/**
 * A new session cookie of a tenant's sign-in, as signing in would give (without the slow password check):
 * a call that signs out ends only its own session.
 */
export async function sessionOf(tenant: TestTenant, username: string): Promise<string> {
  const key = `${tenant.tenantId}/${username}`;
  const user = signIns.get(key) ?? (await findUserByUsername(tenant.tenantId, username));
  if (!user) throw new Error(`Sem o usuário ${username} em ${tenant.tenantId}`);
  signIns.set(key, user);
  const { token } = await signSession(user);
  return `${SESSION_COOKIE}=${token}`;
}

async function sendRecords(kind: IngestKind, items: unknown[]): Promise<void> {
  const answer = await callApi("POST", `/api/integration/${kind}`, { body: { items }, headers: { authorization: `Bearer ${HOME.apiKey}` } });
  if (answer.status !== 200) throw new Error(`Carga de ${kind} recusada (${answer.status}): ${answer.body.message?.msg ?? ""}`);
}

/**
 * The home tenant with a record behind every path parameter (sent through the integration API, so the
 * samples are checked to be valid) and the neighbour with its sign-ins and key only. Needs the local job
 * runner installed (the home tenant's report is rendered).
 */
export async function seedRouteTableTenants(): Promise<HomeRecords> {
  await seedDemoTenant({ tenantId: HOME.tenantId, byname: `SUPERMERCADO DA ${HOME_MARKER}`, apiKey: HOME.apiKey });
  await seedDemoTenant({
    tenantId: NEIGHBOUR.tenantId,
    byname: "MERCADO VIZINHO",
    apiKey: NEIGHBOUR.apiKey,
    domains: [NEIGHBOUR.host],
  });
  const past = await openCountingInventory(HOME.tenantId, { year: Number(SAMPLE_DAY.slice(0, 4)), period: "annual" });
  if (past.id !== HOME_PAST_INVENTORY_ID) throw new Error(`Primeiro inventário da empresa com id ${past.id}`);
  for (const [kind, sample] of Object.entries(INTEGRATION_SAMPLES) as [IngestKind, Record<string, unknown>][]) {
    await sendRecords(kind, [sample, ...HOME_RECORDS[kind]]);
  }
  // The counts close into the first inventory, finalized; the next one counts the same samples again.
  await closeCountSelection(HOME.tenantId, [INTEGRATION_SAMPLES.stock_takings.id, HOME_COUNT_ID]);
  await finalizeInventory(HOME.tenantId, past.id);
  await openInventoryOfFreePeriod();
  await sendRecords("stock_takings", [INTEGRATION_SAMPLES.stock_takings, ...HOME_RECORDS.stock_takings]);
  const aggregated = await callApi("POST", "/api/integration/aggregate", {
    body: { from: SAMPLE_DAY, to: SAMPLE_DAY },
    headers: { authorization: `Bearer ${HOME.apiKey}` },
  });
  if (aggregated.status !== 200) throw new Error(`Agregação recusada (${aggregated.status})`);
  // The listed pricing: its product's net margin (26,4%) is below the desired 30%, a notable loss.
  await putNotableProducts(HOME.tenantId, [{ productId: HOME_PRODUCT_ID, desiredMargin: 30 }]);
  const listed = await createPricing(HOME.tenantId, PRICING_SAMPLE);
  if (listed.id !== HOME_LISTED_PRICING_ID) throw new Error(`Primeira precificação da empresa com id ${listed.id}`);
  const report = await callApi<{ job_id: string }>("POST", "/api/reports", {
    body: { report: "purchase_order", id: HOME_ORDER_ID },
    cookie: await sessionOf(HOME, HOME.admin),
  });
  const jobId = report.body.data?.job_id;
  if (!jobId) throw new Error(`Relatório não iniciado (${report.status})`);
  await settleLocalJobs();
  const records = new HomeRecords(jobId);
  await records.notableProductId();
  await records.victimUserId();
  return records;
}

type Stored = Record<string, unknown>;

function belongsTo(item: Stored, tenantId: string): boolean {
  const pk = String(item.pk);
  return pk === `T#${tenantId}` || pk.startsWith(`T#${tenantId}#`) || item.tenantId === tenantId;
}

function canonical(value: unknown): unknown {
  if (value instanceof Set) return [...value].map(canonical).sort();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Stored)[key])]),
    );
  }
  return value;
}

/** Everything a tenant has stored (its partitions, and its host and key pointers), by key. */
export type TenantSnapshot = ReadonlyMap<string, string>;

export async function tenantSnapshot(tenantId: string): Promise<TenantSnapshot> {
  const items: Stored[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return new Map(
    items.filter((item) => belongsTo(item, tenantId)).map((item) => [`${String(item.pk)} | ${String(item.sk)}`, JSON.stringify(canonical(item))]),
  );
}

/** The keys added, removed or changed between two snapshots (empty when nothing was stored). */
export function snapshotChanges(before: TenantSnapshot, after: TenantSnapshot): string[] {
  const changes: string[] = [];
  for (const [key, item] of after) {
    const old = before.get(key);
    if (old === undefined) changes.push(`gravado: ${key}`);
    else if (old !== item) changes.push(`alterado: ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`apagado: ${key}`);
  return changes;
}

/** The commands that only read; any other command a client sends may change the table. */
const READ_COMMANDS = new Set(["GetItemCommand", "BatchGetItemCommand", "QueryCommand", "ScanCommand", "TransactGetItemsCommand", "DescribeTableCommand", "ListTablesCommand"]);

/** Each client's count of the commands it sent that may change a table: one counter per client, for every watch. */
const changeCounters = new WeakMap<DynamoDBDocumentClient, () => number>();

/**
 * How many commands a client has sent that may change a table (all but the reads), failed ones too. The
 * counter is installed once per client: the files of a shared test process use the same client.
 */
function changesSentBy(client: DynamoDBDocumentClient): () => number {
  const known = changeCounters.get(client);
  if (known) return known;
  let sent = 0;
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (!READ_COMMANDS.has(context.commandName ?? "")) sent++;
      return next(args);
    },
    { step: "initialize", name: "countChangesForTableWatch" },
  );
  const counter = () => sent;
  changeCounters.set(client, counter);
  return counter;
}

/**
 * Reads back the home tenant before and after calls, keeping the last reading while nothing could have
 * changed it (a call that may store something, or a path record recreated, makes it stale). The file's table is
 * written only by this process (the server runs in it), through the functions' one client: a call during
 * which that client sent nothing but reads changed nothing, and the table is not read back after it.
 */
export class HomeTableWatch {
  private known: { snapshot: TenantSnapshot; writes: number } | undefined;
  private readonly client = db();
  private readonly changesSent = changesSentBy(this.client);
  private changesSentBefore = 0;

  constructor(private readonly records: HomeRecords) {}

  /** The home tenant's items now; the next call may change them. */
  async before(): Promise<TenantSnapshot> {
    const snapshot =
      this.known?.writes === this.records.writes ? this.known.snapshot : await tenantSnapshot(HOME.tenantId);
    this.known = undefined;
    this.changesSentBefore = this.changesSent();
    return snapshot;
  }

  /** What was stored, changed or removed since `before`. */
  async changesSince(before: TenantSnapshot): Promise<string[]> {
    if (this.changesSent() === this.changesSentBefore && db() === this.client) {
      this.known = { snapshot: before, writes: this.records.writes };
      return [];
    }
    const after = await tenantSnapshot(HOME.tenantId);
    this.known = { snapshot: after, writes: this.records.writes };
    return snapshotChanges(before, after);
  }
}

/** Signs of a leaked stack trace or runtime error in an answer's body. */
const STACK_TRACE =
  /\n\s+at\s|\bat [\w$.<>]+ \(|\bat (file|node):|\.(ts|js|mjs|cjs):\d+|node_modules|\b(TypeError|ReferenceError|SyntaxError|RangeError|URIError|ValidationException|ResourceNotFoundException)\b/;

export function hasStackTrace(text: string): boolean {
  return STACK_TRACE.test(text);
}

/** Words no pt-BR message carries: a library's or the runtime's own (English) text passed through. */
const FOREIGN_TEXT = /\b(Invalid input|expected|received|Required|Unrecognized|Cannot|is not|undefined)\b|\[object /;
/** Letters only Portuguese (of the two) writes, or short words nearly every pt-BR sentence has. */
const PORTUGUESE = /[ãõçáéíóúâêôà]|(^|[\s'(])(de|da|do|das|dos|o|a|os|as|um|uma|em|no|na|ou|campo|deve|use|envie|informe|preencha)([\s.,:;')]|$)/i;

/** Whether a message reads as a pt-BR sentence for the user (not a library's or runtime's text). */
export function isPtBrMessage(message: unknown): boolean {
  return typeof message === "string" && message.trim().length > 0 && PORTUGUESE.test(message) && !FOREIGN_TEXT.test(message);
}

/** The route table's own "no such route" answer. */
export const NO_SUCH_ROUTE = "Rota não encontrada.";

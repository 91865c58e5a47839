import * as z from "zod";
import type { IsoDay } from "../dates";
import { boundedNumber, QUANTITY } from "./bounds";
import type { SalesPeriod } from "./sales";
import { periodQueryFields } from "./dates";
import { HISTORY_PERIOD_MESSAGE, periodInOrder, recentPeriod } from "./history-period";

/**
 * The NF-e import's contract (issue: purchase entries from the supplier's NF-e): the rows and bodies of
 * /api/nfe_imports, /api/entries and /api/tenant_settings, shared by the screens and the handlers. Money in
 * reais with 2 decimals; quantities up to 3 decimals in stock units, as written in the note in the supplier's.
 *
 * Drafted before the code: the server and the screens may refine a field, in this one file, as they build it.
 */

/** What became of one uploaded file. */
export const NFE_FILE_STATUSES = ["imported", "review", "refused"] as const;
export type NfeFileStatus = (typeof NFE_FILE_STATUSES)[number];

export const NFE_FILE_STATUS_LABELS: Readonly<Record<NfeFileStatus, string>> = {
  imported: "Importada",
  review: "Aguardando revisão",
  refused: "Recusada",
};

/** POST /api/nfe_imports answers an array of these, one per file (one for an XML body, one per file of a ZIP). */
export interface NfeFileResult {
  file: string;
  /** "" when the file has no readable key. */
  access_key: string;
  status: NfeFileStatus;
  /** pt-BR: why it was refused, what the review waits for, or that it was imported. */
  message: string;
  entry_id?: number;
  import_id?: number;
}

/** A problem of the note, as the review screen lists it (`line` when it is about one line). */
export interface NfeProblemRow {
  code: string;
  level: "block" | "warn" | "info";
  message: string;
  line?: number;
}

/** A note waiting for review (GET /api/nfe_imports?status=review) and the header of GET /api/nfe_imports/{id}. */
export interface NfeImportRow {
  id: number;
  file: string;
  access_key: string;
  status: "review";
  supplier_id: number;
  supplier: string;
  supplier_cnpj: string;
  /** True when the supplier was created by this import. */
  new_supplier: boolean;
  series: string;
  number: string;
  issue_date: string;
  total: number;
  icms_credit: number;
  lines: number;
  /** Lines that still need a product or a fraction. */
  pending_lines: number;
  /** The purchase order the note is checked against (from `xPed`, or chosen on the screen). */
  order_id?: number;
  created_at: string;
  created_by: string;
}

/** How a line found its product. */
export type NfeLineMatch = "remembered" | "gtin" | "user" | "none";

/** A line's divergence from the order's item (the same badges as the orders' cost variation). */
export interface NfeOrderDivergence {
  /** "missing": the product is not on the order; the order's items absent from the note come as lines of their own on the detail. */
  kind: "ok" | "missing" | "quantity" | "cost" | "quantity_and_cost";
  order_quantity?: number;
  order_unit_cost?: number;
  /** (line unit cost / order unit cost − 1) × 100, 2 decimals. */
  cost_variation?: number;
  badge?: "green" | "amber" | "red";
}

export interface NfeImportLineRow {
  /** `nItem`. */
  number: number;
  supplier_code: string;
  description: string;
  gtin: string;
  ncm: string;
  cfop: string;
  bonus: boolean;
  /** In the supplier's unit. */
  unit: string;
  quantity: number;
  line_cost: number;
  icms_credit: number;
  product_id?: number;
  product?: string;
  product_unit?: string;
  /** Stock units per supplier unit, once known; the suggestion (qTrib ÷ qCom, or 1 for the same unit) otherwise. */
  fraction?: number;
  suggested_fraction?: number;
  /** quantity × fraction and line_cost ÷ that, once matched. */
  stock_quantity?: number;
  unit_cost?: number;
  match: NfeLineMatch;
  /** Why the line waits (no product, unit differs, weight against count), pt-BR; absent when ready. */
  pending?: string;
  divergence?: NfeOrderDivergence;
}

/** GET /api/nfe_imports/{id}. */
export interface NfeImportDetail extends NfeImportRow {
  problems: NfeProblemRow[];
  items: NfeImportLineRow[];
  /** Order items the note does not bring. */
  missing_order_items: { product_id: number; product: string; quantity: number; unit_cost: number }[];
}

/** PUT /api/nfe_imports/{id}/lines/{n}. */
export interface NfeLineMappingBody {
  product_id: number;
  fraction: number;
}

/** PUT /api/nfe_imports/{id}: the order to check the note against (0: none, like a quote-less order's price_quote_id). */
export interface NfeImportOrderBody {
  order_id: number;
}

/** POST /api/nfe_imports/{id}/confirm: the warnings shown were read and accepted. */
export interface NfeConfirmBody {
  /** Required (true) when the note has warnings; absent or false otherwise. */
  accept_warnings?: boolean;
}

/** What POST /api/nfe_imports/{id}/confirm answers: the entry stored. */
export interface NfeConfirmAnswer {
  entry_id: number;
}

export const ENTRY_SOURCES = ["erp", "nfe"] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
export const ENTRY_SOURCE_LABELS: Readonly<Record<EntrySource, string>> = { erp: "Integração", nfe: "XML da NF-e" };

export const ENTRY_STATUSES = ["active", "reversed"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export const ENTRY_STATUS_LABELS: Readonly<Record<EntryStatus, string>> = { active: "Ativa", reversed: "Estornada" };

/** GET /api/entries: every purchase entry, whatever its source. */
export interface EntryRow {
  id: number;
  /** "" for an ERP entry sent without one. */
  access_key: string;
  supplier_id: number;
  supplier: string;
  number: string;
  series: string;
  date: string;
  total: number;
  icms_credit: number;
  source: EntrySource;
  status: EntryStatus;
}

/** GET /api/entries/{id}/items. */
export interface EntryItemRow {
  id: number;
  entry_id: number;
  product_id: number;
  product: string;
  entry_quantity: number;
  entry_unit: string;
  entry_unit_cost: number;
  fraction: number;
  quantity: number;
  unit: string;
  unit_cost: number;
  total_cost: number;
  icms_credit: number;
  /** Stock units already written off against the line. */
  written_off: number;
}

/** GET / PUT /api/tenant_settings. */
export interface TenantSettings {
  /** 14 digits, "" until set. */
  cnpj: string;
}

/** pt-BR messages of the bodies and queries below (the dialogs show the same). */
export const NFE_INPUT_MESSAGES = {
  product: "Escolha o produto do item.",
  fraction: "Informe quantas unidades do produto há em 1 unidade do fornecedor (maior que 0).",
  order: "Escolha o pedido de compra, ou nenhum.",
  acceptWarnings: "Informe 'accept_warnings' (true ou false).",
  status: "Filtro de situação inválido: use 'review'.",
  period: HISTORY_PERIOD_MESSAGE,
};

const recordId = (message: string) => z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

export const nfeLineMappingBodySchema = z.object({
  product_id: recordId(NFE_INPUT_MESSAGES.product),
  fraction: boundedNumber(QUANTITY, "positive", NFE_INPUT_MESSAGES.fraction),
});

export const nfeImportOrderBodySchema = z.object({
  order_id: z.number({ error: NFE_INPUT_MESSAGES.order }).int(NFE_INPUT_MESSAGES.order).min(0, NFE_INPUT_MESSAGES.order).max(Number.MAX_SAFE_INTEGER, NFE_INPUT_MESSAGES.order),
});

export const nfeConfirmBodySchema = z.object({
  accept_warnings: z.boolean({ error: NFE_INPUT_MESSAGES.acceptWarnings }).optional(),
});

export const nfeImportsQuerySchema = z.object({
  status: z.literal("review", { error: NFE_INPUT_MESSAGES.status }).optional(),
});

/**
 * GET /api/entries: a period of entry dates under the sales period's rule (in order, at most
 * MAX_SALES_PERIOD_DAYS days), by default the ENTRIES_DEFAULT_DAYS days before its end (today): the screen
 * opens on the same period.
 */
export const ENTRIES_DEFAULT_DAYS = 90;

export function defaultEntriesPeriod(end: IsoDay): SalesPeriod {
  return recentPeriod(end, ENTRIES_DEFAULT_DAYS);
}
export const entriesQuerySchema = z.object(periodQueryFields(NFE_INPUT_MESSAGES.period)).refine(periodInOrder, { error: NFE_INPUT_MESSAGES.period });

import * as z from "zod";
import { hasAtMostDecimals } from "../money";
import { recordVersionSchema } from "./record-version";
import { QUANTITY } from "./bounds";
import { dayInput } from "./dates";
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from "./floor";
import { textInput } from "./text";

/**
 * The inventories area's contract (spec §2.7, §4): inventory periods and statuses, stock taking (count)
 * statuses, with their pt-BR labels.
 */

export const INVENTORY_PERIODS = ["annual", "first", "second", "third", "fourth"] as const;
export type InventoryPeriod = (typeof INVENTORY_PERIODS)[number];

export const INVENTORY_PERIOD_LABELS: Readonly<Record<InventoryPeriod, string>> = {
  annual: "Anual",
  first: "1º Trimestre",
  second: "2º Trimestre",
  third: "3º Trimestre",
  fourth: "4º Trimestre",
};

/** Spec §4: only one inventory may be in counting at a time. */
export const INVENTORY_STATUSES = ["counting", "finalized", "processed"] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const INVENTORY_STATUS_LABELS: Readonly<Record<InventoryStatus, string>> = {
  counting: "Em Contagem",
  finalized: "Finalizado",
  processed: "Processado",
};

export const STOCK_TAKING_STATUSES = ["open", "closed", "applied"] as const;
export type StockTakingStatus = (typeof STOCK_TAKING_STATUSES)[number];

export const STOCK_TAKING_STATUS_LABELS: Readonly<Record<StockTakingStatus, string>> = {
  open: "Aberta",
  closed: "Fechada",
  applied: "Aplicada",
};

/** The count list's status filter (/inventories/:inventoryId/stock_taking/:status). */
export const STOCK_TAKING_STATUS_FILTERS = ["all", ...STOCK_TAKING_STATUSES] as const;
export type StockTakingStatusFilter = (typeof STOCK_TAKING_STATUS_FILTERS)[number];

/** The filter as the breadcrumb names it. */
export const STOCK_TAKING_STATUS_FILTER_LABELS: Readonly<Record<StockTakingStatusFilter, string>> = {
  all: "Todas",
  open: "Abertas",
  closed: "Fechadas",
  applied: "Aplicadas",
};

/**
 * Spec §3 Inventory as GET /inventories and GET /inventories/{id} send it. While counting, the totals are the
 * live figures of its counts so far; finalize freezes them (DESIGN §6). `processing` says how far processing
 * into stock got (null before it starts): a finalized inventory with a failed or interrupted run shows it, and
 * POST /inventories/{id}/process resumes it.
 */
export interface InventoryRow {
  id: number;
  year: number;
  /** One of INVENTORY_PERIODS; the screens show 'Erro' for any other code. */
  period: string;
  period_start: string;
  period_end: string;
  /** One of INVENTORY_STATUSES; 'Erro' for any other. */
  status: string;
  products: number;
  divergent_products: number;
  positive_products: number;
  zeroed_products: number;
  negative_products: number;
  actual_value: number;
  fixed_value: number;
  processing: InventoryProcessing | null;
}

export const INVENTORY_PROCESSING_STATUSES = ["running", "done", "failed"] as const;
export type InventoryProcessingStatus = (typeof INVENTORY_PROCESSING_STATUSES)[number];

/** Processing into stock: products whose stock was set so far out of the inventory's products. */
export interface InventoryProcessing {
  status: InventoryProcessingStatus;
  done: number;
  total: number;
  started_at: string;
  /** pt-BR reason of a failed run. */
  error?: string;
}

/** Spec §3 StockTaking (GET /stock_taking?inventory_id=&status=). */
export interface StockTakingRow {
  id: number;
  take_date: string;
  inventory_id: number;
  barcode: string;
  group_id: number;
  group_name: string;
  product_id: number;
  product: string;
  notable: boolean;
  quantity: number;
  unit: string;
  /** The product's stock when counted. */
  current_stock: number;
  /** One of STOCK_TAKING_STATUSES; 'Erro' for any other. */
  status: string;
  /** The count's version: sent back by a fix, close or removal (record-version.ts). */
  version: number;
}

/**
 * Spec §3 InventoryProduct (GET /inventory_products?inventory_id=), with the divergence a manager reads:
 * `difference_quantity` = fixed - actual quantity, `difference_cost` = fixed - actual cost.
 */
export interface InventoryProductRow {
  id: number;
  inventory_id: number;
  stock_taking_id: number;
  product_id: number;
  product: string;
  group_id: number;
  group_name: string;
  barcode: string;
  notable: boolean;
  actual_quantity: number;
  fixed_quantity: number;
  unit: string;
  unit_cost: number;
  actual_cost: number;
  fixed_cost: number;
  difference_quantity: number;
  difference_cost: number;
}

/** Spec §3 Inventory missing product (GET /inventories/{id}/missing_products): a negative quantity cannot be confirmed. */
export interface MissingProductRow {
  product_id: number;
  barcode: string;
  product: string;
  notable: boolean;
  quantity: number;
  unit: string;
}

/** The labels of the Novo Inventário dialog and the Contagem Atual field (spec §5). */
export const INVENTORY_FIELD_LABELS = { year: "Ano de Referência", period: "Período", stock: "Contagem Atual" } as const;

export const INVENTORY_INPUT_MESSAGES = {
  year: `Preencha o campo '${INVENTORY_FIELD_LABELS.year}'`,
  period: `Preencha o campo '${INVENTORY_FIELD_LABELS.period}'`,
  stock: `Preencha o campo '${INVENTORY_FIELD_LABELS.stock}'`,
  countIds: "Selecione as contagens.",
  productIds: "Selecione os produtos.",
  product: "Informe o produto (product_id ou barcode).",
  countQuantity: "Informe a quantidade contada: um número de 0 a 1.000.000 com até 3 casas decimais.",
  takeDate: "Data da contagem inválida: use AAAA-MM-DD.",
  idempotencyKey: IDEMPOTENCY_KEY_MESSAGE,
  inventoryId: "Inventário inválido.",
  statusFilter: "Status de contagem inválido: use all, open, closed ou applied.",
} as const;

const positiveRecordId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** Spec §5: a counted quantity is at least 0 with up to 3 decimals (more is refused, not rounded). */
export const countQuantitySchema = (message: string) =>
  z
    .number({ error: message })
    .refine((value) => hasAtMostDecimals(value, QUANTITY.decimals), { error: message })
    .pipe(z.number().min(0, { error: message }).max(QUANTITY.max, { error: message }));

/** Spec §5 create inventory: year 2000..current year (São Paulo), period one of the enumeration. */
export function createInventoryBodySchema(currentYear: number) {
  return z.object({
    year: z
      .number({ error: INVENTORY_INPUT_MESSAGES.year })
      .int(INVENTORY_INPUT_MESSAGES.year)
      .min(2000, { error: INVENTORY_INPUT_MESSAGES.year })
      .max(currentYear, { error: INVENTORY_INPUT_MESSAGES.year }),
    period: z.enum(INVENTORY_PERIODS, { error: INVENTORY_INPUT_MESSAGES.period }),
  });
}
export type CreateInventoryBody = z.infer<ReturnType<typeof createInventoryBodySchema>>;

/** POST /stock_taking/{id}/fix; `version`, the count's as read (record-version.ts). */
export const fixCountBodySchema = z.object({ stock: countQuantitySchema(INVENTORY_INPUT_MESSAGES.stock), version: recordVersionSchema.optional() });
export type FixCountBody = z.infer<typeof fixCountBodySchema>;

/** POST /stock_taking/{id}/close: an optional `version`, the count's as read (record-version.ts); no body at all is fine. */
export const closeCountBodySchema = z.object({ version: recordVersionSchema.optional() }).optional();

const idList = (message: string) =>
  z
    .array(positiveRecordId(message), { error: message })
    .min(1, { error: message })
    .transform((ids) => [...new Set(ids)]);

/** POST /stock_taking/close_all (repeated ids count once). */
export const closeAllCountsBodySchema = z.object({ ids: idList(INVENTORY_INPUT_MESSAGES.countIds) });
export type CloseAllCountsBody = z.infer<typeof closeAllCountsBodySchema>;

/** POST /stock_taking/zero_product. */
export const zeroProductBodySchema = z.object({
  inventory_id: positiveRecordId(INVENTORY_INPUT_MESSAGES.inventoryId),
  product_id: positiveRecordId(INVENTORY_INPUT_MESSAGES.productIds),
});
export type ZeroProductBody = z.infer<typeof zeroProductBodySchema>;

/** POST /stock_taking/zero_all_products. */
export const zeroAllProductsBodySchema = z.object({
  inventory_id: positiveRecordId(INVENTORY_INPUT_MESSAGES.inventoryId),
  product_ids: idList(INVENTORY_INPUT_MESSAGES.productIds),
});
export type ZeroAllProductsBody = z.infer<typeof zeroAllProductsBodySchema>;

/** POST /inventories/{id}/confirm_product_quantity. */
export const confirmProductBodySchema = z.object({ product_id: positiveRecordId(INVENTORY_INPUT_MESSAGES.productIds) });
export type ConfirmProductBody = z.infer<typeof confirmProductBodySchema>;

/** POST /inventories/{id}/confirm_all_products_quantity. */
export const confirmAllProductsBodySchema = z.object({ product_ids: idList(INVENTORY_INPUT_MESSAGES.productIds) });
export type ConfirmAllProductsBody = z.infer<typeof confirmAllProductsBodySchema>;

/**
 * POST /stock_taking (DESIGN §6, the floor's count): a count of a product, named by id or by barcode, against
 * the inventory in counting; any signed-in user. `idempotency_key` makes a re-sent count (a phone that lost
 * the answer) register once.
 */
export const registerCountBodySchema = z
  .object({
    product_id: positiveRecordId(INVENTORY_INPUT_MESSAGES.product).optional(),
    barcode: textInput("Código de Barras", INVENTORY_INPUT_MESSAGES.product).trim().min(1, { error: INVENTORY_INPUT_MESSAGES.product }).max(32, { error: INVENTORY_INPUT_MESSAGES.product }).optional(),
    quantity: countQuantitySchema(INVENTORY_INPUT_MESSAGES.countQuantity),
    take_date: dayInput("Data da Contagem", "event", INVENTORY_INPUT_MESSAGES.takeDate).optional(),
    idempotency_key: idempotencyKeySchema.optional(),
  })
  .refine((body) => (body.product_id === undefined) !== (body.barcode === undefined), { error: INVENTORY_INPUT_MESSAGES.product });
export type RegisterCountBody = z.infer<typeof registerCountBodySchema>;

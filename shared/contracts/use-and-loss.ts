import * as z from "zod";
import { hasAtMostDecimals } from "../money";
import { minimumOf, QUANTITY, roundAs } from "./bounds";
import { idempotencyKeySchema } from "./floor";
import { periodQueryFields } from "./dates";
import { HISTORY_PERIOD_MESSAGE, periodInOrder } from "./history-period";
import { textInput } from "./text";

/**
 * The use and loss area's contract (spec §2.6, §3, §4, §5, §7): operation types and statuses with their pt-BR
 * labels, the rows the API sends (the entities' fields in snake_case) and the schemas of its bodies and
 * queries, shared by the screens and the handlers.
 */

export const USE_LOSS_OPERATIONS = ["use", "loss"] as const;
export type UseLossOperation = (typeof USE_LOSS_OPERATIONS)[number];

export const USE_LOSS_OPERATION_LABELS: Readonly<Record<UseLossOperation, string>> = {
  use: "Uso",
  loss: "Perda",
};

/** Spec §4: open, closed (written off) and applied. */
export const USE_LOSS_STATUSES = ["open", "closed", "applied"] as const;
export type UseLossStatus = (typeof USE_LOSS_STATUSES)[number];

export const USE_LOSS_STATUS_LABELS: Readonly<Record<UseLossStatus, string>> = {
  open: "Aberta",
  closed: "Baixada",
  applied: "Aplicada",
};

/** The 'Tipo de Operações' filter (/use_and_loss/:operation). */
export const USE_LOSS_OPERATION_FILTERS = ["all", ...USE_LOSS_OPERATIONS] as const;
export type UseLossOperationFilter = (typeof USE_LOSS_OPERATION_FILTERS)[number];

export const USE_LOSS_OPERATION_FILTER_LABELS: Readonly<Record<UseLossOperationFilter, string>> = {
  all: "Todas as Operações",
  use: "Operações de Uso",
  loss: "Operações de Perda",
};

/** The 'Status de Operações' filter (/use_and_loss/:operation/:status). */
export const USE_LOSS_STATUS_FILTERS = ["all", ...USE_LOSS_STATUSES] as const;
export type UseLossStatusFilter = (typeof USE_LOSS_STATUS_FILTERS)[number];

export const USE_LOSS_STATUS_FILTER_LABELS: Readonly<Record<UseLossStatusFilter, string>> = {
  all: "Todas",
  open: "Operações em Aberto",
  closed: "Operações Baixadas",
  applied: "Operações Aplicadas",
};

/**
 * Spec §3 UseAndLoss as GET /use_and_loss and GET /use_and_loss/{id} send it, with the write-off figures:
 * `written_off` (allocated to entry lines so far), `remaining` (what a write-off may still take), `cost` of the
 * quantity written off and `icms_credit`, the ICMS credit to reverse (always 0 for a use: consumption carries
 * its cost only). Both are sums of the operation's allocations.
 */
export interface UseAndLossRow {
  id: number;
  date: string;
  /** One of USE_LOSS_OPERATIONS; the screens show 'Erro' for any other code (spec §4). */
  operation: string;
  barcode: string;
  group_id: number;
  group_name: string;
  product_id: number;
  product: string;
  notable: boolean;
  quantity: number;
  unit: string;
  location: string;
  user_name: string;
  /** One of USE_LOSS_STATUSES; 'Erro' for any other. */
  status: string;
  written_off: number;
  remaining: number;
  cost: number;
  icms_credit: number;
}

/**
 * One allocation of an operation (baixa fiscal): the quantity taken from one entry line, its cost and the
 * ICMS credit to reverse (shared/formulas/write-off.ts, over the line as it was when written off).
 */
export interface WriteOffRow {
  entry_item_id: number;
  entry_id: number;
  entry_number: string;
  entry_date: string;
  supplier: string;
  quantity: number;
  cost: number;
  icms_credit: number;
}

/** GET /use_and_loss/{id}: the operation with its allocations. */
export interface UseAndLossDetail extends UseAndLossRow {
  allocations: WriteOffRow[];
}

/**
 * Spec §3 'Writeoff available entry' (GET /use_and_loss/writeoff_available): an entry line of the product
 * with quantity left to write off. Besides the spec's fields, the line's number, quantity and money, so the
 * Baixa Fiscal dialog can show the credit to reverse as the user types (icmsCreditToReverse of
 * shared/formulas/write-off.ts with this row as the line).
 */
export interface WriteOffAvailableRow {
  entry_item_id: number;
  entry_id: number;
  entry_number: string;
  entry_date: string;
  entry_supplier: string;
  available: number;
  quantity: number;
  unit: string;
  total_cost: number;
  icms_credit: number;
}

/**
 * POST /use_and_loss/{id}/writeoff answer: the operation after it. `status` "closed" means the allocations
 * cover the whole quantity (the dialog closes); "open" that `remaining` is still to write off (it reloads).
 */
export interface WriteOffAnswer {
  status: UseLossStatus;
  written_off: number;
  remaining: number;
  cost: number;
  icms_credit: number;
}

/**
 * A row of 'Estorno de Crédito de ICMS' (GET /use_and_loss/icms_reversal?start_date=&end_date=): one
 * allocation of a loss operation dated in the period, with the operation's current status.
 */
export interface IcmsReversalRow {
  operation_id: number;
  operation_date: string;
  /** One of USE_LOSS_STATUSES. */
  status: string;
  product_id: number;
  barcode: string;
  product: string;
  unit: string;
  entry_item_id: number;
  entry_id: number;
  entry_number: string;
  entry_date: string;
  supplier: string;
  quantity: number;
  cost: number;
  icms_credit: number;
}

/**
 * Operations one POST /use_and_loss/apply_all applies at most: they are applied in one transaction (all or
 * none), which holds 100 writes: per operation its status and its stock movement, per product its stock,
 * and the movement counter.
 */
export const APPLY_ALL_MAX = 33;

/** The write-off field of the Baixa Fiscal dialog. */
export const WRITE_OFF_QUANTITY_LABEL = "Quantidade a Baixar";

export const USE_AND_LOSS_INPUT_MESSAGES = {
  writeOff: `Preencha o campo '${WRITE_OFF_QUANTITY_LABEL}' com um valor maior que zero, com até ${QUANTITY.decimals} casas decimais.`,
  entryItem: "Selecione a entrada da baixa fiscal.",
  ids: "Selecione as operações.",
  tooMany: `Selecione no máximo ${APPLY_ALL_MAX} operações por vez.`,
  operation: "Tipo de operação inválido: use all, use ou loss.",
  status: "Status de operação inválido: use all, open, closed ou applied.",
  registerOperation: "Informe a operação: use (Uso) ou loss (Perda).",
  registerProduct: "Informe o produto (product_id ou barcode).",
  registerQuantity: `Preencha o campo 'Quantidade' com um valor maior que zero, com até ${QUANTITY.decimals} casas decimais.`,
  registerLocation: "Preencha o campo 'Local de Uso' (até 80 caracteres).",
  period: HISTORY_PERIOD_MESSAGE,
} as const;

const recordId = (message: string) => z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/**
 * Spec §5 write-off quantity: above zero, at most 3 decimals (more is refused, not rounded: a fiscal
 * quantity is written as typed). The limit (the smaller of available and remaining, writeOffLimit) is the
 * dialog's to show and the server's to enforce against the stored figures.
 */
const positiveQuantitySchema = (message: string) =>
  z
    .number({ error: message })
    .refine((value) => hasAtMostDecimals(value, QUANTITY.decimals), { error: message })
    .transform((value) => roundAs(value, QUANTITY))
    .pipe(z.number().min(minimumOf(QUANTITY, "positive"), { error: message }).max(QUANTITY.max, { error: message }));

export const writeOffQuantitySchema = positiveQuantitySchema(USE_AND_LOSS_INPUT_MESSAGES.writeOff);

/** POST /use_and_loss/{id}/writeoff. */
export const writeOffBodySchema = z.object({
  entry_item_id: recordId(USE_AND_LOSS_INPUT_MESSAGES.entryItem),
  writeoff: writeOffQuantitySchema,
});
export type WriteOffBody = z.infer<typeof writeOffBodySchema>;

/** POST /use_and_loss/apply_all: the selected operations (repeated ids count once). */
export const applyAllBodySchema = z.object({
  ids: z
    .array(recordId(USE_AND_LOSS_INPUT_MESSAGES.ids), { error: USE_AND_LOSS_INPUT_MESSAGES.ids })
    .min(1, { error: USE_AND_LOSS_INPUT_MESSAGES.ids })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.number()).max(APPLY_ALL_MAX, { error: USE_AND_LOSS_INPUT_MESSAGES.tooMany })),
});
export type ApplyAllBody = z.infer<typeof applyAllBodySchema>;

/**
 * GET /use_and_loss?operation=&status=&start_date=&end_date= (operation or status absent or "all": every one).
 * The period windows the applied operations by their date (the day of the use or loss): by default the
 * USE_AND_LOSS_DEFAULT_DAYS days up to today in São Paulo (history-period.ts). Operations not yet applied
 * (open or closed: work still pending) come whatever their date.
 */
export const USE_AND_LOSS_DEFAULT_DAYS = 90;

export const useAndLossListQuerySchema = z
  .object({
    operation: z.enum(USE_LOSS_OPERATION_FILTERS, { error: USE_AND_LOSS_INPUT_MESSAGES.operation }).optional(),
    status: z.enum(USE_LOSS_STATUS_FILTERS, { error: USE_AND_LOSS_INPUT_MESSAGES.status }).optional(),
    ...periodQueryFields(USE_AND_LOSS_INPUT_MESSAGES.period),
  })
  .refine(periodInOrder, { error: USE_AND_LOSS_INPUT_MESSAGES.period });
export type UseAndLossListQuery = z.infer<typeof useAndLossListQuerySchema>;

/**
 * POST /use_and_loss (DESIGN §6, the floor's use or loss): any signed-in user registers an open operation of
 * a product named by id or barcode, in the product's unit (whole units take no decimals: checked against the
 * product, shared/contracts/floor.ts), where it was used or lost. `idempotency_key` makes a re-sent
 * registration answer the first one and store nothing new.
 */
export const registerUseAndLossBodySchema = z
  .object({
    operation: z.enum(USE_LOSS_OPERATIONS, { error: USE_AND_LOSS_INPUT_MESSAGES.registerOperation }),
    product_id: recordId(USE_AND_LOSS_INPUT_MESSAGES.registerProduct).optional(),
    barcode: textInput("Código de Barras", USE_AND_LOSS_INPUT_MESSAGES.registerProduct)
      .trim()
      .min(1, { error: USE_AND_LOSS_INPUT_MESSAGES.registerProduct })
      .max(32, { error: USE_AND_LOSS_INPUT_MESSAGES.registerProduct })
      .optional(),
    quantity: positiveQuantitySchema(USE_AND_LOSS_INPUT_MESSAGES.registerQuantity),
    location: textInput("Local de Uso", USE_AND_LOSS_INPUT_MESSAGES.registerLocation)
      .trim()
      .min(1, { error: USE_AND_LOSS_INPUT_MESSAGES.registerLocation })
      .max(80, { error: USE_AND_LOSS_INPUT_MESSAGES.registerLocation })
      .transform((location) => location.toUpperCase()),
    idempotency_key: idempotencyKeySchema,
  })
  .refine((body) => (body.product_id === undefined) !== (body.barcode === undefined), { error: USE_AND_LOSS_INPUT_MESSAGES.registerProduct });
export type RegisterUseAndLossBody = z.infer<typeof registerUseAndLossBodySchema>;

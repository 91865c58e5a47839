import * as z from "zod";
import { isIsoDay, todayInSaoPaulo } from "../dates";
import type { ProductClass } from "../formulas/abc";
import { canReachMargin, isBelowDesiredMargin, type NotableLossInput, notableLossAt, unitSaleForMargin } from "../formulas/notable-loss";
import { PRICE_ENDINGS, type PriceEnding } from "../formulas/price-ending";
import { fromCents, toCents } from "../money";
import { boundedNumber, PRICE, RATE } from "./bounds";
import { dayInput } from "./dates";
import { recordVersionSchema } from "./record-version";
import { MAX_SALES_PERIOD_DAYS, salesPeriodProblem } from "./sales";

/**
 * The pricing area's contract (spec §2.9, §3, §4, §5, §7): pricing statuses and product classes with their
 * pt-BR labels, the rows the API sends (the spec's entities in snake_case, plus what the screens need beyond
 * them: the classification job's state, the notable-loss inputs of the live recompute), the new-pricing and
 * notable-loss edit rules shared by the dialogs and the handlers, and the dialog's slider arithmetic.
 */

/**
 * GET /pricing?start_date=&end_date=: the period windows the applied pricings by the day they were applied, by
 * default the PRICINGS_DEFAULT_DAYS days up to today in São Paulo (history-period.ts); pricings not applied
 * come whatever their dates. GET /pricing?id= answers that one pricing, whenever it was applied.
 */
export const PRICINGS_DEFAULT_DAYS = 365;

export const PRICING_STATUSES = ["created", "classified", "applied"] as const;
export type PricingStatus = (typeof PRICING_STATUSES)[number];

export const PRICING_STATUS_LABELS: Readonly<Record<PricingStatus, string>> = {
  created: "Criada",
  classified: "Classificada",
  applied: "Aplicada",
};

export const PRODUCT_CLASSES = ["a", "b", "c"] as const satisfies readonly ProductClass[];

/** Spec §4: A success, B warning, C danger; the screens show 'Erro' for any other value. */
export const PRODUCT_CLASS_LABELS: Readonly<Record<ProductClass, string>> = { a: "A", b: "B", c: "C" };

/** The product class views of a pricing (/pricing/:id/:class). */
export const PRICING_CLASS_VIEWS = ["products", "a_class", "b_class", "c_class"] as const;
export type PricingClassView = (typeof PRICING_CLASS_VIEWS)[number];

export const PRICING_CLASS_VIEW_LABELS: Readonly<Record<PricingClassView, string>> = {
  products: "Todos os Produtos",
  a_class: "Classe A",
  b_class: "Classe B",
  c_class: "Classe C",
};

/** The `class` query of GET /pricing_products a view asks for (none: every class). */
export const PRICING_CLASS_OF_VIEW: Readonly<Record<PricingClassView, ProductClass | undefined>> = {
  products: undefined,
  a_class: "a",
  b_class: "b",
  c_class: "c",
};

/** Spec §8: the notifications of a failed pricing load (shown for 2 s; the list then shows empty). */
export const PRICING_LOAD_ERRORS = {
  pricings: "Erro ao carregar as Precificações",
  groups: "Erro ao carregar os Grupos da Precificação",
  notableLoss: "Erro ao carregar as Perdas Notáveis da Precificação",
  products: (productClass?: ProductClass) =>
    productClass ? `Erro ao carregar os Produtos Classe ${PRODUCT_CLASS_LABELS[productClass]} da Precificação` : "Erro ao carregar os Produtos da Precificação",
  groupProducts: (group: string, productClass?: ProductClass) =>
    productClass
      ? `Erro ao carregar os Produtos de Classe ${PRODUCT_CLASS_LABELS[productClass]} do Grupo '${group}' da Precificação`
      : `Erro ao carregar os Produtos do Grupo '${group}' da Precificação`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Rows

/** Totals of a pricing, of a group, of a class: money in reais (2 decimals), margin in percent (2 decimals). */
export interface PricingTotalsWire {
  products: number;
  cost: number;
  sales: number;
  taxes: number;
  profit: number;
  net_margin: number;
}

/** Spec §3 per-class fields: a_class_products, a_class_cost ... c_class_net_margin. */
export type PricingClassFields = {
  [K in `${ProductClass}_class_${keyof PricingTotalsWire}`]: number;
};

/** Spec §3 totals fields: total_products, total_cost ... total_net_margin. */
export type PricingTotalFields = {
  [K in `total_${keyof PricingTotalsWire}`]: number;
};

export function totalFields(totals: PricingTotalsWire): PricingTotalFields {
  return {
    total_products: totals.products,
    total_cost: totals.cost,
    total_sales: totals.sales,
    total_taxes: totals.taxes,
    total_profit: totals.profit,
    total_net_margin: totals.net_margin,
  };
}

export function classFields(classes: Readonly<Record<ProductClass, PricingTotalsWire>>): PricingClassFields {
  const { a, b, c } = classes;
  return {
    a_class_products: a.products,
    a_class_cost: a.cost,
    a_class_sales: a.sales,
    a_class_taxes: a.taxes,
    a_class_profit: a.profit,
    a_class_net_margin: a.net_margin,
    b_class_products: b.products,
    b_class_cost: b.cost,
    b_class_sales: b.sales,
    b_class_taxes: b.taxes,
    b_class_profit: b.profit,
    b_class_net_margin: b.net_margin,
    c_class_products: c.products,
    c_class_cost: c.cost,
    c_class_sales: c.sales,
    c_class_taxes: c.taxes,
    c_class_profit: c.profit,
    c_class_net_margin: c.net_margin,
  };
}

export const PRICING_CLASSIFICATION_STATUSES = ["running", "failed", "done"] as const;
export type PricingClassificationStatus = (typeof PRICING_CLASSIFICATION_STATUSES)[number];

/**
 * The classification job of a pricing, as its row shows it: running (the list shows progress and polls until
 * it ends), failed with the pt-BR reason (the pricing stays created), or done. After a reclassification,
 * `kept_prices` says how many edited notable-loss prices were kept (products still in notable loss).
 */
export interface PricingClassificationState {
  status: PricingClassificationStatus;
  started_at: string;
  finished_at?: string;
  error?: string;
  kept_prices?: number;
}

/** GET /pricing, POST /pricing answers: spec §3 Pricing. Totals are 0 until classified. */
export type PricingRow = {
  id: number;
  /** One of PRICING_STATUSES; 'Erro' for any other. */
  status: string;
  period_start: string;
  period_end: string;
  a_class_margin: number;
  b_class_margin: number;
  c_class_margin: number;
  total_groups: number;
  /** How suggested notable-loss prices end (the tenant's setting when classified). */
  price_ending: PriceEnding;
  /** The classification job; null for a pricing that never ran one. */
  classification: PricingClassificationState | null;
  /** Notable-loss products whose prices an apply has gone through so far (null before an apply starts). */
  apply_progress: { done: number; total: number } | null;
  applied_at: string | null;
} & PricingTotalFields &
  PricingClassFields;

/** GET /pricing_groups?pricing_id=: spec §3 PricingGroup. */
export type PricingGroupRow = {
  id: number;
  pricing_id: number;
  group_id: number;
  group_name: string;
} & PricingTotalFields &
  PricingClassFields;

/** GET /pricing_products?pricing_id=&group_id=&class=: spec §3 PricingProduct. */
export interface PricingProductRow {
  id: number;
  pricing_id: number;
  product_id: number;
  product: string;
  notable: boolean;
  group_id: number;
  group_name: string;
  total_quantity: number;
  unit: string;
  unit_cost: number;
  total_cost: number;
  cost_percent: number;
  unit_sale: number;
  total_sales: number;
  sales_percent: number;
  unit_tax: number;
  total_taxes: number;
  taxes_percent: number;
  unit_profit: number;
  total_profit: number;
  net_margin: number;
  /** One of PRODUCT_CLASSES; 'Erro' for any other. */
  class: string;
}

/**
 * Where a notable-loss row's new price comes from (DESIGN §6: apply never lowers a shelf price the user did not
 * set): 'suggested' (the price reaching the desired margin, rounded up to the price ending), 'edited' (typed by
 * the user), 'kept' (the current shelf price already meets the desired margin: it stays) or 'no_suggestion' (no
 * price reaches the margin, the ICMS out taking the whole sale: the shelf price stays unless edited).
 */
export const NOTABLE_LOSS_PRICE_SOURCES = ["suggested", "edited", "kept", "no_suggestion"] as const;
export type NotableLossPriceSource = (typeof NOTABLE_LOSS_PRICE_SOURCES)[number];

/**
 * A notable-loss row as the classification stores it: spec §3 PricingNotableLoss, plus what the edit dialog
 * recomputes with (DESIGN §7): the desired margin, the period's ICMS out and in, the suggested price (rounded up
 * to the price ending) and whether the new price was edited.
 */
export interface StoredNotableLossRow {
  id: number;
  pricing_id: number;
  product_id: number;
  product: string;
  group_id: number;
  group_name: string;
  unit: string;
  total_quantity: number;
  total_cost: number;
  total_sales: number;
  total_taxes: number;
  total_profit: number;
  current_margin: number;
  total_loss: number;
  new_unit_sale: number;
  new_total_sales: number;
  new_total_taxes: number;
  new_total_profit: number;
  new_margin: number;
  new_gross_margin: number;
  desired_margin: number;
  total_in_tax: number;
  total_out_tax: number;
  suggested_unit_sale: number;
  edited: boolean;
}

/**
 * GET /pricing_notable_loss?pricing_id=: the stored row with, as read, the product's current shelf price (its
 * sale price in the catalog; null when it left the catalog), where the new price comes from, and the version the
 * edit sends back (a stale screen's edit is refused).
 */
export interface PricingNotableLossRow extends StoredNotableLossRow {
  current_unit_sale: number | null;
  price_source: NotableLossPriceSource;
  /** The stored version of the row (integer >= 0): PUT /pricing_notable_loss/{id} sends it back. */
  version: number;
}

/** The figures of a notable-loss row that follow from its new unit sale price. */
export type NotableLossRecompute = Pick<
  PricingNotableLossRow,
  "new_unit_sale" | "new_total_sales" | "new_total_taxes" | "new_total_profit" | "new_margin" | "new_gross_margin"
>;

/** The formulas' input of a notable-loss row (money back in cents). */
export function notableLossInputOf(row: StoredNotableLossRow): NotableLossInput {
  return {
    totalQuantity: row.total_quantity,
    totalCost: toCents(row.total_cost),
    totalSales: toCents(row.total_sales),
    inTax: toCents(row.total_in_tax),
    outTax: toCents(row.total_out_tax),
    desiredMargin: row.desired_margin,
  };
}

/** The dialog's live recompute (spec §5): new totals, taxes, profit, margin and gross margin at a price. */
export function recomputeNotableLoss(row: StoredNotableLossRow, newUnitSale: number): NotableLossRecompute {
  const figures = notableLossAt(notableLossInputOf(row), newUnitSale);
  return {
    new_unit_sale: figures.newUnitSale,
    new_total_sales: fromCents(figures.newTotalSales),
    new_total_taxes: fromCents(figures.newTotalTaxes),
    new_total_profit: fromCents(figures.newTotalProfit),
    new_margin: figures.newMargin,
    new_gross_margin: figures.newGrossMargin,
  };
}

/** Typing a margin back-computes the unit sale price (rounded up to the cent, DESIGN §7). */
export function unitSaleForTypedMargin(row: StoredNotableLossRow, margin: number): number {
  return unitSaleForMargin(notableLossInputOf(row), margin);
}

/** The dialog's margin guard: the typed price leaves the product below its desired margin. */
export function belowDesiredMargin(row: StoredNotableLossRow, newUnitSale: number): boolean {
  return isBelowDesiredMargin(notableLossInputOf(row), newUnitSale);
}

/** Whether a price can reach the row's margins: not when the ICMS out takes the whole sale (issue 5a). */
export function hasSuggestion(row: StoredNotableLossRow): boolean {
  return canReachMargin(notableLossInputOf(row));
}

/** How many prices applying the rows raises and lowers: the new price against the current shelf price. */
export function priceMoves(rows: readonly Pick<PricingNotableLossRow, "new_unit_sale" | "current_unit_sale">[]): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const row of rows) {
    if (row.current_unit_sale === null) continue;
    const step = toCents(row.new_unit_sale) - toCents(row.current_unit_sale);
    if (step > 0) up++;
    else if (step < 0) down++;
  }
  return { up, down };
}

/** GET /integration/price_changes: one product's price changed by applying a pricing (the POS pulls them). */
export interface PriceChangeRow {
  sequence: number;
  product_id: number;
  old_price: number;
  new_price: number;
  pricing_id: number;
  /** The store's day of the change (YYYY-MM-DD, São Paulo). */
  date: string;
  recorded_at: string;
}

/** POST /pricing/{id}/apply answer. */
export interface PricingApplied {
  id: number;
  status: PricingStatus;
  /** Products whose sale price changed (one price change each in the integration feed), by the whole apply. */
  price_changes: number;
  /** Of those, how many went up and how many down (only a price the user set goes down). */
  prices_up: number;
  prices_down: number;
}

// ---------------------------------------------------------------------------------------------------------
// New pricing (spec §5)

export const PRICING_FIELD_LABELS = {
  period: "Período de Vendas",
  aClassMargin: "Margem A",
  bClassMargin: "Margem B",
  cClassMargin: "Margem C",
  newUnitSale: "Novo Valor de Venda",
  priceEnding: "Terminação de Preço",
} as const;

export const PRICING_INPUT_MESSAGES = {
  period: `Preencha o campo '${PRICING_FIELD_LABELS.period}'`,
  aClassMargin: `Preencha o campo '${PRICING_FIELD_LABELS.aClassMargin}'`,
  bClassMargin: `Preencha o campo '${PRICING_FIELD_LABELS.bClassMargin}'`,
  cClassMargin: `Preencha o campo '${PRICING_FIELD_LABELS.cClassMargin}'`,
  periodOrder: `O '${PRICING_FIELD_LABELS.period}' termina antes de começar.`,
  periodTooLong: `O '${PRICING_FIELD_LABELS.period}' não pode passar de ${MAX_SALES_PERIOD_DAYS} dias.`,
  periodAfterToday: `O '${PRICING_FIELD_LABELS.period}' não pode terminar depois de hoje.`,
  marginsTotal: "As margens A, B e C devem somar 100%.",
  newUnitSale: `Preencha o campo '${PRICING_FIELD_LABELS.newUnitSale}'`,
} as const;

/** Spec §5 / §9: the margin range slider. A = first handle, B = the gap, C = 100 - second handle. */
export const PRICING_SLIDER = { min: 5, max: 95, step: 5 } as const;
export const DEFAULT_CLASS_MARGINS = { a: 50, b: 30, c: 20 } as const;

export interface ClassMargins {
  a: number;
  b: number;
  c: number;
}

export function marginsOfHandles(handles: readonly [number, number]): ClassMargins {
  const [first, second] = handles;
  return { a: first, b: second - first, c: 100 - second };
}

export function handlesOfMargins(margins: Pick<ClassMargins, "a" | "b">): [number, number] {
  return [margins.a, margins.a + margins.b];
}

/**
 * Handles cannot coincide (spec §5): when the moved handle lands on the other one it steps back by one step;
 * at the slider's end the other handle steps aside instead.
 */
export function separateHandles(handles: readonly [number, number], moved: 0 | 1): [number, number] {
  const [first, second] = handles;
  if (first < second) return [first, second];
  const { min, max, step } = PRICING_SLIDER;
  if (moved === 0) return first - step >= min ? [second - step, second] : [first, first + step];
  return second + step <= max ? [first, first + step] : [second - step, second];
}

const periodDay = dayInput(PRICING_FIELD_LABELS.period, "event", PRICING_INPUT_MESSAGES.period);
const classMargin = (message: string) => boundedNumber(RATE, "positive", message);

interface NewPricingValues {
  start: string;
  end: string;
  margins: ClassMargins;
}

/**
 * The rules across fields: the period in order, at most MAX_SALES_PERIOD_DAYS, ending today at the latest
 * (the end day counts whole, to its end); the three margins summing 100 (to the cent of a percent).
 */
function checkNewPricing(values: NewPricingValues, context: z.RefinementCtx, paths: { end: PropertyKey[]; margins: PropertyKey[] }): void {
  // A field that failed its own check was reported on it; the rules across fields judge sound values only.
  const problem = isIsoDay(values.start) && isIsoDay(values.end) ? salesPeriodProblem(values.start, values.end) : undefined;
  if (problem) {
    const message = problem === "order" ? PRICING_INPUT_MESSAGES.periodOrder : PRICING_INPUT_MESSAGES.periodTooLong;
    context.addIssue({ code: "custom", message, path: paths.end });
  } else if (isIsoDay(values.end) && values.end > todayInSaoPaulo()) {
    context.addIssue({ code: "custom", message: PRICING_INPUT_MESSAGES.periodAfterToday, path: paths.end });
  }
  const { a, b, c } = values.margins;
  if (![a, b, c].every(Number.isFinite)) return;
  if (toCents(a) + toCents(b) + toCents(c) !== 10_000) {
    context.addIssue({ code: "custom", message: PRICING_INPUT_MESSAGES.marginsTotal, path: paths.margins });
  }
}

/** POST /pricing body. */
export const newPricingBodySchema = z
  .object({
    period_start: periodDay,
    period_end: periodDay,
    a_class_margin: classMargin(PRICING_INPUT_MESSAGES.aClassMargin),
    b_class_margin: classMargin(PRICING_INPUT_MESSAGES.bClassMargin),
    c_class_margin: classMargin(PRICING_INPUT_MESSAGES.cClassMargin),
  })
  .superRefine((body, context) =>
    checkNewPricing(
      { start: body.period_start, end: body.period_end, margins: { a: body.a_class_margin, b: body.b_class_margin, c: body.c_class_margin } },
      context,
      { end: ["period_end"], margins: ["c_class_margin"] },
    ),
  );
export type NewPricingBody = z.infer<typeof newPricingBodySchema>;

/** The new-pricing dialog: the period as the range picker gives it (exactly two days) and the slider's margins. */
export const newPricingFormSchema = z
  .object({
    period: z.tuple([periodDay, periodDay], { error: PRICING_INPUT_MESSAGES.period }),
    a_class_margin: classMargin(PRICING_INPUT_MESSAGES.aClassMargin),
    b_class_margin: classMargin(PRICING_INPUT_MESSAGES.bClassMargin),
    c_class_margin: classMargin(PRICING_INPUT_MESSAGES.cClassMargin),
  })
  .superRefine((form, context) =>
    checkNewPricing(
      { start: form.period[0], end: form.period[1], margins: { a: form.a_class_margin, b: form.b_class_margin, c: form.c_class_margin } },
      context,
      { end: ["period"], margins: ["c_class_margin"] },
    ),
  );
export type NewPricingForm = z.infer<typeof newPricingFormSchema>;

export function newPricingBodyOf(form: NewPricingForm): NewPricingBody {
  return {
    period_start: form.period[0],
    period_end: form.period[1],
    a_class_margin: form.a_class_margin,
    b_class_margin: form.b_class_margin,
    c_class_margin: form.c_class_margin,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Notable-loss edit (spec §5)

/** PUT /pricing_notable_loss/{id} body: the new unit sale price, above 0 (2 decimals). */
export const notableLossEditSchema = z.object({
  new_unit_sale: boundedNumber(PRICE, "positive", PRICING_INPUT_MESSAGES.newUnitSale),
  /** The version of the row the screen read (optional: the integration clients send none). */
  version: recordVersionSchema.optional(),
});
export type NotableLossEdit = z.infer<typeof notableLossEditSchema>;

/** Spec §5: the dialog submits only a changed price. */
export function isNotableLossEditChanged(row: PricingNotableLossRow, newUnitSale: number): boolean {
  return toCents(newUnitSale) !== toCents(row.new_unit_sale);
}

// ---------------------------------------------------------------------------------------------------------
// The tenant's pricing settings (issue 16): how suggested prices end (shared/formulas/price-ending.ts)

/** GET /pricing_settings answer and PUT /pricing_settings body. */
export interface PricingSettings {
  price_ending: PriceEnding;
}

export const PRICE_ENDING_MESSAGE = `Preencha o campo '${PRICING_FIELD_LABELS.priceEnding}': none, 99 ou 90.`;

export const pricingSettingsBodySchema = z.object({
  price_ending: z.enum(PRICE_ENDINGS, { error: PRICE_ENDING_MESSAGE }),
});

/** The price the setting's dialog rounds as an example ('R$ 12,47 → R$ 12,99'). */
export const PRICE_ENDING_EXAMPLE = 12.47;

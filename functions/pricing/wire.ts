import {
  classFields,
  type PricingClassificationState,
  type PricingRow,
  type PricingTotalsWire,
  totalFields,
} from "../../shared/contracts/pricing";
import { fromCents } from "../../shared/money";
import type { ClassificationRun, Pricing, PricingTotals } from "./storage/pricing";

/** Totals in cents as the API sends them (reais, 2 decimals). */
export function totalsWire(totals: PricingTotals): PricingTotalsWire {
  return {
    products: totals.products,
    cost: fromCents(totals.cost),
    sales: fromCents(totals.sales),
    taxes: fromCents(totals.taxes),
    profit: fromCents(totals.profit),
    net_margin: totals.netMargin,
  };
}

export function classificationWire(run: ClassificationRun): PricingClassificationState {
  return {
    status: run.status,
    started_at: run.startedAt,
    ...(run.finishedAt ? { finished_at: run.finishedAt } : {}),
    ...(run.error ? { error: run.error } : {}),
    ...(run.keptPrices !== undefined ? { kept_prices: run.keptPrices } : {}),
  };
}

/** Spec §3 Pricing; `run` is the classification as the list judged it (functions/pricing/lists.ts). */
export function pricingRow(pricing: Pricing, run: ClassificationRun | undefined = pricing.classification): PricingRow {
  const { figures } = pricing;
  return {
    id: pricing.id,
    status: pricing.status,
    period_start: pricing.periodStart,
    period_end: pricing.periodEnd,
    a_class_margin: pricing.margins.a,
    b_class_margin: pricing.margins.b,
    c_class_margin: pricing.margins.c,
    total_groups: figures.groups,
    ...totalFields(totalsWire(figures.total)),
    ...classFields({ a: totalsWire(figures.classes.a), b: totalsWire(figures.classes.b), c: totalsWire(figures.classes.c) }),
    price_ending: pricing.priceEnding,
    classification: run ? classificationWire(run) : null,
    apply_progress: pricing.applyProgress ? { done: pricing.applyProgress.done, total: pricing.applyProgress.total } : null,
    applied_at: pricing.appliedAt ?? null,
  };
}

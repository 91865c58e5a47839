import { getPricing, listPricings } from "../../functions/pricing/storage/pricing";
import { createPricing } from "../../functions/pricing/pricings";
import { DEFAULT_CLASS_MARGINS } from "../../shared/contracts/pricing";
import { settleLocalJobs } from "./jobs";
import { addDays } from "./demo-store/dates";
import type { DemoStore } from "./demo-store/generate";

/** The demo pricing reads the last 90 days of sales (DESIGN §10 measures the same span). */
export const DEMO_PRICING_DAYS = 90;

/**
 * The demo store's classified pricing (DESIGN §5): the last 90 days of sales with the default margins 50/30/20,
 * created as POST /pricing creates it and classified by the classification job, run in-process. Needs the
 * sales aggregated first. Skipped when the tenant already has pricings (a second seed). Answers the products
 * classified.
 */
export async function loadPricing(tenantId: string, store: Pick<DemoStore, "from" | "to">): Promise<number> {
  if ((await listPricings(tenantId)).length > 0) return 0;
  const start = addDays(store.to, -(DEMO_PRICING_DAYS - 1));
  const created = await createPricing(tenantId, {
    period_start: start > store.from ? start : store.from,
    period_end: store.to,
    a_class_margin: DEFAULT_CLASS_MARGINS.a,
    b_class_margin: DEFAULT_CLASS_MARGINS.b,
    c_class_margin: DEFAULT_CLASS_MARGINS.c,
  });
  await settleLocalJobs();
  const pricing = await getPricing(tenantId, created.id, { consistent: true });
  if (pricing?.status !== "classified") {
    throw new Error(`A precificação de demonstração não foi classificada: ${pricing?.classification?.error ?? "motivo desconhecido"}`);
  }
  return pricing.figures.total.products;
}

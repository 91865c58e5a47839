import {
  DEFAULT_CLASS_MARGINS,
  handlesOfMargins,
  marginsOfHandles,
  type NewPricingBody,
  newPricingBodyOf,
  newPricingFormSchema,
} from "../../../../shared/contracts/pricing";
import type { IsoDay } from "../../../../shared/dates";
import { fieldMessages } from "../../app/field-messages";
import { defaultSalesPeriod } from "../../app/sales-period";

/** The 'Nova Precificação' dialog's fields as chosen (spec §5 new pricing). */
export interface NewPricingFields {
  start: IsoDay | null;
  end: IsoDay | null;
  /** The margin slider's two handles. */
  handles: readonly [number, number];
}

/** Where each message shows: the period's days, or under the slider. */
export type NewPricingErrors = Partial<Record<"start" | "end" | "margins", string>>;

/** A new pricing starts on the sales screens' default period and the default margins 50/30/20 (spec §9). */
export function newPricingFields(now: Date = new Date()): NewPricingFields {
  const period = defaultSalesPeriod(now);
  return { start: period.start, end: period.end, handles: handlesOfMargins(DEFAULT_CLASS_MARGINS) };
}

function fieldOf(path: readonly PropertyKey[]): keyof NewPricingErrors {
  if (path[0] === "period") return path[1] === 0 ? "start" : "end";
  return "margins";
}

/** The spec §5 rules with the schema the server applies: the body to send, or each field's first message. */
export function validateNewPricing(fields: NewPricingFields): { ok: true; value: NewPricingBody } | { ok: false; errors: NewPricingErrors } {
  const margins = marginsOfHandles(fields.handles);
  const result = newPricingFormSchema.safeParse({
    period: [fields.start ?? undefined, fields.end ?? undefined],
    a_class_margin: margins.a,
    b_class_margin: margins.b,
    c_class_margin: margins.c,
  });
  if (result.success) return { ok: true, value: newPricingBodyOf(result.data) };
  return { ok: false, errors: fieldMessages(result.error, fieldOf) };
}

import * as z from "zod";
import { daysBetween, isIsoDay } from "../../shared/dates";

/** The longest period a sales report or an aggregation request may span, in days (both ends included). */
export const MAX_PERIOD_DAYS = 400;

export interface PeriodLabels {
  from: string;
  to: string;
}

const dayField = (label: string) => {
  const message = `Preencha o campo '${label}' com uma data válida (AAAA-MM-DD).`;
  return z.string({ error: message }).refine(isIsoDay, { error: message });
};

/** A refinement of [from, to]: ordered, and at most MAX_PERIOD_DAYS days. */
export function periodIssue(from: string, to: string, labels: PeriodLabels): string | undefined {
  if (!isIsoDay(from) || !isIsoDay(to)) return undefined; // already reported on the field
  if (to < from) return `A '${labels.to}' não pode ser anterior à '${labels.from}'.`;
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) return `O período não pode passar de ${MAX_PERIOD_DAYS} dias.`;
  return undefined;
}

function checkPeriod(labels: PeriodLabels, path: string) {
  return (from: string, to: string, context: z.RefinementCtx) => {
    const issue = periodIssue(from, to, labels);
    if (issue) context.addIssue({ code: "custom", message: issue, path: [path] });
  };
}

const SALES_LABELS: PeriodLabels = { from: "Data Inicial", to: "Data Final" };
const salesPeriodCheck = checkPeriod(SALES_LABELS, "end_date");

/** ?start_date=&end_date= of the sales reports. */
export const salesPeriodQuery = z
  .object({ start_date: dayField(SALES_LABELS.from), end_date: dayField(SALES_LABELS.to) })
  .superRefine((value, context) => salesPeriodCheck(value.start_date, value.end_date, context));

const GROUP_MESSAGE = "Preencha o campo 'Grupo' com um número válido.";

/** ?group_id= (optional, empty = all groups) of the product sales. */
export const groupFilterQuery = z.object({
  group_id: z
    .string({ error: GROUP_MESSAGE })
    .regex(/^\d{0,15}$/, { error: GROUP_MESSAGE })
    .transform((text) => (text === "" ? undefined : Number(text)))
    .optional(),
});

const AGGREGATION_LABELS: PeriodLabels = { from: "from", to: "to" };
const aggregationCheck = checkPeriod(AGGREGATION_LABELS, "to");

/** Body of POST /api/integration/aggregate. */
export const aggregationRequest = z
  .object({ from: dayField(AGGREGATION_LABELS.from), to: dayField(AGGREGATION_LABELS.to) }, { error: "Corpo da requisição inválido: envie { from, to }." })
  .superRefine((value, context) => aggregationCheck(value.from, value.to, context));

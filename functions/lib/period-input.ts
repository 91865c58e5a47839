import * as z from "zod";
import { MAX_SALES_PERIOD_DAYS, salesPeriodProblem } from "../../shared/contracts/sales";
import { isIsoDay } from "../../shared/dates";

/**
 * A period [from, to] in a request, checked by the sales period rule in the API's words: the sales reports'
 * query and the aggregation request (integration route and scheduled function) name their fields their way.
 */
export interface PeriodLabels {
  from: string;
  to: string;
}

export const dayField = (label: string) => {
  const message = `Preencha o campo '${label}' com uma data válida (AAAA-MM-DD).`;
  return z.string({ error: message }).refine(isIsoDay, { error: message });
};

/** The sales period rule over [from, to], in the API's words. */
export function periodIssue(from: string, to: string, labels: PeriodLabels): string | undefined {
  if (!isIsoDay(from) || !isIsoDay(to)) return undefined; // already reported on the field
  switch (salesPeriodProblem(from, to)) {
    case "order":
      return `A '${labels.to}' não pode ser anterior à '${labels.from}'.`;
    case "too_long":
      return `O período não pode passar de ${MAX_SALES_PERIOD_DAYS} dias.`;
    case undefined:
      return undefined;
  }
}

/** A zod refinement reporting periodIssue on the field at `path`. */
export function checkPeriod(labels: PeriodLabels, path: string) {
  return (from: string, to: string, context: z.RefinementCtx) => {
    const issue = periodIssue(from, to, labels);
    if (issue) context.addIssue({ code: "custom", message: issue, path: [path] });
  };
}

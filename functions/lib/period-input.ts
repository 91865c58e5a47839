import type * as z from "zod";
import { type DateWindow, dayInput } from "../../shared/contracts/dates";
import { HISTORY_PERIOD_MESSAGE, recentPeriod } from "../../shared/contracts/history-period";
import { MAX_SALES_PERIOD_DAYS, type SalesPeriod, salesPeriodProblem } from "../../shared/contracts/sales";
import { isIsoDay, todayInSaoPaulo } from "../../shared/dates";
import { InvalidInput } from "./errors";

/**
 * A period [from, to] in a request, checked by the sales period rule in the API's words: the sales reports'
 * query and the aggregation request (integration route and scheduled function) name their fields their way.
 */
export interface PeriodLabels {
  from: string;
  to: string;
}

/**
 * A day of a request's period: a real YYYY-MM-DD day within the window (shared/contracts/dates.ts). A query's
 * period may run into the future (a month not over yet), so the default is the documents' window.
 */
export const dayField = (label: string, window: DateWindow = "document") => dayInput(label, window);

/** A day a query starts from ('since'), with the route's own message for one that is not a day. */
export const sinceDayField = (label: string, invalid: string) => dayInput(label, "document", invalid);

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

/**
 * The period a list of history reads (shared/contracts/history-period.ts): the query's ends, an absent end
 * being today in São Paulo and an absent start `defaultDays` before the end; past the sales period's rule it
 * is refused with `message`.
 */
export function historyPeriod(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  defaultDays: number,
  message: string = HISTORY_PERIOD_MESSAGE,
): SalesPeriod {
  const end = query.end_date ?? todayInSaoPaulo();
  const start = query.start_date ?? recentPeriod(end, defaultDays).start;
  if (salesPeriodProblem(start, end)) throw new InvalidInput(message);
  return { start, end };
}

import type { DashboardSalesDay, SalesTrendTile } from "../../shared/contracts/dashboard";
import { salesFiguresWire } from "../../shared/contracts/sales";
import { addTotals, salesFigures } from "../../shared/formulas/sales";
import { fromCents } from "../../shared/money";
import { type DaySummary, readDaySummaries } from "../sales/read";
import { type Period, periodWire } from "./periods";
import type { TileContext } from "./tile-context";

/**
 * Sales and net margin of the last 30 days, day by day, beside the 30 days before: the rows of the daily
 * sales list (days with sales) and its footer (sums in cents, margins from the sums), from one Query of the
 * day summaries of both periods.
 */

const inPeriod = (period: Period) => (summary: DaySummary) => period.from <= summary.day && summary.day <= period.to;

function salesDay(summary: DaySummary): DashboardSalesDay {
  const figures = salesFigures(summary.totals);
  return { sale_date: summary.day, sales: fromCents(figures.sales), net_margin: figures.netMargin };
}

function periodOf(summaries: readonly DaySummary[]) {
  return {
    days: summaries.filter((summary) => summary.products > 0).map(salesDay),
    totals: salesFiguresWire(salesFigures(addTotals(summaries.map((summary) => summary.totals)))),
  };
}

export async function salesTrendTile({ tenantId, periods }: TileContext): Promise<SalesTrendTile> {
  const { current, previous } = periods;
  const summaries = await readDaySummaries(tenantId, previous.from, current.to);
  const now = periodOf(summaries.filter(inPeriod(current)));
  const before = periodOf(summaries.filter(inPeriod(previous)));
  return {
    period: periodWire(current),
    previous_period: periodWire(previous),
    days: now.days,
    previous_days: before.days,
    totals: now.totals,
    previous_totals: before.totals,
  };
}

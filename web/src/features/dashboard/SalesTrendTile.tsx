import Box from "@cloudscape-design/components/box";
import ColumnLayout from "@cloudscape-design/components/column-layout";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import { LineChart } from "../../app/charts";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { DashboardSalesDay, SalesTrendTile as SalesTrend, TileAnswer } from "../../../../shared/contracts/dashboard";
import { daysBetween } from "../../../../shared/dates";
import { formatCurrency, formatPercent } from "../../../../shared/format";
import { percentOf } from "../../../../shared/formulas/percent";
import { toCents } from "../../../../shared/money";
import { axisCurrency, axisPercent, chartDay, dayOfMonth, exactCurrency, exactPercent, shiftedDay } from "./chart-format";
import { dailySalesLink } from "./tile-links";
import { DASHBOARD_TEXT, periodText } from "./texts";
import { Tile } from "./Tile";
import { TileButton } from "./TileLink";

const TEXT = DASHBOARD_TEXT.sales;
const CHART_HEIGHT = 180;
/** Wide enough for "R$ 1.234.567,89" in large type: phones show the three figures one under the other. */
const FIGURE_MIN_WIDTH = 240;

/** "R$ 241.577,17 (+0,51%)": the previous period's figure and how much the current one moved from it. */
function versusMoney(current: number, previous: number): string {
  const change = percentOf(toCents(current) - toCents(previous), toCents(previous));
  const sign = change > 0 ? "+" : "";
  return TEXT.versus(`${formatCurrency(previous)} (${sign}${formatPercent(change)})`);
}

function Figure({ value, versus }: { value: string; versus: string }) {
  return (
    <div>
      <Box variant="awsui-value-large">{value}</Box>
      <Box variant="small" display="block" color="text-body-secondary">
        {versus}
      </Box>
    </div>
  );
}

interface TrendChartProps {
  trend: SalesTrend;
  title: string;
  figure: (day: DashboardSalesDay) => number;
  axis: (value: number) => string;
  exact: (value: number) => string;
}

/**
 * One figure of the two periods day by day; the previous period's days are drawn under the current ones they
 * line up with (30 days later), and the popover names the day each value is from.
 */
function TrendChart({ trend, title, figure, axis, exact }: TrendChartProps) {
  const shift = daysBetween(trend.previous_period.start_date, trend.period.start_date);
  const current = trend.days.map((day) => ({ x: chartDay(day.sale_date), y: figure(day) }));
  const previous = trend.previous_days.map((day) => ({ x: chartDay(day.sale_date, shift), y: figure(day) }));
  return (
    <SpaceBetween size="xs">
      <Box variant="h3" padding="n">
        {title}
      </Box>
      <LineChart
        series={[
          { title: TEXT.current, type: "line", data: current, valueFormatter: exact },
          { title: TEXT.previous, type: "line", data: previous, valueFormatter: exact },
        ]}
        xScaleType="time"
        xDomain={[chartDay(trend.period.start_date), chartDay(trend.period.end_date)]}
        xTickFormatter={dayOfMonth}
        yTickFormatter={axis}
        detailPopoverSeriesContent={({ series, x, y }) => ({
          key: `${series.title} (${dayOfMonth(series.title === TEXT.previous ? shiftedDay(x, -shift) : x)})`,
          value: exact(y),
        })}
        height={CHART_HEIGHT}
        hideFilter
        ariaLabel={`${title}: ${TEXT.current} e ${TEXT.previous}`}
        empty={<Box color="text-body-secondary">{TEXT.empty}</Box>}
      />
    </SpaceBetween>
  );
}

export function SalesTrendTile({ answer }: { answer: TileAnswer<SalesTrend> }) {
  return (
    <Tile
      title={TEXT.title}
      answer={answer}
      description={(trend) => periodText(trend.period)}
      actions={(trend) => <TileButton link={dailySalesLink(trend.period)}>{TEXT.open}</TileButton>}
    >
      {(trend) => (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            minColumnWidth={FIGURE_MIN_WIDTH}
            items={[
              {
                label: TEXT.sales,
                value: <Figure value={formatCurrency(trend.totals.sales)} versus={versusMoney(trend.totals.sales, trend.previous_totals.sales)} />,
              },
              {
                label: TEXT.netProfit,
                value: (
                  <Figure
                    value={formatCurrency(trend.totals.net_profit)}
                    versus={versusMoney(trend.totals.net_profit, trend.previous_totals.net_profit)}
                  />
                ),
              },
              {
                label: TEXT.netMargin,
                value: <Figure value={formatPercent(trend.totals.net_margin)} versus={TEXT.versus(formatPercent(trend.previous_totals.net_margin))} />,
              },
            ]}
          />
          <ColumnLayout columns={2}>
            <TrendChart trend={trend} title={TEXT.salesChart} figure={(day) => day.sales} axis={axisCurrency} exact={exactCurrency} />
            <TrendChart trend={trend} title={TEXT.marginChart} figure={(day) => day.net_margin} axis={axisPercent} exact={exactPercent} />
          </ColumnLayout>
        </SpaceBetween>
      )}
    </Tile>
  );
}

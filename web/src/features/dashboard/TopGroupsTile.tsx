import { BarChart } from "../../app/charts";
import Box from "@cloudscape-design/components/box";
import ColumnLayout from "@cloudscape-design/components/column-layout";
import Header from "@cloudscape-design/components/header";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { DashboardGroup, DashboardPeriod, TileAnswer, TopGroupsTile as TopGroups } from "../../../../shared/contracts/dashboard";
import { axisCurrency, axisPercent, exactCurrency, exactPercent } from "./chart-format";
import { groupSalesLink } from "./tile-links";
import { DASHBOARD_TEXT, periodText } from "./texts";
import { Tile } from "./Tile";
import { TileLink } from "./TileLink";

const TEXT = DASHBOARD_TEXT.groups;
/** Five bars with room for a two-line group name each. */
const CHART_HEIGHT = 220;

interface RankingProps {
  title: string;
  groups: readonly DashboardGroup[];
  figure: (group: DashboardGroup) => number;
  axis: (value: number) => string;
  exact: (value: number) => string;
  period: DashboardPeriod;
  by: "sales" | "net_margin";
  linkText: string;
}

/** One ranking as horizontal bars, the first at the top, with the group sales list sorted the same way. */
function Ranking({ title, groups, figure, axis, exact, period, by, linkText }: RankingProps) {
  return (
    <SpaceBetween size="xs">
      <Header variant="h3" actions={<TileLink link={groupSalesLink(period, by)}>{linkText}</TileLink>}>
        {title}
      </Header>
      <BarChart
        series={[{ title, type: "bar", data: groups.map((group) => ({ x: group.group_name, y: figure(group) })), valueFormatter: exact }]}
        xScaleType="categorical"
        xDomain={groups.map((group) => group.group_name)}
        yTickFormatter={axis}
        horizontalBars
        hideFilter
        hideLegend
        height={CHART_HEIGHT}
        ariaLabel={title}
        empty={<Box color="text-body-secondary">{TEXT.empty}</Box>}
      />
    </SpaceBetween>
  );
}

export function TopGroupsTile({ answer }: { answer: TileAnswer<TopGroups> }) {
  return (
    <Tile title={TEXT.title} answer={answer} description={(tile) => periodText(tile.period)}>
      {(tile) => (
        <ColumnLayout columns={2}>
          <Ranking
            title={TEXT.bySales}
            groups={tile.by_sales}
            figure={(group) => group.sales}
            axis={axisCurrency}
            exact={exactCurrency}
            period={tile.period}
            by="sales"
            linkText={TEXT.openBySales}
          />
          <Ranking
            title={TEXT.byMargin}
            groups={tile.by_net_margin}
            figure={(group) => group.net_margin}
            axis={axisPercent}
            exact={exactPercent}
            period={tile.period}
            by="net_margin"
            linkText={TEXT.openByMargin}
          />
        </ColumnLayout>
      )}
    </Tile>
  );
}

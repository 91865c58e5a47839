import { type DashboardGroup, TOP_GROUPS, type TopGroupsTile } from "../../shared/contracts/dashboard";
import { salesFigures } from "../../shared/formulas/sales";
import { fromCents } from "../../shared/money";
import { groupNameOf } from "../sales/read";
import { periodWire } from "./periods";
import type { TileContext } from "./tile-context";

/**
 * The groups with the most sales and those with the highest net margin over the last 30 days: the rows of
 * the group sales list of the period (GET /api/group_sales_by_period), sorted; a margin ranks only groups
 * that sold.
 */
export async function topGroupsTile({ periods, currentFigures }: TileContext): Promise<TopGroupsTile> {
  const figures = await currentFigures();
  const groups: DashboardGroup[] = figures.groups.map((group) => {
    const { sales, netProfit, netMargin } = salesFigures(group);
    return {
      group_id: group.groupId,
      group_name: groupNameOf(figures.groupNames, group.groupId),
      sales: fromCents(sales),
      net_profit: fromCents(netProfit),
      net_margin: netMargin,
    };
  });
  const bySales = [...groups].sort((a, b) => b.sales - a.sales || a.group_id - b.group_id);
  const byMargin = groups
    .filter((group) => group.sales > 0)
    .sort((a, b) => b.net_margin - a.net_margin || b.sales - a.sales || a.group_id - b.group_id);
  return {
    period: periodWire(periods.current),
    by_sales: bySales.slice(0, TOP_GROUPS),
    by_net_margin: byMargin.slice(0, TOP_GROUPS),
  };
}

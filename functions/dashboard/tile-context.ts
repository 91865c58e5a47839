import type { PeriodFigures } from "./period-figures";
import type { DashboardPeriods } from "./periods";

/** What every tile reads from: the tenant, the page's periods and the reads several tiles share. */
export interface TileContext {
  tenantId: string;
  periods: DashboardPeriods;
  /** The current period's product and group figures, read once for the tiles that need them. */
  currentFigures: () => Promise<PeriodFigures>;
}

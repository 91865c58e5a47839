import type { LastPricingTile } from "../../shared/contracts/dashboard";
import type { PricingRow } from "../../shared/contracts/pricing";
import { listPricingRows } from "../pricing/read";
import type { TileContext } from "./tile-context";

/** The last pricing created (the highest id), as the pricing list shows it: status, classification, totals. */
export async function lastPricingTile({ tenantId }: TileContext): Promise<LastPricingTile> {
  const rows = await listPricingRows(tenantId, "all");
  const last = rows.reduce<PricingRow | null>((found, row) => (found && found.id > row.id ? found : row), null);
  return { pricing: last };
}

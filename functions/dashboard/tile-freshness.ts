import type { FreshnessTile } from "../../shared/contracts/dashboard";
import { firstOfPartition } from "../lib/entities/support/dynamo";
import { str } from "../lib/entities/support/fields";
import { salesKeys } from "../lib/keys";
import type { TileContext } from "./tile-context";

/** The last day the nightly aggregation covered: the newest day summary ('Vendas até 22/11/2026'). */
export async function freshnessTile({ tenantId }: TileContext): Promise<FreshnessTile> {
  const newest = await firstOfPartition(salesKeys.salesDaysPartition(tenantId), { descending: true, projection: ["day"] });
  return { sales_until: newest ? str(newest, "day") : null };
}

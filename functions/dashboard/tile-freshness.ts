import * as z from "zod";
import type { FreshnessTile } from "../../shared/contracts/dashboard";
import { firstOfPartition } from "../lib/entities/support/dynamo";
import { itemReader, stored } from "../lib/entities/support/entity";
import { salesKeys } from "../lib/keys";
import type { TileContext } from "./tile-context";

/** The last day the nightly aggregation covered: the newest day summary ('Vendas até 22/11/2026'). */
/** The newest sales day's item, projected to its day. */
const readSalesDay = itemReader(z.object({ day: stored.text() }));

export async function freshnessTile({ tenantId }: TileContext): Promise<FreshnessTile> {
  const newest = await firstOfPartition(salesKeys.salesDaysPartition(tenantId), { descending: true, projection: ["day"] });
  return { sales_until: newest ? readSalesDay(newest).day : null };
}

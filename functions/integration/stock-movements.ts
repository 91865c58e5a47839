import { readStockMovements, type StockMovement } from "../lib/entities/stock-movements";
import type { ApiRequest, ApiResult } from "../lib/http";
import { parseInput } from "../lib/validate";
import { encodeCursor, FEED_PAGE_DEFAULT, feedQuery } from "./feed-cursor";

/**
 * GET /api/integration/stock_movements?after=<cursor>&limit=<n>: the feed of stock movements the back office
 * recorded, in order, for the store's systems to pull (README beside this file). The cursor is opaque to
 * them: it holds the number of the last movement handed out (lib/entities/stock-movements.ts explains why
 * numbers make a feed that never skips nor repeats while writes go on).
 */

/** A movement as the feed sends it: a use/loss movement names its operation, an inventory's its inventory. */
export type StockMovementRow = {
  sequence: number;
  product_id: number;
  quantity: number;
  reason: string;
  date: string;
  recorded_at: string;
} & ({ operation_id: number } | { inventory_id: number });

export interface StockMovementFeedPage {
  movements: StockMovementRow[];
  /** Where the next call resumes (also when nothing came: the same cursor). */
  next_cursor: string;
  /** More movements were already recorded: call again at once. */
  has_more: boolean;
}

const CURSOR_TAG = "sm1";
const query = feedQuery(CURSOR_TAG);

function movementRow(movement: StockMovement): StockMovementRow {
  return {
    sequence: movement.sequence,
    product_id: movement.productId,
    quantity: movement.quantity,
    reason: movement.reason,
    ...(movement.reason === "inventory" ? { inventory_id: movement.inventoryId } : { operation_id: movement.operationId }),
    date: movement.date,
    recorded_at: movement.recordedAt,
  };
}

export async function stockMovementsRoute(request: ApiRequest): Promise<ApiResult> {
  const { after, limit } = parseInput(query, request.query);
  const page = await readStockMovements(request.tenantId, after ?? 0, limit ?? FEED_PAGE_DEFAULT);
  const answer: StockMovementFeedPage = {
    movements: page.movements.map(movementRow),
    next_cursor: encodeCursor(CURSOR_TAG, page.through),
    has_more: page.through < page.last,
  };
  return { data: answer };
}

import { readStockMovements, type StockMovement } from "../lib/entities/stock-movements";
import { feedRoute } from "./feed-cursor";

/**
 * GET /api/integration/stock_movements?after=<cursor>&limit=<n>: the feed of stock movements the back office
 * recorded, in order, for the store's systems to pull (README beside this file). The cursor is opaque to
 * them: it holds the number of the last movement handed out (lib/entities/support/numbered-feed.ts explains
 * why numbers make a feed that never skips nor repeats while writes go on).
 */

/**
 * A movement as the feed sends it: a use/loss movement names its operation, an inventory's its inventory, an
 * NF-e entry's (and its reversal's) the entry, the entry item and the note's access key.
 */
export type StockMovementRow = {
  sequence: number;
  product_id: number;
  quantity: number;
  reason: string;
  date: string;
  recorded_at: string;
} & ({ operation_id: number } | { inventory_id: number } | { entry_id: number; entry_item_id: number; access_key: string });

function sourceFields(movement: StockMovement) {
  switch (movement.reason) {
    case "inventory":
      return { inventory_id: movement.inventoryId };
    case "entry":
    case "entry_reversal":
      return { entry_id: movement.entryId, entry_item_id: movement.entryItemId, access_key: movement.accessKey };
    default:
      return { operation_id: movement.operationId };
  }
}

/** The answer: `movements`, `next_cursor`, `has_more` (feed-cursor.ts). */
export interface StockMovementFeedPage {
  movements: StockMovementRow[];
  next_cursor: string;
  has_more: boolean;
}

function movementRow(movement: StockMovement): StockMovementRow {
  return {
    sequence: movement.sequence,
    product_id: movement.productId,
    quantity: movement.quantity,
    reason: movement.reason,
    ...sourceFields(movement),
    date: movement.date,
    recorded_at: movement.recordedAt,
  };
}

export const stockMovementsRoute = feedRoute({ tag: "sm1", field: "movements", read: readStockMovements, row: movementRow });

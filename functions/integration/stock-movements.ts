import * as z from "zod";
import { readStockMovements, type StockMovement } from "../lib/entities/stock-movements";
import type { ApiRequest, ApiResult } from "../lib/http";
import { parseInput } from "../lib/validate";

/**
 * GET /api/integration/stock_movements?after=<cursor>&limit=<n>: the feed of stock movements the back office
 * recorded, in order, for the store's systems to pull (README beside this file). The cursor is opaque to
 * them: it holds the number of the last movement handed out (lib/entities/stock-movements.ts explains why
 * numbers make a feed that never skips nor repeats while writes go on).
 */

/** A movement as the feed sends it. */
export interface StockMovementRow {
  sequence: number;
  product_id: number;
  quantity: number;
  reason: string;
  operation_id: number;
  date: string;
  recorded_at: string;
}

export interface StockMovementFeedPage {
  movements: StockMovementRow[];
  /** Where the next call resumes (also when nothing came: the same cursor). */
  next_cursor: string;
  /** More movements were already recorded: call again at once. */
  has_more: boolean;
}

const FEED_PAGE_DEFAULT = 500;
const FEED_PAGE_MAX = 1000;

const CURSOR_PREFIX = "sm1:";
const CURSOR_MESSAGE = "Cursor inválido: envie em 'after' o next_cursor da resposta anterior (ou nada, para começar do início).";
const LIMIT_MESSAGE = `'limit' inválido: use um número de 1 a ${FEED_PAGE_MAX}.`;

function encodeCursor(sequence: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${sequence}`, "utf8").toString("base64url");
}

/** The movement number in a cursor, or undefined when the text is not a cursor this API gave. */
function decodeCursor(cursor: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(CURSOR_PREFIX)) return undefined;
  const digits = text.slice(CURSOR_PREFIX.length);
  if (!/^(0|[1-9][0-9]{0,14})$/.test(digits)) return undefined;
  return Number(digits);
}

const feedQuery = z.object({
  after: z
    .string({ error: CURSOR_MESSAGE })
    .transform((cursor, context) => {
      const sequence = decodeCursor(cursor);
      if (sequence !== undefined) return sequence;
      context.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    })
    .optional(),
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^[1-9][0-9]{0,3}$/, { error: LIMIT_MESSAGE })
    .transform(Number)
    .pipe(z.number().max(FEED_PAGE_MAX, { error: LIMIT_MESSAGE }))
    .optional(),
});

function movementRow(movement: StockMovement): StockMovementRow {
  return {
    sequence: movement.sequence,
    product_id: movement.productId,
    quantity: movement.quantity,
    reason: movement.reason,
    operation_id: movement.operationId,
    date: movement.date,
    recorded_at: movement.recordedAt,
  };
}

export async function stockMovementsRoute(request: ApiRequest): Promise<ApiResult> {
  const query = parseInput(feedQuery, request.query);
  const page = await readStockMovements(request.tenantId, query.after ?? 0, query.limit ?? FEED_PAGE_DEFAULT);
  const answer: StockMovementFeedPage = {
    movements: page.movements.map(movementRow),
    next_cursor: encodeCursor(page.through),
    has_more: page.through < page.last,
  };
  return { data: answer };
}

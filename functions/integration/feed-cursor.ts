import * as z from "zod";
import type { FeedPage, Numbered } from "../lib/entities/support/numbered-feed";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { parseInput } from "../lib/request/validate";

/**
 * The cursor paging of the integration's feeds (stock movements, price changes): `after` carries an opaque
 * cursor holding the number of the last entry handed out, tagged with its feed (a cursor of one feed is not
 * read by another), and `limit` a page size.
 */

export const FEED_PAGE_DEFAULT = 500;
const FEED_PAGE_MAX = 1000;

const CURSOR_MESSAGE = "Cursor inválido: envie em 'after' o next_cursor da resposta anterior (ou nada, para começar do início).";
const LIMIT_MESSAGE = `'limit' inválido: use um número de 1 a ${FEED_PAGE_MAX}.`;

/** A feed's cursor tag, e.g. "sm1" (stock movements, format 1). */
export function encodeCursor(tag: string, sequence: number): string {
  return Buffer.from(`${tag}:${sequence}`, "utf8").toString("base64url");
}

/** The entry number in a cursor, or undefined when the text is not a cursor this feed gave. */
function decodeCursor(tag: string, cursor: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  if (!text.startsWith(`${tag}:`)) return undefined;
  const digits = text.slice(tag.length + 1);
  if (!/^(0|[1-9][0-9]{0,14})$/.test(digits)) return undefined;
  return Number(digits);
}

/** ?after=<cursor>&limit=<n> of a feed, both optional: { after?: number, limit?: number }. */
export function feedQuery(tag: string) {
  return z.object({
    after: z
      .string({ error: CURSOR_MESSAGE })
      .transform((cursor, context) => {
        const sequence = decodeCursor(tag, cursor);
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
}

/** One feed of the integration: its cursor tag, the answer's list field, how it is read and sent. */
export interface FeedRoute<E, Row> {
  tag: string;
  field: string;
  read: (tenantId: string, after: number, limit: number) => Promise<FeedPage<E>>;
  row: (entry: Numbered<E>) => Row;
}

/**
 * The GET handler of a feed: `{ <field>: rows, next_cursor, has_more }`. `next_cursor` is where the next call
 * resumes (the same cursor when nothing came); `has_more` says more entries were already recorded.
 */
export function feedRoute<E, Row>(feed: FeedRoute<E, Row>): (request: ApiRequest) => Promise<ApiResult> {
  const query = feedQuery(feed.tag);
  return async (request) => {
    const { after, limit } = parseInput(query, request.query);
    const page = await feed.read(request.tenantId, after ?? 0, limit ?? FEED_PAGE_DEFAULT);
    return {
      data: { [feed.field]: page.entries.map(feed.row), next_cursor: encodeCursor(feed.tag, page.through), has_more: page.through < page.last },
    };
  };
}

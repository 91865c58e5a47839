import * as z from "zod";
import { defaultEntriesSince } from "../../shared/dates";
import { listEntryItemsOfProduct } from "../lib/entities/entries";
import { getQuote, listQuoteParticipants } from "./storage/price-quotes";
import { NotFound } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { sinceDayField } from "../lib/period-input";
import { idQueryParam, parseId, parseInput } from "../lib/request/validate";
import { lastEntryRow, participantRow, priceQuoteRow } from "./wire";

export async function priceQuote(request: ApiRequest): Promise<ApiResult> {
  const id = parseId(request.params.id);
  const quote = await getQuote(request.tenantId, id);
  if (!quote) throw new NotFound(`Cotação ${id} não encontrada.`);
  return { data: priceQuoteRow(quote) };
}

const participantsQuery = z.object({ price_quote_id: idQueryParam("price_quote_id"), product_id: idQueryParam("product_id") });

/** GET /price_quote/item_participants: the suppliers who quoted a product in a quote, with their unit cost. */
export async function quoteItemParticipants(request: ApiRequest): Promise<ApiResult> {
  const query = parseInput(participantsQuery, request.query);
  const participants = await listQuoteParticipants(request.tenantId, query.price_quote_id, query.product_id);
  return { data: participants.map(participantRow) };
}

const lastEntriesQuery = z.object({
  product_id: idQueryParam("product_id"),
  entries_since: sinceDayField("Data Inicial", "Data inicial inválida: use AAAA-MM-DD.").optional(),
});

/** GET /product_entries/item_last_entries: a product's entry items since a day (default 365 days back), newest first. */
export async function productLastEntries(request: ApiRequest): Promise<ApiResult> {
  const query = parseInput(lastEntriesQuery, request.query);
  const since = query.entries_since ?? defaultEntriesSince();
  const items = await listEntryItemsOfProduct(request.tenantId, query.product_id, since);
  return { data: items.map(lastEntryRow) };
}

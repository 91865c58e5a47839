import * as z from "zod";
import { InvalidInput, NotFound } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { INGEST_KINDS, isIngestKind } from "./kinds";

export const MAX_ITEMS_PER_CALL = 1000;

const ITEMS_MESSAGE = "Envie os registros no campo 'items' (uma lista).";
const batchSchema = z.object(
  {
    items: z
      .array(z.unknown(), { error: ITEMS_MESSAGE })
      .max(MAX_ITEMS_PER_CALL, { error: `Envie no máximo ${MAX_ITEMS_PER_CALL} itens por chamada.` }),
  },
  { error: ITEMS_MESSAGE },
);

/**
 * POST /api/integration/{kind} with { "items": [...] }: batched idempotent upserts of the store's records,
 * keyed by the source's ids. Every item is validated before anything is written.
 */
export async function upsertBatch(request: ApiRequest): Promise<ApiResult> {
  const kind = request.params.kind;
  if (!isIngestKind(kind)) {
    throw new NotFound(`Tipo de registro desconhecido: '${kind ?? ""}'. Use um destes: ${Object.keys(INGEST_KINDS).join(", ")}.`);
  }
  const parsed = batchSchema.safeParse(request.body);
  if (!parsed.success) throw new InvalidInput(parsed.error.issues[0]?.message ?? ITEMS_MESSAGE);
  const { items } = parsed.data;
  await INGEST_KINDS[kind](request.tenantId, items);
  return { data: { kind, received: items.length } };
}

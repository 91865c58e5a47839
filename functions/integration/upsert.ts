import { DomainError } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/http";

/** POST /api/integration/{kind}: batched idempotent upserts of source records (being built). */
export async function upsertBatch(_request: ApiRequest): Promise<ApiResult> {
  throw new DomainError(501, "Integração ainda não disponível.");
}

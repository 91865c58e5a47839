import { DomainError } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/http";

/** POST /api/integration/aggregate: (re)aggregates a range of days (being built). */
export async function aggregateRoute(_request: ApiRequest): Promise<ApiResult> {
  throw new DomainError(501, "Agregação ainda não disponível.");
}

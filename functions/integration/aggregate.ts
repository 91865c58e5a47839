import { daysBetween } from "../../shared/dates";
import { triggerAggregation } from "../lib/aggregation-trigger";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { parseInput } from "../lib/request/validate";
import { aggregationRequest, runAggregationRequest } from "../sales/intake";

/**
 * POST /api/integration/aggregate { from, to }: (re)aggregates a range of days of the caller's tenant. Locally
 * it runs before answering (200); in AWS the aggregation function is invoked asynchronously (202).
 */
export async function aggregateRoute(request: ApiRequest): Promise<ApiResult> {
  const { from, to } = parseInput(aggregationRequest, request.body);
  const outcome = await triggerAggregation({ tenantId: request.tenantId, from, to }, runAggregationRequest);
  return { status: outcome === "queued" ? 202 : 200, data: { from, to, days: daysBetween(from, to) + 1 } };
}

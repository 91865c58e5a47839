import { yesterdayInSaoPaulo } from "../../shared/dates";
import type { AggregationRequest } from "../lib/aggregation-trigger";
import { listDirtyDays } from "../lib/entities/sale-lines";
import { listTenants } from "../lib/entities/tenants";
import { log } from "../lib/log";
import { aggregateDayList, runAggregationRequest } from "./figures/aggregation";
import { aggregationRequest } from "./figures/aggregation-request";
import { prepareDefaultPeriodAnswers } from "./figures/period-answers";

export interface NightlyResult {
  tenants: number;
  aggregatedDays: number;
  failedTenants: string[];
}

/**
 * The nightly aggregation (03:00 America/Sao_Paulo): for every tenant, yesterday and every day marked dirty
 * (late lines); the aggregation clears the marks it covered; then the answers the sales screens open on are
 * prepared. A failing tenant does not stop the others; the run fails at the end so the scheduler retries
 * (re-aggregating is idempotent).
 */
export async function runNightlyAggregation(now: Date = new Date()): Promise<NightlyResult> {
  const yesterday = yesterdayInSaoPaulo(now);
  const result: NightlyResult = { tenants: 0, aggregatedDays: 0, failedTenants: [] };
  for (const tenantId of await listTenants()) {
    result.tenants += 1;
    try {
      const dirty = await listDirtyDays(tenantId);
      const { days } = await aggregateDayList(tenantId, [yesterday, ...dirty.map((mark) => mark.date)]);
      result.aggregatedDays += days;
      await prepareDefaultPeriodAnswers(tenantId, now).catch((error: unknown) => {
        // The screens build them on their first read instead.
        log.warn("default sales answers not prepared", { tenantId, error: error instanceof Error ? error.message : String(error) });
      });
    } catch (error) {
      result.failedTenants.push(tenantId);
      log.error("nightly aggregation failed", { tenantId, error });
    }
  }
  if (result.failedTenants.length) throw new Error(`Agregação noturna falhou para: ${result.failedTenants.join(", ")}`);
  return result;
}

/** An explicit range ({ tenantId, from, to }, from the integration route), or undefined for the nightly run. */
export function rangeRequest(event: unknown): AggregationRequest | undefined {
  if (typeof event !== "object" || event === null || !("tenantId" in event)) return undefined;
  const { tenantId } = event;
  if (typeof tenantId !== "string" || tenantId === "") throw new Error("Pedido de agregação sem tenantId.");
  const parsed = aggregationRequest.safeParse(event);
  if (!parsed.success) throw new Error(`Pedido de agregação inválido: ${parsed.error.issues[0]?.message ?? ""}`);
  return { tenantId, ...parsed.data };
}

/** Lambda entry: the scheduler's nightly event, or an asynchronous { tenantId, from, to } request. */
export async function handler(event: unknown): Promise<NightlyResult | { tenantId: string; aggregatedDays: number }> {
  const request = rangeRequest(event);
  if (!request) return runNightlyAggregation();
  const { days } = await runAggregationRequest(request);
  return { tenantId: request.tenantId, aggregatedDays: days };
}

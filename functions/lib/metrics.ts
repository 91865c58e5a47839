import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import { type BusinessEvent, METRICS_NAMESPACE, SERVICE_NAME } from "../plan/telemetry";
import { currentRequest } from "./request-scope";

/**
 * Business events as CloudWatch metrics, through Powertools Metrics (embedded metric format: a JSON line in the
 * function's log that CloudWatch turns into metrics, no API call). Counted during a request, they are
 * published together when it ends (functions/lib/request/observe.ts); outside a request (a job's task) at once.
 *
 * Published only where CloudWatch reads them: in Lambda, or anywhere POWERTOOLS_METRICS_DISABLED=false asks
 * for them. The local runtime and the tests print nothing (the request's log line names what it counted);
 * POWERTOOLS_METRICS_DISABLED=true turns them off in Lambda too.
 */
export function countEvent(name: BusinessEvent, by = 1): void {
  const scope = currentRequest();
  if (scope) scope.counts.set(name, (scope.counts.get(name) ?? 0) + by);
  else publishCounts(new Map([[name, by]]), {});
}

function metricsWanted(): boolean {
  const disabled = process.env.POWERTOOLS_METRICS_DISABLED?.trim().toLowerCase();
  if (disabled !== undefined && disabled !== "") return !["1", "true", "on", "yes", "y"].includes(disabled);
  return Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
}

/**
 * One EMF line with every count, dimension `service`, and `metadata` (request and tenant ids) kept on the line
 * for Logs Insights without becoming dimensions (a tenant dimension would make a metric per company).
 * A Metrics per publication: requests served side by side (the local runtime) never share its store.
 */
export function publishCounts(counts: ReadonlyMap<BusinessEvent, number>, metadata: Record<string, string>): void {
  if (counts.size === 0 || !metricsWanted()) return;
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });
  for (const [name, count] of counts) metrics.addMetric(name, MetricUnit.Count, count);
  for (const [key, value] of Object.entries(metadata)) metrics.addMetadata(key, value);
  metrics.publishStoredMetrics();
}

import { AsyncLocalStorage } from "node:async_hooks";
import type { BusinessEvent } from "../plan/telemetry";

/**
 * What is known about the request being served, for every log line written while it runs and for the events
 * it counts. Kept per async context, not on the logger: the local runtime serves many requests at once in one
 * process (in Lambda one at a time), and one request's fields must never land on another's lines.
 */
export interface RequestScope {
  requestId: string;
  /** Known once the caller is resolved (session, host or integration key). */
  tenantId?: string;
  /** The route table's path template (`/api/use_and_loss/{id}/writeoff`), once a route matched. */
  route?: string;
  /** Business events counted while the request ran, published as metrics at its end. */
  counts: Map<BusinessEvent, number>;
  /** Set once the request answered: work it started that goes on (a local job) is no longer its own. */
  ended: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

/** The request being served, if any and still running. */
export function currentRequest(): RequestScope | undefined {
  const scope = scopes.getStore();
  return scope && !scope.ended ? scope : undefined;
}

/** Runs work that outlives the request that started it (a job run in-process) outside that request. */
export function outsideRequest<T>(work: () => T): T {
  return scopes.exit(work);
}

/** The scope's fields as log attributes: on every line the request writes. */
export function requestFields(scope: RequestScope): Record<string, string> {
  return {
    request_id: scope.requestId,
    ...(scope.tenantId ? { tenant_id: scope.tenantId } : {}),
    ...(scope.route ? { route: scope.route } : {}),
  };
}

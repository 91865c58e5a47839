import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";

/**
 * When a transaction is refused, tells which of its items failed their condition,
 * so each invariant can answer with its own message.
 */
export function failedConditions(error: unknown): number[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reasons = error.CancellationReasons ?? [];
  const failed = reasons.flatMap((reason, index) => (reason.Code === "ConditionalCheckFailed" ? [index] : []));
  return failed.length ? failed : undefined;
}

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string })?.name === "ConditionalCheckFailedException";
}

export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  return (error.CancellationReasons ?? []).some((reason) => reason.Code === "TransactionConflict");
}

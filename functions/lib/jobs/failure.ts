import { DomainError } from "../errors";

/**
 * Why a job failed, as the user reads it. A task that refuses for a reason the user can act on (the order to
 * print no longer exists) fails with a JobRefused carrying that pt-BR reason; the failure recorder stores it
 * and the job's status answer shows it. Any other error is a fault: stored as JOB_FAULT_MESSAGE, its details
 * only logged.
 */
export const JOB_FAULT_MESSAGE = "Falha ao executar a tarefa.";

/**
 * The error's name as both runtimes hand it to the failure recorder (Step Functions' `Error`, the local
 * runner's error.name). A literal, because the minified Lambda bundles rename classes.
 */
const JOB_REFUSED = "JobRefused";

export class JobRefused extends Error {
  override readonly name = JOB_REFUSED;
}

/** A task's domain refusal (not found, invalid...) as a JobRefused with the same message; any other error as it is. */
export function asJobFailure(error: unknown): unknown {
  return error instanceof DomainError ? new JobRefused(error.message, { cause: error }) : error;
}

/** A task error as the state machine's catch hands it over: its name, and its message (JSON from a Lambda). */
export interface TaskError {
  Error?: string;
  Cause?: string;
}

/** A Lambda's error reaches the catch as JSON ({"errorMessage": ...}); the local runner passes the message as is. */
function messageOf(cause: string): string {
  try {
    const parsed: unknown = JSON.parse(cause);
    if (typeof parsed === "object" && parsed !== null && "errorMessage" in parsed && typeof parsed.errorMessage === "string") {
      return parsed.errorMessage;
    }
  } catch {
    // Not JSON: the message itself.
  }
  return cause;
}

/** What to store as the failed job's error: the refusal's reason, or the fault message. */
export function jobFailureMessage(error: TaskError | undefined): string {
  if (error?.Error !== JOB_REFUSED || !error.Cause) return JOB_FAULT_MESSAGE;
  return messageOf(error.Cause) || JOB_FAULT_MESSAGE;
}

/** The reason a failed job gives the user; undefined when it failed by a fault (or did not fail). */
export function refusalReason(job: { status: string; error?: string }): string | undefined {
  return job.status === "failed" && job.error && job.error !== JOB_FAULT_MESSAGE ? job.error : undefined;
}

/**
 * What the functions report about themselves, named once: the service their log lines carry, the CloudWatch
 * namespace of their metrics (embedded metric format, functions/lib/metrics.ts), and the business events they
 * count. The stack's alarms and dashboard read the same names.
 */
export const SERVICE_NAME = "backoffice";
export const METRICS_NAMESPACE = "BackOffice";

/** The business events counted, each a metric of unit Count in METRICS_NAMESPACE (dimension: service). */
export const BUSINESS_EVENTS = [
  "SignIn",
  "SignInFailed",
  "WriteOffRegistered",
  "CountRegistered",
  "NfeImported",
  "NfeToReview",
  "NfeRefused",
  "JobFinished",
  "JobFailed",
] as const;

export type BusinessEvent = (typeof BUSINESS_EVENTS)[number];

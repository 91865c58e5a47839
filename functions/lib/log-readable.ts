/**
 * A log line as a person reads it in a terminal (the local runtime, POWERTOOLS_DEV): one line, time and level
 * first, an error's stack on the lines under it. In Lambda the same attributes go out as one JSON line.
 */

/** The message of the line written at the end of every API request (functions/lib/request/observe.ts). */
export const REQUEST_MESSAGE = "request";

/** Attributes the terminal does without: the same on every line, or shown in the line's head. */
const LEFT_OUT = new Set(["level", "message", "timestamp", "service", "sampling_rate", "xray_trace_id"]);
/** Shown in a request line's summary rather than as `name=value`. */
const REQUEST_SUMMARY = new Set(["method", "route", "status", "latency_ms", "cold_start", "events"]);

function clockTime(timestamp: unknown): string {
  const date = new Date(typeof timestamp === "string" ? timestamp : Date.now());
  return Number.isNaN(date.getTime()) ? "--:--:--" : date.toTimeString().slice(0, 8);
}

function shown(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === "string") return /[\s"=]/.test(value) || value === "" ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/** `POST /api/login 200 84 ms cold SignIn` */
function requestSummary(attributes: Record<string, unknown>): string {
  const route = typeof attributes.route === "string" ? attributes.route : "(no route)";
  const parts = [String(attributes.method ?? ""), route, String(attributes.status ?? ""), `${String(attributes.latency_ms ?? "?")} ms`];
  if (attributes.cold_start === true) parts.push("cold");
  const events = attributes.events;
  if (events && typeof events === "object") {
    for (const [name, count] of Object.entries(events)) parts.push(count === 1 ? name : `${name}×${String(count)}`);
  }
  return parts.join(" ");
}

function stackOf(value: unknown): string | undefined {
  if (value instanceof Error) return value.stack;
  return undefined;
}

export function readableLine(attributes: Record<string, unknown>): string {
  const isRequest = attributes.message === REQUEST_MESSAGE;
  const summary = isRequest ? requestSummary(attributes) : String(attributes.message ?? "");
  const head = `${clockTime(attributes.timestamp)} ${String(attributes.level ?? "").padEnd(5)} ${summary}`;
  const fields: string[] = [];
  const stacks: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (LEFT_OUT.has(name) || (isRequest && REQUEST_SUMMARY.has(name))) continue;
    // A request id is a long UUID: its start is enough to find the request's other lines.
    fields.push(`${name}=${name === "request_id" && typeof value === "string" ? value.slice(0, 8) : shown(value)}`);
    const stack = stackOf(value);
    // The stack's first line repeats the name and message shown above.
    if (stack) stacks.push(...stack.split("\n").slice(1).map((line) => `    ${line.trim()}`));
  }
  return [[head, ...fields].join("  "), ...stacks].join("\n");
}

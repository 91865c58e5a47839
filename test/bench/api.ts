import { type CallOptions, type RouteAnswer, sendToRoute } from "../support/api";

/** What a browser sends: the handler compresses large answers, as it would for the web app. */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };

/** A route called through its real Lambda handler as the web app would call it (test/support/api.ts). */
export function callRoute(method: string, pathAndQuery: string, options: Omit<CallOptions, "host"> = {}): Promise<RouteAnswer> {
  return sendToRoute(method, pathAndQuery, { ...options, headers: { ...BROWSER_ENCODINGS, ...options.headers } });
}

// @vitest-environment jsdom
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../../../web/src/router";
import { encodeSalesPeriod } from "../../../web/src/app/sales-period";
import { defaultIcmsPeriod } from "../../../web/src/features/use_and_loss/icms-period";

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ["/"] }) });

function match(pathname: string) {
  const matches = router.matchRoutes(pathname, {});
  const leaf = matches.at(-1);
  return {
    routeId: leaf?.routeId,
    params: leaf?.params,
    notFound: matches.some((m) => m.paramsError !== undefined) || leaf?.routeId === "__root__",
  };
}

const MARCH = encodeSalesPeriod({ start: "2026-03-01", end: "2026-03-31" });

describe("the ICMS reversal routes beside the operations' /use_and_loss/:operation/:status", () => {
  it("opens the list of a period, and the month so far without one", () => {
    expect(match(`/use_and_loss/icms_reversal/${MARCH}`)).toMatchObject({
      routeId: "/_auth/_section/use_and_loss/icms_reversal/$period",
      params: { period: { start: "2026-03-01", end: "2026-03-31" } },
      notFound: false,
    });
    expect(match("/use_and_loss/icms_reversal").routeId).toBe("/_auth/_section/use_and_loss/icms_reversal");
  });

  it("leaves the operations' routes as they were", () => {
    expect(match("/use_and_loss/loss").params).toMatchObject({ operation: "loss" });
    expect(match("/use_and_loss/use/closed").routeId).toBe("/_auth/_section/use_and_loss/$operation/{-$status}");
  });

  it("a period that does not decode, or ends before it starts, is not found", () => {
    expect(match("/use_and_loss/icms_reversal/not-a-period").notFound).toBe(true);
    expect(match(`/use_and_loss/icms_reversal/${encodeSalesPeriod({ start: "2026-03-31", end: "2026-03-01" })}`).notFound).toBe(true);
  });

  it("defaults to the São Paulo month so far", () => {
    // 00:30 UTC on April 1st is still March 31st in São Paulo.
    expect(defaultIcmsPeriod(new Date("2026-04-01T00:30:00Z"))).toEqual({ start: "2026-03-01", end: "2026-03-31" });
    expect(defaultIcmsPeriod(new Date("2026-04-15T15:00:00Z"))).toEqual({ start: "2026-04-01", end: "2026-04-15" });
  });
});

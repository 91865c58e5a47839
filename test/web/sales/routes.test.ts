// @vitest-environment jsdom
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../../../web/src/router";
import { dailyPeriodOf, daySearch, daySearchSchema } from "../../../web/src/features/sales/route-params";

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ["/"] }) });

function leaf(pathname: string) {
  const matches = router.matchRoutes(pathname, {});
  const last = matches.at(-1);
  return {
    params: last?.params,
    notFound: matches.some((m) => m.paramsError !== undefined) || last?.routeId === "__root__",
  };
}

const OCTOBER = { start: "2026-10-01", end: "2026-10-30" };
const GROUP = { groupId: 7, groupName: "AÇOUGUE / FRIOS" };

describe("sales routes (spec §2.2)", () => {
  it("decode their base64 parameters", () => {
    expect(leaf(`/group_sales/${btoa("2026-10-01,2026-10-30")}`).params).toMatchObject({ period: OCTOBER });
    expect(leaf(`/daily_sale/${btoa("2026-10-05")}/MTJ8QkVCSURBUw==/products`).params).toMatchObject({
      salesDate: "2026-10-05",
      groupId: { groupId: 12, groupName: "BEBIDAS" },
    });
  });

  it("write them as base64 in links, and read them back", () => {
    const href = router.buildLocation({ to: "/group_sales/$period/$groupId", params: { period: OCTOBER, groupId: GROUP } }).href;
    expect(href).toMatch(/^\/group_sales\/[^/]+\/[^/]+$/);
    expect(leaf(href).params).toMatchObject({ period: OCTOBER, groupId: GROUP });
    const dayHref = router.buildLocation({ to: "/daily_sale/$salesDate/groups", params: { salesDate: "2026-10-05" } }).href;
    expect(dayHref).toBe(`/daily_sale/${btoa("2026-10-05")}/groups`);
  });

  it("carry the daily list's period on a day's screens in ?period=, and drop one that does not decode", () => {
    const href = router.buildLocation({
      to: "/daily_sale/$salesDate/groups",
      params: { salesDate: "2026-10-05" },
      search: daySearch(OCTOBER),
    }).href;
    expect(href).toBe(`/daily_sale/${btoa("2026-10-05")}/groups?period=${encodeURIComponent(btoa("2026-10-01,2026-10-30"))}`);
    const search = daySearchSchema.parse({ period: btoa("2026-10-01,2026-10-30") });
    expect(dailyPeriodOf(search)).toEqual(OCTOBER);
    expect(daySearchSchema.parse({ period: btoa("2026-10-30,2026-10-01") })).toEqual({});
    expect(daySearchSchema.parse({ period: 7 })).toEqual({});
    expect(dailyPeriodOf(daySearchSchema.parse({}))).toBeUndefined();
  });

  it.each([
    `/daily_sales/${btoa("2026-10-30,2026-10-01")}`,
    "/product_sales/bm90LWEtcGVyaW9k",
    `/group_sales/${btoa("2026-10-01,2026-10-30")}/${btoa("BEBIDAS")}`,
    `/daily_sale/${btoa("2026-02-30")}/groups`,
    `/daily_sale/${btoa("2026-10-05")}/@@/products`,
  ])("%s is not found", (pathname) => {
    expect(leaf(pathname).notFound).toBe(true);
  });
});

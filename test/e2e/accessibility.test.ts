import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PRICING_CLASS_VIEWS } from "../../shared/contracts/pricing";
import { ORDER_STATUS_FILTERS } from "../../shared/contracts/purchasing";
import { USE_LOSS_OPERATION_FILTERS } from "../../shared/contracts/use-and-loss";
import { LIST_TEXT } from "../../web/src/lists/i18n";
import { encodeReportData } from "../../web/src/features/reports/report-param";
import { defaultSalesPeriod, encodeSalesDate, encodeSalesGroup, encodeSalesPeriod } from "../../web/src/features/sales/period";
import { DESKTOP, PHONE } from "./pages/browser";
import { useE2e } from "./pages/e2e";
import { LoginPage } from "./pages/login-page";
import { appScreens, type Screen, screenPath } from "./pages/screens";

/** What the suite refuses: axe's two highest impacts. */
const REFUSED_IMPACTS = new Set(["critical", "serious"]);

const e2e = useE2e();
const screens = appScreens();
let parameterValues: Record<string, (pattern: string) => string>;

beforeAll(async () => {
  const reader = await e2e.open({ signedIn: true });
  const read = async <T>(path: string): Promise<T[]> => {
    const answer = await reader.request.get(e2e.url(path));
    return ((await answer.json()) as { data: T[] }).data;
  };
  const period = defaultSalesPeriod(new Date());
  const periodQuery = `start_date=${period.start}&end_date=${period.end}`;
  const [orders, days, groups] = await Promise.all([
    read<{ id: number }>("/api/purchase_orders"),
    read<{ sale_date: string }>(`/api/daily_sales?${periodQuery}`),
    read<{ group_id: number; group_name: string }>(`/api/group_sales_by_period?${periodQuery}`),
  ]);
  const [order] = orders;
  const [day] = days;
  const [group] = groups;
  if (!order || !day || !group) throw new Error("A loja de demonstração não tem pedidos, vendas ou grupos.");
  const salesDay = day.sale_date.slice(0, 10) as Parameters<typeof encodeSalesDate>[0];
  // Inventories and pricing have no API yet: their screens show the id they are given.
  parameterValues = {
    pOrderId: () => String(order.id),
    status: () => ORDER_STATUS_FILTERS[0],
    period: () => encodeSalesPeriod(period),
    salesDate: () => encodeSalesDate(salesDay),
    groupId: (pattern) =>
      pattern.startsWith("/pricing") ? "1" : encodeSalesGroup({ groupId: group.group_id, groupName: group.group_name }),
    pricingId: () => "1",
    pClass: () => PRICING_CLASS_VIEWS[0],
    inventoryId: () => "1",
    operation: () => USE_LOSS_OPERATION_FILTERS[0],
    report: () => "purchase_orders",
    data: () => encodeReportData({ report: "purchase_order", id: order.id }),
  };
});

function pathOf(screen: Screen): string {
  return screenPath(screen.pattern, (name, pattern) => {
    // Optional parameters ("{-$status}") are left out: the screen without them is the one a link opens.
    if (pattern.includes(`{-$${name}}`) && name !== "data") return undefined;
    return parameterValues[name]?.(pattern);
  });
}

/** Waits until the screen has drawn what it loads: no pending route, no list still loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator(".app-pending").waitFor({ state: "detached" });
  await page.getByText(LIST_TEXT.loading).first().waitFor({ state: "hidden" });
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function refusedViolations(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? "",
      nodes: violation.nodes.map((node) => node.target.join(" ") + (process.env.A11Y_DEBUG ? node.failureSummary + node.html : "")),
    }));
}

async function auditScreens(page: Page, paths: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    const t0 = Date.now();
    await page.goto(e2e.url(path));
    await settle(page);
    const t1 = Date.now();
    findings.push(...(await refusedViolations(page, path)));
    if (process.env.A11Y_DEBUG) console.log("TIMING", path, t1 - t0, Date.now() - t1);
  }
  return findings;
}

async function signedInPage(username: string, viewport: typeof DESKTOP): Promise<Page> {
  const page = await e2e.open({ viewport });
  const login = await new LoginPage(page, e2e.baseUrl).open();
  await login.signIn(username, username);
  await page.waitForURL(e2e.url("/"));
  return page;
}

const VIEWPORTS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
];

describe.each(VIEWPORTS)("accessibility at $name width", ({ viewport }) => {
  it("finds no critical or serious violation on the sign-in screen", async () => {
    const page = await e2e.open({ viewport });
    const paths = screens.filter((screen) => screen.audience === "anonymous").map(pathOf);
    expect(paths.length).toBeGreaterThan(0);
    expect(await auditScreens(page, paths)).toEqual([]);
  });

  it("finds none on any screen an administrator opens", async () => {
    const page = await signedInPage("admin", viewport);
    const paths = screens.filter((screen) => screen.audience === "signedIn").map(pathOf);
    expect(await auditScreens(page, paths)).toEqual([]);
  }, 240_000);

  it("finds none on the screens a standard user opens, nor on the refusal of an admin-only one", async () => {
    const page = await signedInPage("operador", viewport);
    const signedIn = screens.filter((screen) => screen.audience === "signedIn");
    const open = signedIn.filter((screen) => screen.openToStandardUser).map(pathOf);
    const refused = signedIn.filter((screen) => !screen.openToStandardUser).map(pathOf).slice(0, 1);
    expect(await auditScreens(page, [...open, ...refused])).toEqual([]);
  }, 120_000);
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PRICING_CLASS_VIEWS } from "../../shared/contracts/pricing";
import { ORDER_STATUS_FILTERS } from "../../shared/contracts/purchasing";
import { USE_LOSS_OPERATION_FILTERS } from "../../shared/contracts/use-and-loss";
import { isIsoDay } from "../../shared/dates";
import { SECTIONS, sectionForPath } from "../../web/src/app/sections";
import { LIST_TEXT } from "../../web/src/lists/i18n";
import { encodeReportData, REPORT_ROUTES } from "../../web/src/features/reports/report-param";
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
  const salesDay = day.sale_date.slice(0, 10);
  if (!isIsoDay(salesDay)) throw new Error(`Data de venda inesperada: ${day.sale_date}`);
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
    report: () => REPORT_ROUTES.purchase_order,
    data: () => encodeReportData({ report: "purchase_order", id: order.id }),
  };
});

function pathOf(screen: Screen): string {
  return screenPath(screen.pattern, (name, pattern) => {
    // Optional parameters ("{-$status}") are left out, as the app's own links do; the report's data is
    // optional only to the router (without it the report screen shows just its error).
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
  width: number;
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * A finding kept out, inside Cloudscape itself: with `stickyHeader`, Table draws a second copy of its
 * header row for the stuck header (table/sticky-header.tsx, the `header-secondary` wrapper) and hides that
 * copy with aria-hidden="true", yet the copy keeps its native resize buttons and sort controls (tabindex -1),
 * so axe's aria-hidden-focus flags the wrapper. Upstream keeps the copy on purpose and draws the focus of the
 * real header's controls on it (cloudscape-design/components#764: "focus is placed inside an aria-hidden
 * region"). Only that rule on that node is left out; the real header row is checked like everything else.
 */
function isCloudscapeStickyHeaderCopy(rule: string, target: string): boolean {
  return rule === "aria-hidden-focus" && /^\.awsui_header-secondary_[\w-]+$/.test(target);
}

/**
 * The other, also inside Cloudscape: at phone width AppLayout's mobile toolbar wraps the menu button in
 * `<nav aria-orientation="horizontal">` (app-layout/visual-refresh/mobile-toolbar.tsx, the
 * `mobile-toolbar-nav` element; its label came with cloudscape-design/components#3422), and
 * aria-orientation is not an attribute of the navigation role, so axe's aria-allowed-attr flags it.
 */
function isCloudscapeMobileToolbarNav(rule: string, target: string): boolean {
  return rule === "aria-allowed-attr" && /^\.awsui_mobile-toolbar-nav_[\w-]+$/.test(target);
}

const isUpstreamFinding = (rule: string, target: string) =>
  isCloudscapeStickyHeaderCopy(rule, target) || isCloudscapeMobileToolbarNav(rule, target);

async function refusedViolations(page: Page, screen: string): Promise<Finding[]> {
  // Only violations are collected: listing every passing node of a 20-row list doubles the audit's time.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const width = page.viewportSize()?.width ?? 0;
  return results.violations
    .filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => ({
      screen,
      width,
      rule: violation.id,
      impact: violation.impact ?? "",
      nodes: violation.nodes
        .map((node) => node.target.join(" "))
        .filter((target) => !isUpstreamFinding(violation.id, target)),
    }))
    .filter((finding) => finding.nodes.length > 0);
}

/** Opens each screen in turn in one page (one page load each, the context reused) and audits it. */
async function auditScreens(page: Page, paths: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(e2e.url(path));
    await settle(page);
    findings.push(...(await refusedViolations(page, path)));
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

const VIEWPORTS = [DESKTOP, PHONE];

/** Audits the same screens at desktop and phone width side by side (one page each). */
async function auditAtBothWidths(openPage: (viewport: typeof DESKTOP) => Promise<Page>, paths: readonly string[]) {
  const findings = await Promise.all(VIEWPORTS.map(async (viewport) => auditScreens(await openPage(viewport), paths)));
  return findings.flat();
}

const signedInScreens = () => screens.filter((screen) => screen.audience === "signedIn");

describe("accessibility (axe-core: no critical or serious violation), desktop and phone width", () => {
  it("the screen list covers the sign-in screen and every signed-in area", () => {
    expect(screens.filter((screen) => screen.audience === "anonymous").map((screen) => screen.pattern)).toEqual(["/login"]);
    const patterns = signedInScreens().map((screen) => screen.pattern);
    for (const section of SECTIONS) expect(patterns.some((pattern) => sectionForPath(pattern)?.id === section.id)).toBe(true);
  });

  it("the sign-in screen", async () => {
    const paths = screens.filter((screen) => screen.audience === "anonymous").map(pathOf);
    expect(await auditAtBothWidths((viewport) => e2e.open({ viewport }), paths)).toEqual([]);
  }, 60_000);

  it("every screen, as an administrator", async () => {
    const paths = signedInScreens().map(pathOf);
    expect(await auditAtBothWidths((viewport) => signedInPage("admin", viewport), paths)).toEqual([]);
  }, 300_000);

  it("the screens a standard user opens, and the refusal of an admin-only one", async () => {
    const open = signedInScreens().filter((screen) => screen.openToStandardUser);
    const [refused] = signedInScreens().filter((screen) => !screen.openToStandardUser);
    if (!refused) throw new Error("Nenhuma tela só de administradores na lista de telas.");
    const paths = [...open, refused].map(pathOf);
    expect(await auditAtBothWidths((viewport) => signedInPage("operador", viewport), paths)).toEqual([]);
  }, 120_000);
});

import axe from "axe-core";
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SECTIONS, sectionForPath } from "../../web/src/app/sections";
import { DESKTOP, PHONE } from "./pages/browser";
import { useE2e } from "./pages/e2e";
import { LoginPage } from "./pages/login-page";
import { demoParameterValues, drawn, type ParameterValues, pathOf as screenPathOf, settle } from "./pages/screen-walk";
import { appScreens, type Screen } from "./pages/screens";

/** What the suite refuses: axe's two highest impacts. */
const REFUSED_IMPACTS = new Set(["critical", "serious"]);

const e2e = useE2e();
const screens = appScreens();
let parameterValues: ParameterValues;

beforeAll(async () => {
  const reader = await e2e.open({ signedIn: true });
  parameterValues = await demoParameterValues(async <T>(path: string): Promise<T[]> => {
    const answer = await reader.request.get(e2e.url(path));
    return ((await answer.json()) as { data: T[] }).data;
  });
});

const pathOf = (screen: Screen) => screenPathOf(screen, parameterValues);

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

type AxeWindow = { axe?: typeof axe };

/**
 * Runs axe in the page itself: injected once per page load, it stays across in-app navigation (the Playwright
 * builder injects it again, and opens a page to merge frame results, on every audit: most of an audit's time).
 * Only violations are collected: listing every passing node of a 20-row list doubles the audit's time. The
 * report screen's only frame is the browser's own PDF viewer, which axe would wait for in vain.
 */
async function refusedViolations(page: Page, screen: string, checkContrast: boolean): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    resultTypes: ["violations"],
    iframes: false,
    rules: { "color-contrast": { enabled: checkContrast } },
  };
  const results = await page.evaluate(async (runOptions) => {
    const injected = (window as AxeWindow).axe;
    if (!injected) throw new Error("axe-core não foi carregado na página.");
    return injected.run(document, runOptions);
  }, options);
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

/**
 * How long the page must have had no request in flight and no change to its DOM to count as drawn after an
 * in-app navigation: a screen's chunk, its data and its render follow one another within a few ms, and a
 * pushState does not reset Playwright's own network idle.
 */
const QUIET_MS = 200;
/** A screen that keeps changing is audited anyway once this has passed. */
const QUIET_TIMEOUT_MS = 15_000;

type AuditWindow = { lastDomChange?: number };

/**
 * Opens screens in one page as the app's links do: the first with a page load, the next through
 * history.pushState, which the router follows, so the app is not loaded again for each screen.
 */
class InAppNavigator {
  private readonly inFlight = new Set<Request>();
  private lastRequestChange = 0;

  private constructor(private readonly page: Page) {
    page.on("request", (request) => this.requestChange(() => this.inFlight.add(request)));
    page.on("requestfinished", (request) => this.requestChange(() => this.inFlight.delete(request)));
    page.on("requestfailed", (request) => this.requestChange(() => this.inFlight.delete(request)));
    // A removed frame's requests end with it (the report's PDF viewer does not always say so).
    page.on("framedetached", (frame) => {
      for (const request of this.inFlight) if (request.frame() === frame) this.inFlight.delete(request);
    });
  }

  /** A navigator for a page, which may already show a screen (a standard user's, just signed in). */
  static async of(page: Page): Promise<InAppNavigator> {
    const watchDom = () => {
      const audit = window as AuditWindow;
      audit.lastDomChange = performance.now();
      new MutationObserver(() => {
        audit.lastDomChange = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    };
    await page.addInitScript(watchDom);
    if (page.url().startsWith(e2e.baseUrl)) await page.evaluate(watchDom);
    return new InAppNavigator(page);
  }

  private requestChange(change: () => void): void {
    change();
    this.lastRequestChange = Date.now();
  }

  async open(path: string): Promise<void> {
    if (!this.page.url().startsWith(e2e.baseUrl)) {
      await this.page.goto(e2e.url(path));
      await settle(this.page);
      return;
    }
    await this.page.evaluate((to) => {
      const index = Number(window.history.state?.__TSR_index ?? 0) + 1;
      const key = Math.random().toString(36).slice(2);
      window.history.pushState({ __TSR_index: index, key, __TSR_key: key }, "", to);
    }, path);
    await this.quiet();
    await drawn(this.page);
  }

  private async quiet(): Promise<void> {
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const sinceDomChange = await this.page.evaluate(() => performance.now() - ((window as AuditWindow).lastDomChange ?? 0));
      const sinceRequestChange = Date.now() - this.lastRequestChange;
      if (this.inFlight.size === 0 && Math.min(sinceDomChange, sinceRequestChange) >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }
}

/** A screen to audit; `kind` says what it shows (the screen, or the refusal a standard user gets instead). */
interface Visit {
  path: string;
  kind: string;
}

const visitOf = (screen: Screen): Visit => ({ path: pathOf(screen), kind: screen.pattern });

const VIEWPORTS = [DESKTOP, PHONE];

/**
 * Colours come from Cloudscape's tokens (the app sets none of its own), so a role never changes them; a width
 * does change what is drawn (cards, the mobile toolbar). axe's color-contrast, the costliest rule, runs once
 * per kind of screen and width, whichever role audits it first.
 */
const contrastChecked = new Set<string>();

/**
 * Audits screens at desktop and phone width side by side, one page each (in browser contexts of their own, so
 * each has a renderer of its own), every screen opened in the app.
 */
async function auditAtBothWidths(openPage: (viewport: typeof DESKTOP) => Promise<Page>, visits: readonly Visit[]): Promise<Finding[]> {
  const walks = VIEWPORTS.map(async (viewport) => {
    const page = await openPage(viewport);
    const navigator = await InAppNavigator.of(page);
    const findings: Finding[] = [];
    for (const visit of visits) {
      await navigator.open(visit.path);
      const kindAtWidth = `${visit.kind} ${viewport.width}`;
      const checkContrast = !contrastChecked.has(kindAtWidth);
      contrastChecked.add(kindAtWidth);
      findings.push(...(await refusedViolations(page, visit.path, checkContrast)));
    }
    return findings;
  });
  return (await Promise.all(walks)).flat();
}

async function signedInPage(username: string, viewport: typeof DESKTOP): Promise<Page> {
  const page = await e2e.open({ viewport, ownContext: true });
  const login = await new LoginPage(page, e2e.baseUrl).open();
  await login.signIn(username, username);
  await page.waitForURL(e2e.url("/"));
  return page;
}

const signedInScreens = () => screens.filter((screen) => screen.audience === "signedIn");

describe("accessibility (axe-core: no critical or serious violation), desktop and phone width", () => {
  it("the screen list covers the sign-in screen and every signed-in area", () => {
    expect(screens.filter((screen) => screen.audience === "anonymous").map((screen) => screen.pattern)).toEqual(["/login"]);
    const patterns = signedInScreens().map((screen) => screen.pattern);
    for (const section of SECTIONS) expect(patterns.some((pattern) => sectionForPath(pattern)?.id === section.id)).toBe(true);
  });

  it("the sign-in screen", async () => {
    const visits = screens.filter((screen) => screen.audience === "anonymous").map(visitOf);
    expect(await auditAtBothWidths((viewport) => e2e.open({ viewport, ownContext: true }), visits)).toEqual([]);
  }, 60_000);

  it("every screen, as an administrator", async () => {
    const visits = signedInScreens().map(visitOf);
    expect(await auditAtBothWidths((viewport) => e2e.open({ viewport, signedIn: true, ownContext: true }), visits)).toEqual([]);
  }, 300_000);

  it("the screens a standard user opens, and the refusal of an admin-only one", async () => {
    const open = signedInScreens().filter((screen) => screen.openToStandardUser);
    const [refused] = signedInScreens().filter((screen) => !screen.openToStandardUser);
    if (!refused) throw new Error("Nenhuma tela só de administradores na lista de telas.");
    const visits = [...open.map(visitOf), { path: pathOf(refused), kind: "refusal" }];
    expect(await auditAtBothWidths((viewport) => signedInPage("operador", viewport), visits)).toEqual([]);
  }, 120_000);
});

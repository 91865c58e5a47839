import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { Locator, Page } from "playwright-core";

/** What the suite refuses: axe's two highest impacts. */
export const REFUSED_IMPACTS: ReadonlySet<string> = new Set(["critical", "serious"]);

/** A violation axe reported at a refused impact, with the selectors of its nodes. */
export interface RefusedViolation {
  rule: string;
  impact: string;
  nodes: string[];
}

export interface AuditOptions {
  /** axe's color-contrast, its costliest rule (a caller that checked the same colours already leaves it off). */
  checkContrast?: boolean;
}

type AxeWindow = { axe?: typeof axe };

/**
 * axe's minified build (654 KB), injected instead of the 1.5 MB `axe.source`: the page parses it again on every
 * load it is audited after. Over the screen walk, the renderers' CPU: 96.8 CPU-s with the full source, 89.8 minified.
 */
const AXE_MINIFIED = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe in the page itself over `scope` (the whole document when omitted) and answers its violations at a
 * refused impact. axe is injected once per page load and stays across in-app navigation (Playwright's builder
 * injects it again, and opens a page to merge frame results, on every audit: most of an audit's time). Only
 * violations are collected: listing every passing node of a 20-row list doubles an audit's time. Frames are
 * left out: the report screen's only frame is the browser's own PDF viewer, which axe would wait for in vain.
 */
export async function refusedViolations(page: Page, scope?: Locator, options: AuditOptions = {}): Promise<RefusedViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_MINIFIED);
  const violations = await (scope ?? page.locator(":root")).evaluate(async (root, checkContrast) => {
    const injected = (window as AxeWindow).axe;
    if (!injected) throw new Error("axe-core não foi carregado na página.");
    const results = await injected.run(root === document.documentElement ? document : root, {
      resultTypes: ["violations"],
      iframes: false,
      rules: { "color-contrast": { enabled: checkContrast } },
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, options.checkContrast ?? true);
  return violations.filter((violation) => REFUSED_IMPACTS.has(violation.impact));
}

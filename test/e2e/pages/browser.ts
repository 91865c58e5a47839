import { existsSync } from "node:fs";
import { type Browser, type BrowserServer, chromium } from "playwright-core";

/** Debian's Chromium, which has the PDF viewer; never `playwright install`. */
const FULL_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's headless shell of the same Chromium: no browser UI nor PDF viewer, and about a quarter less CPU over
 * the browser tests (measured: its browser process 22 s against 69 s for four test files). Used when installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * V8 in the test pages without its optimising compilers (TurboFan, Maglev): a test page lives seconds, too short
 * for the compiling to pay back, and on a 2-core machine the compiler's threads take CPU from the run. Measured
 * here over the screen walk (whose audits run axe over and over), the renderers' CPU: 114 and 113 CPU-s with V8's
 * defaults, 90 and 95 without the optimising compilers; the whole run's CPU 196 and 187 against 164 and 170.
 * One garbage collector thread as well (--single-threaded-gc) gave 89, 87 and 104: no gain, left out. The
 * bench's browser keeps V8's defaults: it measures what a person waits for.
 */
const V8_FOR_SHORT_PAGES = "--js-flags=--no-opt --no-maglev";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  V8_FOR_SHORT_PAGES,
];

/** Which Chromium a browser test file needs: any, or one that draws a PDF in a page as a person sees it. */
export type BrowserKind = "automation" | "pdfViewer";

function executableOf(kind: BrowserKind): string {
  return kind === "automation" && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** Whether both kinds run the same executable (the headless shell is not installed), so one server serves both. */
export function oneBrowserForBoth(): boolean {
  return executableOf("automation") === executableOf("pdfViewer");
}

/** A Chromium of the browser test run, started by the e2e project's global setup. */
export function launchBrowserServer(kind: BrowserKind): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: executableOf(kind), args: ARGS });
}

/** A test file's connection to one of the run's Chromiums; closing it closes only this file's contexts. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

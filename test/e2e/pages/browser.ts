import { type Browser, type BrowserServer, chromium } from "playwright-core";

const CHROMIUM = {
  // Debian's Chromium, headless; never `playwright install`.
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The one Chromium of a browser test run, started by the e2e project's global setup. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}

/** A test file's connection to the run's Chromium; closing it closes only this file's contexts. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startTestRuntime, type TestRuntime } from "../../support/runtime";
import { DESKTOP, launchBrowser } from "./browser";
import { LoginPage } from "./login-page";
import { ShellPage } from "./shell-page";

const SCREENSHOTS = path.join(import.meta.dirname, "..", "..", "..", "screenshots");

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Start signed in as the demo administrator (signed in once per file, the session reused). */
  signedIn?: boolean;
}

export interface E2e {
  readonly runtime: TestRuntime;
  url(pathAndQuery: string): string;
  /** A page in a fresh browser context, pt-BR; every context is closed after its test. */
  open(options?: OpenOptions): Promise<Page>;
  /** Saves a screenshot under screenshots/ (looked at by a person; not compared). */
  screenshot(page: Page, name: string): Promise<void>;
}

/**
 * A browser test file's setting: the local runtime (its own DynamoDB Local and small demo store) and
 * Chromium, started once for the file and stopped after it.
 */
export function useE2e(): E2e {
  let runtime: TestRuntime | undefined;
  let browser: Browser | undefined;
  let adminState: StorageState | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [runtime, browser] = await Promise.all([startTestRuntime(), launchBrowser()]);
  });

  const closeContexts = async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  };
  afterEach(closeContexts);
  afterAll(async () => {
    await closeContexts();
    await browser?.close();
    await runtime?.stop();
  });

  const started = () => {
    if (!runtime || !browser) throw new Error("O runtime de teste não iniciou.");
    return { runtime, browser };
  };

  const newContext = async (options: OpenOptions, storageState?: StorageState) => {
    const context = await started().browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      locale: "pt-BR",
      ...(storageState ? { storageState } : {}),
    });
    contexts.push(context);
    return context;
  };

  const signedInState = async (): Promise<StorageState> => {
    if (adminState) return adminState;
    const context = await newContext({});
    const login = await new LoginPage(await context.newPage(), started().runtime.baseUrl).open();
    await login.signIn("admin", "admin");
    await new ShellPage(login.page).waitUntilShown();
    adminState = await context.storageState();
    return adminState;
  };

  return {
    get runtime() {
      return started().runtime;
    },
    url: (pathAndQuery) => `${started().runtime.baseUrl}${pathAndQuery}`,
    open: async (options = {}) => {
      const state = options.signedIn ? await signedInState() : undefined;
      return (await newContext(options, state)).newPage();
    },
    screenshot: async (page, name) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: "disabled" });
    },
  };
}

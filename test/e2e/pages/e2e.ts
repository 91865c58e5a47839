import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { ApiEnvelope } from "../../../shared/api";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { seedTestFileTenant, tenantOfTestFile } from "../../support/e2e-tenant";
import { connectBrowser, DESKTOP } from "./browser";
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
  /** The run's server at this file's own host ("http://127.a.b.c:port"), which serves this file's company. */
  readonly baseUrl: string;
  url(pathAndQuery: string): string;
  /** A page in a fresh browser context, pt-BR; every context is closed after its test. */
  open(options?: OpenOptions): Promise<Page>;
  /** Saves a screenshot under screenshots/ (looked at by a person; not compared). */
  screenshot(page: Page, name: string): Promise<void>;
  /**
   * Calls the API with the demo administrator's session (to read back what a screen stored, or to set a scene);
   * answers the envelope's data and throws with the server's message when the call fails.
   */
  api<T>(method: "GET" | "POST" | "PUT" | "DELETE", pathAndQuery: string, body?: unknown): Promise<T>;
}

/**
 * A browser test file's setting: its own company with the small demo store (admin/admin,
 * operador/operador), seeded into the run's local server, and a connection to the run's Chromium. What one
 * file changes no other file sees.
 */
export function useE2e(): E2e {
  let session: { baseUrl: string; browser: Browser } | undefined;
  let adminState: StorageState | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const testFile = expect.getState().testPath;
    if (!testFile) throw new Error("Arquivo de teste desconhecido.");
    const server = inject("e2eServer");
    const tenant = tenantOfTestFile(testFile);
    const [browser] = await Promise.all([connectBrowser(inject("browserEndpoint")), seedTestFileTenant(server, tenant)]);
    session = { baseUrl: `http://${tenant.host}:${server.port}`, browser };
  });

  const closeContexts = async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  };
  afterEach(closeContexts);
  afterAll(async () => {
    await closeContexts();
    await session?.browser.close();
  });

  const started = () => {
    if (!session) throw new Error("O ambiente do teste de navegador não iniciou.");
    return session;
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
    const login = await new LoginPage(await context.newPage(), started().baseUrl).open();
    await login.signIn("admin", "admin");
    await new ShellPage(login.page).waitUntilShown();
    adminState = await context.storageState();
    return adminState;
  };

  let reader: Page | undefined;
  const api = async <T>(method: "GET" | "POST" | "PUT" | "DELETE", pathAndQuery: string, body?: unknown): Promise<T> => {
    // Each test's browser contexts close after it: a call outside a test's pages gets its own.
    if (!reader || reader.isClosed()) reader = await (await newContext({}, await signedInState())).newPage();
    const answer = await reader.request.fetch(`${started().baseUrl}/api${pathAndQuery}`, {
      method,
      ...(method === "GET" || method === "DELETE" ? {} : { data: body ?? {} }),
    });
    const envelope = (await answer.json()) as ApiEnvelope<T>;
    if (!envelope.success) throw new Error(`${method} ${pathAndQuery} falhou: ${envelope.message?.msg ?? answer.status()}`);
    return envelope.data as T;
  };

  return {
    api,
    get baseUrl() {
      return started().baseUrl;
    },
    url: (pathAndQuery) => `${started().baseUrl}${pathAndQuery}`,
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

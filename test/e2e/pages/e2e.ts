import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import type { ApiEnvelope } from "../../../shared/api";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, type TestContext } from "vitest";
import { browserClockScript } from "../../support/clock";
import { createTestFileTenant, tenantOfTestFile } from "../../support/e2e-tenant";
import { type BrowserKind, connectBrowser, DESKTOP } from "./browser";

const SCREENSHOTS = path.join(import.meta.dirname, "..", "..", "..", "screenshots");

/** Screenshots are taken when asked for (`SCREENSHOTS=1`), for a person to look at; a failed test's pages always are. */
const SCREENSHOTS_ASKED = process.env.SCREENSHOTS === "1";

/** The demo store's users: each one's password is its login. */
export type DemoUser = "admin" | "operador";

/**
 * Console errors a page may log without failing its test, each for its reason. Only one kind: Chromium's own
 * line for a request that failed or was refused ("Failed to load resource: the server responded with a status
 * of 500", "net::ERR_FAILED"). The tests provoke those on purpose (a refused save, an aborted read, the §8
 * messages) and assert what the app shows for them; the app itself logs nothing for them.
 */
const EXPECTED_CONSOLE_ERRORS: readonly RegExp[] = [/^Failed to load resource: /];

/** What a page reported that fails its test: an uncaught error, or a console error not in the allow-list. */
function watchForPageErrors(page: Page, problems: string[]): void {
  page.on("pageerror", (error) => problems.push(`erro não tratado na página ${page.url()}: ${error.stack ?? error.message}`));
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (EXPECTED_CONSOLE_ERRORS.some((expected) => expected.test(text))) return;
    problems.push(`erro no console da página ${page.url()}: ${text}`);
  });
}

/** Signs a browser context in through the API (what the login screen sends: the password's SHA-256). */
async function signInThroughApi(context: BrowserContext, baseUrl: string, user: DemoUser): Promise<void> {
  const password = createHash("sha256").update(user).digest("hex");
  const answer = await context.request.post(`${baseUrl}/api/login`, { data: { username: user, password } });
  if (!answer.ok()) throw new Error(`O login de ${user} pela API falhou: ${answer.status()}`);
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Start signed in as the demo administrator (signed in once per file through the API, the session reused). */
  signedIn?: boolean;
  /** Start signed in as this demo user, in a context of its own (signed in through the API). */
  user?: DemoUser;
  /**
   * A browser context of its own, closed after the test: nothing cached yet (what measures a first visit's
   * downloads), and a renderer of its own (pages that work side by side would otherwise share one).
   */
  ownContext?: boolean;
}

/**
 * One page kept across the steps (the `it`s) of a describe: the app is loaded and booted once and each step goes
 * on from where the last one left it, navigating inside the app. A step after a failed one fails too, saying
 * which step failed. The page's errors still fail the step they happen in.
 */
export interface Journey {
  readonly page: Page;
}

export interface E2e {
  /** The run's server at this file's own host ("http://127.a.b.c:port"), which serves this file's company. */
  readonly baseUrl: string;
  url(pathAndQuery: string): string;
  /**
   * A page, pt-BR, with reduced motion (the app's transitions are not what a test checks). Pages share one
   * browser context per sign-in state for the whole file, so the app's scripts and styles are downloaded
   * and compiled once; after each test its pages close and the context's cookies and local storage return
   * to how the file started (a fresh page has its own session storage).
   */
  open(options?: OpenOptions): Promise<Page>;
  /**
   * A page for the steps of the describe this is called in, in a browser context of its own (signed in as the
   * demo administrator, or as `user`, when asked), opened before its first step and closed after its last.
   */
  journey(options?: Pick<OpenOptions, "viewport" | "signedIn" | "user">): Journey;
  /** Saves a screenshot under screenshots/ when SCREENSHOTS=1 (looked at by a person; not compared). */
  screenshot(page: Page, name: string): Promise<void>;
  /**
   * Lets the current test's pages log console errors matching `pattern` (a test that provokes one on purpose
   * says so, with its reason, where it does).
   */
  allowConsoleError(pattern: RegExp): void;
  /**
   * Calls the API with the demo administrator's session (to read back what a screen stored, or to set a scene);
   * answers the envelope's data and throws with the server's message when the call fails. A body of bytes is
   * sent as an XML file.
   */
  api<T>(method: "GET" | "POST" | "PUT" | "DELETE", pathAndQuery: string, body?: unknown): Promise<T>;
}

/** What every context of the file starts with; a page takes its own viewport. */
const CONTEXT_OPTIONS = { viewport: DESKTOP, locale: "pt-BR", reducedMotion: "reduce" } as const;

const SIGNED_OUT: StorageState = { cookies: [], origins: [] };

/** A context reused by the file's tests, and the state each test finds it in. */
interface SharedContext {
  context: BrowserContext;
  state: StorageState;
  usedByTest: boolean;
}

/**
 * Puts a shared context back to its starting state: its pages closed, its cookies and its local storage as
 * they were. Playwright's setStorageState would also empty the HTTP cache that sharing the context is for.
 */
async function resetContext({ context, state }: SharedContext, baseUrl: string): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.clearCookies();
  await context.addCookies(state.cookies);
  const page = await context.newPage();
  // A blank page of the origin is enough to reach its local storage; the app is not loaded for it.
  const blank = `${baseUrl}/__e2e-reset`;
  await page.route(blank, (route) => route.fulfill({ contentType: "text/html", body: "<html></html>" }));
  await page.goto(blank);
  const stored = state.origins.find((origin) => origin.origin === baseUrl)?.localStorage ?? [];
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, stored);
  await page.close();
}

/**
 * A browser test file's setting: its own company with the small demo store (admin/admin,
 * operador/operador), copied into the run's local server, and a connection to one of the run's Chromiums (the
 * headless shell unless the file shows a PDF as a person sees it). What one file changes no other file sees.
 */
export function useE2e(options: { browser?: BrowserKind } = {}): E2e {
  let session: { baseUrl: string; browser: Browser } | undefined;
  const shared = new Map<"signedOut" | "admin", Promise<SharedContext>>();
  let apiContext: Promise<BrowserContext> | undefined;
  const ownContexts: BrowserContext[] = [];

  beforeAll(async () => {
    const testFile = expect.getState().testPath;
    if (!testFile) throw new Error("Arquivo de teste desconhecido.");
    const server = inject("e2eServer");
    const tenant = tenantOfTestFile(testFile);
    const [browser] = await Promise.all([connectBrowser(inject("browserEndpoints")[options.browser ?? "automation"]), createTestFileTenant(server, tenant)]);
    session = { baseUrl: `http://${tenant.host}:${server.port}`, browser };
  });

  const started = () => {
    if (!session) throw new Error("O ambiente do teste de navegador não iniciou.");
    return session;
  };

  /** What the current test's pages reported (see watchForPageErrors), and what the test allowed. */
  const pageProblems: string[] = [];
  const allowedByTest: RegExp[] = [];
  const testPages: Page[] = [];
  /** The pages of the journeys under way: a failed step's screenshot shows them too. */
  const journeyPages = new Set<Page>();

  afterEach(async (context) => {
    if (context.task.result?.state === "fail") {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 80);
      await Promise.all(
        [...new Set([...testPages, ...journeyPages])]
          .filter((page) => !page.isClosed())
          .map((page, index) => page.screenshot({ path: path.join(SCREENSHOTS, `failed-${name}-${index}.png`) }).catch(() => undefined)),
      );
    }
    testPages.length = 0;
    const problems = pageProblems.splice(0).filter((problem) => !allowedByTest.some((allowed) => allowed.test(problem)));
    allowedByTest.length = 0;
    const used = (await Promise.all(shared.values())).filter((entry) => entry.usedByTest);
    await Promise.all([
      ...ownContexts.splice(0).map((context) => context.close()),
      ...used.map(async (entry) => {
        entry.usedByTest = false;
        await resetContext(entry, started().baseUrl);
      }),
    ]);
    if (problems.length > 0) throw new Error(`A página relatou erros:\n${problems.join("\n")}`);
  });
  afterAll(async () => {
    await session?.browser.close();
  });

  /** A context of the file; each of its pages (a new tab too) fails the test on an error it reports. */
  const newContext = async (storageState: StorageState): Promise<BrowserContext> => {
    const context = await started().browser.newContext({ ...CONTEXT_OPTIONS, storageState });
    // The pages keep the run's one today, as the server and this file do.
    await context.addInitScript(browserClockScript());
    context.on("page", (page) => {
      watchForPageErrors(page, pageProblems);
      testPages.push(page);
    });
    return context;
  };

  /** The administrator's session, signed in once for the file through the API. */
  let adminState: Promise<StorageState> | undefined;
  const signIn = async (): Promise<StorageState> => {
    const context = await newContext(SIGNED_OUT);
    try {
      await signInThroughApi(context, started().baseUrl, "admin");
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  const signedInState = (): Promise<StorageState> => {
    adminState ??= signIn();
    return adminState;
  };

  const createShared = async (signedIn: boolean): Promise<SharedContext> => {
    const state = signedIn ? await signedInState() : SIGNED_OUT;
    return { context: await newContext(state), state, usedByTest: false };
  };
  const sharedContext = async (signedIn: boolean): Promise<SharedContext> => {
    const key = signedIn ? "admin" : "signedOut";
    const created = shared.get(key) ?? createShared(signedIn);
    shared.set(key, created);
    const entry = await created;
    entry.usedByTest = true;
    return entry;
  };

  const api = async <T>(method: "GET" | "POST" | "PUT" | "DELETE", pathAndQuery: string, body?: unknown): Promise<T> => {
    // A context of its own, kept for the file: what a test's pages do to their cookies does not reach it.
    apiContext ??= signedInState().then(newContext);
    // A file (bytes) is sent as it is, as the screens send an NF-e's XML.
    const file = body instanceof Uint8Array ? { headers: { "content-type": "application/xml" }, data: Buffer.from(body) } : undefined;
    const answer = await (await apiContext).request.fetch(`${started().baseUrl}/api${pathAndQuery}`, {
      method,
      ...(method === "GET" || method === "DELETE" ? {} : (file ?? { data: body ?? {} })),
    });
    const envelope = (await answer.json()) as ApiEnvelope<T>;
    if (!envelope.success) throw new Error(`${method} ${pathAndQuery} falhou: ${envelope.message?.msg ?? answer.status()}`);
    return envelope.data as T;
  };

  const journey = (options: Pick<OpenOptions, "viewport" | "signedIn" | "user"> = {}): Journey => {
    let context: BrowserContext | undefined;
    let page: Page | undefined;
    beforeAll(async () => {
      context = await newContext(options.signedIn && !options.user ? await signedInState() : SIGNED_OUT);
      if (options.user) await signInThroughApi(context, started().baseUrl, options.user);
      page = await context.newPage();
      if (options.viewport) await page.setViewportSize(options.viewport);
      journeyPages.add(page);
    });
    beforeEach((test: TestContext) => {
      const steps = test.task.suite?.tasks ?? [];
      const failed = steps.slice(0, steps.indexOf(test.task)).find((step) => step.result?.state === "fail");
      // A step stands on the ones before it: after a failed one it fails too, naming it, rather than checking a
      // screen the failure left in another state.
      if (failed) throw new Error(`o passo anterior "${failed.name}" falhou`);
    });
    afterAll(async () => {
      if (page) journeyPages.delete(page);
      await context?.close();
    });
    return {
      get page() {
        if (!page) throw new Error("A página do percurso não abriu.");
        return page;
      },
    };
  };

  return {
    api,
    journey,
    get baseUrl() {
      return started().baseUrl;
    },
    url: (pathAndQuery) => `${started().baseUrl}${pathAndQuery}`,
    open: async (options = {}) => {
      const signedIn = options.signedIn ?? false;
      let context: BrowserContext;
      if (options.user) {
        context = await newContext(SIGNED_OUT);
        ownContexts.push(context);
        await signInThroughApi(context, started().baseUrl, options.user);
      } else if (options.ownContext) {
        context = await newContext(signedIn ? await signedInState() : SIGNED_OUT);
        ownContexts.push(context);
      } else {
        context = (await sharedContext(signedIn)).context;
      }
      const page = await context.newPage();
      if (options.viewport) await page.setViewportSize(options.viewport);
      return page;
    },
    allowConsoleError: (pattern) => {
      allowedByTest.push(pattern);
    },
    screenshot: async (page, name) => {
      if (!SCREENSHOTS_ASKED) return;
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: "disabled" });
    },
  };
}

import { readFile, stat } from "node:fs/promises";
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { buildWebIfStale, WEB_DIST } from "../../infra/web-build";
import { requestListener } from "../../infra/local/server";
import { listPricings } from "../../functions/pricing/storage/pricing";
import { addDays } from "../../shared/dates";
import { encodeSalesPeriod } from "../../web/src/app/sales-period";
import { ui } from "../e2e/pages/cloudscape";
import { LoginPage } from "../e2e/pages/login-page";
import { makeSigningIdentity } from "../support/self-signed-certificate";
import { type DeviceProfile, networkConditions, PHONE, sumTransfers, type Transfer, type TransferSums, UNTHROTTLED } from "./browser-network";
import { percentile } from "./measure";
import type { BenchRow } from "./report";

/**
 * Issue 29 item 6: lists measured as a person waits. Each row opens one list screen in Chromium, signed in,
 * as the phone profile or unthrottled, and times navigation start to the list's first data row on screen
 * (what the browser tests wait for: the list's loading text gone and a row, or a card on a phone, drawn), with
 * the bytes that came over the wire, split into API answers and code. Each sample is a first visit (a
 * browser context of its own: nothing cached); a second visit in the same context, with the code cached,
 * is printed beside it, and a third (the browser keeps a script's compiled code from its third run: a person
 * who opens the app every day).
 *
 * The phone also has a row per list opened the way a person who just signed in gets there: the home page first
 * (nothing cached), and once it has drawn and gone quiet, READ_HOME_MS later (reading it, opening the menu), the
 * list through the app's router, timed from that navigation to the list's first row.
 *
 * Issue 29 measured its figures after signing in, the lists one after another in its table's order, each by its
 * address: the "depois de entrar" rows do the same (the sign-in form in a browser with nothing cached, the home
 * page, then each list), and carry the targets. A first visit with nothing cached at all happens once per
 * device and per published version of the app; its rows are printed without a target, beside what the code alone
 * takes to arrive on the phone's network.
 */

/**
 * Samples per row (BENCH_BROWSER_SAMPLES, 3 by default): a phone sample of the large store takes about 10 s, and
 * on a 2-core machine the median of three moves by 10-20 % from one run to the next.
 */
const SAMPLES = Number(process.env.BENCH_BROWSER_SAMPLES ?? 3);
/** Issue 29's targets on the phone profile. */
const LARGE_LIST_TARGET_MS = 3_000;
const SMALL_LIST_TARGET_MS = 1_500;
const VISIT_TIMEOUT_MS = Number(process.env.BENCH_VISIT_TIMEOUT_MS ?? 90_000);

/** Debian's Chromium headless shell, as the browser tests run it. */
const CHROMIUM = "/usr/bin/chromium-headless-shell";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update"];

export interface BrowserBenchContext {
  tenantId: string;
  /** The signed-in administrator's session cookie ("name=value"), signed in through the API. */
  cookie: string;
  lastDay: string;
}

interface ListScreen {
  label: string;
  /** The app path a person lands on (resolved when measured: a pricing's id is read from the store). */
  path: () => Promise<string>;
  large: boolean;
}

function listScreens(context: BrowserBenchContext): ListScreen[] {
  const firstDay = addDays(context.lastDay, -29);
  return [
    {
      label: "precificação, Todos os Produtos",
      large: true,
      path: async () => {
        const classified = (await listPricings(context.tenantId)).filter((pricing) => pricing.status !== "created").sort((x, y) => x.id - y.id)[0];
        if (!classified) throw new Error("Sem precificação classificada na loja (rode a linha de precificação do bench uma vez).");
        return `/pricing/${classified.id}/products`;
      },
    },
    { label: "vendas por produto (30 dias)", large: true, path: async () => `/product_sales/${encodeSalesPeriod({ start: firstDay, end: context.lastDay })}` },
    // The menu's 'Uso/Perda' lands on the open operations; the whole history is /use_and_loss/all/all.
    { label: "uso e perda (abertas)", large: false, path: async () => "/use_and_loss" },
    { label: "usuários", large: false, path: async () => "/users" },
  ];
}

export interface BrowserRowSpec {
  name: string;
  screen: ListScreen;
  device: DeviceProfile;
  /**
   * How the list is reached: its address in a browser with nothing cached ("address"); from the home page through
   * the app's router, as the menu does ("menu"); its address after signing in through the form, the lists in
   * order ("after sign-in").
   */
  arrival: "address" | "menu" | "after sign-in";
}

export const BROWSER_ROW_PREFIX = "navegador:";

/** The rows' names, known before anything starts (so `--only` picks them without a browser). */
export function browserListRows(context: BrowserBenchContext): BrowserRowSpec[] {
  return listScreens(context).flatMap((screen): BrowserRowSpec[] => [
    ...[PHONE, UNTHROTTLED].map((device) => ({ name: `${BROWSER_ROW_PREFIX} ${screen.label}, ${device.label}`, screen, device, arrival: "address" as const })),
    { name: `${BROWSER_ROW_PREFIX} ${screen.label}, ${PHONE.label}, pelo menu depois da página inicial`, screen, device: PHONE, arrival: "menu" },
    { name: `${BROWSER_ROW_PREFIX} ${screen.label}, ${PHONE.label}, depois de entrar`, screen, device: PHONE, arrival: "after sign-in" },
  ]);
}

/** The home page is quiet once no request has been in flight for this long. */
const HOME_QUIET_MS = 1_000;
/** Then a person reads it and opens the menu before the list is asked for. */
const READ_HOME_MS = 2_000;

const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};
const BINARY_TYPES: Record<string, string> = { ".woff": "font/woff", ".woff2": "font/woff2", ".png": "image/png", ".ico": "image/x-icon" };

/**
 * The built app as CloudFront serves it: over HTTP/2 (the distribution speaks HTTP/2 and 3; over HTTP/1.1 the
 * browser would fetch the first visit's hundred files six at a time, each a round trip of the phone's 150 ms),
 * and compressed when the browser takes gzip (the local server sends it plain, which would make the phone's code
 * transfer 3x longer than in the cloud). The API goes through the local server's handlers.
 */
function webServer(webRoot: string): Http2SecureServer {
  // The local server's handlers take Node's HTTP/1 request and response; HTTP/2's compatibility pair has the
  // same surface for what they use (method, url, headers, body stream, setHeader, statusCode, end).
  const api = requestListener(webRoot) as unknown as (request: Http2ServerRequest, response: Http2ServerResponse) => void;
  const gzipped = new Map<string, Buffer>();
  const serveFile = async (request: Http2ServerRequest, response: Http2ServerResponse, pathname: string) => {
    const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
    let file = path.join(webRoot, relative);
    const isFile = await stat(file).then((info) => info.isFile(), () => false);
    if (!isFile || !file.startsWith(webRoot)) {
      if (path.extname(relative) !== "") {
        response.statusCode = 404;
        response.end("Not found");
        return;
      }
      file = path.join(webRoot, "index.html");
    }
    const extension = path.extname(file);
    const textType = TEXT_TYPES[extension];
    response.setHeader("content-type", textType ?? BINARY_TYPES[extension] ?? "application/octet-stream");
    response.setHeader("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
    const body = await readFile(file);
    if (textType && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      let compressed = gzipped.get(file);
      if (!compressed) {
        compressed = gzipSync(body, { level: 6 });
        gzipped.set(file, compressed);
      }
      response.setHeader("content-encoding", "gzip");
      response.end(compressed);
      return;
    }
    response.end(body);
  };
  const identity = makeSigningIdentity("127.0.0.1");
  const tls = { key: identity.privateKey.export({ type: "pkcs8", format: "pem" }), cert: identity.certificatePem };
  return createSecureServer(tls, (request, response) => {
    const pathname = new URL(request.url ?? "/", "https://localhost").pathname;
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      api(request, response);
      return;
    }
    serveFile(request, response, pathname).catch(() => {
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
}

/** Where the list's rows and loading text are, on a phone (cards) and wider (a table): the browser tests' selectors. */
function listSelectors(device: DeviceProfile): { row: string; loading: string } {
  const region = ui.findAppLayout().findContentRegion();
  const cards = device.viewport.width < 480;
  return cards
    ? { row: region.findCards().findItems().toSelector(), loading: region.findCards().findLoadingText().toSelector() }
    : { row: region.findTable().findRows().toSelector(), loading: region.findTable().findLoadingText().toSelector() };
}

const FIRST_ROWS_BINDING = "__benchFirstRows";

/**
 * In the page, before its scripts: watches the document and, once a row is laid out with no loading text left,
 * reports the time of the next frame (the row painted) since navigation start. A string, not a function: the
 * bench runs under tsx, whose helpers a serialized function would call in the page.
 */
function firstRowWatcher(selectors: { row: string; loading: string }): string {
  return `(() => {
    const rowShown = ${rowShownSource(selectors)};
    const observer = new MutationObserver(() => {
      if (!rowShown()) return;
      observer.disconnect();
      requestAnimationFrame(() => window[${JSON.stringify(FIRST_ROWS_BINDING)}](performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/**
 * The page's test for "a row of the list is on screen": no loading text, and a row laid out; with `pathname`, only
 * once the app's address is under it (the screen left behind may still show rows of its own).
 */
function rowShownSource(selectors: { row: string; loading: string }, pathname?: string): string {
  const onPath = pathname === undefined ? "" : `if (!location.pathname.startsWith(${JSON.stringify(pathname)})) return false;`;
  return `() => {
      ${onPath}
      if (document.querySelector(${JSON.stringify(selectors.loading)})) return false;
      const row = document.querySelector(${JSON.stringify(selectors.row)});
      if (!row) return false;
      const box = row.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    }`;
}

interface Visit {
  firstRowsMs: number;
  transfers: Transfer[];
}

/** The visits' times to their first rows, shortest first (for percentiles). */
const firstRowTimes = (visits: readonly Visit[]): number[] => visits.map((one) => one.firstRowsMs).sort((a, b) => a - b);

/** Cookies of the signed-in administrator, on the server's origin. */
function sessionCookie(cookie: string, baseUrl: string) {
  const at = cookie.indexOf("=");
  return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl };
}

export async function throttled(context: BrowserContext, page: Page, device: DeviceProfile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: device.cpuSlowdown });
  const conditions = networkConditions(device);
  if (conditions) await cdp.send("Network.emulateNetworkConditions", conditions);
  return cdp;
}

/** A signed-in page and the first-row report of its next navigation (asked for before navigating). */
export interface BenchPage {
  context: BrowserContext;
  page: Page;
  nextFirstRow(): Promise<number>;
}

/** The first row's time, or undefined when none came within VISIT_TIMEOUT_MS. */
async function withinVisitTimeout(firstRows: Promise<number>): Promise<number | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const ms = await Promise.race([
    firstRows,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), VISIT_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  return ms;
}

/** After the first row: waits for what is still coming (the rest of a long list), then answers the visit's bytes. */
async function afterFirstRows(page: Page, requests: ReturnType<typeof followRequests>, cdp: { detach(): Promise<void> }): Promise<Transfer[]> {
  await requests.quiet(AFTER_ROWS_QUIET_MS);
  requests.stop();
  const transfers = await transfersOf(page);
  await cdp.detach();
  return transfers;
}

/** One navigation to `url`, timed to its first row; the bytes counted until the network is quiet. */
async function visit({ context, page, nextFirstRow }: BenchPage, url: string, device: DeviceProfile): Promise<Visit> {
  const cdp = await throttled(context, page, device);
  const requests = followRequests(page);
  const firstRows = nextFirstRow();
  await page.goto(url, { waitUntil: "commit", timeout: VISIT_TIMEOUT_MS });
  const firstRowsMs = await withinVisitTimeout(firstRows);
  if (firstRowsMs === undefined) {
    const shown = (await page.locator("body").innerText().catch(() => "")).replace(/\s+/g, " ").slice(0, 300);
    throw new Error(`${url}: nenhuma linha em ${VISIT_TIMEOUT_MS} ms; a página em ${page.url()} mostra: ${shown}`);
  }
  return { firstRowsMs, transfers: await afterFirstRows(page, requests, cdp) };
}

/**
 * What the page's document and its requests took over the wire, as the page's own Resource Timing entries say
 * (transferSize: headers and the encoded body; 0 for what the cache answered). Read from the page rather than
 * from DevTools' network events: with the phone's network emulation, the event that ends a long streamed answer
 * did not always reach the bench's session, and pricing's 223 KB answer read 2 KB.
 */
async function transfersOf(page: Page): Promise<Transfer[]> {
  const entries = (await page.evaluate(
    `[...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].map((entry) => [entry.name, entry.transferSize, entry.decodedBodySize])`,
  )) as [string, number, number][];
  return entries.map(([url, transferSize, decodedBytes]) => ({ url, encodedBytes: transferSize, fromCache: transferSize === 0 && decodedBytes > 0 }));
}

/**
 * The page's requests in flight, followed from before a navigation: `quiet` waits until none has been in flight
 * for `quietMs`. (Playwright's "networkidle" fires once per navigation, and on the phone profile the page goes
 * quiet while it compiles the entry, before the list's answer is even asked for.)
 */
function followRequests(page: Page): { quiet(quietMs: number): Promise<void>; stop(): void } {
  let inFlight = 0;
  let changed = Date.now();
  const start = () => {
    inFlight++;
    changed = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    quiet: async (quietMs) => {
      const deadline = Date.now() + VISIT_TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - changed < quietMs) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: a página não ficou quieta em ${VISIT_TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => {
      page.off("request", start);
      page.off("requestfinished", end);
      page.off("requestfailed", end);
    },
  };
}

/** After the first row: what is still coming (the rest of a long list) is counted once the page is quiet this long. */
const AFTER_ROWS_QUIET_MS = 500;

/**
 * In the page: moves to `path` through history.pushState, which the app's router follows as it does a menu link,
 * and answers the ms from there to the next frame after a row of the list at `path` is laid out. A string: the
 * bench's own code is transformed with helpers the page does not have.
 */
function inAppFirstRowScript(path: string, selectors: { row: string; loading: string }): string {
  const pathname = new URL(path, "https://localhost").pathname;
  return `new Promise((resolve) => {
    const start = performance.now();
    const rowShown = ${rowShownSource(selectors, pathname)};
    const observer = new MutationObserver(() => {
      if (!rowShown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document, { childList: true, subtree: true });
    const index = Number(window.history.state?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2);
    window.history.pushState({ __TSR_index: index, key, __TSR_key: key }, "", ${JSON.stringify(path)});
  })`;
}

/** The home page's heading on screen, then no request in flight for HOME_QUIET_MS. */
async function homeDrawnAndQuiet(page: Page, requests: ReturnType<typeof followRequests>): Promise<void> {
  await page.locator(ui.findAppLayout().findContentRegion().toSelector()).locator("h1").first().waitFor({ timeout: VISIT_TIMEOUT_MS });
  await requests.quiet(HOME_QUIET_MS);
}

/**
 * The home page loaded first (nothing cached), then, once it has drawn and gone quiet and READ_HOME_MS later, the
 * list opened through the app's router: timed from that navigation; the bytes counted from the home page's load.
 */
async function visitFromHome({ context, page }: BenchPage, baseUrl: string, path: string, device: DeviceProfile): Promise<Visit> {
  const cdp = await throttled(context, page, device);
  const requests = followRequests(page);
  await page.goto(`${baseUrl}/`, { waitUntil: "commit", timeout: VISIT_TIMEOUT_MS });
  await homeDrawnAndQuiet(page, requests);
  await page.waitForTimeout(READ_HOME_MS);
  const firstRowsMs = await withinVisitTimeout(page.evaluate(inAppFirstRowScript(path, listSelectors(device))) as Promise<number>);
  if (firstRowsMs === undefined) throw new Error(`${path}: nenhuma linha em ${VISIT_TIMEOUT_MS} ms depois de aberta pela página inicial`);
  return { firstRowsMs, transfers: await afterFirstRows(page, requests, cdp) };
}

/** The demo store's administrator, as a person types it in the sign-in form. */
const ADMIN_SIGN_IN = { username: "admin", password: "admin" };

/**
 * A person who just signed in: the sign-in form in a browser with nothing cached, the home page it leads to (drawn,
 * then quiet), and each list by its address in turn, each visit timed from its navigation to its first row.
 */
async function visitsAfterSignIn(benchPage: BenchPage, baseUrl: string, urls: readonly string[], device: DeviceProfile): Promise<Visit[]> {
  const { context, page } = benchPage;
  const cdp = await throttled(context, page, device);
  const requests = followRequests(page);
  const login = new LoginPage(page, baseUrl);
  await page.goto(`${baseUrl}/login`, { waitUntil: "commit", timeout: VISIT_TIMEOUT_MS });
  await login.username.waitFor({ timeout: VISIT_TIMEOUT_MS });
  await login.signIn(ADMIN_SIGN_IN.username, ADMIN_SIGN_IN.password);
  await homeDrawnAndQuiet(page, requests);
  requests.stop();
  await cdp.detach();
  const visits: Visit[] = [];
  for (const url of urls) visits.push(await visit(benchPage, url, device));
  return visits;
}

/** A browser context as a person's first visit finds it: nothing cached, the row's device; signed in when given the cookie. */
async function freshPage(browser: Browser, baseUrl: string, cookie: string | undefined, device: DeviceProfile): Promise<BenchPage> {
  // The bench server's certificate is its own, made for the run.
  const context = await browser.newContext({ viewport: device.viewport, locale: "pt-BR", ignoreHTTPSErrors: true });
  if (cookie) await context.addCookies([sessionCookie(cookie, baseUrl)]);
  const page = await context.newPage();
  let waiting: ((ms: number) => void) | undefined;
  await page.exposeFunction(FIRST_ROWS_BINDING, (ms: number) => {
    waiting?.(ms);
    waiting = undefined;
  });
  await page.addInitScript(firstRowWatcher(listSelectors(device)));
  return {
    context,
    page,
    nextFirstRow: () =>
      new Promise<number>((resolve) => {
        waiting = resolve;
      }),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The list's counter as the header shows it ("(14551)"), read after the visit. */
async function counterText(page: Page, device: DeviceProfile): Promise<string> {
  const region = ui.findAppLayout().findContentRegion();
  const header = device.viewport.width < 480 ? region.findCards().findHeader() : region.findTable().findHeaderSlot();
  const counter = page.locator(header.findHeader().findCounter().toSelector()).first();
  return (await counter.innerText({ timeout: 2_000 }).catch(() => "?")).trim();
}

/**
 * On a throttled network, what the first visit's code alone takes to arrive (its bytes at the profile's download
 * rate): the floor of a visit with nothing cached, whatever the page does.
 */
function codeTransferNote(codeBytes: number, device: DeviceProfile): string {
  if (!device.network) return "";
  const bytesPerSecond = (device.network.downloadKbps * 1000) / 8;
  return ` (só o código leva ${seconds((codeBytes / bytesPerSecond) * 1000)} a ${device.network.downloadKbps / 1000} Mbps; uma vez por aparelho e por versão publicada)`;
}

/** A phone row held to issue 29's target: its visits' first rows, the first visit's bytes described by `detail`. */
function phoneRow(spec: BrowserRowSpec, visits: readonly Visit[], detail: (transfers: TransferSums) => string[]): BenchRow {
  const times = firstRowTimes(visits);
  const p50 = percentile(times, 50);
  const targetMs = spec.screen.large ? LARGE_LIST_TARGET_MS : SMALL_LIST_TARGET_MS;
  return {
    name: spec.name,
    p50,
    p95: percentile(times, 95),
    target: `primeira linha <= ${seconds(targetMs)}`,
    ok: p50 <= targetMs,
    detail: [...detail(sumTransfers(visits[0]?.transfers ?? [])), `${SAMPLES} amostras`].join("; "),
  };
}

export interface BrowserBench {
  measure(spec: BrowserRowSpec): Promise<BenchRow>;
  /** A first visit's page for the row's screen, not yet navigated (a profile wraps the navigation). */
  page(spec: BrowserRowSpec): Promise<BenchPage & { url: string }>;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** The app's server (on a port of its own) and a Chromium, for the rows of one bench run. */
export async function startBrowserBench(context: BrowserBenchContext, options: { webRoot?: string } = {}): Promise<BrowserBench> {
  const webRoot = options.webRoot ?? WEB_DIST;
  if (!options.webRoot) await buildWebIfStale();
  const server = webServer(webRoot);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const baseUrl = `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

  /** Runs `visit` on a first visit's page per sample (nothing cached), the page's context closed after each. */
  const eachSample = async (cookie: string | undefined, device: DeviceProfile, visitPage: (benchPage: BenchPage) => Promise<void>) => {
    for (let sample = 0; sample < SAMPLES; sample++) {
      const benchPage = await freshPage(browser, baseUrl, cookie, device);
      try {
        await visitPage(benchPage);
      } finally {
        await benchPage.context.close();
      }
    }
  };

  const measureFromHome = async (spec: BrowserRowSpec): Promise<BenchRow> => {
    const path = await spec.screen.path();
    const visits: Visit[] = [];
    await eachSample(context.cookie, spec.device, async (benchPage) => {
      visits.push(await visitFromHome(benchPage, baseUrl, path, spec.device));
    });
    return phoneRow(spec, visits, (all) => [
      `da navegação pelo app à primeira linha, a página inicial aberta antes sem nada em cache`,
      `página inicial e lista: API ${kb(all.api)}, código ${kb(all.code)}, ${all.requests} req`,
    ]);
  };

  // The lists after signing in are visited together, in the order; each row reads its list's visits.
  let signedInVisits: Promise<Map<string, Visit[]>> | undefined;
  const listsAfterSignIn = async (): Promise<Map<string, Visit[]>> => {
    const screens = listScreens(context);
    const urls = await Promise.all(screens.map(async (screen) => `${baseUrl}${await screen.path()}`));
    const byLabel = new Map<string, Visit[]>(screens.map((screen) => [screen.label, []]));
    await eachSample(undefined, PHONE, async (benchPage) => {
      const visits = await visitsAfterSignIn(benchPage, baseUrl, urls, PHONE);
      for (const [index, one] of visits.entries()) byLabel.get(screens[index]?.label ?? "")?.push(one);
    });
    return byLabel;
  };

  const measureAfterSignIn = async (spec: BrowserRowSpec): Promise<BenchRow> => {
    signedInVisits ??= listsAfterSignIn();
    const byLabel = await signedInVisits;
    return phoneRow(spec, byLabel.get(spec.screen.label) ?? [], (transfers) => [
      `entrando pela tela de login sem nada em cache, depois a página inicial; as listas pelo endereço, nesta ordem: ${[...byLabel.keys()].join(", ")}`,
      `esta lista: API ${kb(transfers.api)}, código ${kb(transfers.code)}, ${transfers.codeFromCache} arquivos do cache, ${transfers.requests} req`,
    ]);
  };

  const measure = async (spec: BrowserRowSpec): Promise<BenchRow> => {
    if (spec.arrival === "menu") return measureFromHome(spec);
    if (spec.arrival === "after sign-in") return measureAfterSignIn(spec);
    const url = `${baseUrl}${await spec.screen.path()}`;
    const first: Visit[] = [];
    const cachedCode: Visit[] = [];
    const regular: Visit[] = [];
    let counter = "?";
    await eachSample(context.cookie, spec.device, async (benchPage) => {
      first.push(await visit(benchPage, url, spec.device));
      if (first.length === 1) counter = await counterText(benchPage.page, spec.device);
      // The same person coming back: a new navigation, the code in the cache, the API read again.
      await benchPage.page.goto("about:blank");
      cachedCode.push(await visit(benchPage, url, spec.device));
      // And again: from the third run of a script the browser takes its compiled code from its cache too.
      await benchPage.page.goto("about:blank");
      regular.push(await visit(benchPage, url, spec.device));
    });
    const times = firstRowTimes(first);
    const cachedTimes = firstRowTimes(cachedCode);
    const regularTimes = firstRowTimes(regular);
    const fresh = sumTransfers(first[0]?.transfers ?? []);
    const again = sumTransfers(cachedCode[0]?.transfers ?? []);
    const p50 = percentile(times, 50);
    return {
      name: spec.name,
      p50,
      p95: percentile(times, 95),
      detail: [
        `lista ${counter}`,
        `1ª visita (sem cache): API ${kb(fresh.api)}, código ${kb(fresh.code)}, ${fresh.requests} req${codeTransferNote(fresh.code, spec.device)}`,
        `volta com código em cache: ${seconds(percentile(cachedTimes, 50))} (API ${kb(again.api)}, código ${kb(again.code)}, ${again.codeFromCache} do cache)`,
        `visitas seguintes (código já compilado): ${seconds(percentile(regularTimes, 50))}`,
        `${SAMPLES} amostras`,
      ].join("; "),
    };
  };

  return {
    browser,
    measure,
    page: async (spec) => ({ ...(await freshPage(browser, baseUrl, context.cookie, spec.device)), url: `${baseUrl}${await spec.screen.path()}` }),
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
      });
    },
  };
}

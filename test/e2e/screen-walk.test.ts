import type { Locator, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE } from "../../web/src/app/route-error";
import { SECTIONS, sectionForPath } from "../../web/src/app/sections";
import { REPORT_TEXT } from "../../web/src/features/reports/report-job";
import { defaultSalesPeriod, encodeSalesPeriod } from "../../web/src/app/sales-period";
import { DEMO_CNPJ } from "../../infra/local/demo-tenant";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { buildNfe, plainLine } from "../support/nfe-xml";
import { DESKTOP, PHONE } from "./pages/browser";
import { refusedViolations } from "./pages/axe-audit";
import { ui } from "./pages/cloudscape";
import { useE2e } from "./pages/e2e";
import { openListInApp } from "./pages/in-app";
import { ListTable } from "./pages/list-table";
import { NotableProductsPage } from "./pages/notable-products-page";
import { PurchaseOrdersPage } from "./pages/purchase-orders-page";
import { SalesPage } from "./pages/sales-page";
import { demoParameterValues, drawn, type ParameterValues, pathOf as screenPathOf, settle } from "./pages/screen-walk";
import { appScreens, type Screen } from "./pages/screens";
import { ShellPage } from "./pages/shell-page";
import type { NfeFileResult } from "../../shared/contracts/nfe-imports";
import { productsWithBarcode } from "./pages/demo-products";
import { UsersPage } from "./pages/users-page";
import { sidewaysOverflow } from "./pages/viewport-fit";

/**
 * One walk per width (desktop and phone, side by side) over every screen of the route tree and every dialog:
 * each screen first shows its data (a row, or a text it is known by), then axe-core finds no critical or
 * serious violation and nothing sticks out sideways. The ids of the screens' paths are read from the API.
 */

const e2e = useE2e();
const screens = appScreens();
let parameterValues: ParameterValues;
/** The NF-e notes of the dialogs: one waiting with only a warning (confirmable), one confirmed (reversible). */
const CONFIRMABLE_NUMBER = "5501";
const REVERSIBLE_NUMBER = "5502";
let warningsOnlyImportId: number;
let pendingImportId: number;

beforeAll(async () => {
  // A supplier's note waiting for review (unsigned, so its signature asks to be accepted), for the review screen.
  const note = buildNfe({
    recipientCnpj: DEMO_CNPJ,
    issuedAt: `${addDays(todayInSaoPaulo(), -1)}T09:00:00-03:00`,
    lines: [plainLine({ code: "CX-ARROZ", description: "ARROZ TIPO 1 5KG CX 6", unit: "CX", quantity: 4, unitPrice: 96.5 })],
  });
  const [pending] = await e2e.api<NfeFileResult[]>("POST", "/nfe_imports?file_name=nota-do-fornecedor.xml", new TextEncoder().encode(note));
  if (pending?.import_id === undefined) throw new Error(`A nota do fornecedor não ficou aguardando revisão: ${pending?.message}`);
  pendingImportId = pending.import_id;
  // Two notes whose line is matched by a demo product's barcode: one left waiting with only the unsigned-XML
  // warning (its confirmation dialog), one confirmed into an entry (its reversal dialog).
  const [product] = await productsWithBarcode(e2e.api, 1);
  if (!product) throw new Error("A loja de demonstração não tem produto com código de barras válido.");
  const matchedNote = (number: string) =>
    buildNfe({
      recipientCnpj: DEMO_CNPJ,
      number,
      issuedAt: `${addDays(todayInSaoPaulo(), -2)}T09:00:00-03:00`,
      lines: [plainLine({ code: "ITEM-GTIN", description: "ITEM PELO GTIN", gtin: product.barcode, unit: product.unit, quantity: 5, unitPrice: 2.4 })],
    });
  const upload = async (number: string) => {
    const [result] = await e2e.api<NfeFileResult[]>("POST", `/nfe_imports?file_name=nota-${number}.xml`, new TextEncoder().encode(matchedNote(number)));
    if (result?.import_id === undefined) throw new Error(`A nota ${number} não ficou aguardando revisão: ${result?.message}`);
    return result.import_id;
  };
  warningsOnlyImportId = await upload(CONFIRMABLE_NUMBER);
  await e2e.api("POST", `/nfe_imports/${await upload(REVERSIBLE_NUMBER)}/confirm`, { accept_warnings: true });
  parameterValues = await demoParameterValues(<T>(path: string) => e2e.api<T[]>("GET", path.replace(/^\/api/, "")));
});

const pathOf = (screen: Screen) => screenPathOf(screen, parameterValues);

/** What an audit refuses on a screen or dialog at a width: an axe rule and its nodes, or what sticks out sideways. */
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

/** axe's refused violations on what the page shows now, less the upstream findings above. */
async function refusedFindings(page: Page, screen: string, checkContrast: boolean, scope?: Locator): Promise<Finding[]> {
  const width = page.viewportSize()?.width ?? 0;
  return (await refusedViolations(page, scope, { checkContrast }))
    .map((violation) => ({
      screen,
      width,
      rule: violation.rule,
      impact: violation.impact,
      nodes: violation.nodes.filter((target) => !isUpstreamFinding(violation.rule, target)),
    }))
    .filter((finding) => finding.nodes.length > 0);
}

/** A calendar open on the page (a date field's popover) that reaches past the window's sides. */
async function calendarsPastTheWindow(page: Page, width: number): Promise<string[]> {
  const findings: string[] = [];
  for (const calendar of await page.locator(ui.findCalendar().toSelector()).filter({ visible: true }).all()) {
    const box = await calendar.boundingBox();
    if (box && (box.x < 0 || box.x + box.width > width + 0.5)) {
      findings.push(`calendário de ${Math.round(box.x)} a ${Math.round(box.x + box.width)} px numa janela de ${width} px`);
    }
  }
  return findings;
}

/**
 * axe's refused violations (over `scope`, the whole page when omitted) and what sticks out sideways (a calendar
 * too), on what the page shows now.
 */
async function audit(page: Page, screen: string, checkContrast: boolean, scope?: Locator): Promise<Finding[]> {
  const width = page.viewportSize()?.width ?? 0;
  const overflow = [...(await sidewaysOverflow(page)), ...(await calendarsPastTheWindow(page, width))];
  const sideways = overflow.length > 0 ? [{ screen, width, rule: "rola para o lado", impact: "serious", nodes: overflow }] : [];
  return [...(await refusedFindings(page, screen, checkContrast, scope)), ...sideways];
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

/** A screen to audit: its path, what it is (the screen's pattern, or the refusal) and what it shows once drawn. */
interface Visit {
  path: string;
  kind: string;
  shown: (page: Page) => Promise<void>;
}

/** A list's first row (or card): what a list screen shows once its data came. */
const firstRow = (page: Page) => new ListTable(page).rows.first().waitFor();

/** What each screen that is not a list shows once drawn; every other screen shows a list with rows. */
const SHOWN_BY_PATTERN: Record<string, (page: Page, admin: boolean) => Promise<void>> = {
  "/login": (page) => page.getByLabel("Nome do Usuário").waitFor(),
  "/": (page, admin) =>
    admin
      ? page.getByRole("heading", { name: "Vendas dos Últimos 30 Dias" }).waitFor()
      : page.getByRole("heading", { level: 1, name: "Coletor" }).waitFor(),
  // An administrator's report is drawn in a frame; a standard user's print is refused, and the screen says so.
  "/open_report/$report/{-$data}": (page, admin) =>
    admin ? page.locator("iframe").waitFor({ state: "attached" }) : page.getByText(REPORT_TEXT.failedTitle).waitFor(),
};

const visitOf = (screen: Screen, admin: boolean): Visit => {
  const shown = SHOWN_BY_PATTERN[screen.pattern];
  return { path: pathOf(screen), kind: screen.pattern, shown: shown ? (page) => shown(page, admin) : firstRow };
};

/** The router's console line for the section guard's refusal (see the standard user's walk). */
const refusalLogged = new RegExp(`RouteError: ${FORBIDDEN_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const refusalOf = (screen: Screen): Visit => ({
  path: pathOf(screen),
  kind: "refusal",
  // While the router swaps screens the refusal can be drawn twice for a moment: any one of them will do.
  shown: (page) => page.getByText(FORBIDDEN_MESSAGE).first().waitFor(),
});

const VIEWPORTS = [DESKTOP, PHONE];

/**
 * Colours come from Cloudscape's tokens (the app sets none of its own), so a role never changes them; a width
 * does change what is drawn (cards, the mobile toolbar). axe's color-contrast, the costliest rule, runs once
 * per kind of screen and width, whichever role audits it first.
 */
const contrastChecked = new Set<string>();

const checksContrast = (kind: string, width: number) => {
  const kindAtWidth = `${kind} ${width}`;
  const first = !contrastChecked.has(kindAtWidth);
  contrastChecked.add(kindAtWidth);
  return first;
};

/** Runs a walk at desktop and phone width side by side, one page each (each in a browser context of its own). */
async function atBothWidths(openPage: (viewport: typeof DESKTOP) => Promise<Page>, walk: (page: Page) => Promise<Finding[]>): Promise<Finding[]> {
  return (await Promise.all(VIEWPORTS.map(async (viewport) => walk(await openPage(viewport))))).flat();
}

/** Opens each screen in the app, waits until it shows its data, and audits it. */
async function walkScreens(page: Page, visits: readonly Visit[]): Promise<Finding[]> {
  const navigator = await InAppNavigator.of(page);
  const findings: Finding[] = [];
  const width = page.viewportSize()?.width ?? 0;
  for (const visit of visits) {
    await navigator.open(visit.path);
    await visit.shown(page);
    findings.push(...(await audit(page, visit.path, checksContrast(visit.kind, width))));
  }
  return findings;
}

/**
 * The dialog on top, once shown and settled, audited under its name. axe looks at the dialog alone: the screen
 * behind it was audited on its own in the screens' walk, and auditing it again under each of its dialogs took
 * 40 % of the dialogs' walk. What sticks out sideways is still measured over the whole page.
 */
async function auditDialog(page: Page, name: string): Promise<Finding[]> {
  const dialog = page.getByRole("dialog").filter({ visible: true }).last();
  await dialog.waitFor();
  await settle(page);
  return audit(page, `diálogo ${name}`, checksContrast(`diálogo ${name}`, page.viewportSize()?.width ?? 0), dialog);
}

async function closeDialogWith(page: Page, button: string): Promise<void> {
  const top = page.getByRole("dialog").filter({ visible: true }).last();
  await top.getByRole("button", { name: button, exact: true }).click();
  await top.waitFor({ state: "detached" });
}

/** Every dialog of the app opened as an administrator, each audited, then closed. */
async function walkDialogs(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const check = async (name: string) => findings.push(...(await auditDialog(page, name)));

  const users = await new UsersPage(page, e2e.baseUrl).open();
  await users.list.headerButton("Novo Usuário").click();
  await check("new-user");
  await closeDialogWith(page, "Cancelar");
  await users.list.chooseRowOption("operador", "Editar");
  await check("edit-user");
  await closeDialogWith(page, "Cancelar");
  await users.list.chooseRowOption("operador", "Remover");
  await check("remove-user");
  await closeDialogWith(page, "Cancelar");
  await users.list.headerButton("Preferências").click();
  await check("list-preferences");
  await closeDialogWith(page, "Cancelar");

  // The next screens are opened inside the app: a page load would boot the app again for each.
  const notables = new NotableProductsPage(page, e2e.baseUrl);
  await openListInApp(notables.list, "/notable_products");
  await notables.list.headerButton("Incluir Produto Notável").click();
  await check("new-notable-product");
  await closeDialogWith(page, "Cancelar");
  await notables.list.chooseRowOption(0, "Editar");
  await check("edit-notable-product");
  await closeDialogWith(page, "Cancelar");
  await notables.list.selectRow(0);
  await notables.list.headerButton("Remover Selecionados").click();
  await check("remove-notable-products");
  await closeDialogWith(page, "Cancelar");

  const orders = new PurchaseOrdersPage(page, e2e.baseUrl);
  await openListInApp(orders.list, "/purchase_orders/open");
  await orders.list.headerButton("Status").click();
  await check("order-status");
  await closeDialogWith(page, "Cancelar");
  const fromQuote = (await e2e.api<{ id: number; price_quote_id: number }[]>("GET", "/purchase_orders")).find(
    (order) => order.price_quote_id > 0,
  );
  if (!fromQuote) throw new Error("A loja de demonstração não tem pedido de cotação.");
  await openListInApp(orders.list, `/purchase_orders/${fromQuote.id}/items`);
  await orders.list.chooseRowOption(0, "Participantes da Cotação");
  await orders.dialog.list.waitForRows();
  await check("quote-participants");
  await orders.dialog.close();
  await orders.list.chooseRowOption(0, "Últimas Entradas");
  await orders.lastEntries.list.waitForRows();
  await check("last-entries");
  await orders.lastEntries.root.getByRole("button", { name: /^Abrir calendário/ }).click();
  await check("last-entries-calendar");
  await page.keyboard.press("Escape");
  await orders.lastEntries.close();

  findings.push(...(await walkNfeDialogs(page)));

  const sales = new SalesPage(page);
  await openListInApp(sales.list, `/daily_sales/${encodeSalesPeriod(defaultSalesPeriod(new Date()))}`);
  await sales.openFilter("Tipo de Relatório");
  await check("report-type");
  await closeDialogWith(page, "Cancelar");
  await sales.openFilter("Período de Vendas");
  await check("sales-period");
  await sales.openPicker();
  await check("sales-period-calendar");
  return findings;
}

/**
 * The company settings and the NF-e import's dialogs: 'Dados da Empresa', 'Vincular produto', the confirmation,
 * 'Descartar', 'Reverter entrada'. The two review screens have the same list, so the entries come between them:
 * each screen is then known by its list's title, and every one opens inside the app.
 */
async function walkNfeDialogs(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const check = async (name: string) => findings.push(...(await auditDialog(page, name)));
  const shell = new ShellPage(page);
  const lines = new ListTable(page);

  await openListInApp(lines, `/nfe_imports/${warningsOnlyImportId}`);
  await page.getByRole("button", { name: "Confirmar entrada", exact: true }).click();
  await check("confirm-import");
  await closeDialogWith(page, "Cancelar");

  await openListInApp(lines, "/entries");
  await lines.row(`${REVERSIBLE_NUMBER}/1`).waitFor();
  await lines.chooseRowOption(`${REVERSIBLE_NUMBER}/1`, "Reverter entrada");
  await check("reverse-entry");
  await closeDialogWith(page, "Cancelar");

  await openListInApp(lines, `/nfe_imports/${pendingImportId}`);
  await shell.header.getByRole("button", { name: "ADMINISTRADOR" }).click();
  await page.getByRole("menuitem", { name: "Dados da Empresa" }).click();
  await page.getByRole("dialog").filter({ visible: true }).last().getByRole("textbox", { name: "CNPJ" }).waitFor();
  await check("company-settings");
  await closeDialogWith(page, "Cancelar");

  await lines.chooseRowOption(0, "Vincular produto");
  await check("map-line");
  await closeDialogWith(page, "Cancelar");
  await page.getByRole("button", { name: "Descartar", exact: true }).click();
  await check("discard-import");
  await closeDialogWith(page, "Cancelar");
  return findings;
}

/** A standard user's menu (on a phone it opens from the toolbar) and the sign-out dialog, audited. */
async function walkMenuAndSignOut(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const width = page.viewportSize()?.width ?? 0;
  if (width === PHONE.width) {
    await page.getByRole("button", { name: "Abrir menu" }).click();
    findings.push(...(await audit(page, "menu", checksContrast("menu", width))));
  }
  await new ShellPage(page).askToSignOut();
  findings.push(...(await audit(page, "sair", checksContrast("sair", width))));
  return findings;
}

/**
 * A walk opens some 30 screens or 14 dialogs at each width and audits each: measured 2 to 4.5 minutes on a
 * 2-core machine at a load of 15, which must not fail it.
 */
const WALK_TIMEOUT_MS = 600_000;

const signedInScreens = () => screens.filter((screen) => screen.audience === "signedIn");

describe("every screen and dialog at desktop and phone width: axe-core finds no critical or serious violation, nothing scrolls sideways", () => {
  it("the screen list covers the sign-in screen and every signed-in area", () => {
    expect(screens.filter((screen) => screen.audience === "anonymous").map((screen) => screen.pattern)).toEqual(["/login"]);
    const patterns = signedInScreens().map((screen) => screen.pattern);
    for (const section of SECTIONS) expect(patterns.some((pattern) => sectionForPath(pattern)?.id === section.id)).toBe(true);
  });

  it("the sign-in screen", async () => {
    const visits = screens.filter((screen) => screen.audience === "anonymous").map((screen) => visitOf(screen, false));
    expect(await atBothWidths((viewport) => e2e.open({ viewport, ownContext: true }), (page) => walkScreens(page, visits))).toEqual([]);
  }, 60_000);

  it("every screen, as an administrator", async () => {
    const visits = signedInScreens().map((screen) => visitOf(screen, true));
    const open = (viewport: typeof DESKTOP) => e2e.open({ viewport, signedIn: true, ownContext: true });
    expect(await atBothWidths(open, (page) => walkScreens(page, visits))).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it("every dialog, as an administrator", async () => {
    const open = (viewport: typeof DESKTOP) => e2e.open({ viewport, signedIn: true, ownContext: true });
    expect(await atBothWidths(open, walkDialogs)).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it("the screens a standard user opens, the refusal of an admin-only one, the menu and the sign-out dialog", async () => {
    const open = signedInScreens().filter((screen) => screen.openToStandardUser);
    // Every admin-only screen shows a standard user the same refusal: one of them stands for all.
    const [refused] = signedInScreens().filter((screen) => !screen.openToStandardUser);
    if (!refused) throw new Error("Nenhuma tela só de administradores na lista de telas.");
    const visits = [...open.map((screen) => visitOf(screen, false)), refusalOf(refused)];
    // The section guard refuses by throwing from the route's beforeLoad, and TanStack Router logs what a
    // beforeLoad throws before the app draws the refusal: that one line is expected here.
    e2e.allowConsoleError(refusalLogged);
    const walk = async (page: Page) => [...(await walkScreens(page, visits)), ...(await walkMenuAndSignOut(page))];
    expect(await atBothWidths((viewport) => e2e.open({ viewport, user: "operador" }), walk)).toEqual([]);
  }, WALK_TIMEOUT_MS);
});

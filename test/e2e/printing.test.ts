import { DeleteCommand } from "@aws-sdk/lib-dynamodb";
import type { Page, Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { db, tableName } from "../../functions/lib/db";
import { sourceKeys } from "../../functions/lib/keys";
import { todayInSaoPaulo } from "../../shared/dates";
import { tenantOfTestFile } from "../support/e2e-tenant";
import { writeOrderOfFirstProducts } from "../support/orders";
import { pdfTextRuns } from "../support/pdf-text";
import { DESKTOP, PHONE } from "./pages/browser";
import { ui } from "./pages/cloudscape";
import { useE2e } from "./pages/e2e";
import { notificationItems } from "./pages/notifications";
import { PurchaseOrdersPage } from "./pages/purchase-orders-page";
import { ShellPage } from "./pages/shell-page";
import { textOf } from "./pages/text";

/**
 * Printing an order (spec §2.5, DESIGN §10): from the click on 'Imprimir Pedido' to the PDF on screen within
 * 1.5 s for an order of 30 items, a print that fails says the server's reason, and the list's 'Imprimir'
 * prints the selected order. The one browser test file in the full Chromium, whose viewer draws the PDF.
 */

const e2e = useE2e({ browser: "pdfViewer" });

/**
 * DESIGN §10's 1.5 s is measured by `npm run bench` on a quiet machine. Here, beside other browser suites on a
 * shared CI machine, the first print of a fresh runtime also pays its cold start, so the browser test only
 * bounds it loosely (a print that hangs still fails) and prints where the time went.
 */
const CLICK_TO_PDF_MS = 15_000;
/** Orders of this file only, far above the demo store's ids. */
const ORDER_30_ITEMS = 8_000_030;
const ORDER_GONE = 8_000_404;
const REPORT_FILE = /\/api\/reports\/[0-9a-f-]+\/file$/;

let tenantId = "";
let lastProduct = "";

beforeAll(async () => {
  const testFile = expect.getState().testPath;
  if (!testFile) throw new Error("Arquivo de teste desconhecido.");
  // useE2e made this file's company and pointed this process at the server's table.
  tenantId = tenantOfTestFile(testFile).tenantId;
  const date = todayInSaoPaulo();
  await writeOrderOfFirstProducts(tenantId, { id: ORDER_GONE, items: 3, date });
  const products = await writeOrderOfFirstProducts(tenantId, { id: ORDER_30_ITEMS, items: 30, date });
  lastProduct = products.at(-1)?.description ?? "";
});

/** Finds an order's row on the open orders list, by its number. */
async function orderRow(screen: PurchaseOrdersPage, id: number): Promise<number> {
  await screen.list.filter(String(id));
  await expect.poll(() => screen.list.rowWhere("Nº", String(id))).toBeGreaterThanOrEqual(0);
  return screen.list.rowWhere("Nº", String(id));
}

type ClickWindow = { clickedAt?: number };

/** Clicks 'Imprimir Pedido' in the order's row menu; answers the report's tab. */
async function printFromRowMenu(page: Page, screen: PurchaseOrdersPage, id: number): Promise<Page> {
  const option = await screen.list.rowOption(await orderRow(screen, id), "Imprimir Pedido");
  await page.evaluate(() => {
    const clicks = window as ClickWindow;
    // The performance clock, as the report's page times its end: the pages' Date runs on the run's shifted clock.
    document.addEventListener("click", () => (clicks.clickedAt ??= performance.timeOrigin + performance.now()), { capture: true, once: true });
  });
  const opened = page.context().waitForEvent("page");
  await option.click();
  return opened;
}

/**
 * From the click, as the list's page received it, to the PDF received whole in the report's frame, as the
 * report's page timed it (resource timing): the browser's clock at both ends, so nothing the test's own
 * process does in between counts. The browser's own PDF viewer then draws it. Answers the time, and when
 * the report's page started and made its calls to the API (ms after the click), to say where it went.
 */
async function clickToPdf(list: Page, report: Page, pdfUrl: string): Promise<{ ms: number; calls: string }> {
  const clickedAt = await list.evaluate(() => (window as ClickWindow).clickedAt ?? Number.NaN);
  return report.evaluate(
    ({ url, click }) => {
      const since = (time: number) => Math.round(performance.timeOrigin + time - click);
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const pdf = resources.find((resource) => resource.name === url);
      const calls = resources
        .filter((resource) => resource.name.includes("/api/"))
        .map((resource) => `${new URL(resource.name).pathname.replace(/[0-9a-f-]{36}/, "…")} ${since(resource.startTime)}-${since(resource.responseEnd)}`);
      return { ms: pdf ? since(pdf.responseEnd) : Number.NaN, calls: [`página ${since(0)}`, ...calls].join(", ") };
    },
    { url: pdfUrl, click: clickedAt },
  );
}

/**
 * One administrator on one orders list at desktop width, printing from it four times: each print opens the
 * report in a tab of its own, closed again by its step. Only the first step loads the app.
 */
describe("printing an order", () => {
  const journey = e2e.journey({ signedIn: true, viewport: DESKTOP });
  const page = () => journey.page;
  const screen = () => new PurchaseOrdersPage(page(), e2e.baseUrl);
  const shell = () => new ShellPage(page());

  /** Back to the open orders by the sidebar, which reads them again, with no filter left. */
  async function openOrders(): Promise<PurchaseOrdersPage> {
    await screen().clearFilters();
    await shell().sidebar.getByRole("link", { name: "Pedidos", exact: true }).click();
    await page().waitForURL(e2e.url("/purchase_orders/open"));
    await screen().list.waitForRows();
    return screen();
  }

  it("shows the PDF of an order of 30 items soon after the click on 'Imprimir Pedido'", async () => {
    const page = journey.page;
    const screen = await new PurchaseOrdersPage(page, e2e.baseUrl).open("/purchase_orders/open");
    const report = await printFromRowMenu(page, screen, ORDER_30_ITEMS);
    const pdf: Response = await report.waitForResponse((response) => REPORT_FILE.test(response.url()), { timeout: 60_000 });
    await pdf.finished();
    const frame = report.locator("iframe");
    await frame.waitFor();
    await (await (await frame.elementHandle())?.contentFrame())?.waitForLoadState("load");

    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect(new URL((await frame.getAttribute("src")) ?? "", e2e.baseUrl).pathname).toBe(new URL(pdf.url()).pathname);
    // Read again for its text: the viewer's own response does not keep the body.
    const text = pdfTextRuns(await (await report.request.get(pdf.url())).body()).join("\n");
    expect(text).toContain(`PEDIDO DE COMPRA Nº ${ORDER_30_ITEMS}`);
    expect(text).toContain(lastProduct);
    const elapsed = await clickToPdf(page, report, pdf.url());
    expect(elapsed.ms, `clique ao PDF em ${elapsed.ms} ms (${elapsed.calls})`).toBeLessThan(CLICK_TO_PDF_MS);
    await report.close();
  }, 60_000);

  it("says the server's reason when the order no longer exists", async () => {
    const screen = await openOrders();
    await orderRow(screen, ORDER_GONE);
    // The order leaves the store (the ERP removed it) after the list was read.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: sourceKeys.order(tenantId, ORDER_GONE) }));
    const report = await printFromRowMenu(page(), screen, ORDER_GONE);

    const reason = `Pedido ${ORDER_GONE} não encontrado.`;
    await expect.poll(() => notificationItems(report).allInnerTexts()).toEqual([expect.stringContaining(reason)]);
    const alert = report.locator(ui.findAlert().toSelector());
    await expect.poll(() => alert.innerText()).toContain("Não foi possível gerar o relatório");
    expect(await alert.innerText()).toContain(reason);
    expect(await report.locator("iframe").count()).toBe(0);
    await e2e.screenshot(report, "printing-order-gone-desktop");

    // The same page at phone width: the reason fits on screen.
    await report.setViewportSize(PHONE);
    await expect.poll(() => report.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await alert.innerText()).toContain(reason);
    await e2e.screenshot(report, "printing-order-gone-phone");
    await report.close();
  }, 60_000);

  it("prints the selected order from the list's 'Imprimir' in a new tab and shows the PDF", async () => {
    const screen = await openOrders();
    const page = journey.page;
    const print = screen.list.headerButton("Imprimir");
    expect(await print.isDisabled()).toBe(true);
    await screen.list.selectRow(0);
    const id = (await screen.list.column("Nº"))[0] ?? "";
    const opened = page.context().waitForEvent("page");
    await print.click();
    const report = await opened;
    const pdf = report.waitForResponse((response) => REPORT_FILE.test(response.url()), { timeout: 60_000 });
    await report.getByText("Aguarde, gerando relatório...", { exact: true }).waitFor();
    await e2e.screenshot(report, "purchase-order-print-waiting-desktop");
    const [, , routeReport, data] = new URL(report.url()).pathname.split("/");
    expect(routeReport).toBe("purchase_orders");
    expect(JSON.parse(atob(decodeURIComponent(data ?? "")))).toEqual({ report: "purchase_order", id: Number(id) });
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect(await report.locator("iframe").getAttribute("src")).toMatch(/^\/api\/reports\/[0-9a-f-]+\/file$/);
    await (await (await report.locator("iframe").elementHandle())?.contentFrame())?.waitForLoadState("load");
    await e2e.screenshot(report, "purchase-order-print-desktop");
    await report.close();
  }, 60_000);

  it("prints a closed order from the row menu too", async () => {
    await screen().chooseFilter("Status", "Pedidos Fechados");
    await page().waitForURL(e2e.url("/purchase_orders/closed"));
    await expect.poll(() => textOf(screen().list.title)).toBe("Pedidos Fechados");
    await screen().list.waitForRows();
    const opened = page().context().waitForEvent("page");
    await screen().list.chooseRowOption(0, "Imprimir Pedido");
    const report = await opened;
    await report.waitForURL(/\/open_report\/purchase_orders\/[^/]+$/);
    await report.locator("iframe").waitFor({ timeout: 60_000 });
    await report.close();
  }, 60_000);
});

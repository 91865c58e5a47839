import type { ReportValue } from "../../shared/contracts/reports";
import { renderPurchaseOrder } from "../../functions/reports/purchase-order-render";
import { type ReportJobApi, type ReportJobReading, runReport } from "../../web/src/features/reports/report-job";
import { writeOrderOfFirstProducts } from "../support/orders";
import { callRoute } from "./api";
import type { Measurement } from "./types";

/** Beside the 200-item order of purchasing.ts, far above the demo store's ids. */
const PRINT_ORDER_ID = 9_000_002;
export const PRINT_ITEMS = 30;
/** DESIGN §10: from the click on 'Imprimir Pedido' to the PDF, under 1.5 s. */
export const CLICK_TO_PDF_MS = 1500;

/** The print page's calls (POST /api/reports, GET /api/reports/{job_id}) through the real handlers, signed in. */
function routeReportApi(cookie: string): ReportJobApi {
  return {
    start: async (value) => {
      const answer = await callRoute("POST", "/api/reports", { cookie, body: value });
      if (answer.status !== 202) throw new Error(`POST /api/reports: ${answer.status} ${JSON.stringify(answer.json())}`);
      return (answer.json() as { data: { job_id: string } }).data.job_id;
    },
    status: async (jobId) => {
      const answer = await callRoute("GET", `/api/reports/${jobId}`, { cookie });
      return (answer.json() as { data: ReportJobReading }).data;
    },
  };
}

/**
 * The click on 'Imprimir Pedido' of the 30-item order as the print page does it: start the job, poll its status
 * with the page's backoff and minimum wait, then fetch the PDF. Answers the PDF's answer.
 */
export async function printOrder(cookie: string) {
  const value: ReportValue = { report: "purchase_order", id: PRINT_ORDER_ID };
  const outcome = await runReport(value, { api: routeReportApi(cookie) });
  if (!outcome.ok) throw new Error(`Impressão falhou: ${outcome.message}`);
  const file = await callRoute("GET", outcome.url, { cookie });
  if (file.status !== 200 || file.headers["content-type"] !== "application/pdf") throw new Error(`PDF: ${file.status}`);
  return file;
}

/** Writes (again) the order the print rows print. */
export function writePrintOrder(tenantId: string, lastDay: string): Promise<unknown> {
  return writeOrderOfFirstProducts(tenantId, { id: PRINT_ORDER_ID, items: PRINT_ITEMS, date: lastDay });
}

/**
 * Printing an order of 30 items (printOrder) in a warm process: the local runtime renders in-process, as
 * `npm start` does, with the renderer already loaded. The floor is the render alone (reading the order and
 * drawing its PDF).
 */
export function printMeasurements(context: { tenantId: string; cookie: string; lastDay: string }): Measurement[] {
  const { tenantId, cookie, lastDay } = context;
  let written: Promise<unknown> | undefined;
  // Untimed in effect: the first call is a warm-up.
  const orderWritten = () => {
    written ??= writePrintOrder(tenantId, lastDay);
    return written;
  };
  const print = async () => {
    await orderWritten();
    return printOrder(cookie);
  };
  return [
    {
      name: `print order (${PRINT_ITEMS} items)`,
      run: print,
      floor: async () => {
        await orderWritten();
        return renderPurchaseOrder(tenantId, { id: PRINT_ORDER_ID });
      },
      detail: async () => `clique ao PDF, ${((await print()).bytes / 1024).toFixed(0)} KB; piso: só o desenho do PDF`,
      target: { maxP95Ms: CLICK_TO_PDF_MS },
    },
  ];
}

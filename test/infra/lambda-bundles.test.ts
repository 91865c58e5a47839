import { execFileSync } from "node:child_process";
import { rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { JOBS } from "../../functions/plan/jobs";
import type { PurchaseOrderDocumentData } from "../../functions/reports/purchase-order-document";
import { renderPurchaseOrderDocument } from "../../functions/reports/purchase-order-render-document";
import { lambdaBuildOptions, PDF_FONTS_SCRIPT, rendersPdf } from "../../infra/build/bundling";
import { DEMO_BYNAME, DEMO_LOGO } from "../../infra/local/demo-tenant";
import { REPO_ROOT } from "../../infra/build/paths";
import { pdfTextRuns } from "../support/pdf-text";

const OUT_DIR = path.join(REPO_ROOT, ".build", "test-bundles");

const order: PurchaseOrderDocumentData = {
  company: { byname: DEMO_BYNAME, logo: DEMO_LOGO },
  order: { id: 4321, date: "2026-11-20", deliverDate: "2026-11-25", priceQuoteId: 77, supplier: "DISTRIBUIDORA SÃO JOSÉ", totalCost: 151.5 },
  items: [
    { id: 1, barcode: "7890000990001", product: "ARROZ TIPO 1 5KG", quantity: 10, unit: "UN", unitCost: 12.5, totalCost: 125 },
    { id: 2, barcode: "7890000990002", product: "FEIJÃO CARIOCA 1KG", quantity: 2.5, unit: "KG", unitCost: 10.6, totalCost: 26.5 },
  ],
};

/** DESIGN §10: every Lambda bundle under 600 KB (the AWS SDK left to the runtime). */
const MAX_BUNDLE_BYTES = 600 * 1024;

/** A PDF's bytes as text, with what changes between two drawings blanked: the creation date and the file id (its hash). */
function withoutDrawingTime(pdf: Uint8Array): string {
  return Buffer.from(pdf)
    .toString("latin1")
    .replace(/\(D:\d{14}Z\)/g, "(D:)")
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, "/ID []");
}

describe("the report renderer as the Lambda bundles it", () => {
  it("leaves out what reports never use (font files, hyphenation, AES, pdfkit's line breaker, SVG, React's reconciler) and stays under 600 KB", async () => {
    const task = JOBS.reportRendering.tasks[0];
    if (!task) throw new Error("a tarefa de relatório não está definida");
    const outfile = path.join(OUT_DIR, "report-render.mjs");
    const result = await build({ ...lambdaBuildOptions(task.entry, outfile), metafile: true });
    const packages = Object.keys(result.metafile.inputs).filter((input) => input.includes("node_modules/"));
    expect(packages.some((input) => input.includes("node_modules/@react-pdf/renderer/"))).toBe(true);
    const leftOut = /node_modules\/(fontkit|brotli|hyphen|@noble\/ciphers|linebreak|@react-pdf\/svg|@react-pdf\/reconciler|react-reconciler|scheduler)\//;
    expect(packages.filter((input) => leftOut.test(input))).toEqual([]);
    expect(statSync(outfile).size).toBeLessThan(MAX_BUNDLE_BYTES);
  });

  it("still renders the order with the standard fonts: company, accents, items and TOTAL DO PEDIDO, the same PDF as unbundled", async () => {
    // As the Lambda's asset: the bundle alone in its folder, with what the CDK hook adds beside it.
    const assetDir = path.join(OUT_DIR, "render-document");
    rmSync(assetDir, { recursive: true, force: true });
    const outfile = path.join(assetDir, "index.mjs");
    await build(lambdaBuildOptions("functions/reports/purchase-order-render-document.ts", outfile));
    expect(rendersPdf(JOBS.reportRendering.tasks[0]?.entry ?? "")).toBe(true);
    execFileSync(process.execPath, [path.join(REPO_ROOT, PDF_FONTS_SCRIPT), assetDir]);
    const bundled = (await import(pathToFileURL(outfile).href)) as {
      renderPurchaseOrderDocument: (data: PurchaseOrderDocumentData) => Promise<Uint8Array>;
    };
    const pdf = await bundled.renderPurchaseOrderDocument(order);
    const text = pdfTextRuns(pdf).join("\n");
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    expect(text).toContain(DEMO_BYNAME);
    expect(text).toContain("PEDIDO DE COMPRA Nº 4321");
    expect(text).toContain("FORNECEDOR: DISTRIBUIDORA SÃO JOSÉ");
    expect(text).toContain("FEIJÃO CARIOCA 1KG");
    expect(text).toMatch(/TOTAL DO PEDIDO: R\$\s151,50/);
    // Byte for byte what the renderer draws outside the bundle (with React's reconciler), but for the time it was
    // drawn; also over pages, where the footer's 'Página x de y' is drawn by a function of the page.
    const pages: PurchaseOrderDocumentData = {
      ...order,
      items: Array.from({ length: 120 }, (_, index) => ({ id: index + 1, barcode: `789000099${index}`, product: `PRODUTO ${index + 1}`, quantity: 1, unit: "UN", unitCost: 1, totalCost: 1 })),
    };
    for (const data of [order, pages]) {
      expect(withoutDrawingTime(await bundled.renderPurchaseOrderDocument(data))).toBe(withoutDrawingTime(await renderPurchaseOrderDocument(data)));
    }
  });
});

import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { JOBS } from "../../functions/jobs/definitions";
import type { PurchaseOrderDocumentData } from "../../functions/reports/purchase-order/document";
import { lambdaBuildOptions, PDF_FONTS_SCRIPT, rendersPdf } from "../../infra/bundling";
import { DEMO_BYNAME, DEMO_LOGO } from "../../infra/local/demo-tenant";
import { REPO_ROOT } from "../../infra/paths";
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

describe("the report renderer as the Lambda bundles it", () => {
  it("leaves out what reports never use: font-file parser, WOFF2 decompressor, English hyphenation, older React reconcilers", async () => {
    const task = JOBS.reportRendering.tasks[0];
    if (!task) throw new Error("a tarefa de relatório não está definida");
    const result = await build({ ...lambdaBuildOptions(task.entry, path.join(OUT_DIR, "report-render.mjs")), metafile: true });
    const packages = Object.keys(result.metafile.inputs).filter((input) => input.includes("node_modules/"));
    expect(packages.some((input) => input.includes("node_modules/@react-pdf/renderer/"))).toBe(true);
    expect(packages.filter((input) => /node_modules\/(fontkit|brotli|hyphen)\//.test(input))).toEqual([]);
    expect(packages.filter((input) => /reconciler-(23|31)\.js$/.test(input))).toEqual([]);
    expect(packages.some((input) => input.endsWith("reconciler-33.js"))).toBe(true);
  });

  it("still renders the order with the standard fonts: company, accents, items and TOTAL DO PEDIDO", async () => {
    // As the Lambda's asset: the bundle alone in its folder, with what the CDK hook adds beside it.
    const assetDir = path.join(OUT_DIR, "render-document");
    rmSync(assetDir, { recursive: true, force: true });
    const outfile = path.join(assetDir, "index.mjs");
    await build(lambdaBuildOptions("functions/reports/purchase-order/render-document.ts", outfile));
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
  });
});

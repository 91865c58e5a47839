import { describe, expect, it } from "vitest";
import type { PurchaseOrderDocumentData } from "../../functions/reports/purchase-order-document";
import { renderPurchaseOrderDocument } from "../../functions/reports/purchase-order-render-document";
import { pdfPageSizes, pdfTextRuns } from "../support/pdf-text";

function orderWith(itemCount: number): PurchaseOrderDocumentData {
  const items = Array.from({ length: itemCount }, (_, index) => ({
    id: index + 1,
    barcode: `78900009${String(index).padStart(5, "0")}`,
    product: `PRODUTO DE TESTE ${index + 1}`,
    quantity: 2,
    unit: "UN",
    unitCost: 1.2345,
    totalCost: 2.47,
  }));
  return {
    company: { byname: "EMPRESA DEMO" },
    order: { id: 88, date: "2026-11-20", deliverDate: "2026-11-25", priceQuoteId: 0, supplier: "ATACADO BOA VISTA S.A.", totalCost: 2.47 * itemCount },
    items,
  };
}

describe("the printed order's pages", () => {
  it("numbers the pages 'Página x de y' when the items run over one page", async () => {
    const pdf = await renderPurchaseOrderDocument(orderWith(120));
    const pages = pdfPageSizes(pdf).length;
    expect(pages).toBeGreaterThan(1);
    const text = pdfTextRuns(pdf).join("\n");
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Página ${page} de ${pages}`);
    expect(text).toContain("PRODUTO DE TESTE 120");
    expect(text).toMatch(/R\$\s1,2345/);
  });

  it("prints no page number on a one-page order, and the title says it was not made from a quote", async () => {
    const pdf = await renderPurchaseOrderDocument(orderWith(3));
    expect(pdfPageSizes(pdf)).toHaveLength(1);
    const text = pdfTextRuns(pdf).join("\n");
    expect(text).not.toContain("Página");
    expect(text).toContain("PEDIDO DE COMPRA Nº 88");
    expect(text).not.toContain("COTAÇÃO");
  });
});

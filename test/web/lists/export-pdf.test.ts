import { describe, expect, it } from "vitest";
import { buildExportDocument } from "../../../web/src/lists/export-document";
import { buildPdf, isLandscape } from "../../../web/src/lists/export-pdf";
import type { ExportDocument } from "../../../web/src/lists/export-types";
import { computeTotals } from "../../../web/src/lists/totals";
import { ORDER_COLUMNS, ORDERS_LIST, order } from "./fixtures";
import { pdfPageSizes, pdfTextRuns } from "../../support/pdf-text";

const A4 = { short: 595.28, long: 841.89 };

function ordersDocument(count: number): ExportDocument {
  const rows = Array.from({ length: count }, (_, index) =>
    order(index + 1, { supplier: index === 0 ? "Açúcar União" : `Fornecedor ${index + 1}`, totalCost: 0.1, status: "open" }),
  );
  return buildExportDocument({
    title: "Pedidos - Pedidos em Aberto",
    subtitle: "Pedidos / Pedidos em Aberto",
    columns: ORDER_COLUMNS,
    items: rows,
    totals: computeTotals(rows, ORDER_COLUMNS, ORDERS_LIST.totals ?? []),
  });
}

async function render(document: ExportDocument): Promise<Uint8Array> {
  const blob = await buildPdf(document);
  expect(blob.type).toBe("application/pdf");
  return new Uint8Array(await blob.arrayBuffer());
}

describe("PDF export", () => {
  it("prints title, subtitle, header, rows, totals and page numbers", async () => {
    const pdf = await render(ordersDocument(3));
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    // Runs of one line may be split ("1,5 " + "KG"): read them joined. Intl and the kit put no-break
    // spaces in "R$ 0,30" and "1,5 KG".
    const text = pdfTextRuns(pdf).join("").replace(/\u00a0/g, " ");
    expect(text).toContain("Pedidos - Pedidos em Aberto");
    expect(text).toContain("Pedidos / Pedidos em Aberto");
    for (const header of ["Pedido", "Data", "Fornecedor", "Quantidade", "Custo Total", "Margem", "Status"]) {
      expect(text).toContain(header);
    }
    expect(text).toContain("Açúcar União");
    expect(text).toContain("07/03/2025");
    expect(text).toContain("1,5 KG");
    expect(text).toContain("12,50%");
    expect(text).toContain("Aberto");
    expect(text).toContain("Total dos Pedidos");
    expect(text).toContain("R$ 0,30");
    expect(text).toContain("Página 1 de 1");
  });

  it("is A4 portrait for narrow lists and landscape for wide ones", async () => {
    const narrow = ordersDocument(1);
    expect(isLandscape(narrow)).toBe(false);
    const [portrait] = pdfPageSizes(await render(narrow));
    expect(portrait?.[0]).toBeCloseTo(A4.short, 1);
    expect(portrait?.[1]).toBeCloseTo(A4.long, 1);

    const extra = Array.from({ length: 3 }, (_, index) => ({ key: `extra${index}`, header: `Extra ${index}`, type: "text" as const }));
    const wide: ExportDocument = {
      ...narrow,
      columns: [...narrow.columns, ...extra],
      rows: narrow.rows.map((row) => [...row, ...extra.map(() => ({ value: "x", text: "x" }))]),
    };
    expect(isLandscape(wide)).toBe(true);
    const [landscape] = pdfPageSizes(await render(wide));
    expect(landscape?.[0]).toBeCloseTo(A4.long, 1);
    expect(landscape?.[1]).toBeCloseTo(A4.short, 1);
  });

  it("keeps pt-BR words whole in narrow columns (no English hyphenation)", async () => {
    const narrow = ordersDocument(1);
    const extra = Array.from({ length: 8 }, (_, index) => ({ key: `tax${index}`, header: "ICMS a Recolher", type: "text" as const }));
    const crowded: ExportDocument = {
      ...narrow,
      columns: [...narrow.columns, ...extra],
      rows: narrow.rows.map((row) => [...row, ...extra.map(() => ({ value: "Recolhimento", text: "Recolhimento" }))]),
    };
    const runs = pdfTextRuns(await render(crowded));
    expect(runs.some((run) => run.includes("Recolher"))).toBe(true);
    expect(runs.some((run) => run.includes("Recolhimento"))).toBe(true);
    expect(runs.filter((run) => /[A-Za-zÀ-ú]-$/.test(run.trim()))).toEqual([]);
  });

  it("breaks long lists into numbered pages, repeating the header", async () => {
    const pdf = await render(ordersDocument(70));
    const runs = pdfTextRuns(pdf);
    const pages = pdfPageSizes(pdf).length;
    expect(pages).toBeGreaterThan(1);
    expect(runs).toContain(`Página ${pages} de ${pages}`);
    expect(runs.filter((run) => run === "Custo Total")).toHaveLength(pages);
    expect(runs.join("\n")).toContain("Fornecedor 70");
  });
});

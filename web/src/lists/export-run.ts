import { exportFileName } from "./export-document";
import { downloadBlob } from "./export-download";
import type { ExportDocument, ExportFormat } from "./export-types";

/**
 * Builds and downloads a list export. The builders (and with them exceljs and @react-pdf/renderer, several
 * hundred kB) are loaded only here, on the first export (TOOLCHAIN: lazy chunks).
 */
export async function buildExport(format: ExportFormat, document: ExportDocument): Promise<Blob> {
  if (format === "excel") {
    const { buildExcel } = await import("./export-excel");
    return buildExcel(document);
  }
  const { buildPdf } = await import("./export-pdf");
  return buildPdf(document);
}

export async function runExport(format: ExportFormat, document: ExportDocument): Promise<void> {
  const blob = await buildExport(format, document);
  downloadBlob(blob, exportFileName(document.title, format === "excel" ? "xlsx" : "pdf"));
}

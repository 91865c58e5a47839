import type { Page } from "playwright-core";

export interface DownloadedExport {
  fileName: string;
  content: Buffer;
}

/** Picks a format in the open 'Exportar' menu and reads the downloaded file. */
export async function downloadExport(page: Page, format: "PDF" | "Excel"): Promise<DownloadedExport> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: format, exact: true }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { fileName: download.suggestedFilename(), content: Buffer.concat(chunks) };
}

/** The first sheet of a downloaded Excel file as rows of cell values (dates as Date, figures as numbers). */
export async function sheetRows(content: Buffer): Promise<unknown[][]> {
  // Loaded when a test reads a sheet: most files that reach this module never do.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("planilha vazia");
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => value ?? ""));
  });
  return rows;
}

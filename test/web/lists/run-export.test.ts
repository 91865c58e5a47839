import { describe, expect, it } from "vitest";
import { buildExport } from "../../../web/src/lists/export-run";
import type { ExportDocument } from "../../../web/src/lists/export-types";

const DOCUMENT: ExportDocument = {
  title: "Usuários",
  columns: [{ key: "name", header: "Nome", type: "text" }],
  rows: [[{ value: "MARIA", text: "MARIA" }]],
  totals: [],
};

describe("buildExport", () => {
  it("loads each builder on demand and returns the file", async () => {
    const excel = await buildExport("excel", DOCUMENT);
    expect(excel.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(Buffer.from(await excel.arrayBuffer()).subarray(0, 2).toString("latin1")).toBe("PK");
    const pdf = await buildExport("pdf", DOCUMENT);
    expect(pdf.type).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

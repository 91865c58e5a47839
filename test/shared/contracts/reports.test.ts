import { describe, expect, it } from "vitest";
import { REPORT_PARAMS, reportRequestSchema, reportValueSchema } from "../../../shared/contracts/reports";

describe("report parameters, one schema for the API, the render job and the /open_report link", () => {
  it("takes a purchase order report with a positive integer id", () => {
    const value = { report: "purchase_order", id: 12 };
    expect(REPORT_PARAMS.purchase_order.parse(value)).toEqual(value);
    expect(reportValueSchema.parse(value)).toEqual(value);
  });

  it("refuses any other id, in pt-BR", () => {
    for (const id of [0, -3, 1.5, "12", undefined]) {
      const result = REPORT_PARAMS.purchase_order.safeParse({ report: "purchase_order", id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Pedido inválido.");
    }
  });

  it("names an unknown report as such", () => {
    const result = reportRequestSchema.safeParse({ report: "balanço", id: 1 });
    expect(result.error?.issues[0]?.message).toBe("Relatório desconhecido.");
    expect(reportRequestSchema.parse({ report: "purchase_order", id: 1 })).toEqual({ report: "purchase_order", id: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { encodeReportData, reportPath } from "../../../web/src/features/reports/links";
import { decodeReportData } from "../../../web/src/features/reports/report-param";

describe("report route parameter", () => {
  it("is base64 of the report value as JSON", () => {
    const data = encodeReportData({ report: "purchase_order", id: 12 });
    expect(JSON.parse(atob(data))).toEqual({ report: "purchase_order", id: 12 });
    expect(decodeReportData("purchase_orders", data)).toEqual({ report: "purchase_order", id: 12 });
  });

  it("round-trips every order id", () => {
    for (const id of [1, 9, 63, 255, 1000, 65_535, 2_147_483_647]) {
      expect(decodeReportData("purchase_orders", encodeReportData({ report: "purchase_order", id }))).toEqual({
        report: "purchase_order",
        id,
      });
    }
  });

  it("builds a path under /open_report/purchase_orders with the data escaped", () => {
    const path = reportPath({ report: "purchase_order", id: 7 });
    const [, , report, data] = path.split("/");
    expect(path.startsWith("/open_report/purchase_orders/")).toBe(true);
    expect(report).toBe("purchase_orders");
    expect(data).not.toMatch(/[/+=]/);
    expect(decodeReportData("purchase_orders", decodeURIComponent(data ?? ""))).toEqual({ report: "purchase_order", id: 7 });
  });

  it("refuses missing, malformed or mismatched data", () => {
    const valid = encodeReportData({ report: "purchase_order", id: 3 });
    expect(decodeReportData("purchase_orders", undefined)).toBeNull();
    expect(decodeReportData("purchase_orders", "")).toBeNull();
    expect(decodeReportData("purchase_orders", "%%%not-base64")).toBeNull();
    expect(decodeReportData("purchase_orders", btoa("not json"))).toBeNull();
    expect(decodeReportData("inventories", valid)).toBeNull();
    expect(decodeReportData("purchase_orders", btoa(JSON.stringify({ report: "purchase_order", id: 0 })))).toBeNull();
    expect(decodeReportData("purchase_orders", btoa(JSON.stringify({ report: "purchase_order", id: 1.5 })))).toBeNull();
    expect(decodeReportData("purchase_orders", btoa(JSON.stringify({ report: "purchase_order", id: "12" })))).toBeNull();
    expect(decodeReportData("purchase_orders", btoa(JSON.stringify({ report: "sales", id: 12 })))).toBeNull();
  });
});

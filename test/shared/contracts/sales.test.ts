import { describe, expect, it } from "vitest";
import { MAX_SALES_PERIOD_DAYS, salesPeriodProblem } from "../../../shared/contracts/sales";
import { addDays } from "../../../shared/dates";

describe("the sales period rule", () => {
  it("accepts one day and up to MAX_SALES_PERIOD_DAYS days, both ends included", () => {
    expect(salesPeriodProblem("2024-05-03", "2024-05-03")).toBeUndefined();
    expect(salesPeriodProblem("2024-01-01", addDays("2024-01-01", MAX_SALES_PERIOD_DAYS - 1))).toBeUndefined();
  });

  it("refuses an end before the start, and a longer period", () => {
    expect(salesPeriodProblem("2024-05-04", "2024-05-03")).toBe("order");
    expect(salesPeriodProblem("2024-01-01", addDays("2024-01-01", MAX_SALES_PERIOD_DAYS))).toBe("too_long");
  });
});

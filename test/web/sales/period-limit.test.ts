import { describe, expect, it } from "vitest";
import { MAX_SALES_PERIOD_DAYS } from "../../../shared/contracts/sales";
import { addDays } from "../../../shared/dates";
import { SALES_PERIOD_MESSAGES, salesPeriodError } from "../../../web/src/app/sales-period";

/** The 'Período de Vendas' picker applies the reports' API limit, so the screen never asks for a refused period. */
describe("sales period picker: the API's length limit", () => {
  const now = new Date("2026-10-31T13:30:00Z");
  const end = "2026-10-30";

  it("accepts a period of exactly the limit, both ends included", () => {
    expect(salesPeriodError(addDays(end, -(MAX_SALES_PERIOD_DAYS - 1)), end, now)).toBeNull();
  });

  it("refuses one day more, in pt-BR", () => {
    expect(salesPeriodError(addDays(end, -MAX_SALES_PERIOD_DAYS), end, now)).toBe(SALES_PERIOD_MESSAGES.tooLong);
    expect(SALES_PERIOD_MESSAGES.tooLong).toBe("O período não pode passar de 400 dias");
  });

  it("still names a reversed range as such, and a future end after the length", () => {
    expect(salesPeriodError("2026-10-10", "2026-10-01", now)).toBe(SALES_PERIOD_MESSAGES.order);
    expect(salesPeriodError("2026-10-01", "2026-11-01", now)).toBe(SALES_PERIOD_MESSAGES.future);
  });
});

import { describe, expect, it } from "vitest";
import { dateWindow, dayInput, describeDateWindow, isInDateWindow, MIN_DAY } from "../../../shared/contracts/dates";
import { registerCountBodySchema } from "../../../shared/contracts/inventories";
import { newPricingBodySchema } from "../../../shared/contracts/pricing";
import { addDays, todayInSaoPaulo } from "../../../shared/dates";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** 2026-11-28 -> 28/11/2026. */
const br = (day: string) => day.split("-").reverse().join("/");

describe("the windows of the days a request carries", () => {
  const today = todayInSaoPaulo();

  it("starts both windows on 2000-01-01; events end a day after today (time zones), documents a year after", () => {
    expect(dateWindow("event", "2026-11-27")).toEqual({ from: "2000-01-01", to: "2026-11-28" });
    expect(dateWindow("document", "2026-11-27")).toEqual({ from: "2000-01-01", to: "2027-11-28" });
    expect(dateWindow("event")).toEqual({ from: MIN_DAY, to: addDays(today, 1) });
  });

  it("refuses the tester's days (0000, 1900, 9999) and the days just past either end", () => {
    for (const day of ["0000-01-01", "1900-01-01", "1999-12-31", "9999-12-31", addDays(today, 2)]) expect(isInDateWindow(day, "event"), day).toBe(false);
    for (const day of ["2000-01-01", addDays(today, -1), today, addDays(today, 1)]) expect(isInDateWindow(day, "event"), day).toBe(true);
    expect(isInDateWindow(addDays(today, 366), "document")).toBe(true);
    expect(isInDateWindow(addDays(today, 367), "document")).toBe(false);
    expect(isInDateWindow("9999-12-31", "document")).toBe(false);
  });

  it("describes the window in the messages, pt-BR for the screens and ISO for the integration", () => {
    expect(describeDateWindow("event", "pt-BR", "2026-11-27")).toBe("de 01/01/2000 a 28/11/2026");
    expect(describeDateWindow("document", "iso", "2026-11-27")).toBe("de 2000-01-01 a 2027-11-28");
  });

  it("gives the day schema's refusals naming the field: not a day, then outside the window", () => {
    const schema = dayInput("Data Inicial", "event");
    expect(firstMessage(schema.safeParse("2026-02-30"))).toBe("Preencha o campo 'Data Inicial' com uma data válida (AAAA-MM-DD).");
    expect(firstMessage(schema.safeParse(20261101))).toBe("Preencha o campo 'Data Inicial' com uma data válida (AAAA-MM-DD).");
    expect(firstMessage(schema.safeParse("1900-01-01"))).toBe(`O campo 'Data Inicial' deve ser uma data de 01/01/2000 a ${br(addDays(today, 1))}.`);
    expect(schema.parse(today)).toBe(today);
  });

  it("refuses a standard user's count dated 9999-12-31 or 0000-01-01", () => {
    const message = `O campo 'Data da Contagem' deve ser uma data de 01/01/2000 a ${br(addDays(today, 1))}.`;
    for (const take_date of ["9999-12-31", "1900-01-01", addDays(today, 2)]) {
      expect(firstMessage(registerCountBodySchema.safeParse({ product_id: 1, quantity: 1, take_date }))).toBe(message);
    }
    // There was no year 0 (isIsoDay): not a day at all.
    expect(firstMessage(registerCountBodySchema.safeParse({ product_id: 1, quantity: 1, take_date: "0000-01-01" }))).toBe("Data da contagem inválida: use AAAA-MM-DD.");
    expect(registerCountBodySchema.parse({ product_id: 1, quantity: 1, take_date: today }).take_date).toBe(today);
    expect(firstMessage(registerCountBodySchema.safeParse({ product_id: 1, quantity: 1, take_date: "2026-13-01" }))).toBe("Data da contagem inválida: use AAAA-MM-DD.");
  });

  it("refuses a pricing's sales period starting before 2000", () => {
    const body = { period_start: "1999-12-01", period_end: "2000-01-10", a_class_margin: 50, b_class_margin: 30, c_class_margin: 20 };
    expect(firstMessage(newPricingBodySchema.safeParse(body))).toBe(`O campo 'Período de Vendas' deve ser uma data de 01/01/2000 a ${br(addDays(today, 1))}.`);
  });
});

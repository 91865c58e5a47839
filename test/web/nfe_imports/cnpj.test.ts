import { describe, expect, it } from "vitest";
import { CNPJ_MESSAGES, formatCnpj, isValidCnpj, normalizeCnpj } from "../../../shared/contracts/cnpj";
import { validateCompanySettings } from "../../../web/src/app/company-settings";

/** The company's CNPJ as the 'Dados da Empresa' dialog takes it: mask, check digits, pt-BR messages. */

describe("the CNPJ", () => {
  it("accepts a numeric CNPJ whose two check digits agree, and refuses one with either digit wrong", () => {
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("11222333000180")).toBe(false);
    expect(isValidCnpj("11222333000191")).toBe(false);
  });

  it("accepts the alphanumeric CNPJ of July 2026 (letters in the first 12, digits computed on ASCII − 48)", () => {
    expect(isValidCnpj("12ABC34501DE35")).toBe(true);
    expect(isValidCnpj("12ABC34501DE36")).toBe(false);
    // Letters never go in the check digits.
    expect(isValidCnpj("12ABC34501DEA5")).toBe(false);
  });

  it("refuses one character repeated, whose digits happen to check", () => {
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("11111111111111")).toBe(false);
  });

  it("masks what is typed so far and drops anything that is not a CNPJ character", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("112223")).toBe("11.222.3");
    expect(formatCnpj("11.222.333/0001-8")).toBe("11.222.333/0001-8");
    expect(formatCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(formatCnpj("11222333000181999")).toBe("11.222.333/0001-81");
    expect(normalizeCnpj(" 11.222.333/0001-81 ")).toBe("11222333000181");
  });
});

describe("the 'Dados da Empresa' form", () => {
  it("sends the 14 characters of a masked CNPJ", () => {
    expect(validateCompanySettings({ cnpj: "11.222.333/0001-81" })).toEqual({ ok: true, value: { cnpj: "11222333000181" } });
  });

  it("says what is wrong in pt-BR: empty, short, check digits", () => {
    expect(validateCompanySettings({ cnpj: "" })).toEqual({ ok: false, errors: { cnpj: CNPJ_MESSAGES.required } });
    expect(validateCompanySettings({ cnpj: "11.222.333/0001-8" })).toEqual({ ok: false, errors: { cnpj: CNPJ_MESSAGES.length } });
    expect(validateCompanySettings({ cnpj: "11.222.333/0001-80" })).toEqual({ ok: false, errors: { cnpj: CNPJ_MESSAGES.checkDigits } });
    expect(CNPJ_MESSAGES.checkDigits).toBe("CNPJ inválido: confira os números digitados.");
  });
});

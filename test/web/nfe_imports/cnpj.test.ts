import { describe, expect, it } from "vitest";
import { CNPJ_MESSAGES, formatCnpj, normalizeCnpj } from "../../../shared/contracts/cnpj";
import { validateCompanySettings } from "../../../web/src/app/company-settings";

/** The company's CNPJ as the 'Dados da Empresa' dialog takes it: mask and pt-BR messages (the check digits: test/shared/check-digits.test.ts). */

describe("the CNPJ", () => {
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

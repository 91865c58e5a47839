import { describe, expect, it } from "vitest";
import { isValidCnpj, normalizeCnpj } from "../../shared/cnpj";
import { tenantSettingsBodySchema } from "../../shared/contracts/nfe-imports";

describe("CNPJ", () => {
  it("takes numeric and alphanumeric CNPJs whose check digits hold", () => {
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("12345678000195")).toBe(true);
    // The Receita Federal's example of the alphanumeric CNPJ (from July 2026).
    expect(isValidCnpj("12ABC34501DE35")).toBe(true);
  });

  it("refuses a wrong check digit, a run of one digit, letters in the check digits or the wrong length", () => {
    expect(isValidCnpj("11222333000182")).toBe(false);
    expect(isValidCnpj("12ABC34501DE36")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("12ABC34501DEA5")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
  });

  it("reads a masked, lower-case CNPJ as its 14 characters", () => {
    expect(normalizeCnpj("12.abc.345/01de-35")).toBe("12ABC34501DE35");
    expect(tenantSettingsBodySchema.parse({ cnpj: " 11.222.333/0001-81 " })).toEqual({ cnpj: "11222333000181" });
    expect(tenantSettingsBodySchema.safeParse({ cnpj: "11.222.333/0001-82" }).error?.issues[0]?.message).toMatch(/^Informe um CNPJ válido/);
  });
});

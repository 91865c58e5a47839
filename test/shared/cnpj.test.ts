import { describe, expect, it } from "vitest";
import { CNPJ_MESSAGES, normalizeCnpj, tenantSettingsBodySchema } from "../../shared/contracts/cnpj";

describe("CNPJ", () => {
  it("reads a masked, lower-case CNPJ as its 14 characters", () => {
    expect(normalizeCnpj("12.abc.345/01de-35")).toBe("12ABC34501DE35");
    expect(tenantSettingsBodySchema.parse({ cnpj: " 11.222.333/0001-81 " })).toEqual({ cnpj: "11222333000181" });
    expect(tenantSettingsBodySchema.safeParse({ cnpj: "11.222.333/0001-82" }).error?.issues[0]?.message).toBe(CNPJ_MESSAGES.checkDigits);
  });
});

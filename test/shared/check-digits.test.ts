import { describe, expect, it } from "vitest";
import { formatCnpj } from "../../shared/contracts/cnpj";
import { isValidCnpj, isValidCpf, isValidGtin, mod11CheckDigit } from "../../shared/check-digits";

describe("module-11 check digit (NF-e access key, CNPJ)", () => {
  it("gives the digits of the layout manual's worked keys", () => {
    // A real authorised key: weighted sum 740, remainder 3, digit 11 − 3 = 8.
    expect(mod11CheckDigit("3518083412874500015255001000047428192000749")).toBe(8);
    // The manual's example: sum 644, remainder 6, digit 5.
    expect(mod11CheckDigit("5206043300991100250655012000000780026730161")).toBe(5);
  });

  it("gives 0 when the remainder is 0 or 1", () => {
    // 1 × 2 = 2 → remainder 2 → 9; "0" → 0 → 0; "6" → 12 % 11 = 1 → 0.
    expect(mod11CheckDigit("1")).toBe(9);
    expect(mod11CheckDigit("0")).toBe(0);
    expect(mod11CheckDigit("6")).toBe(0);
  });
});

describe("CNPJ", () => {
  it("accepts valid numeric CNPJs and the Receita's alphanumeric example", () => {
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("99999999000191")).toBe(true);
    expect(isValidCnpj("12ABC34501DE35")).toBe(true);
  });

  it("refuses wrong check digits, repeated digits, lowercase letters and wrong lengths", () => {
    expect(isValidCnpj("11222333000182")).toBe(false);
    expect(isValidCnpj("12ABC34501DE36")).toBe(false);
    expect(isValidCnpj("11222333000191")).toBe(false);
    expect(isValidCnpj("12ABC34501DEA5")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
    expect(isValidCnpj("11111111111111")).toBe(false);
    expect(isValidCnpj("12abc34501de35")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("")).toBe(false);
  });

  it("formats as 00.000.000/0000-00", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
  });
});

describe("CPF", () => {
  it("checks both digits", () => {
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("52998224724")).toBe(false);
    expect(isValidCpf("00000000000")).toBe(false);
  });
});

describe("GTIN", () => {
  it("accepts GTIN-8, 12, 13 and 14 with a right check digit", () => {
    expect(isValidGtin("96385074")).toBe(true);
    expect(isValidGtin("036000291452")).toBe(true);
    expect(isValidGtin("7897846900945")).toBe(true);
    expect(isValidGtin("17897846900942")).toBe(true);
  });

  it("refuses a wrong check digit (a supplier's cEAN off by one digit), 'SEM GTIN', empty, zeros and other lengths", () => {
    expect(isValidGtin("7997846900945")).toBe(false);
    expect(isValidGtin("7897846900946")).toBe(false);
    expect(isValidGtin("SEM GTIN")).toBe(false);
    expect(isValidGtin("")).toBe(false);
    expect(isValidGtin("0000000000000")).toBe(false);
    expect(isValidGtin("789784690094")).toBe(false);
    expect(isValidGtin("78978469009")).toBe(false);
  });
});

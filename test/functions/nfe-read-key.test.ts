import { describe, expect, it } from "vitest";
import {
  accessKeyCheckDigit,
  accessKeyOfId,
  accessKeyParts,
  hasValidCheckDigit,
  isWellFormedId,
  type KeyedFields,
  keyMismatches,
} from "../../functions/nfe_imports/note/access-key";

/** A real authorised key (SP, Aug 2018, CNPJ 34.128.745/0001-52, model 55, série 1, nº 47428) and what it encodes. */
const KEY = "35180834128745000152550010000474281920007498";
const FIELDS: KeyedFields = {
  uf: "35",
  issuedAt: "2018-08-07T09:19:15-03:00",
  issuerCnpj: "34128745000152",
  model: "55",
  series: "1",
  number: "47428",
  emissionType: "1",
  randomCode: "92000749",
  checkDigit: "8",
};

describe("access key structure", () => {
  it("is NFe + 44 characters, letters allowed only where the CNPJ's first 12 go", () => {
    expect(isWellFormedId(`NFe${KEY}`)).toBe(true);
    expect(isWellFormedId(KEY)).toBe(false);
    expect(isWellFormedId(`NFe${KEY.slice(1)}`)).toBe(false);
    expect(isWellFormedId(`ID${KEY}`)).toBe(false);
    expect(isWellFormedId("NFe351808" + "12ABC34501DE" + "35550010000474281920007498")).toBe(true);
    expect(isWellFormedId("NFe35180812ABC34501DE35550010000474281920007A98")).toBe(false);
    expect(isWellFormedId("NFe3518a834128745000152550010000474281920007498")).toBe(false);
    expect(accessKeyOfId(`NFe${KEY}`)).toBe(KEY);
  });

  it("splits into its fields", () => {
    expect(accessKeyParts(KEY)).toEqual({
      uf: "35",
      yearMonth: "1808",
      issuerId: "34128745000152",
      model: "55",
      series: "001",
      number: "000047428",
      emissionType: "1",
      randomCode: "92000749",
      checkDigit: "8",
    });
  });
});

describe("access key check digit (module 11)", () => {
  it("holds on a real key and on the manual's example", () => {
    expect(accessKeyCheckDigit(KEY)).toBe(8);
    expect(hasValidCheckDigit(KEY)).toBe(true);
    expect(hasValidCheckDigit("52060433009911002506550120000007800267301615")).toBe(true);
  });

  it("fails when any digit changes", () => {
    expect(hasValidCheckDigit(`${KEY.slice(0, 43)}3`)).toBe(false);
    expect(hasValidCheckDigit(`4${KEY.slice(1)}`)).toBe(false);
  });

  it("weighs letters as their ASCII code minus 48 (alphanumeric CNPJ)", () => {
    const first43 = "351808" + "12ABC34501DE35" + "550010000474281920007" + "49";
    expect(first43).toHaveLength(43);
    const key = first43 + accessKeyCheckDigit(first43);
    expect(hasValidCheckDigit(key)).toBe(true);
    // A = 17, B = 18, C = 19: not the same digit as a key with zeros there.
    expect(accessKeyCheckDigit(first43)).not.toBe(accessKeyCheckDigit(first43.replace("ABC", "000")));
  });
});

describe("key against the document (check 10)", () => {
  it("agrees with the fields it encodes", () => {
    expect(keyMismatches(KEY, FIELDS)).toEqual([]);
  });

  it("names each field that disagrees", () => {
    expect(keyMismatches(KEY, { ...FIELDS, issuerCnpj: "00127786000102", issuedAt: "2025-07-01T10:00:00-03:00" })).toEqual([
      "ano e mês de emissão",
      "CNPJ do emitente",
    ]);
    expect(keyMismatches(KEY, { ...FIELDS, uf: "41", model: "65", series: "2", number: "47429", emissionType: "2", randomCode: "1" })).toEqual([
      "UF",
      "modelo",
      "série",
      "número",
      "tipo de emissão",
      "código numérico",
    ]);
  });

  it("refuses a UF code that does not exist", () => {
    expect(keyMismatches(`94${KEY.slice(2)}`, { ...FIELDS, uf: "94" })).toEqual(["código de UF 94 inexistente"]);
  });

  it("reads a CPF issuer (rural producer) as 000 + CPF", () => {
    const key = `3518080005299822472555001000047428192000749${8}`;
    const { issuerCnpj: _, ...withoutCnpj } = FIELDS;
    expect(keyMismatches(key, { ...withoutCnpj, issuerCpf: "52998224725" })).toEqual([]);
  });
});

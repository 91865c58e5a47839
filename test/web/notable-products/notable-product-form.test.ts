import { describe, expect, it } from "vitest";
import {
  formatDesiredMargin,
  parseDesiredMargin,
  validateNotable,
} from "../../../web/src/features/notable_products/notable-product-form";

const ARROZ = { id: 102, description: "ARROZ TIPO 1 CAMIL 5KG" };

describe("notable product form (spec §5)", () => {
  it("reads the margin the pt-BR way with up to 2 decimals; empty or invalid becomes 0", () => {
    expect(parseDesiredMargin("12,5")).toBe(12.5);
    expect(parseDesiredMargin("12,50%")).toBe(12.5);
    expect(parseDesiredMargin("1.234,56")).toBe(1234.56);
    expect(parseDesiredMargin("")).toBe(0);
    expect(parseDesiredMargin("abc")).toBe(0);
    expect(parseDesiredMargin("12,555")).toBe(0);
    expect(formatDesiredMargin(25.46)).toBe("25,46%");
    expect(parseDesiredMargin(formatDesiredMargin(25.46))).toBe(25.46);
  });

  it("names both fields when nothing is given", () => {
    expect(validateNotable({ product: null, desiredMargin: "" })).toEqual({
      ok: false,
      errors: { product: "Preencha o campo 'Produto Notável'", desiredMargin: "Preencha o campo 'Margem Desejável'" },
    });
  });

  it("needs a margin above zero", () => {
    expect(validateNotable({ product: ARROZ, desiredMargin: "0" })).toEqual({
      ok: false,
      errors: { desiredMargin: "Preencha o campo 'Margem Desejável'" },
    });
    expect(validateNotable({ product: ARROZ, desiredMargin: "-3" }).ok).toBe(false);
  });

  it("answers the body the API takes", () => {
    expect(validateNotable({ product: ARROZ, desiredMargin: "12,5" })).toEqual({ ok: true, value: { product_id: 102, desired_margin: 12.5 } });
  });
});

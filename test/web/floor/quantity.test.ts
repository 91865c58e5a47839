import { describe, expect, it } from "vitest";
import { idempotencyKeySchema, quantityDecimalsOf } from "../../../shared/contracts/floor";
import { newIdempotencyKey } from "../../../web/src/features/floor/idempotency-key";
import { parseQuantity, quantityHint } from "../../../web/src/features/floor/quantity";

/** The collector's quantity field takes the scanned product's unit decimals; each registration gets a valid key. */

describe("a quantity typed on the floor", () => {
  it("is whole in units counted whole and has up to 3 decimals in weighed ones", () => {
    expect(quantityDecimalsOf("UN")).toBe(0);
    expect(quantityDecimalsOf("cx")).toBe(0);
    expect(quantityDecimalsOf("KG")).toBe(3);
    expect(quantityDecimalsOf("L")).toBe(3);
    expect(quantityHint("UN")).toBe("Em UN, número inteiro.");
    expect(quantityHint("KG")).toBe("Em KG, até 3 casas decimais.");
  });

  it("reads the pt-BR way and refuses what the unit does not take", () => {
    expect(parseQuantity("12", "UN", { positive: false })).toEqual({ ok: true, quantity: 12 });
    expect(parseQuantity("1.200", "UN", { positive: false })).toEqual({ ok: true, quantity: 1200 });
    expect(parseQuantity("2,5", "UN", { positive: false })).toEqual({ ok: false, error: "Informe a quantidade em UN: um número inteiro (0 ou mais)." });
    expect(parseQuantity("1,375", "KG", { positive: true })).toEqual({ ok: true, quantity: 1.375 });
    expect(parseQuantity("1,3755", "KG", { positive: true })).toEqual({
      ok: false,
      error: "Informe a quantidade em KG: um número maior que zero, com até 3 casas decimais.",
    });
    expect(parseQuantity("", "UN", { positive: false }).ok).toBe(false);
    expect(parseQuantity("-1", "UN", { positive: false }).ok).toBe(false);
    expect(parseQuantity("2000000", "UN", { positive: false }).ok).toBe(false);
  });

  it("may be 0 in a count, never in a use or loss", () => {
    expect(parseQuantity("0", "UN", { positive: false })).toEqual({ ok: true, quantity: 0 });
    expect(parseQuantity("0", "UN", { positive: true }).ok).toBe(false);
  });
});

describe("the idempotency key of a registration", () => {
  it("is new each time and one the server takes", () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});

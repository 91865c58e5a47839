import { describe, expect, it } from "vitest";
import { isStaleVersion, recordVersionSchema, removalQuerySchema, withVersionQuery } from "../../../shared/contracts/record-version";

describe("record versions on the wire", () => {
  it("takes a body version as an integer >= 0 and refuses anything else with a pt-BR message", () => {
    expect(recordVersionSchema.parse(0)).toBe(0);
    expect(recordVersionSchema.parse(12)).toBe(12);
    for (const bad of [-1, 1.5, "3", null, Number.MAX_SAFE_INTEGER + 2]) {
      const result = recordVersionSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Versão do registro inválida: recarregue a lista.");
    }
  });

  it("reads a removal's ?version= as digits only, and leaves it out when absent", () => {
    expect(removalQuerySchema.parse({})).toEqual({});
    expect(removalQuerySchema.parse({ version: "0" })).toEqual({ version: 0 });
    expect(removalQuerySchema.parse({ version: "42", other: "x" })).toEqual({ version: 42 });
    for (const bad of ["-1", "01", "1.5", "1e3", " 2", "abc", ""]) expect(removalQuerySchema.safeParse({ version: bad }).success, bad).toBe(false);
    expect(withVersionQuery("/users/7", 3)).toBe("/users/7?version=3");
    expect(withVersionQuery("/x?a=1", 0)).toBe("/x?a=1&version=0");
    expect(withVersionQuery("/x", undefined)).toBe("/x");
  });

  it("calls stale only a version sent and different from the stored one", () => {
    expect(isStaleVersion(undefined, 5)).toBe(false);
    expect(isStaleVersion(5, 5)).toBe(false);
    expect(isStaleVersion(4, 5)).toBe(true);
  });
});

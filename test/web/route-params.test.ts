import { describe, expect, it } from "vitest";
import { loginSearchSchema, safeReturnPath } from "../../web/src/app/route-params";

describe("where sign-in returns to", () => {
  it("keeps a path of this app", () => {
    expect(safeReturnPath("/users")).toBe("/users");
    expect(safeReturnPath("/pricing/1/a_class?x=1")).toBe("/pricing/1/a_class?x=1");
  });

  it("defaults to / for nothing, other sites and the sign-in pages", () => {
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath("")).toBe("/");
    expect(safeReturnPath("https://example.com")).toBe("/");
    expect(safeReturnPath("//example.com/x")).toBe("/");
    expect(safeReturnPath("/\\example.com")).toBe("/");
    expect(safeReturnPath("/login?from=%2F")).toBe("/");
    expect(safeReturnPath("/logout")).toBe("/");
    expect(safeReturnPath("/logout_history")).toBe("/logout_history");
  });

  it("ignores a 'from' that is not text", () => {
    expect(loginSearchSchema.parse({ from: 12 })).toEqual({ from: undefined });
    expect(loginSearchSchema.parse({})).toEqual({});
  });
});

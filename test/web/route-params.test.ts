import { describe, expect, it } from "vitest";
import { loginSearchSchema, recordIdSchema, safeReturnPath } from "../../web/src/app/route-params";

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

describe("record ids in paths", () => {
  it.each(["1", "31", "007", "123456789012345"])("accepts %s", (id) => {
    expect(recordIdSchema.safeParse(id)).toEqual({ success: true, data: id });
  });

  it.each(["", "abc", "-3", "3.5", "4e2", " 4", "4 ", "0x1f", "1234567890123456"])("rejects '%s'", (id) => {
    expect(recordIdSchema.safeParse(id).success).toBe(false);
  });
});

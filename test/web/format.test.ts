import { describe, expect, it } from "vitest";
import { formatDate, formatListDate, parseDate, toIsoDate } from "../../web/src/app/format";

describe("dates", () => {
  it("reads YYYY-MM-DD as that local day, without a timezone shift", () => {
    const date = parseDate("2025-01-01");
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(0);
    expect(date?.getDate()).toBe(1);
    expect(parseDate("2025-02-30")).toBeNull();
    expect(parseDate("not a date")).toBeNull();
  });

  it("formats dd/mm/yyyy and, in lists, dd/mm/yy", () => {
    expect(formatDate("2025-03-07")).toBe("07/03/2025");
    expect(formatListDate("2025-03-07")).toBe("07/03/25");
    expect(formatDate(new Date(2024, 11, 31))).toBe("31/12/2024");
    expect(formatListDate("2009-10-05")).toBe("05/10/09");
    expect(formatDate("")).toBe("");
  });

  it("writes the server's YYYY-MM-DD from a local date", () => {
    expect(toIsoDate(new Date(2025, 0, 9, 23, 59))).toBe("2025-01-09");
    expect(toIsoDate(parseDate("2025-12-31") ?? new Date(0))).toBe("2025-12-31");
  });
});

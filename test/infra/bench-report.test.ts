import { describe, expect, it } from "vitest";
import { type BenchRow, busyWhileMeasured, formatTable } from "../bench/report";

describe("the bench table's load marks", () => {
  const row = (before: number, after: number): BenchRow => ({ name: "GET /api/x", p50: 10, p95: 20, floorP50: 8, floorP95: 16, load: { before, after } });

  it("marks a row measured with the load above the core count, before or after it", () => {
    expect(busyWhileMeasured(row(1.2, 1.9), 2)).toBe(false);
    expect(busyWhileMeasured(row(2.4, 1.0), 2)).toBe(true);
    expect(busyWhileMeasured(row(0.5, 3.1), 2)).toBe(true);
    expect(busyWhileMeasured({ name: "sem carga", p50: 1, p95: 1 }, 2)).toBe(false);
  });

  it("prints the load before and after each row and says when it is not comparable", () => {
    const lines = formatTable([row(0.4, 0.6), row(3.5, 4.0)], 2).split("\n");
    expect(lines[0]).toContain("carga antes/depois");
    expect(lines[2]).toMatch(/\| 0\.4 \/ 0\.6 +\|/);
    expect(lines[2]).toContain("1.25x");
    expect(lines[3]).toContain("3.5 / 4.0 não comparável");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleNightly } from "../../functions/sales/nightly-schedule";

afterEach(() => {
  vi.useRealTimers();
});

describe("local nightly schedule", () => {
  it("runs at the next 03:00 in São Paulo, then every day at 03:00, even after a failed run", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2024-05-10T12:00:00Z")); // 09:00 in São Paulo
    const runs: string[] = [];
    const schedule = scheduleNightly(async () => {
      runs.push(new Date().toISOString());
      if (runs.length === 1) throw new Error("falha simulada");
    });
    expect(schedule.next().toISOString()).toBe("2024-05-11T06:00:00.000Z");

    await vi.advanceTimersByTimeAsync(18 * 3_600_000 - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(["2024-05-11T06:00:00.000Z"]);
    expect(schedule.next().toISOString()).toBe("2024-05-12T06:00:00.000Z");

    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(runs).toEqual(["2024-05-11T06:00:00.000Z", "2024-05-12T06:00:00.000Z"]);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(runs).toHaveLength(2);
  });
});

import { describe, expect, it } from "vitest";
import { REPORT_TEXT, type ReportJobApi, type ReportJobReading, runReport } from "../../../web/src/features/reports/report-job";

/** A fake clock: sleeping advances it, so polling runs instantly and every wait is recorded. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    /** Time passing while something else than a sleep is awaited (a slow answer). */
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function fakeApi(statuses: (ReportJobReading | null)[], jobId: string | null = "job-1"): ReportJobApi & { reads: number } {
  const api = {
    reads: 0,
    start: async () => jobId,
    status: async () => {
      const status = statuses[Math.min(api.reads, statuses.length - 1)] ?? null;
      api.reads++;
      return status;
    },
  };
  return api;
}

const ORDER = { report: "purchase_order", id: 12 } as const;

describe("running a report job", () => {
  it("reads the status soon after starting, backing off until done, and answers the PDF's URL", async () => {
    const clock = fakeClock();
    const api = fakeApi([{ status: "running" }, { status: "running" }, { status: "done", url: "/api/reports/x/file" }]);
    const outcome = await runReport(ORDER, { api, ...clock, minWaitMs: 0 });
    expect(outcome).toEqual({ ok: true, url: "/api/reports/x/file" });
    expect(api.reads).toBe(3);
    // The first number is the (zero) minimum wait; then the waits before each status read.
    expect(clock.sleeps).toEqual([0, 100, 150, 250]);
  });

  it("reads again at once when an answer came later than the next read was due", async () => {
    const clock = fakeClock();
    const readings: ReportJobReading[] = [{ status: "running" }, { status: "done", url: "/f" }];
    const api = fakeApi(readings);
    const status = api.status;
    // The first answer takes 650 ms (the server was busy rendering); the second read was due 150 ms after the first.
    api.status = async (jobId) => {
      clock.advance(api.reads === 0 ? 650 : 0);
      return status(jobId);
    };
    expect(await runReport(ORDER, { api, ...clock, minWaitMs: 0 })).toEqual({ ok: true, url: "/f" });
    expect(clock.sleeps).toEqual([0, 100, 0]);
  });

  it("reads every 250 ms up to 3 s, then backs off to one read a second", async () => {
    const clock = fakeClock();
    const running = Array.from({ length: 15 }, (): ReportJobReading => ({ status: "running" }));
    const api = fakeApi([...running, { status: "done", url: "/f" }]);
    await runReport(ORDER, { api, ...clock, minWaitMs: 0 });
    expect(clock.sleeps).toEqual([0, 100, 150, ...Array.from({ length: 10 }, () => 250), 500, 1000, 1000, 1000]);
    // The reads of the first 3 s are never more than 250 ms apart.
    expect(clock.sleeps.slice(0, 13).reduce((sum, ms) => sum + ms, 0)).toBe(2750);
  });

  it("keeps the waiting message at least half a second", async () => {
    const clock = fakeClock();
    const outcome = await runReport(ORDER, { api: fakeApi([{ status: "done", url: "/f" }]), ...clock });
    expect(outcome.ok).toBe(true);
    expect(clock.sleeps).toContain(500);
  });

  it("answers the server's reason for a refused job", async () => {
    const api = fakeApi([{ status: "running" }, { status: "failed", reason: "Pedido 999 não encontrado." }]);
    expect(await runReport(ORDER, { api, ...fakeClock() })).toEqual({ ok: false, message: "Pedido 999 não encontrado." });
  });

  it("reports a failed job, a refused start and an unreadable status in pt-BR", async () => {
    const failed = { ok: false, message: REPORT_TEXT.failed };
    expect(await runReport(ORDER, { api: fakeApi([{ status: "failed" }]), ...fakeClock() })).toEqual(failed);
    expect(await runReport(ORDER, { api: fakeApi([], null), ...fakeClock() })).toEqual(failed);
    expect(await runReport(ORDER, { api: fakeApi([{ status: "running" }, null]), ...fakeClock() })).toEqual(failed);
  });

  it("gives up after the timeout", async () => {
    const clock = fakeClock();
    const api = fakeApi([{ status: "running" }]);
    const outcome = await runReport(ORDER, { api, ...clock, minWaitMs: 0, timeoutMs: 60_000 });
    expect(outcome).toEqual({ ok: false, message: REPORT_TEXT.timeout });
    // 1.55 s of backing off (5 reads), then one read a second while the next still falls within the minute.
    expect(api.reads).toBe(69);
    expect(clock.now()).toBe(59_250);
  });

  it("stops polling once aborted", async () => {
    const controller = new AbortController();
    const api = fakeApi([{ status: "running" }]);
    const clock = fakeClock();
    const sleep = async (ms: number) => {
      await clock.sleep(ms);
      if (api.reads >= 2) controller.abort();
    };
    await runReport(ORDER, { api, now: clock.now, sleep, minWaitMs: 0, signal: controller.signal });
    expect(api.reads).toBe(2);
  });
});

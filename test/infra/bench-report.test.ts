import { type ChildProcess, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { machineBusyTicks, otherWorkCores, processTicks, sampleCpu, treeTicks } from "../bench/cpu-share";
import { type BenchRow, busyRule, busyWhileMeasured, formatTable } from "../bench/report";

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

describe("the bench's measure of other work", () => {
  const row = (otherCores: number): BenchRow => ({ name: "GET /api/x", p50: 10, p95: 20, load: { before: 2.4, after: 2.6 }, otherCores });

  it("decides by the CPU other processes used when it is known, whatever the load", () => {
    expect(busyWhileMeasured(row(0.3), 2)).toBe(false);
    expect(busyWhileMeasured(row(0.7), 2)).toBe(true);
    expect(busyRule([row(0.3)], 2)).toBe("outros processos usando mais de 0.5 núcleo");
    expect(busyRule([row(0.3), { name: "só carga", p50: 1, p95: 1, load: { before: 3, after: 3 } }], 2)).toBe("carga acima de 2");
    const lines = formatTable([row(0.04), row(0.9)], 2).split("\n");
    expect(lines[2]).toMatch(/\| 2\.4 \/ 2\.6, outros 0\.04 +\|/);
    expect(lines[3]).toContain("2.4 / 2.6, outros 0.90 não comparável");
  });

  it("reads the machine's busy ticks and a process's parent and ticks from /proc's text", () => {
    expect(machineBusyTicks("cpu  100 5 50 9000 40 3 2 1 0 0\ncpu0 50 2 25 4500 20 1 1 0 0 0\n")).toBe(161);
    const line = "4242 (node (bench) x) S 4200 4242 4200 0 -1 4194560 100 0 0 0 310 45 12 8 20 0 11 0 555 0 0";
    expect(processTicks(line)).toEqual({ pid: 4242, ppid: 4200, ticks: 355, childTicks: 20 });
    const tree = [
      { pid: 1, ppid: 0, ticks: 1000, childTicks: 0 },
      { pid: 10, ppid: 1, ticks: 50, childTicks: 7 },
      { pid: 11, ppid: 10, ticks: 30, childTicks: 0 },
      { pid: 12, ppid: 11, ticks: 5, childTicks: 0 },
      { pid: 20, ppid: 1, ticks: 400, childTicks: 0 },
    ];
    expect(treeTicks(tree, 10)).toBe(92);
    expect(treeTicks(tree, 99)).toBe(0);
  });

  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) child.kill("SIGKILL");
  });
  const startChild = (script: string) => {
    const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
    started.push(child);
    return child;
  };
  const burn = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end) Math.sqrt(Math.random());
  };

  it.runIf(process.platform === "linux")("counts what runs outside the bench's tree as other work, and what its children run as its own", async () => {
    const sleeper = startChild("setTimeout(() => {}, 60_000)");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Rooted at a sleeping process, this one's busy loop is the rest of the machine.
    const before = sampleCpu(sleeper.pid);
    burn(600);
    const after = sampleCpu(sleeper.pid);
    if (!before || !after) throw new Error("/proc ilegível");
    expect(otherWorkCores(before, after)).toBeGreaterThan(0.5);

    // Rooted at this process, a busy child is the bench's own work.
    const ownBefore = sampleCpu();
    // 0.8 s of its own CPU time, however busy the machine is.
    const child = startChild("while (process.cpuUsage().user < 800_000) Math.sqrt(Math.random());");
    await new Promise((resolve) => child.once("exit", resolve));
    const ownAfter = sampleCpu();
    if (!ownBefore || !ownAfter) throw new Error("/proc ilegível");
    // The child's 0.8 s of CPU counts even though it ended: its parent waited for it.
    expect(ownAfter.ownTicks - ownBefore.ownTicks).toBeGreaterThan(60);
  });
});

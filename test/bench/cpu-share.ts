import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * How much of the machine other work used while a row was measured. The load average cannot say: the bench's
 * own Node and DynamoDB Local (its Java) reach a load of 2 on a quiet 2-core machine. Linux's /proc can: the
 * CPU time the whole machine spent busy, minus what the bench's own processes (it and every process it
 * started) spent, is what the rest of the machine took.
 */

export interface CpuSample {
  atMs: number;
  /** Ticks the machine spent busy (every CPU, all but idle and I/O wait), since boot. */
  machineTicks: number;
  /** Ticks spent by the bench's process tree, including its children that have ended. */
  ownTicks: number;
}

export interface ProcessTicks {
  pid: number;
  ppid: number;
  /** user + system time of the process itself. */
  ticks: number;
  /** user + system time of its ended children it has waited for. */
  childTicks: number;
}

/** Busy ticks from /proc/stat's first line ("cpu user nice system idle iowait irq softirq steal ..."). */
export function machineBusyTicks(procStat: string): number {
  const fields = (procStat.split("\n", 1)[0] ?? "").trim().split(/\s+/);
  if (fields[0] !== "cpu") throw new Error("/proc/stat sem a linha 'cpu'.");
  const [user, nice, system, , , irq, softirq, steal] = fields.slice(1, 9).map(Number);
  return [user, nice, system, irq, softirq, steal].reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** A process's parent and CPU ticks from its /proc/<pid>/stat line (the name in parentheses may hold spaces). */
export function processTicks(statLine: string): ProcessTicks {
  const open = statLine.indexOf("(");
  const close = statLine.lastIndexOf(")");
  if (open < 0 || close < open) throw new Error(`Linha de /proc/<pid>/stat ilegível: ${statLine.slice(0, 60)}`);
  // After the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
  const after = statLine.slice(close + 2).split(" ");
  const field = (index: number) => Number(after[index] ?? 0);
  return { pid: Number(statLine.slice(0, open).trim()), ppid: field(1), ticks: field(11) + field(12), childTicks: field(13) + field(14) };
}

/** The ticks of `root` and every process descending from it, with the ended children each one waited for. */
export function treeTicks(processes: readonly ProcessTicks[], root: number): number {
  const children = new Map<number, ProcessTicks[]>();
  for (const process of processes) {
    const siblings = children.get(process.ppid);
    if (siblings) siblings.push(process);
    else children.set(process.ppid, [process]);
  }
  const byPid = new Map(processes.map((process) => [process.pid, process]));
  let total = 0;
  const pending = [byPid.get(root)];
  for (let next = pending.pop(); next; next = pending.pop()) {
    total += next.ticks + next.childTicks;
    pending.push(...(children.get(next.pid) ?? []));
  }
  return total;
}

function readProcesses(): ProcessTicks[] {
  const processes: ProcessTicks[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      processes.push(processTicks(readFileSync(`/proc/${name}/stat`, "utf8")));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/** The machine's and the tree's CPU now; undefined where /proc cannot be read (not Linux). */
export function sampleCpu(root = process.pid): CpuSample | undefined {
  try {
    return { atMs: performance.now(), machineTicks: machineBusyTicks(readFileSync("/proc/stat", "utf8")), ownTicks: treeTicks(readProcesses(), root) };
  } catch {
    return undefined;
  }
}

/** The cores' worth of CPU the rest of the machine used on average between two samples. */
export function otherWorkCores(before: CpuSample, after: CpuSample): number {
  const seconds = (after.atMs - before.atMs) / 1000;
  if (seconds <= 0) return 0;
  const others = after.machineTicks - before.machineTicks - (after.ownTicks - before.ownTicks);
  return Math.max(0, others / clockTicks() / seconds);
}

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import type { Browser } from "playwright-core";
import { REPO_ROOT } from "../../infra/build/paths";
import { type BenchPage, throttled } from "./browser-lists";
import type { DeviceProfile } from "./browser-network";
import { kindOfSource } from "./source-kinds";
import { mainThreadSelfTimes, type TraceEvent } from "./trace-summary";
import { type CpuProfile, selfTimes } from "./profile";

/**
 * `--profile` on a browser row: one more first visit of its screen under V8's CPU profiler, its JavaScript
 * self time put back on the sources it was built from (a build of the same app with source maps), and one
 * under a trace of the page's main thread (parse and compile, script evaluation, style, layout, paint, GC).
 */

/** The same app built with source maps, served instead of web/dist while profiling. */
export const PROFILE_WEB_ROOT = path.join(REPO_ROOT, ".build", "bench-web-profile");

export function buildProfileWeb(): string {
  execFileSync(path.join(REPO_ROOT, "node_modules", ".bin", "vite"), ["build", "--config", "web/vite.config.ts", "--sourcemap", "--outDir", PROFILE_WEB_ROOT, "--emptyOutDir"], {
    cwd: REPO_ROOT,
    stdio: "ignore",
  });
  return PROFILE_WEB_ROOT;
}

function kindOfNativeFrame(functionName: string): string {
  if (functionName === "(garbage collector)") return "coletor de lixo";
  if (functionName === "(idle)") return "ocioso (rede, espera)";
  if (functionName === "(program)" || functionName === "(root)") return "V8 e navegador (parse, compilação, DOM nativo)";
  return "nativo do navegador";
}

interface Attribution {
  kind: string;
  where: string;
  name: string;
}

/** Maps a profile's frames in the built assets back to their sources. */
function attributor(webRoot: string): (frame: CpuProfile["nodes"][number]["callFrame"] & { columnNumber?: number }) => Attribution {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (url: string) => {
    const pathname = new URL(url).pathname;
    if (!maps.has(pathname)) {
      try {
        maps.set(pathname, new SourceMapConsumer(JSON.parse(readFileSync(path.join(webRoot, `${pathname}.map`), "utf8"))));
      } catch {
        maps.set(pathname, undefined);
      }
    }
    return maps.get(pathname);
  };
  return (frame) => {
    if (!frame.url.startsWith("http")) return { kind: kindOfNativeFrame(frame.functionName), where: "", name: frame.functionName || "(anônima)" };
    // A script's top level run from the code cache has no line (-1).
    const position = frame.lineNumber < 0 ? undefined : mapOf(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber ?? 0 });
    if (!position?.source) return { kind: "outro", where: new URL(frame.url).pathname, name: frame.functionName || "(anônima)" };
    const source = position.source.replace(/^(\.\.\/)+/, "");
    return { kind: kindOfSource(source), where: `${source.replace(/^.*node_modules\//, "")}:${position.line}`, name: frame.functionName || position.name || "(anônima)" };
  };
}

export interface BrowserProfileSummary {
  totalMs: number;
  firstRowMs: number;
  byKind: { kind: string; ms: number }[];
  /** Time with a frame of the kind anywhere on the stack (a component's render counts for React and for the list kit). */
  inclusiveByKind: { kind: string; ms: number }[];
  byFunction: (Attribution & { ms: number })[];
}

/** Self time of every sample counted once for each kind on its stack. */
function inclusiveTimes(profile: CpuProfile, times: Map<number, number>, kindOf: (id: number) => string): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const root = profile.nodes[0];
  const pending: { id: number; kinds: ReadonlySet<string> }[] = root ? [{ id: root.id, kinds: new Set() }] : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const kinds = new Set(next.kinds).add(kindOf(next.id));
    const ms = times.get(next.id) ?? 0;
    if (ms > 0) for (const kind of kinds) totals.set(kind, (totals.get(kind) ?? 0) + ms);
    for (const child of nodes.get(next.id)?.children ?? []) pending.push({ id: child, kinds });
  }
  return totals;
}

/** Self time by kind of code and by function, up to the first row. */
export function summarizeBrowserProfile(profile: CpuProfile, attribute: (frame: CpuProfile["nodes"][number]["callFrame"]) => Attribution, firstRowMs: number, top = 25): BrowserProfileSummary {
  const times = selfTimes(profile);
  const kinds = new Map(profile.nodes.map((node) => [node.id, attribute(node.callFrame).kind]));
  // The list kit's files as one, the whole kit's share of the page.
  const inclusive = inclusiveTimes(profile, times, (id) => {
    const kind = kinds.get(id) ?? "outro";
    return kind.startsWith("kit de listas") ? "kit de listas (todo)" : kind;
  });
  const byKind = new Map<string, number>();
  const byFunction = new Map<string, Attribution & { ms: number }>();
  let totalMs = 0;
  for (const node of profile.nodes) {
    const ms = times.get(node.id) ?? 0;
    if (ms === 0) continue;
    const attribution = attribute(node.callFrame);
    totalMs += ms;
    byKind.set(attribution.kind, (byKind.get(attribution.kind) ?? 0) + ms);
    const key = `${attribution.name}@${attribution.where}`;
    const entry = byFunction.get(key) ?? { ...attribution, ms: 0 };
    entry.ms += ms;
    byFunction.set(key, entry);
  }
  return {
    totalMs,
    firstRowMs,
    byKind: [...byKind].map(([kind, ms]) => ({ kind, ms })).sort((a, b) => b.ms - a.ms),
    inclusiveByKind: [...inclusive]
      .filter(([kind]) => !kind.startsWith("ocioso") && !kind.startsWith("V8") && kind !== "coletor de lixo")
      .map(([kind, ms]) => ({ kind, ms }))
      .sort((a, b) => b.ms - a.ms),
    byFunction: [...byFunction.values()].filter((entry) => !entry.kind.startsWith("ocioso")).sort((a, b) => b.ms - a.ms).slice(0, top),
  };
}

const TRACE_CATEGORIES = ["devtools.timeline", "v8", "v8.execute", "blink", "disabled-by-default-devtools.timeline"];

export interface BrowserProfileRun {
  profile: CpuProfile;
  summary: BrowserProfileSummary;
  /** A second visit in the same context, its code cached: what a person coming back waits on. */
  cachedSummary: BrowserProfileSummary;
  cachedProfile: CpuProfile;
  trace: { name: string; ms: number }[];
  traceFirstRowMs: number;
}

/** One visit of `url` under the CPU profiler, throttled as the device, timed to its first row. */
async function profiledVisit(opened: BenchPage & { url: string }, device: DeviceProfile): Promise<{ profile: CpuProfile; firstRowMs: number }> {
  const cdp = await throttled(opened.context, opened.page, device);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  const firstRow = opened.nextFirstRow();
  await opened.page.goto(opened.url, { waitUntil: "commit" });
  const firstRowMs = await firstRow;
  const profile = (await cdp.send("Profiler.stop")).profile as unknown as CpuProfile;
  await cdp.detach();
  return { profile, firstRowMs };
}

/**
 * Two first visits of the page, one under the CPU profiler, one traced; and a visit with the code cached (a
 * first one unthrottled, then the profiled one in the same context).
 */
export async function profileFirstVisit(browser: Browser, openPage: () => Promise<BenchPage & { url: string }>, device: DeviceProfile, webRoot: string): Promise<BrowserProfileRun> {
  const attribute = attributor(webRoot);
  const profiled = await openPage();
  let first: { profile: CpuProfile; firstRowMs: number };
  try {
    first = await profiledVisit(profiled, device);
  } finally {
    await profiled.context.close();
  }
  const warmed = await openPage();
  let cached: { profile: CpuProfile; firstRowMs: number };
  try {
    const firstRow = warmed.nextFirstRow();
    await warmed.page.goto(warmed.url, { waitUntil: "commit" });
    await firstRow;
    await warmed.page.waitForLoadState("networkidle").catch(() => undefined);
    await warmed.page.goto("about:blank");
    cached = await profiledVisit(warmed, device);
  } finally {
    await warmed.context.close();
  }
  const traced = await openPage();
  let trace: { name: string; ms: number }[];
  let traceFirstRowMs: number;
  try {
    await throttled(traced.context, traced.page, device);
    await browser.startTracing(traced.page, { categories: TRACE_CATEGORIES });
    const firstRow = traced.nextFirstRow();
    await traced.page.goto(traced.url, { waitUntil: "commit" });
    traceFirstRowMs = await firstRow;
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    trace = mainThreadSelfTimes(Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []));
  } finally {
    await traced.context.close();
  }
  return {
    profile: first.profile,
    summary: summarizeBrowserProfile(first.profile, attribute, first.firstRowMs),
    cachedSummary: summarizeBrowserProfile(cached.profile, attribute, cached.firstRowMs),
    cachedProfile: cached.profile,
    trace,
    traceFirstRowMs,
  };
}

function formatSummary(heading: string, summary: BrowserProfileSummary): string[] {
  const ms = (value: number) => value.toFixed(1).padStart(8);
  const busy = summary.byKind.filter((row) => !row.kind.startsWith("ocioso")).reduce((sum, row) => sum + row.ms, 0);
  return [
    `${heading}: primeira linha em ${summary.firstRowMs.toFixed(0)} ms; CPU da página ${busy.toFixed(0)} ms (amostrado ${summary.totalMs.toFixed(0)} ms)`,
    ...summary.byKind.map((row) => `  ${ms(row.ms)} ms  ${row.kind}`),
    "  tempo inclusivo (o tipo em algum ponto da pilha):",
    ...summary.inclusiveByKind.map((row) => `  ${ms(row.ms)} ms  ${row.kind}`),
    "  funções (tempo próprio):",
    ...summary.byFunction.map((row) => `  ${ms(row.ms)} ms  ${row.name}  ${row.where}  [${row.kind}]`),
  ];
}

export function formatBrowserProfile(name: string, run: BrowserProfileRun): string {
  const ms = (value: number) => value.toFixed(1).padStart(8);
  return [
    ...formatSummary(`perfil de ${name.trim()}`, run.summary),
    `  rastro da thread principal (outra visita, primeira linha em ${run.traceFirstRowMs.toFixed(0)} ms), tempo próprio por evento:`,
    ...run.trace.slice(0, 20).map((row) => `  ${ms(row.ms)} ms  ${row.name}`),
    ...formatSummary(`volta com código em cache, ${name.trim()}`, run.cachedSummary),
  ].join("\n");
}

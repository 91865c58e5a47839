import { mkdir, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import path from "node:path";

/**
 * `npm run bench -- --only <texto> --profile`: a CPU profile of a row's handler calls (the floor left out),
 * written as a .cpuprofile (Chrome DevTools opens it) and summed up in the terminal: where the time went by
 * function (self time) and by kind of work (the SDK, gzip and JSON, the product's own code, the collector).
 */

/** One node of V8's CPU profile (the fields used here). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** One profile per call, each started after `before` (so a row's untimed preparation stays out of it). */
export async function profileCalls(run: () => Promise<unknown>, calls: number, before?: () => void | Promise<void>): Promise<CpuProfile[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
    const profiles: CpuProfile[] = [];
    for (let i = 0; i < calls; i++) {
      await before?.();
      await session.post("Profiler.start");
      await run();
      const { profile } = await session.post("Profiler.stop");
      profiles.push(profile as CpuProfile);
    }
    return profiles;
  } finally {
    session.disconnect();
  }
}

/** What a frame's work is, by where its code lives. */
export function kindOfWork(frame: ProfileNode["callFrame"]): string {
  const { url, functionName } = frame;
  if (functionName === "(garbage collector)") return "coletor de lixo";
  if (functionName === "(idle)") return "espera (E/S)";
  if (functionName === "(program)" || functionName === "(root)") return "V8";
  if (/@aws-sdk|@smithy|fast-xml-parser|@aws-crypto/.test(url)) return "SDK da AWS";
  if (/zlib/.test(url) || /gzip|deflate|zlib/i.test(functionName)) return "gzip";
  if (functionName === "stringify" || functionName === "parse" || /JSON/.test(functionName)) return "JSON";
  if (/\/(functions|shared)\//.test(url)) return "código do produto";
  if (/\/test\//.test(url)) return "bench / testes";
  if (url.startsWith("node:") || url === "") return "Node / nativo";
  return "outras dependências";
}

/** Milliseconds of self time per node, from the sample timeline (exact), else from hit counts. */
export function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  if (samples && timeDeltas && samples.length === timeDeltas.length) {
    // A sample's delta is the time until it was taken: it belongs to the previous sample's node.
    for (let i = 1; i < samples.length; i++) {
      const node = samples[i - 1];
      const delta = timeDeltas[i];
      if (node !== undefined && delta !== undefined) times.set(node, (times.get(node) ?? 0) + delta / 1000);
    }
    return times;
  }
  const total = (profile.endTime - profile.startTime) / 1000;
  const hits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  for (const node of profile.nodes) times.set(node.id, ((node.hitCount ?? 0) / hits) * total);
  return times;
}

export interface ProfileSummary {
  totalMs: number;
  byKind: { kind: string; ms: number }[];
  byFunction: { name: string; where: string; kind: string; ms: number }[];
}

/** Self time per call, summed over the profiles of `calls` calls. */
export function summarizeProfiles(profiles: readonly CpuProfile[], top = 15): ProfileSummary {
  const calls = profiles.length || 1;
  const byKind = new Map<string, number>();
  const byFunction = new Map<string, { name: string; where: string; kind: string; ms: number }>();
  let totalMs = 0;
  for (const profile of profiles) {
    const times = selfTimes(profile);
    const parents = parentsOf(profile);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const node of profile.nodes) {
      const ms = (times.get(node.id) ?? 0) / calls;
      if (ms === 0) continue;
      totalMs += ms;
      const kind = kindWithCallers(node, parents, nodes);
      byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
      const where = node.callFrame.url ? `${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}` : "";
      const name = node.callFrame.functionName || "(anônima)";
      const key = `${name}@${where}`;
      const entry = byFunction.get(key) ?? { name, where, kind, ms: 0 };
      entry.ms += ms;
      byFunction.set(key, entry);
    }
  }
  return {
    totalMs,
    byKind: [...byKind].map(([kind, ms]) => ({ kind, ms })).sort((a, b) => b.ms - a.ms),
    byFunction: [...byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, top),
  };
}

function parentsOf(profile: CpuProfile): Map<number, number> {
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  return parents;
}

/** Native work (a zlib call, a buffer copy) counts as the kind of its nearest caller that says more. */
function kindWithCallers(node: ProfileNode, parents: Map<number, number>, nodes: Map<number, ProfileNode>): string {
  const own = kindOfWork(node.callFrame);
  if (own !== "Node / nativo") return own;
  for (let id = parents.get(node.id), depth = 0; id !== undefined && depth < 8; id = parents.get(id), depth++) {
    const caller = nodes.get(id);
    if (!caller) break;
    if (/zlib/.test(caller.callFrame.url)) return "gzip";
    const kind = kindOfWork(caller.callFrame);
    if (kind === "SDK da AWS") return kind;
  }
  return own;
}

function shortUrl(url: string): string {
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules >= 0) return url.slice(inModules + "node_modules/".length);
  const inRepo = url.search(/\/(functions|shared|test|infra|web)\//);
  return inRepo >= 0 ? url.slice(inRepo + 1) : url.replace(/^file:\/\//, "");
}

export function formatProfile(name: string, summary: ProfileSummary): string {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  const share = (value: number) => `${((value / (summary.totalMs || 1)) * 100).toFixed(0).padStart(3)}%`;
  return [
    `perfil de ${name.trim()}: ${summary.totalMs.toFixed(1)} ms por chamada`,
    ...summary.byKind.map((row) => `  ${ms(row.ms)} ms ${share(row.ms)}  ${row.kind}`),
    "  funções (tempo próprio por chamada):",
    ...summary.byFunction.map((row) => `  ${ms(row.ms)} ms ${share(row.ms)}  ${row.name}  ${row.where}  [${row.kind}]`),
  ].join("\n");
}

export async function saveProfile(directory: string, name: string, profile: CpuProfile): Promise<string> {
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `${name.trim().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").toLowerCase()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  return file;
}

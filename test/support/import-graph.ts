import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/**
 * The repository's import graph, read from the source text: every relative import, re-export and dynamic
 * import of the TypeScript files under the given folders, resolved to repository paths.
 */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sourceFiles(root, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    const absolute = join(root, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return relative(root, absolute);
  }
  return undefined;
}

/** The imports between files of the given folders (paths relative to root); imports of packages are left out. */
export function readImportGraph(root: string, folders: readonly string[]): { files: string[]; edges: ImportEdge[] } {
  const files = folders.flatMap((folder) => sourceFiles(root, folder));
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = readFileSync(join(root, from), "utf8");
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? "";
      if (!specifier.startsWith(".")) continue;
      const to = resolveImport(root, from, specifier);
      if (to) edges.push({ from, to });
    }
  }
  return { files, edges };
}

/** The strongly connected groups of more than one node (Tarjan): each is an import cycle. */
export function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The same graph between folders: an edge wherever a file of one folder imports a file of another. */
export function folderEdges(edges: readonly ImportEdge[]): ImportEdge[] {
  const seen = new Set<string>();
  const folders: ImportEdge[] = [];
  for (const edge of edges) {
    const from = dirname(edge.from);
    const to = dirname(edge.to);
    const key = `${from}>${to}`;
    if (from === to || seen.has(key)) continue;
    seen.add(key);
    folders.push({ from, to });
  }
  return folders;
}

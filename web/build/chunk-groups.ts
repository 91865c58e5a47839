/**
 * Fewer, larger chunks for the signed-in screens. Left to itself the bundler makes a chunk for every set of
 * screens that shares a module (160 scripts and 38 stylesheets), and a list screen took in some 130 files on
 * each visit, which a phone's main thread does one by one even from its cache. Here what the signed-in shell and
 * the home page import goes to one chunk ("shell"), and what many screens share to another ("screens"). The
 * sign-in screen is in the entry (features/session/routes.tsx), so it loads neither group.
 *
 * Measured on use and loss with the phone profile, this build and the one before served side by side and
 * visited in turn (18 visits each, code compiled): the first rows at 2.13 s against 2.40 s (p50; mean 2.02
 * against 2.33), the page's main thread 1.94 against 2.17 s, and with the code only cached 2.41 against 2.95 s,
 * on a loaded machine. What it costs, in the first-load test's gzipped JavaScript: the sign-in 246.8 KB
 * (250.7 before), signed in at / 370.0 KB (357.0), and the sign-in then the dashboard with its charts 428.1 KB
 * (372.4): the shell's chunk carries the dashboard and the floor collector both.
 *
 * Each group holds its modules' imports that are not in the entry or the shell already, so the groups are
 * told not to take their imports along (`includeDependenciesRecursively: false`): taking them would pull the
 * entry's modules into the groups, and the sign-in screen would load both.
 */

/** The part of a module's graph the plan reads (rolldown's ModuleInfo has these). */
export interface ModuleNode {
  id: string;
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
}

export interface GroupRoots {
  /** Lazily loaded modules whose static imports form the "shell" group (the shell, the home page). */
  inShell(id: string): boolean;
  /** Lazily loaded screens counted for the "screens" group (not a chart's or an export's lazy library). */
  isScreen(id: string): boolean;
}

/** A module goes to "screens" when at least this many screens import it, directly or not. */
export const SHARED_BY_SCREENS = 12;

export type Group = "shell" | "screens";

function staticClosure(start: string, nodeOf: (id: string) => ModuleNode | undefined, outside: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || outside.has(id)) continue;
    reached.add(id);
    pending.push(...(nodeOf(id)?.importedIds ?? []));
  }
  return reached;
}

/** Each module's group; a module not in the map is chunked by the bundler as usual (the entry's, a lazy library's). */
export function planGroups(modules: readonly ModuleNode[], roots: GroupRoots): Map<string, Group> {
  const byId = new Map(modules.map((node) => [node.id, node]));
  const nodeOf = (id: string) => byId.get(id);
  const inEntry = new Set<string>();
  for (const node of modules) if (node.isEntry) for (const id of staticClosure(node.id, nodeOf, inEntry)) inEntry.add(id);
  const lazyRoots = modules.filter((node) => node.dynamicImporters.length > 0 && !inEntry.has(node.id)).map((node) => node.id);

  const plan = new Map<string, Group>();
  for (const root of lazyRoots.filter(roots.inShell)) for (const id of staticClosure(root, nodeOf, inEntry)) plan.set(id, "shell");
  // What the shell loads later (the dashboard's charts) keeps its own chunks: in "screens" it would bring the group.
  const outside = new Set([...inEntry, ...plan.keys()]);
  const loadedByShell = lazyRoots.filter((id) => !roots.inShell(id) && (nodeOf(id)?.dynamicImporters ?? []).some((importer) => plan.has(importer)));
  for (const root of loadedByShell) for (const id of staticClosure(root, nodeOf, outside)) outside.add(id);
  const screensUsing = new Map<string, number>();
  for (const root of lazyRoots.filter((id) => roots.isScreen(id) && !roots.inShell(id))) {
    for (const id of staticClosure(root, nodeOf, outside)) screensUsing.set(id, (screensUsing.get(id) ?? 0) + 1);
  }
  // With its imports: the bundler puts a grouped module's imports in its chunk too (includeDependenciesRecursively).
  for (const [id, count] of screensUsing) {
    if (count < SHARED_BY_SCREENS) continue;
    for (const each of staticClosure(id, nodeOf, outside)) plan.set(each, "screens");
  }
  return plan;
}

/** The whole graph, found from any one module through its imports and importers. */
function graphFrom(start: string, infoOf: InfoOf): ModuleNode[] {
  const found = new Map<string, ModuleNode>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    const info = infoOf(id);
    if (!info) continue;
    found.set(id, info);
    pending.push(...info.importedIds, ...info.dynamicallyImportedIds, ...info.importers, ...info.dynamicImporters);
  }
  return [...found.values()];
}

const IN_SHELL = [/\/web\/src\/app\/AppShell\.tsx$/, /\/web\/src\/HomePage\.tsx$/, /\/web\/src\/features\/(dashboard|floor)\/[^/]+\.tsx$/];
const SCREEN = /\/web\/src\/features\//;

export const APP_ROOTS: GroupRoots = {
  inShell: (id) => IN_SHELL.some((pattern) => pattern.test(id)),
  isScreen: (id) => SCREEN.test(id),
};

type InfoOf = (id: string) => (ModuleNode & { importers: readonly string[] }) | null;

/** rolldown's `output.codeSplitting.groups[].name`: the plan is made once per build, on its first question. */
export function screenChunkGroups(roots: GroupRoots = APP_ROOTS): (id: string, context: { getModuleInfo: InfoOf }) => string | null {
  let plan: Map<string, Group> | undefined;
  return (id, context) => {
    if (!plan) {
      const graph = graphFrom(id, (each) => context.getModuleInfo(each));
      plan = planGroups(graph, roots);
    }
    return plan.get(id) ?? null;
  };
}

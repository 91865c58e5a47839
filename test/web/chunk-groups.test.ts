import { describe, expect, it } from "vitest";
import { type GroupRoots, type ModuleNode, planGroups, SHARED_BY_SCREENS } from "../../web/build/chunk-groups";

/** A graph from "importer -> imported" lists; `lazy` imports are dynamic. */
function graph(edges: Record<string, { imports?: string[]; lazy?: string[] }>, entry: string): ModuleNode[] {
  const ids = new Set([entry, ...Object.keys(edges), ...Object.values(edges).flatMap((edge) => [...(edge.imports ?? []), ...(edge.lazy ?? [])])]);
  return [...ids].map((id) => ({
    id,
    isEntry: id === entry,
    importedIds: edges[id]?.imports ?? [],
    dynamicallyImportedIds: edges[id]?.lazy ?? [],
    dynamicImporters: Object.entries(edges)
      .filter(([, edge]) => edge.lazy?.includes(id))
      .map(([importer]) => importer),
  }));
}

const ROOTS: GroupRoots = {
  inShell: (id) => id === "AppShell" || id === "Home",
  isScreen: (id) => id.startsWith("screen-"),
};

const screens = Array.from({ length: SHARED_BY_SCREENS }, (_, index) => `screen-${index}`);

describe("the chunk groups of the signed-in screens", () => {
  const modules = graph(
    {
      main: { imports: ["react", "login-form"], lazy: ["AppShell", "Home", ...screens] },
      "login-form": { imports: ["button"] },
      AppShell: { imports: ["layout", "react"] },
      layout: { imports: ["button", "icon"] },
      Home: { imports: ["tiles"], lazy: ["chart"] },
      chart: { imports: ["chart-core", "popover"] },
      "list-kit": { imports: ["table", "popover", "icon"] },
      table: { imports: ["popover"] },
      ...Object.fromEntries(screens.map((screen, index) => [screen, { imports: index === 0 ? ["list-kit", "own-form"] : ["list-kit"] }])),
    },
    "main",
  );
  const plan = planGroups(modules, ROOTS);

  it("leaves what the entry imports (the sign-in screen among it) where the bundler puts it", () => {
    for (const id of ["main", "react", "login-form", "button"]) expect(plan.get(id), id).toBeUndefined();
  });

  it("puts the shell's and the home page's imports in 'shell'", () => {
    for (const id of ["AppShell", "layout", "icon", "Home", "tiles"]) expect(plan.get(id), id).toBe("shell");
  });

  it("puts what every screen imports in 'screens', with its own imports not already in the entry or the shell", () => {
    for (const id of ["list-kit", "table"]) expect(plan.get(id), id).toBe("screens");
    expect(plan.get("icon")).toBe("shell");
  });

  it("leaves a screen's own modules, and what the shell loads later (a chart), out of both groups", () => {
    for (const id of ["screen-0", "own-form", "chart", "chart-core", "popover"]) expect(plan.get(id), id).toBeUndefined();
  });

  it("leaves a module fewer screens share than the threshold out of 'screens'", () => {
    const few = graph(
      { main: { lazy: screens }, ...Object.fromEntries(screens.map((screen, index) => [screen, { imports: index < 2 ? ["pair-only"] : [] }])) },
      "main",
    );
    expect(planGroups(few, ROOTS).get("pair-only")).toBeUndefined();
  });
});

import type { ImportEdge } from "./import-graph";

/**
 * The rules that keep each area in one place (README, "Arquitetura"):
 * - `functions/plan/` (route table, job definitions, needs) imports only itself and `shared/`: the bottom, so
 *   `lib/` and `infra/` read it without a cycle;
 * - `functions/lib/` (plumbing and the source records several areas share) never imports an area;
 * - an area imports another area only through that area's `read.ts` (what others read) or `intake.ts` (what
 *   others send in), and those two import nothing of a third area;
 * - `shared/` imports only itself;
 * - on the web, `app/` (shell, API client, shared cells, formats, parsers, fields) is the bottom, the list kit
 *   `lists/` sits on it, the areas' screens `features/<area>/` on both, and only the entry (`main.tsx`,
 *   `router.tsx`, `HomePage.tsx`) puts areas together; a feature imports another only through its `links.ts`
 *   (what it takes to link to it).
 */

const SERVER_BOTTOM = new Set(["lib", "plan"]);
const OFFER_MODULES = new Set(["read.ts", "intake.ts"]);

interface ServerPlace {
  area: string;
  file: string;
}

function serverPlace(path: string): ServerPlace | undefined {
  const parts = path.split("/");
  if (parts[0] !== "functions" || parts.length < 3) return undefined;
  return { area: parts[1] ?? "", file: parts.slice(2).join("/") };
}

function webFeature(path: string): { feature: string; file: string } | undefined {
  const parts = path.split("/");
  if (parts[0] !== "web" || parts[1] !== "src" || parts[2] !== "features" || parts.length < 5) return undefined;
  return { feature: parts[3] ?? "", file: parts.slice(4).join("/") };
}

function serverViolation(edge: ImportEdge): string | undefined {
  const from = serverPlace(edge.from);
  if (!from) return undefined;
  const to = serverPlace(edge.to);
  if (edge.to.startsWith("shared/")) return undefined;
  if (!to) return `${edge.from} imports ${edge.to}, outside functions/ and shared/`;
  if (from.area === to.area) return undefined;
  if (from.area === "plan") return `functions/plan/ imports only itself and shared/: ${edge.from} imports ${edge.to}`;
  if (from.area === "lib") {
    return to.area === "plan" ? undefined : `functions/lib/ never imports an area: ${edge.from} imports ${edge.to}`;
  }
  if (SERVER_BOTTOM.has(to.area)) return undefined;
  if (OFFER_MODULES.has(from.file)) {
    return `an area's ${from.file} offers only its own area: ${edge.from} imports ${edge.to}`;
  }
  if (!OFFER_MODULES.has(to.file)) {
    return `functions/${from.area}/ reads functions/${to.area}/ only through its read.ts or intake.ts: ${edge.from} imports ${edge.to}`;
  }
  return undefined;
}

function sharedViolation(edge: ImportEdge): string | undefined {
  if (!edge.from.startsWith("shared/") || edge.to.startsWith("shared/")) return undefined;
  return `shared/ imports only itself: ${edge.from} imports ${edge.to}`;
}

const WEB_LAYERS = ["web/src/app/", "web/src/lists/", "web/src/features/"] as const;

function webLayer(path: string): number | undefined {
  const layer = WEB_LAYERS.findIndex((prefix) => path.startsWith(prefix));
  return layer < 0 ? undefined : layer;
}

function webViolation(edge: ImportEdge): string | undefined {
  const fromLayer = webLayer(edge.from);
  const toLayer = webLayer(edge.to);
  if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer) {
    return `${WEB_LAYERS[fromLayer]} does not import ${WEB_LAYERS[toLayer]}: ${edge.from} imports ${edge.to}`;
  }
  const from = webFeature(edge.from);
  const to = webFeature(edge.to);
  if (!from || !to || from.feature === to.feature || to.file === "links.ts") return undefined;
  return `web/src/features/${from.feature}/ imports another feature only for a link (its links.ts): ${edge.from} imports ${edge.to}`;
}

/** Every import that breaks one of the rules, as a sentence naming both files. */
export function boundaryViolations(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap((edge) => {
    const violation = serverViolation(edge) ?? sharedViolation(edge) ?? webViolation(edge);
    return violation ? [violation] : [];
  });
}

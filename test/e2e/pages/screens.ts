import type { AnyRoute } from "@tanstack/react-router";
import { sectionRoute } from "../../../web/src/app/layout-routes";
import { routeTree } from "../../../web/src/router";
import { pathOpenTo } from "../../../web/src/app/sections";
import { sessionRoutes } from "../../../web/src/features/session/routes";

/** Who opens a screen: nobody signed in (the sign-in page), or a signed-in user of either role. */
export type ScreenAudience = "anonymous" | "signedIn";

/** One screen of the app as its route declares it: the path pattern ("/purchase_orders/$pOrderId/items"). */
export interface Screen {
  pattern: string;
  audience: ScreenAudience;
  /** Whether a standard user may open it (the section guard's own rule); false: it shows the refusal. */
  openToStandardUser: boolean;
}

function childrenOf(route: AnyRoute): AnyRoute[] {
  const children: unknown = route.children;
  if (Array.isArray(children)) return children as AnyRoute[];
  return children && typeof children === "object" ? (Object.values(children) as AnyRoute[]) : [];
}

function joinPath(parent: string, segment: string | undefined): string {
  if (!segment || segment === "/") return parent || "/";
  return `${parent.replace(/\/$/, "")}/${segment}`;
}

/**
 * Every screen of the web app, read from its route tree (the routes each area declares in
 * features/<area>/routes.tsx): a route with a component is a screen; redirect-only routes are not. A screen
 * added to the app is in this list without anyone adding it here.
 */
export function appScreens(): Screen[] {
  const screens: Screen[] = [];
  const walk = (route: AnyRoute, parentPath: string, ancestors: readonly AnyRoute[]) => {
    const options = route.options as { path?: string; component?: unknown } | undefined;
    const path = joinPath(parentPath, options?.path);
    const lineage = [...ancestors, route];
    const children = childrenOf(route);
    if (options?.component && options.path !== undefined && children.length === 0) {
      const signedIn = !(sessionRoutes as readonly AnyRoute[]).includes(route);
      const guarded = lineage.includes(sectionRoute);
      screens.push({
        pattern: path,
        audience: signedIn ? "signedIn" : "anonymous",
        openToStandardUser: !guarded || pathOpenTo(path, false),
      });
    }
    for (const child of children) walk(child, path, lineage);
  };
  walk(routeTree as unknown as AnyRoute, "", []);
  return screens;
}

/** A parameter of a path pattern, "$name" or the optional "{-$name}". */
const PARAMETER = /\{-\$(\w+)\}|\$(\w+)/g;

/**
 * The path to open for a pattern, each parameter from `parameterValue` (given the name and the whole pattern,
 * since two areas may use one name differently). Optional parameters take a value too when one is given.
 */
export function screenPath(pattern: string, parameterValue: (name: string, pattern: string) => string | undefined): string {
  const path = pattern.replace(PARAMETER, (_match, optional: string | undefined, required: string | undefined) => {
    const name = optional ?? required ?? "";
    const value = parameterValue(name, pattern);
    if (value !== undefined) return encodeURIComponent(value);
    if (optional) return "";
    throw new Error(`Sem valor para o parâmetro '${name}' da tela ${pattern}: diga qual usar em pages/screen-walk.ts.`);
  });
  return path.replace(/\/+$/, "") || "/";
}

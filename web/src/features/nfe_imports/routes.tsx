import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";
import { parseParam, recordIdSchema } from "../../app/route-params";
import { entriesSearchSchema } from "./entries-search";

/** 'Entradas': the purchase entries and their lines, and the NF-e import (upload, notes waiting, review). */

const entriesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "entries",
  validateSearch: entriesSearchSchema,
  loaderDeps: ({ search }) => ({ period: search.period }),
  loader: async ({ deps }) => {
    const [{ fetchEntries }, { entriesPeriodOf }] = await Promise.all([import("./api"), import("./entries-period")]);
    return fetchEntries(entriesPeriodOf(deps));
  },
  component: lazyRouteComponent(() => import("./EntriesPage"), "EntriesPage"),
});

const entryItemsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "entries/$entryId/items",
  params: {
    parse: (raw) => ({ entryId: parseParam(recordIdSchema, raw.entryId) }),
    stringify: (params) => ({ ...params }),
  },
  loader: async ({ params }) => (await import("./api")).fetchEntryItems(params.entryId),
  component: lazyRouteComponent(() => import("./EntryItemsPage"), "EntryItemsPage"),
});

const importsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "nfe_imports",
  loader: async () => (await import("./api")).fetchImportsWaiting(),
  component: lazyRouteComponent(() => import("./ImportsPage"), "ImportsPage"),
});

const reviewRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "nfe_imports/$importId",
  params: {
    parse: (raw) => ({ importId: parseParam(recordIdSchema, raw.importId) }),
    stringify: (params) => ({ ...params }),
  },
  loader: async ({ params }) => (await import("./api")).fetchImport(params.importId),
  component: lazyRouteComponent(() => import("./ReviewPage"), "ReviewPage"),
});

export const nfeImportsRoutes = [entriesRoute, entryItemsRoute, importsRoute, reviewRoute] as const;

import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import { sectionRoute } from "../../app/layout-routes";
import { parseParam, recordIdSchema } from "../../app/route-params";
import { entriesSearchSchema } from "./entries-search";
import { fetchEntries, fetchEntryItems, fetchImport, fetchImportsWaiting } from "./api";
import { entriesPeriodOf } from "./entries-period";

/** 'Entradas': the purchase entries and their lines, and the NF-e import (upload, notes waiting, review). */

const entriesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "entries",
  validateSearch: entriesSearchSchema,
  loaderDeps: ({ search }) => ({ period: search.period }),
  loader: ({ deps }) => fetchEntries(entriesPeriodOf(deps)),
  component: lazyScreen(() => import("./EntriesPage"), "EntriesPage"),
});

const entryItemsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "entries/$entryId/items",
  params: {
    parse: (raw) => ({ entryId: parseParam(recordIdSchema, raw.entryId) }),
    stringify: (params) => ({ ...params }),
  },
  loader: ({ params }) => fetchEntryItems(params.entryId),
  component: lazyScreen(() => import("./EntryItemsPage"), "EntryItemsPage"),
});

const importsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "nfe_imports",
  loader: () => fetchImportsWaiting(),
  component: lazyScreen(() => import("./ImportsPage"), "ImportsPage"),
});

const reviewRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "nfe_imports/$importId",
  params: {
    parse: (raw) => ({ importId: parseParam(recordIdSchema, raw.importId) }),
    stringify: (params) => ({ ...params }),
  },
  loader: ({ params }) => fetchImport(params.importId),
  component: lazyScreen(() => import("./ReviewPage"), "ReviewPage"),
});

export const nfeImportsRoutes = [entriesRoute, entryItemsRoute, importsRoute, reviewRoute] as const;

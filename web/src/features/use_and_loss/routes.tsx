import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";
import { operationSchema, operationStatusSchema, parseOptionalParam, parseParam } from "../../app/route-params";

/** /use_and_loss opens every open operation. */
const useAndLossRedirectRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "use_and_loss",
  beforeLoad: () => {
    throw redirect({ to: "/use_and_loss/$operation/{-$status}", params: { operation: "all", status: "open" } });
  },
});

const useAndLossRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "use_and_loss/$operation/{-$status}",
  params: {
    parse: (raw) => ({
      operation: parseParam(operationSchema, raw.operation),
      status: parseOptionalParam(operationStatusSchema, raw.status),
    }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("./UseAndLossPage"), "UseAndLossPage"),
});

export const useAndLossRoutes = [useAndLossRedirectRoute, useAndLossRoute] as const;

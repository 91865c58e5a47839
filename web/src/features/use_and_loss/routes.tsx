import { createRoute, redirect } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import { sectionRoute } from "../../app/layout-routes";
import { operationSchema, operationStatusSchema, parseOptionalParam, parseParam, periodRouteParams } from "../../app/route-params";
import { listPeriodSearchSchema } from "../../app/list-period";
import { fetchIcmsReversal, fetchOperations } from "./api";
import { defaultIcmsPeriod } from "./icms-period";
import { useAndLossPeriodOf } from "./operations-period";

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
  // ?period= windows the applied operations (default: the API's last 90 days).
  validateSearch: listPeriodSearchSchema,
  loaderDeps: ({ search }) => ({ period: search.period }),
  // The operations of the type and status load before the page shows (the router's pending page meanwhile); a
  // change reloads them through router.invalidate(). The API client notifies a failure and answers an empty list.
  loader: ({ params, deps }) => fetchOperations(params.operation, params.status ?? "all", useAndLossPeriodOf(deps)),
  component: lazyScreen(() => import("./UseAndLossPage"), "UseAndLossPage"),
});

/** /use_and_loss/icms_reversal opens the ICMS credit to reverse of the month so far. */
const icmsReversalRedirectRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "use_and_loss/icms_reversal",
  beforeLoad: () => {
    throw redirect({ to: "/use_and_loss/icms_reversal/$period", params: { period: defaultIcmsPeriod(new Date()) } });
  },
});

/** {period} as the sales reports carry it: base64 of 'start,end'. */
const icmsReversalRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "use_and_loss/icms_reversal/$period",
  params: periodRouteParams,
  loader: ({ params }) => fetchIcmsReversal(params.period.start, params.period.end),
  component: lazyScreen(() => import("./IcmsReversalPage"), "IcmsReversalPage"),
});

export const useAndLossRoutes = [useAndLossRedirectRoute, useAndLossRoute, icmsReversalRedirectRoute, icmsReversalRoute] as const;

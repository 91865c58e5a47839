/** The aggregation other areas ask for (the integration's aggregate call). */
export { runAggregationRequest } from "./figures/aggregation";
export { aggregationRequest } from "./figures/aggregation-request";

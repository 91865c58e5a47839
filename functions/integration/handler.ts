import { httpApi } from "../lib/request/http";
import { aggregateRoute } from "./aggregate";
import { priceChangesRoute } from "./price-changes";
import { stockMovementsRoute } from "./stock-movements";
import { upsertBatch } from "./upsert";

export const handler = httpApi("integration", {
  "POST /api/integration/{kind}": upsertBatch,
  "POST /api/integration/aggregate": aggregateRoute,
  "GET /api/integration/stock_movements": stockMovementsRoute,
  "GET /api/integration/price_changes": priceChangesRoute,
});

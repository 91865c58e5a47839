import { httpApi } from "../lib/http";
import { aggregateRoute } from "./aggregate";
import { stockMovementsRoute } from "./stock-movements";
import { upsertBatch } from "./upsert";

export const handler = httpApi("integration", {
  "POST /api/integration/{kind}": upsertBatch,
  "POST /api/integration/aggregate": aggregateRoute,
  "GET /api/integration/stock_movements": stockMovementsRoute,
});

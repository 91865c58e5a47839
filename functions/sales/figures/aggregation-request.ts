import * as z from "zod";
import { checkPeriod, dayField, type PeriodLabels } from "../../lib/period-input";

const AGGREGATION_LABELS: PeriodLabels = { from: "from", to: "to" };
const aggregationCheck = checkPeriod(AGGREGATION_LABELS, "to");

/** Body of POST /api/integration/aggregate, and the range the aggregation function is asked for. */
export const aggregationRequest = z
  .object({ from: dayField(AGGREGATION_LABELS.from), to: dayField(AGGREGATION_LABELS.to) }, { error: "Corpo da requisição inválido: envie { from, to }." })
  .superRefine((value, context) => aggregationCheck(value.from, value.to, context));

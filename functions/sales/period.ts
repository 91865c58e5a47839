import * as z from "zod";
import { checkPeriod, dayField, type PeriodLabels } from "../lib/period-input";

const SALES_LABELS: PeriodLabels = { from: "Data Inicial", to: "Data Final" };
const salesPeriodCheck = checkPeriod(SALES_LABELS, "end_date");

/** ?start_date=&end_date= of the sales reports. */
export const salesPeriodQuery = z
  .object({ start_date: dayField(SALES_LABELS.from), end_date: dayField(SALES_LABELS.to) })
  .superRefine((value, context) => salesPeriodCheck(value.start_date, value.end_date, context));

const GROUP_MESSAGE = "Preencha o campo 'Grupo' com um número válido.";

/** ?group_id= (optional, empty = all groups) of the product sales. */
export const groupFilterQuery = z.object({
  group_id: z
    .string({ error: GROUP_MESSAGE })
    .regex(/^\d{0,15}$/, { error: GROUP_MESSAGE })
    .transform((text) => (text === "" ? undefined : Number(text)))
    .optional(),
});

import * as z from "zod";
import { applyAllBodySchema, useAndLossListQuerySchema, writeOffBodySchema } from "../../shared/contracts/use-and-loss";
import { httpApi } from "../lib/request/http";
import { checkPeriod, dayField, type PeriodLabels, sinceDayField } from "../lib/period-input";
import { idQueryParam, parseId, parseInput } from "../lib/request/validate";
import { applyUseAndLoss, applyUseAndLossSelection } from "./apply";
import { listIcmsReversal } from "./icms-reversal";
import { USE_AND_LOSS_MESSAGES } from "./messages";
import { listOperations, operationDetail, removeOperation } from "./operations";
import { writeOffAnswer, writeOffAvailableRow } from "./wire";
import { allocateWriteOff, undoWriteOff, writeOffAvailableFor } from "./write-off";

const availableQuery = z.object({
  product_id: idQueryParam("product_id"),
  start_date: sinceDayField("Data Inicial", "Data inicial inválida: use AAAA-MM-DD.").optional(),
  operation_id: idQueryParam("operation_id").optional(),
});

const PERIOD_LABELS: PeriodLabels = { from: "Data Inicial", to: "Data Final" };
const periodCheck = checkPeriod(PERIOD_LABELS, "end_date");
const periodQuery = z
  .object({ start_date: dayField(PERIOD_LABELS.from), end_date: dayField(PERIOD_LABELS.to) })
  .superRefine((value, context) => periodCheck(value.start_date, value.end_date, context));

const operationId = (raw: string | undefined): number => parseId(raw, "Operação de Uso/Perda não encontrada.");

export const handler = httpApi("use_and_loss", {
  "GET /api/use_and_loss": async (request) => ({
    data: await listOperations(request.tenantId, parseInput(useAndLossListQuerySchema, request.query)),
  }),
  "GET /api/use_and_loss/writeoff_available": async (request) => {
    const query = parseInput(availableQuery, request.query);
    const items = await writeOffAvailableFor(request.tenantId, query.product_id, query.start_date, query.operation_id);
    return { data: items.map(writeOffAvailableRow) };
  },
  "GET /api/use_and_loss/icms_reversal": async (request) => {
    const query = parseInput(periodQuery, request.query);
    return { data: await listIcmsReversal(request.tenantId, query.start_date, query.end_date) };
  },
  "GET /api/use_and_loss/{id}": async (request) => ({ data: await operationDetail(request.tenantId, operationId(request.params.id)) }),
  "DELETE /api/use_and_loss/{id}": async (request) => {
    await removeOperation(request.tenantId, operationId(request.params.id));
    return { data: true, message: { type: "success", msg: USE_AND_LOSS_MESSAGES.removed } };
  },
  "POST /api/use_and_loss/{id}/writeoff": async (request) => {
    const id = operationId(request.params.id);
    const body = parseInput(writeOffBodySchema, request.body);
    const operation = await allocateWriteOff(request.tenantId, id, body.entry_item_id, body.writeoff);
    const msg = operation.status === "closed" ? USE_AND_LOSS_MESSAGES.closed : USE_AND_LOSS_MESSAGES.writtenOff;
    return { data: writeOffAnswer(operation), message: { type: "success", msg } };
  },
  "POST /api/use_and_loss/{id}/undo_writeoff": async (request) => {
    const operation = await undoWriteOff(request.tenantId, operationId(request.params.id));
    return { data: writeOffAnswer(operation), message: { type: "success", msg: USE_AND_LOSS_MESSAGES.undone } };
  },
  "POST /api/use_and_loss/{id}/apply": async (request) => {
    const operation = await applyUseAndLoss(request.tenantId, operationId(request.params.id));
    return { data: { id: operation.id, status: operation.status }, message: { type: "success", msg: USE_AND_LOSS_MESSAGES.applied } };
  },
  "POST /api/use_and_loss/apply_all": async (request) => {
    const { ids } = parseInput(applyAllBodySchema, request.body);
    const applied = await applyUseAndLossSelection(request.tenantId, ids);
    return { data: applied.map((operation) => operation.id), message: { type: "success", msg: USE_AND_LOSS_MESSAGES.appliedMany(applied.length) } };
  },
});

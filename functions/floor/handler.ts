import * as z from "zod";
import { registerCountBodySchema } from "../../shared/contracts/inventories";
import { registerUseAndLossBodySchema } from "../../shared/contracts/use-and-loss";
import { countAnswer, floorCounts, registerCount, undoFloorCount } from "../inventories/intake";
import { httpApi, requireSession } from "../lib/request/http";
import { parseId, parseInput } from "../lib/request/validate";
import {
  floorOperationRow,
  listFloorOperations,
  operationRegisteredMessage,
  registerFloorOperation,
  undoFloorOperation,
} from "../use_and_loss/intake";
import { FLOOR_MESSAGES } from "./messages";
import { floorProduct } from "./product";

const floorProductQuery = z.object({
  barcode: z
    .string({ error: FLOOR_MESSAGES.barcodeRequired })
    .trim()
    .min(1, { error: FLOOR_MESSAGES.barcodeRequired })
    .max(32, { error: FLOOR_MESSAGES.barcodeRequired }),
});

const countId = (raw: string | undefined) => parseId(raw, "Contagem não encontrada.");
const operationId = (raw: string | undefined): number => parseId(raw, "Operação de Uso/Perda não encontrada.");
const success = (msg: string) => ({ type: "success" as const, msg });

export const handler = httpApi("floor", {
  "GET /api/floor_product": async (request) => {
    const { barcode } = parseInput(floorProductQuery, request.query);
    return { data: await floorProduct(request.tenantId, barcode) };
  },
  "POST /api/stock_taking": async (request) => {
    const body = parseInput(registerCountBodySchema, request.body);
    const count = await registerCount(request.tenantId, body, requireSession(request).userId);
    return { data: await countAnswer(request.tenantId, count), message: success(FLOOR_MESSAGES.countRegistered) };
  },
  "GET /api/stock_taking/mine": async (request) => ({ data: await floorCounts(request.tenantId, requireSession(request).userId) }),
  "POST /api/stock_taking/{id}/undo": async (request) => {
    await undoFloorCount(request.tenantId, requireSession(request).userId, countId(request.params.id));
    return { data: true, message: success(FLOOR_MESSAGES.countUndone) };
  },
  "POST /api/use_and_loss": async (request) => {
    const body = parseInput(registerUseAndLossBodySchema, request.body);
    const session = requireSession(request);
    const operation = await registerFloorOperation(request.tenantId, { userId: session.userId, name: session.name }, body);
    return { data: floorOperationRow(operation), message: success(operationRegisteredMessage(operation.operation)) };
  },
  "GET /api/use_and_loss/mine": async (request) => ({ data: await listFloorOperations(request.tenantId, requireSession(request).userId) }),
  "POST /api/use_and_loss/{id}/undo": async (request) => {
    await undoFloorOperation(request.tenantId, requireSession(request).userId, operationId(request.params.id));
    return { data: true, message: success(FLOOR_MESSAGES.operationUndone) };
  },
});

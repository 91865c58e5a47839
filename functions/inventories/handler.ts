import * as z from "zod";
import {
  closeAllCountsBodySchema,
  closeCountBodySchema,
  confirmAllProductsBodySchema,
  confirmProductBodySchema,
  createInventoryBodySchema,
  fixCountBodySchema,
  INVENTORY_INPUT_MESSAGES,
  STOCK_TAKING_STATUS_FILTERS,
  zeroAllProductsBodySchema,
  zeroProductBodySchema,
} from "../../shared/contracts/inventories";
import { MISSING_PRODUCT_COLUMNS } from "../../shared/contracts/inventories-columns";
import { columnsForm } from "../../shared/wire/columns";
import { removalQuerySchema } from "../../shared/contracts/record-version";
import { todayInSaoPaulo } from "../../shared/dates";
import { listAnswer } from "../lib/request/answer-cache";
import { acceptsColumns, httpApi } from "../lib/request/http";
import { idQueryParam, parseId, parseInput } from "../lib/request/validate";
import { closeCount, closeCountSelection, fixCount, removeCount } from "./counts";
import { countAnswer, countList, inventoryDetail, inventoryProductList, listInventoryRows } from "./lists";
import { INVENTORY_MESSAGES, PROCESS_MESSAGES } from "./messages";
import { listMissingProducts, settleMissingProducts } from "./missing-products";
import { openCountingInventory } from "./open-counting";
import { startInventoryProcessing } from "./process";
import { finalizeInventory, removeInventory, removeInventoryProduct } from "./transitions";
import { inventoryRow } from "./wire";

const inventoryQuery = z.object({ inventory_id: idQueryParam("inventory_id") });
const countListQuery = inventoryQuery.extend({
  status: z.enum(STOCK_TAKING_STATUS_FILTERS, { error: INVENTORY_INPUT_MESSAGES.statusFilter }).optional(),
});

const inventoryId = (raw: string | undefined) => parseId(raw, "Inventário não encontrado.");
const countId = (raw: string | undefined) => parseId(raw, "Contagem não encontrada.");
const inventoryProductId = (raw: string | undefined) => parseId(raw, "Produto do Inventário não encontrado.");

const currentYear = () => Number(todayInSaoPaulo().slice(0, 4));

const success = (msg: string) => ({ type: "success" as const, msg });

export const handler = httpApi("inventories", {
  "GET /api/inventories": async (request) => ({ data: await listInventoryRows(request.tenantId) }),
  "POST /api/inventories": async (request) => {
    const body = parseInput(createInventoryBodySchema(currentYear()), request.body);
    const inventory = await openCountingInventory(request.tenantId, body);
    return { data: inventoryRow(inventory, inventory), message: success(INVENTORY_MESSAGES.created) };
  },
  "GET /api/inventories/{id}": async (request) => ({ data: await inventoryDetail(request.tenantId, inventoryId(request.params.id)) }),
  "DELETE /api/inventories/{id}": async (request) => {
    await removeInventory(request.tenantId, inventoryId(request.params.id));
    return { data: true, message: success(INVENTORY_MESSAGES.removed) };
  },
  "POST /api/inventories/{id}/finalize": async (request) => {
    const inventory = await finalizeInventory(request.tenantId, inventoryId(request.params.id));
    return { data: inventoryRow(inventory, inventory), message: success(INVENTORY_MESSAGES.finalized) };
  },
  "POST /api/inventories/{id}/process": async (request) => {
    const inventory = await startInventoryProcessing(request.tenantId, inventoryId(request.params.id));
    return { data: inventoryRow(inventory, inventory), message: success(PROCESS_MESSAGES.started(inventory.id)) };
  },
  "GET /api/inventories/{id}/missing_products": async (request) =>
    listAnswer("missing_products", await listMissingProducts(request.tenantId, inventoryId(request.params.id)), {
      inColumns: acceptsColumns(request),
      columns: columnsForm(MISSING_PRODUCT_COLUMNS, undefined),
    }),
  "POST /api/inventories/{id}/confirm_product_quantity": async (request) => {
    const id = inventoryId(request.params.id);
    const { product_id } = parseInput(confirmProductBodySchema, request.body);
    const [count] = await settleMissingProducts(request.tenantId, id, [product_id], "confirm");
    return { data: count ? await countAnswer(request.tenantId, count) : null, message: success(INVENTORY_MESSAGES.confirmed(1)) };
  },
  "POST /api/inventories/{id}/confirm_all_products_quantity": async (request) => {
    const id = inventoryId(request.params.id);
    const { product_ids } = parseInput(confirmAllProductsBodySchema, request.body);
    const counts = await settleMissingProducts(request.tenantId, id, product_ids, "confirm");
    return { data: counts.map((count) => count.id), message: success(INVENTORY_MESSAGES.confirmed(counts.length)) };
  },
  "GET /api/inventory_products": async (request) => {
    const query = parseInput(inventoryQuery, request.query);
    return inventoryProductList(request.tenantId, query.inventory_id, acceptsColumns(request));
  },
  "DELETE /api/inventory_products/{id}": async (request) => {
    await removeInventoryProduct(request.tenantId, inventoryProductId(request.params.id));
    return { data: true, message: success(INVENTORY_MESSAGES.inventoryProductRemoved) };
  },
  "GET /api/stock_taking": async (request) => {
    const query = parseInput(countListQuery, request.query);
    return countList(request.tenantId, query.inventory_id, query.status ?? "all", acceptsColumns(request));
  },
  "DELETE /api/stock_taking/{id}": async (request) => {
    const id = countId(request.params.id);
    const { version } = parseInput(removalQuerySchema, request.query);
    await removeCount(request.tenantId, id, version);
    return { data: true, message: success(INVENTORY_MESSAGES.countRemoved) };
  },
  "POST /api/stock_taking/{id}/fix": async (request) => {
    const id = countId(request.params.id);
    const { stock, version } = parseInput(fixCountBodySchema, request.body);
    const count = await fixCount(request.tenantId, id, stock, version);
    return { data: await countAnswer(request.tenantId, count), message: success(INVENTORY_MESSAGES.countFixed) };
  },
  "POST /api/stock_taking/{id}/close": async (request) => {
    const id = countId(request.params.id);
    const version = parseInput(closeCountBodySchema, request.body)?.version;
    const count = await closeCount(request.tenantId, id, version);
    return { data: await countAnswer(request.tenantId, count), message: success(INVENTORY_MESSAGES.countClosed) };
  },
  "POST /api/stock_taking/close_all": async (request) => {
    const { ids } = parseInput(closeAllCountsBodySchema, request.body);
    const counts = await closeCountSelection(request.tenantId, ids);
    return { data: counts.map((count) => count.id), message: success(INVENTORY_MESSAGES.countsClosed(counts.length)) };
  },
  "POST /api/stock_taking/zero_product": async (request) => {
    const body = parseInput(zeroProductBodySchema, request.body);
    const [count] = await settleMissingProducts(request.tenantId, body.inventory_id, [body.product_id], "zero");
    return { data: count ? await countAnswer(request.tenantId, count) : null, message: success(INVENTORY_MESSAGES.zeroed(1)) };
  },
  "POST /api/stock_taking/zero_all_products": async (request) => {
    const body = parseInput(zeroAllProductsBodySchema, request.body);
    const counts = await settleMissingProducts(request.tenantId, body.inventory_id, body.product_ids, "zero");
    return { data: counts.map((count) => count.id), message: success(INVENTORY_MESSAGES.zeroed(counts.length)) };
  },
});

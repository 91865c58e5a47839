import { freshContainer } from "./fresh-container";
import { dashboardPeriods } from "../../functions/dashboard/periods";
import { SHEET_BUCKETS } from "../../functions/inventories/storage/inventory-sheet";
import { catalogDocument } from "../../functions/sales/storage/sales-catalog";
import { daySummariesQuery, productDayHeadKeys } from "../../functions/sales/storage/sales-figures";
import { firstOfPartition, getAll, queryAll, queryIndex, queryPartition, type StoredItem } from "../../functions/lib/entities/support/dynamo";
import { num, str } from "../../functions/lib/entities/support/fields";
import { pricingKeys, salesKeys, sourceKeys } from "../../functions/lib/keys";
import type { DashboardAnswer } from "../../shared/contracts/dashboard";
import { daysInRange } from "../../shared/dates";
import { callRoute } from "./api";
import { sessionReads } from "./session";
import { COLD_LIST_TARGET, type Measurement, WARM_LIST_TARGET } from "./types";

/**
 * GET /api/dashboard on the large store, warm and cold, each beside the floor of its reads: the same items
 * read straight with the SDK in one parallel round (the few reads that need another's answer after it).
 * Warm, the function reads what tells it whether what it kept is still current (day summaries, the names'
 * and the inventory sheet's versions) and every small list; cold, it also reads the days' product
 * documents, the names, the whole sheet and the stock of every product (kept a few minutes once read).
 */
export function dashboardMeasurements(context: { tenantId: string; cookie: string; userId: number }): Measurement[] {
  const { tenantId, cookie } = context;
  const { current, previous, month } = dashboardPeriods(new Date());
  const get = async () => {
    const answer = await callRoute("GET", "/api/dashboard", { cookie });
    if (answer.status !== 200) throw new Error(`GET /api/dashboard: ${answer.status} ${JSON.stringify(answer.json())}`);
    return answer;
  };
  const catalogs = [catalogDocument(tenantId, "PRODUCTS"), catalogDocument(tenantId, "GROUPS")];
  // The inventories, then the counting one's sheet: its versions (warm) or its buckets (cold).
  const inventoryAndSheet = async (projection?: string[]) => {
    const inventories = await queryPartition(sourceKeys.inventoriesPartition(tenantId));
    const counting = inventories.find((item) => str(item, "status") === "counting");
    if (!counting) return [];
    const inventoryId = num(counting, "id");
    const keys = Array.from({ length: SHEET_BUCKETS }, (_, bucket) => sourceKeys.inventorySheetBucket(tenantId, inventoryId, bucket));
    return getAll(keys, projection, { consistent: true });
  };
  const lossesOfMonth = async () => {
    const writeOffs = await queryIndex(sourceKeys.writeOffsOfOperationType(tenantId, "loss"), { from: month.from, to: `${month.to}$` });
    const ids = [...new Set(writeOffs.map((item: StoredItem) => num(item, "operationId")))];
    return ids.length ? getAll(ids.map((id) => sourceKeys.useLoss(tenantId, id)), undefined, { consistent: true }) : [];
  };
  const lists = () => [
    sessionReads(context)(),
    firstOfPartition(salesKeys.salesDaysPartition(tenantId), { descending: true, projection: ["day"] }),
    queryAll(daySummariesQuery(tenantId, previous.from, current.to)),
    queryAll(daySummariesQuery(tenantId, current.from, current.to)),
    queryPartition(sourceKeys.notablePartition(tenantId)),
    queryIndex(sourceKeys.ordersByStatus(tenantId, "open")),
    queryIndex(sourceKeys.useLossByStatus(tenantId, "open")),
    queryIndex(sourceKeys.useLossByStatus(tenantId, "closed")),
    lossesOfMonth(),
    queryPartition(pricingKeys.pricingsPartition(tenantId)),
  ];
  const warmFloor = () =>
    Promise.all([
      ...lists(),
      getAll(
        catalogs.map((document) => document.headKey),
        ["pk", "sk", "version"],
      ),
      inventoryAndSheet(["sk", "version"]),
    ]);
  const coldFloor = () =>
    Promise.all([
      ...lists(),
      getAll([...productDayHeadKeys(tenantId, daysInRange(current.from, current.to)), ...catalogs.map((document) => document.headKey)]),
      inventoryAndSheet(),
      queryAll({
        KeyConditionExpression: "pk = :pk",
        FilterExpression: "#stock <> :zero",
        ProjectionExpression: "#id, #stock",
        ExpressionAttributeNames: { "#id": "id", "#stock": "stock" },
        ExpressionAttributeValues: { ":pk": sourceKeys.productsPartition(tenantId), ":zero": 0 },
      }),
    ]);
  const detail = async () => {
    const answer = await get();
    const data = (answer.json() as { data?: DashboardAnswer }).data;
    const failed = data ? Object.entries(data).filter(([, tile]) => "error" in tile).map(([name]) => name) : ["todas"];
    return `${(answer.bytes / 1024).toFixed(1)} KB gzip${failed.length ? `, tiles com erro: ${failed.join(", ")}` : ", todos os tiles"}`;
  };
  return [
    { name: "GET /api/dashboard", run: get, floor: warmFloor, detail, target: WARM_LIST_TARGET },
    { name: "  GET /api/dashboard, função fria", run: get, floor: coldFloor, before: freshContainer, target: COLD_LIST_TARGET },
  ];
}

import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { catalogDocument } from "../../functions/sales/storage/sales-catalog";
import { daySummariesQuery, productDayHeadKeys } from "../../functions/sales/storage/sales-figures";
import { getAll, queryAll } from "../../functions/lib/entities/support/dynamo";
import { salesKeys, sourceKeys } from "../../functions/lib/keys";
import { aggregateDays } from "../../functions/sales/figures/aggregation";
import { addDays, daysInRange } from "../../shared/dates";
import { callRoute } from "./api";
import { sessionReads } from "./session";
import { coldRows, freshContainer } from "./fresh-container";
import { COLD_LIST_TARGET, type Measurement, type OneShot, WARM_LIST_TARGET } from "./types";
import { COLUMNS_ACCEPT, wireFormsDetail } from "./wire-forms";

/** The latest aggregated day of a tenant (the bench reads the 30 days ending there). */
export async function latestSalesDay(tenantId: string): Promise<string | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": salesKeys.salesDaysPartition(tenantId) },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const day = Items[0]?.day;
  return typeof day === "string" ? day : undefined;
}


/** Daily, group and product sales for 30 days, each beside the raw read of the same items. */
export function salesMeasurements(context: { tenantId: string; cookie: string; userId: number; lastDay: string }): Measurement[] {
  const { tenantId, cookie, lastDay } = context;
  const from = addDays(lastDay, -29);
  const days = daysInRange(from, lastDay);
  const range = `start_date=${from}&end_date=${lastDay}`;
  const get = (path: string) => async (headers?: Record<string, string>) => {
    const answer = await callRoute("GET", path, { cookie, ...(headers ? { headers } : {}) });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.json())}`);
    return answer;
  };
  const describe = (path: string) => async () => {
    const answer = await get(path)();
    const rows = (answer.json() as { data?: unknown[] }).data?.length ?? 0;
    return `${rows} linhas, ${(answer.bytes / 1024).toFixed(0)} KB gzip`;
  };
  const notableQuery = () =>
    queryAll({ KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": sourceKeys.notablePartition(tenantId) } });
  const sessionUser = sessionReads(context);
  const summariesQuery = () => queryAll(daySummariesQuery(tenantId, from, lastDay));
  // Every item a period report is made of, read straight in one parallel round: user, summaries, day
  // documents, names.
  const periodItems = (kind: "PRODUCTS" | "GROUPS") => () =>
    Promise.all([
      sessionUser(),
      summariesQuery(),
      getAll([...productDayHeadKeys(tenantId, days), catalogDocument(tenantId, kind).headKey]),
      ...(kind === "PRODUCTS" ? [notableQuery()] : []),
    ]);
  const paths = {
    daily: `/api/daily_sales?${range}`,
    groups: `/api/group_sales_by_period?${range}`,
    products: `/api/product_sales_by_period?${range}`,
  };
  return [
    {
      name: "GET /api/daily_sales (30 dias)",
      run: get(paths.daily),
      floor: () => Promise.all([sessionUser(), summariesQuery()]),
      detail: describe(paths.daily),
      target: WARM_LIST_TARGET,
    },
    {
      name: "GET /api/group_sales_by_period (30 dias)",
      run: get(paths.groups),
      floor: periodItems("GROUPS"),
      detail: describe(paths.groups),
      target: WARM_LIST_TARGET,
    },
    {
      name: "  GET /api/group_sales_by_period, função fria",
      run: get(paths.groups),
      floor: periodItems("GROUPS"),
      before: freshContainer,
      target: COLD_LIST_TARGET,
    },
    {
      name: "GET /api/product_sales_by_period (30 dias)",
      run: get(paths.products),
      floor: periodItems("PRODUCTS"),
      detail: describe(paths.products),
      target: WARM_LIST_TARGET,
    },
    {
      name: "GET /api/product_sales_by_period em colunas (30 dias)",
      run: () => get(paths.products)(COLUMNS_ACCEPT),
      floor: periodItems("PRODUCTS"),
      detail: () => wireFormsDetail(get(paths.products)),
      target: WARM_LIST_TARGET,
    },
    ...coldRows("GET /api/product_sales_by_period", tenantId, { run: get(paths.products), floor: periodItems("PRODUCTS") }),
    ...coldRows("GET /api/product_sales_by_period em colunas", tenantId, { run: () => get(paths.products)(COLUMNS_ACCEPT), floor: periodItems("PRODUCTS") }),
  ];
}

/** Aggregating one day (the nightly job's unit of work), including its catalog reads. */
export function aggregationOneShot(tenantId: string, day: string): OneShot {
  return {
    name: `agregação de 1 dia (${day})`,
    // One untimed run first: DynamoDB Local's JVM is cold after start, AWS's DynamoDB is not.
    warmup: () => aggregateDays(tenantId, day, day),
    run: async () => {
      const result = await aggregateDays(tenantId, day, day);
      return `${result.lines} linhas de venda`;
    },
    target: { maxMs: 5000 },
  };
}

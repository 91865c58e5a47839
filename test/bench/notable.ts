import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { queryAll, queryPartition } from "../../functions/lib/entities/support/dynamo";
import { sourceKeys } from "../../functions/lib/keys";
import { coldRows } from "./fresh-container";
import { callRoute } from "./api";
import { sessionReads } from "./session";
import { type Measurement, WARM_LIST_TARGET } from "./types";


/** The notable products list and the product picker's search (every keystroke after the third). */
export function notableMeasurements(context: { tenantId: string; cookie: string; userId: number }): Measurement[] {
  const { tenantId, cookie } = context;
  const get = (path: string) => async () => {
    const answer = await callRoute("GET", path, { cookie });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.json())}`);
    return answer;
  };
  const describe = (path: string) => async () => {
    const answer = await get(path)();
    const rows = (answer.json() as { data?: unknown[] }).data?.length ?? 0;
    return `${rows} linhas, ${(answer.bytes / 1024).toFixed(1)} KB gzip`;
  };
  const sessionUser = sessionReads(context);
  const notableQuery = () =>
    queryAll({ KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": sourceKeys.notablePartition(tenantId) } });
  // A search reads the user and the catalog's version; the index itself lives in the warm function.
  const catalogHead = () => db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.catalogHead(tenantId) }));
  // A fresh container reads the catalog too: its buckets, what the index is made of.
  const coldFloor = () => Promise.all([sessionUser(), catalogHead(), queryPartition(sourceKeys.catalogPartition(tenantId))]);
  const paths = {
    list: "/api/notable_products",
    search: `/api/fb_products/list_by_description?description=${encodeURIComponent("arroz")}`,
  };
  return [
    {
      name: "GET /api/notable_products",
      run: get(paths.list),
      floor: () => Promise.all([sessionUser(), notableQuery()]),
      detail: describe(paths.list),
      target: WARM_LIST_TARGET,
    },
    {
      name: "GET /api/fb_products/list_by_description (arroz)",
      run: get(paths.search),
      floor: () => Promise.all([sessionUser(), catalogHead()]),
      detail: describe(paths.search),
      target: WARM_LIST_TARGET,
    },
    ...coldRows("GET /api/fb_products/list_by_description", tenantId, { run: get(paths.search), floor: coldFloor }),
  ];
}

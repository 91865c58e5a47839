import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/lib/db";
import { upsertEntries } from "../../functions/lib/entities/entries";
import { listProducts } from "../../functions/lib/entities/products";
import { queryAll, queryIndex } from "../../functions/lib/entities/support/dynamo";
import { listSuppliers } from "../../functions/lib/entities/suppliers";
import { upsertUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { sourceKeys } from "../../functions/lib/keys";
import { undoWriteOff } from "../../functions/use_and_loss/write-off";
import { recentPeriod } from "../../shared/contracts/history-period";
import { USE_AND_LOSS_DEFAULT_DAYS, USE_LOSS_OPERATIONS } from "../../shared/contracts/use-and-loss";
import { addDays, defaultEntriesSince, todayInSaoPaulo } from "../../shared/dates";
import { callRoute } from "./api";
import { sessionReads } from "./session";
import { type Measurement, WARM_LIST_TARGET } from "./types";

/**
 * Use and loss on the large store: the operations list and the Baixa Fiscal dialog's available entries,
 * each beside the raw read of the same items, and a write-off beside the floor of its transaction: the
 * same reads (session, operation, its write-offs, the entry line) and a transaction of the same three
 * writes straight with the SDK. The write-off is measured on records of its own, far above the store's ids:
 * an operation of 1,000,000 units written off 0.001 at a time against a line of 1,000,000 (undone first).
 */
const BENCH_ID = 9_000_101;
const FLOOR_ID = 9_000_102;
const QUANTITY = 1_000_000;

/** A write-off is a list's kin: its p95 under the same bounds, beside its floor. */
const WRITE_OFF_TARGET = WARM_LIST_TARGET;

async function writeBenchRecords(tenantId: string): Promise<number> {
  const [products, suppliers] = await Promise.all([listProducts(tenantId), listSuppliers(tenantId)]);
  const product = products[0];
  const supplier = suppliers[0];
  if (!product || !supplier) throw new Error("A loja de demonstração não tem produtos ou fornecedores para a baixa do bench.");
  const day = addDays(defaultEntriesSince(), 300);
  await upsertEntries(tenantId, [
    {
      id: BENCH_ID,
      number: "BENCH-000001",
      date: day,
      supplierId: supplier.id,
      items: [BENCH_ID, FLOOR_ID].map((id) => ({ id, productId: product.id, entryQuantity: QUANTITY, entryUnit: "UN", entryUnitCost: 1, fraction: 1, icmsCredit: 120_000 })),
    },
  ]);
  await upsertUseAndLoss(
    tenantId,
    [BENCH_ID, FLOOR_ID].map((id) => ({ id, date: day, operation: "loss" as const, productId: product.id, quantity: QUANTITY, location: "BENCH", userName: "BENCH" })),
  );
  return product.id;
}

/** The product of the store with the most entry lines in the dialog's default period (the longest list it shows). */
async function busiestProduct(tenantId: string): Promise<number> {
  const products = (await listProducts(tenantId)).slice(0, 200);
  const since = defaultEntriesSince();
  let best = { id: products[0]?.id ?? 0, lines: -1 };
  for (const product of products) {
    const lines = (await queryIndex(sourceKeys.entryItemsOfProduct(tenantId, product.id), { from: since })).length;
    if (lines > best.lines) best = { id: product.id, lines };
  }
  return best.id;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export function useAndLossMeasurements(context: { tenantId: string; cookie: string; userId: number }): Measurement[] {
  const { tenantId, cookie } = context;
  const call = (method: string, path: string, body?: unknown) => async () => {
    const answer = await callRoute(method, path, { cookie, ...(body === undefined ? {} : { body }) });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json())}`);
    return answer;
  };
  const describe = (path: string) => async () => {
    const answer = await call("GET", path)();
    const rows = (answer.json() as { data?: unknown[] }).data?.length ?? 0;
    return `${rows} linhas, ${(answer.bytes / 1024).toFixed(1)} KB gzip`;
  };
  const sessionUser = sessionReads(context);
  const notableQuery = () =>
    queryAll({ KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": sourceKeys.notablePartition(tenantId) } });
  // What the default window needs: the pending operations whole, the applied ones of the last 90 days (per
  // operation, its days' range and the undated keys' range, empty once backfilled).
  const windowQueries = () => {
    const period = recentPeriod(todayInSaoPaulo(), USE_AND_LOSS_DEFAULT_DAYS);
    const applied = sourceKeys.useLossByStatus(tenantId, "applied");
    return Promise.all([
      queryIndex(sourceKeys.useLossByStatus(tenantId, "open")),
      queryIndex(sourceKeys.useLossByStatus(tenantId, "closed")),
      ...USE_LOSS_OPERATIONS.flatMap((operation) => [
        queryIndex(applied, sourceKeys.useLossOfPeriod(operation, period.start, period.end)),
        queryIndex(applied, sourceKeys.useLossUndatedRange(operation)),
      ]),
    ]);
  };

  const busiest = once(() => busiestProduct(tenantId));
  const availablePath = async () => `/api/use_and_loss/writeoff_available?product_id=${await busiest()}`;

  // The last run's write-off undone first: the records are written again only over an open operation with
  // nothing written off, and they move with today (an entry of one day against an operation of the day before
  // is refused).
  const benchProduct = once(async () => {
    await undoWriteOff(tenantId, BENCH_ID).catch(() => undefined);
    return writeBenchRecords(tenantId);
  });
  const writeOffPath = `/api/use_and_loss/${BENCH_ID}/writeoff`;
  const writeOffFloor = async () => {
    await benchProduct();
    await sessionUser();
    await Promise.all([
      db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.useLoss(tenantId, FLOOR_ID), ConsistentRead: true })),
      queryAll({ KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": sourceKeys.writeOffsPartition(tenantId, FLOOR_ID) }, ConsistentRead: true }),
      db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.entryItem(tenantId, FLOOR_ID) })),
    ]);
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: sourceKeys.useLoss(tenantId, FLOOR_ID),
              UpdateExpression: "ADD writtenOff :amount",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeValues: { ":amount": 0.001 },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: sourceKeys.entryItem(tenantId, FLOOR_ID),
              UpdateExpression: "ADD allocated :amount",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeValues: { ":amount": 0.001 },
            },
          },
          { Put: { TableName: tableName(), Item: { ...sourceKeys.writeOff(tenantId, FLOOR_ID, FLOOR_ID), quantity: 0.001 } } },
        ],
      }),
    );
  };

  return [
    {
      name: "GET /api/use_and_loss (todas, últimos 90 dias)",
      run: call("GET", "/api/use_and_loss"),
      floor: () => Promise.all([sessionUser(), windowQueries(), notableQuery()]),
      detail: describe("/api/use_and_loss"),
      target: WARM_LIST_TARGET,
    },
    {
      name: "GET /api/use_and_loss/writeoff_available",
      run: async () => call("GET", await availablePath())(),
      floor: async () => Promise.all([sessionUser(), queryIndex(sourceKeys.entryItemsOfProduct(tenantId, await busiest()), { from: defaultEntriesSince() })]),
      detail: async () => describe(await availablePath())(),
      target: WARM_LIST_TARGET,
    },
    {
      name: "POST /api/use_and_loss/{id}/writeoff",
      run: async () => {
        await benchProduct();
        return call("POST", writeOffPath, { entry_item_id: BENCH_ID, writeoff: 0.001 })();
      },
      floor: writeOffFloor,
      detail: async () => "piso: as mesmas leituras e uma transação de 3 gravações",
      target: WRITE_OFF_TARGET,
    },
  ];
}

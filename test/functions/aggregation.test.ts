import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { mockClient } from "aws-sdk-client-mock";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfig } from "../../functions/lib/config";
import { upsertGroups } from "../../functions/lib/entities/groups";
import { upsertProducts } from "../../functions/lib/entities/products";
import { listDirtyDays, type SaleLine, upsertSaleLines } from "../../functions/lib/entities/sale-lines";
import { readChunked } from "../../functions/lib/entities/chunked-documents";
import { catalogDocument, decodeGroupNames, decodeProductNames } from "../../functions/sales/storage/sales-catalog";
import {
  decodeProductDay,
  type ProductDayTable,
  productDayDocument,
  readDayGroups,
  readDaySummaries,
} from "../../functions/sales/storage/sales-figures";
import { log } from "../../functions/lib/log";
import { aggregateDays } from "../../functions/sales/figures/aggregation";
import { groupSalesAnswer } from "../../functions/sales/figures/period-answers";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { db } from "../../functions/lib/db";
import { queryPartition } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import { handler as nightlyHandler, rangeRequest, runNightlyAggregation } from "../../functions/sales/nightly-aggregation";
import { provisionTenant } from "../../functions/session/tenant";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";

useTestTable();

const TENANT = "agg";
const API_KEY = "chave-de-integracao-de-teste-agregacao";
const auth = { authorization: `Bearer ${API_KEY}` };

const product = (id: number, groupId: number, description: string, unit = "UN") => ({
  id,
  barcode: String(7890000000000 + id),
  description,
  groupId,
  unit,
  cost: 10,
  price: 15,
  icmsOutRate: 18,
  icmsInRate: 12,
  stock: 0,
  active: true,
});

let lineNo = 0;
function line(date: string, productId: number, quantity: number, unitCost: number, total: number, out = 18, inRate = 12): SaleLine {
  lineNo += 1;
  return { id: `L${lineNo}`, date, productId, quantity, unitPrice: total / quantity, total, unitCost, icmsOutRate: out, icmsInRate: inRate };
}

function rowsOf(table: ProductDayTable | undefined) {
  if (!table) return [];
  const { columns } = table;
  return Array.from({ length: table.rows }, (_, i) => ({
    productId: columns.productId[i],
    groupId: columns.groupId[i],
    quantityMilli: columns.quantityMilli[i],
    cost: columns.cost[i],
    sales: columns.sales[i],
    inTax: columns.inTax[i],
    outTax: columns.outTax[i],
  }));
}

async function storedFigures(from: string, to: string) {
  const days = ["2024-05-01", "2024-05-02", "2024-05-03"].filter((day) => day >= from && day <= to);
  const [summaries, documents, catalog, groups] = await Promise.all([
    readDaySummaries(TENANT, from, to),
    readChunked(days.map((day) => productDayDocument(TENANT, day))),
    readChunked([catalogDocument(TENANT, "PRODUCTS"), catalogDocument(TENANT, "GROUPS")]),
    Promise.all(days.map((day) => readDayGroups(TENANT, day))),
  ]);
  return {
    summaries: summaries.map(({ productsVersion: _version, ...summary }) => summary),
    products: days.map((day, index) => ({ day, rows: rowsOf(decodeProductDay(day, documents[index])) })),
    groups,
    names: { productNames: decodeProductNames(catalog[0]), groupNames: decodeGroupNames(catalog[1]) },
  };
}

beforeAll(async () => {
  await provisionTenant({ tenantId: TENANT, byname: "AGREGAÇÃO", logo: "", apiKey: API_KEY });
  await upsertGroups(TENANT, [
    { id: 1, name: "MERCEARIA" },
    { id: 2, name: "HORTIFRUTI" },
  ]);
  await upsertProducts(TENANT, [
    product(10, 1, "ARROZ TIPO 1 5KG"),
    product(11, 1, "FEIJÃO CARIOCA 1KG"),
    product(20, 2, "TOMATE", "KG"),
    product(21, 2, "ALFACE CRESPA"),
  ]);
  await upsertSaleLines(TENANT, [
    line("2024-05-01", 10, 3, 10.1234, 45),
    line("2024-05-01", 10, 1.5, 10.1234, 22.49),
    line("2024-05-01", 11, 1, 0.3333, 1),
    line("2024-05-01", 11, 1, 0.3333, 1),
    line("2024-05-01", 11, 1, 0.3333, 1),
    line("2024-05-01", 20, 0.75, 4.99, 5.99, 0, 0),
    line("2024-05-01", 21, 2, 0, 5, 7, 0), // zero cost: margin 0
    // 2024-05-02: no sales.
    line("2024-05-03", 10, 1, 10, 15),
  ]);
});

describe("nightly aggregation against DynamoDB Local", () => {
  it("writes per product, per group and per day figures, rounded to the cent at the day-product boundary", async () => {
    expect(await aggregateDays(TENANT, "2024-05-01", "2024-05-03")).toMatchObject({ days: 3, daysWithSales: 2, lines: 8 });
    const { summaries, products, groups, names } = await storedFigures("2024-05-01", "2024-05-03");

    expect(products[0]).toEqual({
      day: "2024-05-01",
      rows: [
        // 4.5 x 10.1234 = 45.5553 -> 45.56; out 67.49 x 18% = 12.1482 -> 12.15; in 45.5553 x 12% = 5.466636 -> 5.47
        { productId: 10, groupId: 1, quantityMilli: 4500, cost: 4556, sales: 6749, inTax: 547, outTax: 1215 },
        // 3 x 0.3333 = 0.9999 -> 1.00 (not 3 x 0.33); in 0.119988 -> 0.12; out 0.54
        { productId: 11, groupId: 1, quantityMilli: 3000, cost: 100, sales: 300, inTax: 12, outTax: 54 },
        // 0.75 x 4.99 = 3.7425 -> 3.74
        { productId: 20, groupId: 2, quantityMilli: 750, cost: 374, sales: 599, inTax: 0, outTax: 0 },
        { productId: 21, groupId: 2, quantityMilli: 2000, cost: 0, sales: 500, inTax: 0, outTax: 35 },
      ],
    });
    expect(groups[0]).toEqual([
      { groupId: 1, products: 2, quantityMilli: 7500, cost: 4656, sales: 7049, inTax: 559, outTax: 1269 },
      { groupId: 2, products: 2, quantityMilli: 2750, cost: 374, sales: 1099, inTax: 0, outTax: 35 },
    ]);
    expect(summaries).toEqual([
      { day: "2024-05-01", products: 4, groups: 2, totals: { quantityMilli: 10250, cost: 5030, sales: 8148, inTax: 559, outTax: 1304 } },
      // A day with no sales gets a zero summary and an empty product document.
      { day: "2024-05-02", products: 0, groups: 0, totals: { quantityMilli: 0, cost: 0, sales: 0, inTax: 0, outTax: 0 } },
      { day: "2024-05-03", products: 1, groups: 1, totals: { quantityMilli: 1000, cost: 1000, sales: 1500, inTax: 120, outTax: 270 } },
    ]);
    expect(products[1]).toEqual({ day: "2024-05-02", rows: [] });
    expect(names.productNames.get(20)).toEqual({ description: "TOMATE", unit: "KG" });
    expect(names.groupNames.get(2)).toBe("HORTIFRUTI");
  });

  it("gives identical figures when a day is aggregated again", async () => {
    const before = await storedFigures("2024-05-01", "2024-05-03");
    await aggregateDays(TENANT, "2024-05-01", "2024-05-03");
    const after = await storedFigures("2024-05-01", "2024-05-03");
    expect(after.summaries).toEqual(before.summaries);
    expect(after.products).toEqual(before.products);
    expect(after.groups).toEqual(before.groups);
  });

  it("re-aggregates a day marked dirty by late lines in the nightly run, and clears the mark", async () => {
    await upsertSaleLines(TENANT, [line("2024-05-01", 21, 1, 2.5, 5)]);
    expect((await listDirtyDays(TENANT)).map((mark) => mark.date)).toContain("2024-05-01");

    // At 03:00 on 2024-05-04 in São Paulo the nightly run closes 2024-05-03 and every dirty day.
    const result = await runNightlyAggregation(new Date("2024-05-04T06:00:00Z"));
    expect(result.failedTenants).toEqual([]);

    const [may1] = await readDaySummaries(TENANT, "2024-05-01", "2024-05-01");
    expect(may1?.totals).toEqual({ quantityMilli: 11250, cost: 5280, sales: 8648, inTax: 589, outTax: 1394 });
    expect(await listDirtyDays(TENANT)).toEqual([]);

    // The screens open on 30 days before yesterday up to yesterday: their answers are stored, ready.
    const stored = (await queryPartition(keys.derivationsPartition(TENANT))).map((item) => String(item.sk));
    expect(stored.filter((sk) => sk.startsWith("groups#2024-04-03#2024-05-03#"))).toHaveLength(1);
    expect(stored.filter((sk) => sk.startsWith("products#2024-04-03#2024-05-03#all#"))).toHaveLength(1);
    forgetEverythingKept();
    const send = vi.spyOn(db(), "send");
    const answer = (await groupSalesAnswer(TENANT, "2024-04-03", "2024-05-03")).prepared;
    const productDayReads = send.mock.calls.filter(([command]) => JSON.stringify((command as { input?: unknown }).input).includes("#SALESPROD"));
    send.mockRestore();
    expect(productDayReads).toEqual([]);
    expect(JSON.parse(answer?.json ?? "{}").data.length).toBeGreaterThan(0);
  });

  it("accepts an explicit { tenantId, from, to } request (the asynchronous invocation)", async () => {
    await upsertSaleLines(TENANT, [line("2024-05-02", 10, 2, 10, 30)]);
    const answer = await nightlyHandler({ tenantId: TENANT, from: "2024-05-02", to: "2024-05-02" });
    expect(answer).toEqual({ tenantId: TENANT, aggregatedDays: 1 });
    const [may2] = await readDaySummaries(TENANT, "2024-05-02", "2024-05-02");
    expect(may2).toMatchObject({ products: 1, groups: 1, totals: { cost: 2000, sales: 3000 } });
    await expect(nightlyHandler({ tenantId: TENANT, from: "2024-05-03", to: "2024-05-02" })).rejects.toThrow(/anterior/);
    // 400 days, both ends included, is the longest range; the scheduler's own events are not range requests.
    expect(rangeRequest({ tenantId: TENANT, from: "2023-01-01", to: "2024-02-04" })).toEqual({ tenantId: TENANT, from: "2023-01-01", to: "2024-02-04" });
    expect(() => rangeRequest({ tenantId: TENANT, from: "2023-01-01", to: "2024-02-05" })).toThrow(/400 dias/);
    expect(rangeRequest({})).toBeUndefined();
    expect(rangeRequest(undefined)).toBeUndefined();
  });

  it("leaves a stored line out of bounds out of its day, logs it and aggregates the day's other lines", async () => {
    // Written as an older version stored it: its wire took any finite total, and 1e14 reais overflows the exact sums.
    const bad = { ...line("2024-07-01", 11, 1, 10, 1e14), unitPrice: 15 };
    await upsertSaleLines(TENANT, [line("2024-07-01", 10, 2, 10, 30), bad, line("2024-07-01", 20, 1, 4, 6)]);
    const warn = vi.spyOn(log, "warn");
    try {
      // The nightly run at 03:00 on 2024-07-02 closes 2024-07-01.
      const result = await runNightlyAggregation(new Date("2024-07-02T06:00:00Z"));
      expect(result.failedTenants).toEqual([]);
      expect(warn).toHaveBeenCalledWith("sale lines out of bounds left out of the aggregation", {
        tenantId: TENANT,
        day: "2024-07-01",
        count: 1,
        lines: [{ id: bad.id, field: "total" }],
      });
    } finally {
      warn.mockRestore();
    }
    const [july1] = await readDaySummaries(TENANT, "2024-07-01", "2024-07-01");
    // 2 x 10 + 1 x 4 of cost, 30 + 6 of sales; in 12% of the cost, out 18% of the sales.
    expect(july1).toMatchObject({ products: 2, groups: 2, totals: { quantityMilli: 3000, cost: 2400, sales: 3600, inTax: 288, outTax: 648 } });
    expect(await listDirtyDays(TENANT)).toEqual([]);
    expect(await aggregateDays(TENANT, "2024-07-01", "2024-07-01")).toMatchObject({ lines: 2, skippedLines: 1 });
  });
});

describe("POST /api/integration/aggregate", () => {
  it("runs the aggregation before answering when local, so its effect is visible at once", async () => {
    await upsertSaleLines(TENANT, [line("2024-05-03", 11, 4, 1, 8)]);
    const answer = await callApi("POST", "/api/integration/aggregate", { headers: auth, body: { from: "2024-05-03", to: "2024-05-03" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { from: "2024-05-03", to: "2024-05-03", days: 1 } });
    const [may3] = await readDaySummaries(TENANT, "2024-05-03", "2024-05-03");
    expect(may3).toMatchObject({ products: 2, totals: { cost: 1400, sales: 2300 } });
  });

  it("refuses bad ranges with pt-BR messages", async () => {
    const cases: [unknown, string][] = [
      [{ from: "2024-05-03" }, "Preencha o campo 'to' com uma data válida (AAAA-MM-DD)."],
      [{ from: "03/05/2024", to: "2024-05-03" }, "Preencha o campo 'from' com uma data válida (AAAA-MM-DD)."],
      [{ from: "2024-02-30", to: "2024-03-01" }, "Preencha o campo 'from' com uma data válida (AAAA-MM-DD)."],
      [{ from: "2024-05-04", to: "2024-05-03" }, "A 'to' não pode ser anterior à 'from'."],
      [{ from: "2023-01-01", to: "2024-02-05" }, "O período não pode passar de 400 dias."],
    ];
    for (const [body, message] of cases) {
      const answer = await callApi("POST", "/api/integration/aggregate", { headers: auth, body });
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toEqual({ type: "error", msg: message });
    }
  });

  it("needs the integration key", async () => {
    const answer = await callApi("POST", "/api/integration/aggregate", { body: { from: "2024-05-03", to: "2024-05-03" } });
    expect(answer.status).toBe(401);
  });

  it("in AWS invokes the aggregation function asynchronously with { tenantId, from, to } and answers 202", async () => {
    const lambda = mockClient(LambdaClient);
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    process.env.AGGREGATION_FUNCTION_NAME = "back-office-aggregation";
    resetConfig();
    try {
      const answer = await callApi("POST", "/api/integration/aggregate", { headers: auth, body: { from: "2024-05-01", to: "2024-05-03" } });
      expect(answer.status).toBe(202);
      expect(answer.body.data).toEqual({ from: "2024-05-01", to: "2024-05-03", days: 3 });
      const calls = lambda.commandCalls(InvokeCommand);
      expect(calls).toHaveLength(1);
      const input = calls[0]?.args[0].input;
      expect(input?.FunctionName).toBe("back-office-aggregation");
      expect(input?.InvocationType).toBe("Event");
      expect(JSON.parse(new TextDecoder().decode(input?.Payload as Uint8Array))).toEqual({ tenantId: TENANT, from: "2024-05-01", to: "2024-05-03" });
    } finally {
      delete process.env.AGGREGATION_FUNCTION_NAME;
      resetConfig();
      lambda.restore();
    }
  });
});

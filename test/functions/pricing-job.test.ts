import { SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type JobInput, JOBS } from "../../functions/plan/jobs";
import { JOB_FAULT_MESSAGE } from "../../functions/lib/jobs/failure";
import { handler as classifyTask } from "../../functions/pricing/classify-task";
import { recordFailure } from "../../functions/lib/jobs/record-failure";
import { resetConfig } from "../../functions/lib/config";
import { db, tableName } from "../../functions/lib/db";
import { writeChunked } from "../../functions/lib/entities/chunked-documents";
import { getPricing } from "../../functions/pricing/storage/pricing";
import { productDayDocument } from "../../functions/sales/storage/sales-figures";
import { queryPartition } from "../../functions/lib/entities/support/dynamo";
import { readJob, setLocalJobRunner } from "../../functions/lib/jobs/start";
import { keys, pricingKeys, salesKeys } from "../../functions/lib/keys";
import { classificationAsSeen } from "../../functions/pricing/lists";
import { PRICING_MESSAGES } from "../../functions/pricing/messages";
import { installLocalJobRunner, runJob, settleLocalJobs } from "../../infra/local/jobs";
import type { PricingProductRow, PricingRow } from "../../shared/contracts/pricing";
import { useTestTable } from "../support/table";
import {
  call,
  classifiedPricing,
  listOf,
  type PricingStore,
  pricingBody,
  pricingRowOf,
  type ProductSeed,
  type SaleSeed,
  setUpPricingStore,
} from "./pricing-fixtures";

/**
 * The classification job (DESIGN §1, §6): end to end in the local runner, a retry (the task run twice, one
 * after the other and at once) leaving one result, the failure path (a refusal with its reason, a fault, a run
 * that died without a word, a job that could not start) leaving the pricing created with the reason on its
 * row, and the AWS adapter: the state machine started with the job as input, and a Lambda's error as Step
 * Functions hands it to the failure recorder.
 */

useTestTable();

const DAY = "2025-07-10";
const PRODUCTS: ProductSeed[] = [
  { id: 17, description: "AZEITE EXTRA VIRGEM 500ML", groupId: 1, cost: 8, price: 10 },
  { id: 24, description: "SABÃO EM BARRA 5UN", groupId: 2, cost: 5, price: 9 },
];
const SALES: SaleSeed[] = [
  { date: DAY, productId: 17, quantity: 100, unitPrice: 10 },
  { date: DAY, productId: 24, quantity: 10, unitPrice: 9 },
];
const JULY = pricingBody("2025-07-01", "2025-07-31");

let store: PricingStore;

beforeAll(async () => {
  installLocalJobRunner();
  store = await setUpPricingStore({ tenantId: "demo", host: "localhost:3000", products: PRODUCTS, sales: SALES, notables: [{ productId: 17, desiredMargin: 30 }] });
});

afterEach(() => installLocalJobRunner());

/** Installs a runner that only keeps the jobs started (they run when the test says). */
function holdJobs(): JobInput[] {
  const held: JobInput[] = [];
  setLocalJobRunner((_job, input) => held.push(input));
  return held;
}

async function createHeld(body = JULY): Promise<{ id: number; input: JobInput }> {
  const held = holdJobs();
  const created = await call<PricingRow>(store, "POST", "/api/pricing", body);
  const input = held[0];
  if (!created.body.data || !input) throw new Error(`POST /api/pricing: ${created.status}`);
  return { id: created.body.data.id, input };
}

async function resultIdsOf(pricingId: number): Promise<Set<string>> {
  const documents = await queryPartition(pricingKeys.resultsPartition("demo", pricingId));
  return new Set(documents.map((item) => String(item.sk).split("#")[0] ?? ""));
}

describe("the job end to end in the local runner", () => {
  it("records the job running, then done, and the pricing classified", async () => {
    const { id, input } = await createHeld();
    expect(await readJob("demo", input.jobId)).toMatchObject({ job: "pricingClassification", status: "running" });
    expect(await pricingRowOf(store, id)).toMatchObject({ status: "created", classification: { status: "running" } });
    await runJob(JOBS.pricingClassification, input);
    expect(await readJob("demo", input.jobId)).toMatchObject({ status: "done", result: { outcome: "classified" } });
    expect(await pricingRowOf(store, id)).toMatchObject({ status: "classified", total_products: 2, classification: { status: "done" } });
    // The whole products list of the new result is stored ready for its first reader.
    const stored = await queryPartition(keys.derivationsPartition("demo"));
    expect(stored.filter((item) => String(item.sk).startsWith(`pricing#${id}#products#all#all#`))).toHaveLength(1);
  });
});

describe("a retry", () => {
  it("run after the job classified the pricing, changes nothing", async () => {
    const { id, input } = await createHeld();
    expect(await classifyTask(input)).toEqual({ outcome: "classified" });
    const first = await getPricing("demo", id, { consistent: true });
    const products = await listOf<PricingProductRow>(store, `/api/pricing_products?pricing_id=${id}`);
    expect(await classifyTask(input)).toEqual({ outcome: "stale" });
    expect(await getPricing("demo", id, { consistent: true })).toEqual(first);
    expect(await listOf<PricingProductRow>(store, `/api/pricing_products?pricing_id=${id}`)).toEqual(products);
    expect(await resultIdsOf(id)).toEqual(new Set([first?.resultId]));
  });

  it("run at the same time as the job, leaves one result", async () => {
    const { id, input } = await createHeld();
    const outcomes = await Promise.all([classifyTask(input), classifyTask(input)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["classified", "stale"]);
    const pricing = await getPricing("demo", id, { consistent: true });
    expect(pricing?.status).toBe("classified");
    expect(await resultIdsOf(id)).toEqual(new Set([pricing?.resultId]));
    expect(await readJob("demo", input.jobId)).toMatchObject({ status: "done" });
  });

  it("of a run a reclassification replaced, changes nothing", async () => {
    const { id, input } = await createHeld();
    await classifyTask(input);
    installLocalJobRunner();
    await call(store, "POST", `/api/pricing/${id}/reclassify`, {});
    await settleLocalJobs();
    const reclassified = await getPricing("demo", id, { consistent: true });
    expect(await classifyTask(input)).toEqual({ outcome: "stale" });
    expect(await getPricing("demo", id, { consistent: true })).toEqual(reclassified);
  });

  it("of a removed pricing, writes nothing", async () => {
    const { id, input } = await createHeld();
    await call(store, "DELETE", `/api/pricing/${id}`);
    expect(await classifyTask(input)).toEqual({ outcome: "stale" });
    expect(await queryPartition(pricingKeys.resultsPartition("demo", id))).toEqual([]);
    expect(await getPricing("demo", id)).toBeUndefined();
  });
});

describe("the failure path", () => {
  it("a refusal: the pricing stays created with the reason on its row and the job's", async () => {
    const pricing = await classifiedPricing(store, pricingBody("2025-02-01", "2025-02-28"));
    const reason = PRICING_MESSAGES.noSales("2025-02-01", "2025-02-28");
    expect(pricing).toMatchObject({ status: "created", classification: { status: "failed", error: reason, finished_at: expect.any(String) } });
    const stored = await getPricing("demo", pricing.id, { consistent: true });
    expect(await readJob("demo", stored?.classification?.jobId ?? "")).toMatchObject({ status: "failed", error: reason });
  });

  it("a fault (figures that cannot be read): a generic reason on the row, the details only logged", async () => {
    const broken = await setUpPricingStore({ tenantId: "quebrada", host: "quebrada.example.com", products: PRODUCTS, sales: SALES });
    const version = await writeChunked(productDayDocument("quebrada", DAY), [Buffer.from("não é um documento")], { day: DAY });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: salesKeys.salesDay("quebrada", DAY),
        UpdateExpression: "SET productsVersion = :version",
        ExpressionAttributeValues: { ":version": version },
      }),
    );
    const pricing = await classifiedPricing(broken, JULY);
    expect(pricing).toMatchObject({ status: "created", classification: { status: "failed", error: PRICING_MESSAGES.classificationFault } });
    const stored = await getPricing("quebrada", pricing.id, { consistent: true });
    expect(await readJob("quebrada", stored?.classification?.jobId ?? "")).toMatchObject({ status: "failed", error: JOB_FAULT_MESSAGE });
  });

  it("a run that died without a word (a timeout): the row reads the failure the state machine recorded", async () => {
    const { id, input } = await createHeld();
    expect(await pricingRowOf(store, id)).toMatchObject({ status: "created", classification: { status: "running" } });
    await recordFailure({ ...input, error: { Error: "States.Timeout", Cause: "Task timed out after 300.00 seconds" } });
    expect(await pricingRowOf(store, id)).toMatchObject({ status: "created", classification: { status: "failed", error: PRICING_MESSAGES.classificationFault } });
  });

  it("a run no record explains past its deadline reads as interrupted", () => {
    const run = { runId: "r", status: "running" as const, startedAt: "2025-07-01T12:00:00.000Z" };
    const hourLater = Date.parse(run.startedAt) + 60 * 60_000;
    expect(classificationAsSeen(run, undefined, hourLater)).toMatchObject({ status: "failed", error: PRICING_MESSAGES.classificationInterrupted });
    expect(classificationAsSeen(run, undefined, Date.parse(run.startedAt) + 60_000)).toEqual(run);
  });

  it("a job that could not start: the pricing stays created with its failure, not running forever", async () => {
    setLocalJobRunner(() => {
      throw new Error("sem executor");
    });
    const answer = await call<PricingRow>(store, "POST", "/api/pricing", JULY);
    expect(answer.status).toBe(500);
    const rows = await listOf<PricingRow>(store, "/api/pricing");
    const last = rows.reduce((latest, row) => (row.id > latest.id ? row : latest));
    expect(last).toMatchObject({ status: "created", classification: { status: "failed", error: PRICING_MESSAGES.classificationFault } });
  });
});

describe("the AWS adapter", () => {
  it("starts the pricing state machine with the job as input; the task then classifies the pricing", async () => {
    const sfn = mockClient(SFNClient);
    sfn.on(StartExecutionCommand).resolves({ executionArn: "arn:aws:states:sa-east-1:1:execution:pricing:x" });
    process.env.PRICING_STATE_MACHINE_ARN = "arn:aws:states:sa-east-1:1:stateMachine:pricing";
    resetConfig();
    setLocalJobRunner(undefined);
    try {
      const answer = await call<PricingRow>(store, "POST", "/api/pricing", JULY);
      expect(answer.body.data).toMatchObject({ status: "created", classification: { status: "running" } });
      const started = sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input;
      const stored = await getPricing("demo", answer.body.data?.id ?? 0, { consistent: true });
      const jobId = stored?.classification?.jobId ?? "";
      expect(started?.stateMachineArn).toBe("arn:aws:states:sa-east-1:1:stateMachine:pricing");
      expect(started?.name).toBe(jobId);
      const input: JobInput = JSON.parse(started?.input ?? "{}");
      expect(input).toEqual({ tenantId: "demo", jobId, params: { pricingId: stored?.id, runId: stored?.classification?.runId } });
      // What the state machine's task does with that input.
      expect(await classifyTask(input)).toEqual({ outcome: "classified" });
      expect(await pricingRowOf(store, stored?.id ?? 0)).toMatchObject({ status: "classified" });
    } finally {
      sfn.restore();
      delete process.env.PRICING_STATE_MACHINE_ARN;
      resetConfig();
    }
  });

  it("shows on the row a refusal's reason as Step Functions hands a Lambda's error to the recorder", async () => {
    const { id, input } = await createHeld();
    const reason = PRICING_MESSAGES.noSales("2025-07-01", "2025-07-31");
    const cause = JSON.stringify({ errorType: "JobRefused", errorMessage: reason, trace: ["JobRefused: ..."] });
    await recordFailure({ ...input, error: { Error: "JobRefused", Cause: cause } });
    expect(await pricingRowOf(store, id)).toMatchObject({ status: "created", classification: { status: "failed", error: reason } });
  });
});

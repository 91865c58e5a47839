import * as z from "zod";
import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { PRICING_CLASSIFICATION_STATUSES, PRICING_STATUSES } from "../../../shared/contracts/pricing";
import { DEFAULT_PRICE_ENDING, PRICE_ENDINGS, type PriceEnding } from "../../../shared/formulas/price-ending";
import { nextId } from "../../lib/counters";
import { db, tableName } from "../../lib/db";
import { pricingKeys } from "../../lib/keys";
import { isConditionFailure } from "../../lib/transactions";
import { getItem, queryPartition, type StoredItem, updateIf, type WriteRequest } from "../../lib/entities/support/dynamo";
import { itemReader, stored } from "../../lib/entities/support/entity";
import { money } from "../../lib/entities/support/numbers";

/**
 * Pricings (spec §3 Pricing), created in the back office (POST /pricing): one small header item each, holding
 * the period, the class margins, the totals the classification computed, the state of its classification job,
 * the notable-loss prices edited by hand and how far an apply went. What its lists read (groups, products,
 * notable losses) are whole-list documents of its current classification result (pricing-results.ts).
 * The rules of its transitions live in functions/pricing/; every write here is conditioned on what they read.
 *
 * Keys: pk T#<t>#PRICING, sk <id padded>.
 * Access patterns: every pricing (list): Query pk; one (lists, edits, transitions, the job): GetItem.
 *
 * Edited prices sit in the header (a map product id -> price), so a notable-loss edit is one small
 * conditional write: the pricing still classified, on the result it was read from, no apply started. A
 * reclassification keeps those whose product is still a notable loss (the job's commit).
 */

const storedTotals = () =>
  stored.map({
    products: stored.number(),
    cost: stored.number(),
    sales: stored.number(),
    taxes: stored.number(),
    profit: stored.number(),
    netMargin: stored.number(),
  });

/** One run of the classification job: `runId` names it (a reclassification starts another). */
const classificationRunItem = stored.optionalMap({
  runId: stored.text(),
  /** The job record (functions/lib/jobs/start.ts) once started. */
  jobId: stored.optionalText(),
  status: stored.oneOf(PRICING_CLASSIFICATION_STATUSES, "failed"),
  startedAt: stored.text(),
  finishedAt: stored.optionalText(),
  /** pt-BR reason of a failed run. */
  error: stored.optionalText(),
  /** Edited notable-loss prices kept by a reclassification. */
  keptPrices: stored.optionalNumber(),
});

/** How far an apply went: products gone through of `total`, and the prices changed so far (up and down). */
const applyProgressItem = stored.optionalMap({
  done: stored.number(),
  total: stored.number(),
  changes: stored.number(),
  up: stored.number(),
  down: stored.number(),
});

/** The pricing's header as stored (figures, the classification run, edits and apply progress nested in it). */
const pricingItem = z.object({
  id: stored.number(),
  status: stored.oneOf(PRICING_STATUSES, "created"),
  periodStart: stored.text(),
  periodEnd: stored.text(),
  margins: stored.map({ a: stored.number(), b: stored.number(), c: stored.number() }),
  priceEnding: stored.oneOf(PRICE_ENDINGS, DEFAULT_PRICE_ENDING),
  createdAt: stored.text(),
  figures: stored.map({
    groups: stored.number(),
    total: storedTotals(),
    classes: stored.map({ a: storedTotals(), b: storedTotals(), c: storedTotals() }),
  }),
  classification: classificationRunItem,
  /** The documents of the current classification result (pricing-results.ts). */
  resultId: stored.optionalText(),
  /** Notable-loss prices edited by hand: product id -> new unit sale price. */
  editedPrices: stored.numberById(),
  /** Moves with every edit, so an apply can hold the edits it read. */
  editVersion: stored.number(),
  /** Notable-loss products an apply has gone through, of how many, and the prices it changed so far (functions/pricing/apply.ts). */
  applyProgress: applyProgressItem,
  appliedAt: stored.optionalText(),
});

/** A pricing's header as read: its type is the stored description's. */
export type Pricing = z.output<typeof pricingItem>;
/** Totals of a pricing, of a class or of a group: money in cents. */
export type PricingTotals = Pricing["figures"]["total"];
export type PricingFigures = Pricing["figures"];
export type ClassificationRun = NonNullable<Pricing["classification"]>;
export type ClassMargins = Pricing["margins"];
export type ApplyProgress = NonNullable<Pricing["applyProgress"]>;

export const EMPTY_TOTALS: PricingTotals = { products: 0, cost: 0, sales: 0, taxes: 0, profit: 0, netMargin: 0 };
export const EMPTY_FIGURES: PricingFigures = { groups: 0, total: EMPTY_TOTALS, classes: { a: EMPTY_TOTALS, b: EMPTY_TOTALS, c: EMPTY_TOTALS } };

export const pricingFromItem: (item: StoredItem) => Pricing = itemReader(pricingItem);

function totalsItem(totals: PricingTotals): StoredItem {
  return {
    products: totals.products,
    cost: totals.cost,
    sales: totals.sales,
    taxes: totals.taxes,
    profit: totals.profit,
    netMargin: totals.netMargin,
  };
}

export function figuresItem(figures: PricingFigures): StoredItem {
  return {
    groups: figures.groups,
    total: totalsItem(figures.total),
    classes: { a: totalsItem(figures.classes.a), b: totalsItem(figures.classes.b), c: totalsItem(figures.classes.c) },
  };
}

function classificationItem(run: ClassificationRun): StoredItem {
  return {
    runId: run.runId,
    status: run.status,
    startedAt: run.startedAt,
    ...(run.jobId ? { jobId: run.jobId } : {}),
    ...(run.finishedAt ? { finishedAt: run.finishedAt } : {}),
    ...(run.error ? { error: run.error } : {}),
    ...(run.keptPrices !== undefined ? { keptPrices: run.keptPrices } : {}),
  };
}

export function editedPricesItem(prices: ReadonlyMap<number, number>): StoredItem {
  return Object.fromEntries([...prices].map(([productId, price]) => [String(productId), money(price)]));
}

export function newPricingId(tenantId: string): Promise<number> {
  return nextId(tenantId, "pricing");
}

export async function listPricings(tenantId: string): Promise<Pricing[]> {
  return (await queryPartition(pricingKeys.pricingsPartition(tenantId))).map(pricingFromItem);
}

export async function getPricing(tenantId: string, id: number, options: { consistent?: boolean } = {}): Promise<Pricing | undefined> {
  const item = await getItem(pricingKeys.pricing(tenantId, id), options);
  return item ? pricingFromItem(item) : undefined;
}

/** Stores a new pricing, created, with its first classification run (its id is new: never overwrites). */
export async function putNewPricing(tenantId: string, pricing: Pricing & { classification: ClassificationRun }): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...pricingKeys.pricing(tenantId, pricing.id),
        id: pricing.id,
        status: pricing.status,
        periodStart: pricing.periodStart,
        periodEnd: pricing.periodEnd,
        margins: { ...pricing.margins },
        priceEnding: pricing.priceEnding,
        createdAt: pricing.createdAt,
        figures: figuresItem(pricing.figures),
        classification: classificationItem(pricing.classification),
        editedPrices: editedPricesItem(pricing.editedPrices),
        editVersion: pricing.editVersion,
      },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
}

/** An update of the pricing that is skipped (answers false) when its condition no longer holds. */
async function updatePricingIf(tenantId: string, id: number, update: Omit<NonNullable<WriteRequest["Update"]>, "TableName" | "Key">): Promise<boolean> {
  return (await updateIf(pricingKeys.pricing(tenantId, id), update)) !== undefined;
}

const RUN_IS = "classification.runId = :runId";

/** Names the job of a run once it started (the list reads its record); false when the run was replaced. */
export function setClassificationJob(tenantId: string, id: number, runId: string, jobId: string): Promise<boolean> {
  return updatePricingIf(tenantId, id, {
    UpdateExpression: "SET classification.jobId = :jobId",
    ConditionExpression: RUN_IS,
    ExpressionAttributeValues: { ":runId": runId, ":jobId": jobId },
  });
}

/** Marks a run failed with its reason, the pricing left created; false when the run ended or was replaced. */
export function recordClassificationFailure(tenantId: string, id: number, runId: string, reason: string, finishedAt: string): Promise<boolean> {
  return updatePricingIf(tenantId, id, {
    UpdateExpression: "SET classification.#status = :failed, classification.#error = :reason, classification.finishedAt = :finishedAt",
    ConditionExpression: `#pricingStatus = :created AND ${RUN_IS} AND classification.#status = :running`,
    ExpressionAttributeNames: { "#status": "status", "#error": "error", "#pricingStatus": "status" },
    ExpressionAttributeValues: { ":runId": runId, ":failed": "failed", ":reason": reason, ":finishedAt": finishedAt, ":created": "created", ":running": "running" },
  });
}

/** What a classification run computed, as it commits. */
export interface ClassificationOutcome {
  figures: PricingFigures;
  resultId: string;
  /** The tenant's price ending the suggested prices were rounded to. */
  priceEnding: PriceEnding;
  /** The edited prices kept: those of products still in notable loss. */
  editedPrices: ReadonlyMap<number, number>;
  keptPrices: number;
  finishedAt: string;
}

/**
 * created -> classified with the run's result, only while the pricing is created by this same run: a retry of
 * the job, a run replaced by a reclassification or a pricing removed meanwhile answers false (nothing written).
 */
export function commitClassified(tenantId: string, id: number, runId: string, outcome: ClassificationOutcome): Promise<boolean> {
  return updatePricingIf(tenantId, id, {
    UpdateExpression:
      "SET #status = :classified, figures = :figures, resultId = :resultId, priceEnding = :ending, editedPrices = :edited, editVersion = editVersion + :one, " +
      "classification.#runStatus = :done, classification.finishedAt = :finishedAt, classification.keptPrices = :kept " +
      "REMOVE classification.#error",
    ConditionExpression: `#status = :created AND ${RUN_IS}`,
    ExpressionAttributeNames: { "#status": "status", "#runStatus": "status", "#error": "error" },
    ExpressionAttributeValues: {
      ":classified": "classified",
      ":created": "created",
      ":runId": runId,
      ":figures": figuresItem(outcome.figures),
      ":resultId": outcome.resultId,
      ":ending": outcome.priceEnding,
      ":edited": editedPricesItem(outcome.editedPrices),
      ":one": 1,
      ":done": "done",
      ":finishedAt": outcome.finishedAt,
      ":kept": outcome.keptPrices,
    },
  });
}

/** The condition that a classified pricing is as read: same result and edits, no apply started. */
function classifiedAsRead(pricing: Pricing) {
  return {
    ConditionExpression: "#status = :classified AND resultId = :resultId AND editVersion = :editVersion AND attribute_not_exists(applyProgress)",
    names: { "#status": "status" },
    values: { ":classified": "classified", ":resultId": pricing.resultId ?? "", ":editVersion": pricing.editVersion },
  };
}

/** classified -> created with a new classification run; false when the pricing changed since read. */
export function commitReclassification(tenantId: string, pricing: Pricing, run: ClassificationRun): Promise<boolean> {
  const asRead = classifiedAsRead(pricing);
  return updatePricingIf(tenantId, pricing.id, {
    UpdateExpression: "SET #status = :created, classification = :run",
    ConditionExpression: asRead.ConditionExpression,
    ExpressionAttributeNames: asRead.names,
    ExpressionAttributeValues: { ...asRead.values, ":created": "created", ":run": classificationItem(run) },
  });
}

/**
 * Sets (or, with undefined, drops back to the unedited price) the edited price of a product; false when the
 * pricing is no longer classified on the result read, an apply started, or (given `editVersion`, the version
 * of the notable-loss rows the screen read) another edit or classification came in between.
 */
export function commitEditedPrice(
  tenantId: string,
  pricing: Pricing,
  productId: number,
  price: number | undefined,
  asRead: { editVersion?: number } = {},
): Promise<boolean> {
  const values: Record<string, unknown> = { ":classified": "classified", ":resultId": pricing.resultId ?? "", ":one": 1 };
  if (price !== undefined) values[":price"] = money(price);
  if (asRead.editVersion !== undefined) values[":editVersion"] = asRead.editVersion;
  return updatePricingIf(tenantId, pricing.id, {
    UpdateExpression: `${price === undefined ? "REMOVE editedPrices.#product" : "SET editedPrices.#product = :price"} ADD editVersion :one`,
    ConditionExpression: `#status = :classified AND resultId = :resultId AND attribute_not_exists(applyProgress)${asRead.editVersion === undefined ? "" : " AND editVersion = :editVersion"}`,
    ExpressionAttributeNames: { "#status": "status", "#product": String(productId) },
    ExpressionAttributeValues: values,
  });
}

/**
 * The header's part of one apply step (a transaction with the step's prices and price changes): the pricing
 * classified as read (result, edits) with the apply at `done` items of `total`, moved on to `next` with the
 * step's price changes added to the progress read; the last step makes it applied.
 */
export function applyStepWrite(
  tenantId: string,
  pricing: Pricing,
  done: number,
  next: number,
  total: number,
  appliedAt: string,
  step: { changes: number; up: number; down: number } = { changes: 0, up: 0, down: 0 },
): WriteRequest {
  const last = next >= total;
  const started = done > 0 ? "applyProgress.done = :done" : "attribute_not_exists(applyProgress)";
  const before = done > 0 ? pricing.applyProgress : undefined;
  const progress: ApplyProgress = {
    done: next,
    total,
    changes: (before?.changes ?? 0) + step.changes,
    up: (before?.up ?? 0) + step.up,
    down: (before?.down ?? 0) + step.down,
  };
  return {
    Update: {
      TableName: tableName(),
      Key: pricingKeys.pricing(tenantId, pricing.id),
      UpdateExpression: last ? "SET applyProgress = :progress, #status = :applied, appliedAt = :appliedAt" : "SET applyProgress = :progress",
      ConditionExpression: `#status = :classified AND resultId = :resultId AND editVersion = :editVersion AND ${started}`,
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: {
        ":classified": "classified",
        ":resultId": pricing.resultId ?? "",
        ":editVersion": pricing.editVersion,
        ":progress": { ...progress },
        ...(done > 0 ? { ":done": done } : {}),
        ...(last ? { ":applied": "applied", ":appliedAt": appliedAt } : {}),
      },
    },
  };
}

/** Deletes the header; answers the pricing as it was, or undefined when there was none. */
export async function deletePricing(tenantId: string, id: number): Promise<Pricing | undefined> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: pricingKeys.pricing(tenantId, id),
        ConditionExpression: "attribute_exists(pk)",
        ReturnValues: "ALL_OLD",
      }),
    );
    return Attributes ? pricingFromItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

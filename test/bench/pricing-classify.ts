import { readChunked } from "../../functions/lib/entities/chunked-documents";
import { getPricing, listPricings, type Pricing } from "../../functions/pricing/storage/pricing";
import { productDayDocument, readDaySummaries } from "../../functions/sales/storage/sales-figures";
import { getAll, getItem, queryPartition } from "../../functions/lib/entities/support/dynamo";
import { pricingKeys } from "../../functions/lib/keys";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { DEMO_PRICING_DAYS, loadPricing } from "../../infra/local/seed-pricing";
import { settleLocalJobs } from "../../infra/local/jobs";
import type { PricingRow } from "../../shared/contracts/pricing";
import { addDays, daysInRange } from "../../shared/dates";
import { callRoute } from "./api";
import { sessionReads } from "./session";
import { productsAnswer, readShelfPrices } from "../../functions/pricing/lists";
import { readPricingLosses } from "../../functions/pricing/storage/pricing-results";
import { coldRows, freshContainer, freshContainerNothingStored } from "./fresh-container";
import { type Measurement, type OneShot, WARM_LIST_TARGET } from "./types";
import { COLUMNS_ACCEPT, wireFormsDetail } from "./wire-forms";

/**
 * Pricing on the large store (DESIGN §10): classifying 90 days end to end (POST /api/pricing until the job
 * has made it classified, < 10 s), beside the raw read of the same 90 days of per-product figures; and the
 * products list of a classified pricing (15,000 rows), warm and cold, beside its floor (the user, the
 * pricing and its products document read straight).
 */

interface PricingContext {
  tenantId: string;
  cookie: string;
  userId: number;
  lastDay: string;
}

const CLASSIFY_TARGET_MS = 10_000;

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const periodOf = (lastDay: string) => ({ from: addDays(lastDay, -(DEMO_PRICING_DAYS - 1)), to: lastDay });

/** The store's own classified pricing (the seed makes one; a store seeded before that gets it now, as the seed would). */
function listedPricing(context: PricingContext): () => Promise<Pricing & { resultId: string }> {
  return once(async () => {
    const find = async () => (await listPricings(context.tenantId)).filter((pricing) => pricing.status !== "created").sort((x, y) => x.id - y.id)[0];
    let pricing = await find();
    if (!pricing) {
      console.log("  classificando a precificação da loja de demonstração (uma vez)...");
      const { from, to } = periodOf(context.lastDay);
      await loadPricing(context.tenantId, { from, to });
      pricing = await find();
    }
    const resultId = pricing?.resultId;
    if (!pricing || resultId === undefined) throw new Error("Sem precificação classificada na loja de demonstração.");
    return { ...pricing, resultId };
  });
}

/** GET /api/pricing_products of the whole pricing, warm and cold, beside the floor. */
export function pricingMeasurements(context: PricingContext): Measurement[] {
  const pricing = listedPricing(context);
  const path = async () => `/api/pricing_products?pricing_id=${(await pricing()).id}`;
  const get = async (headers?: Record<string, string>) => {
    const target = await path();
    const answer = await callRoute("GET", target, { cookie: context.cookie, ...(headers ? { headers } : {}) });
    if (answer.status !== 200) throw new Error(`${target}: ${answer.status} ${JSON.stringify(answer.json())}`);
    return answer;
  };
  const sessionUser = sessionReads(context);
  const productsDocument = once(async () => {
    const { id, resultId } = await pricing();
    return (await queryPartition(pricingKeys.resultsPartition(context.tenantId, id), `${resultId}#PRODUCTS#`)).map((item) => ({
      pk: String(item.pk),
      sk: String(item.sk),
    }));
  });
  // What the list is made of, read straight in one parallel round: the user, the pricing, its products' chunks.
  const floor = async () => {
    const { id } = await pricing();
    return Promise.all([sessionUser(), getItem(pricingKeys.pricing(context.tenantId, id), { consistent: true }), getAll(await productsDocument())]);
  };
  const detail = async () => {
    const answer = await get();
    const rows = (answer.json() as { data?: unknown[] }).data?.length ?? 0;
    return `${rows} linhas, ${(answer.bytes / 1024).toFixed(0)} KB gzip`;
  };
  // As the classification leaves it: the whole list stored ahead, compressed harder (classification-run.ts stores
  // the compact form the screens ask for; the plain form is stored so here for its own row).
  const afterClassification = (inColumns: boolean) => {
    const storedAhead = once(async () => {
      await freshContainerNothingStored(context.tenantId);
      await productsAnswer(context.tenantId, (await pricing()).id, {}, { ahead: true, inColumns });
    });
    return async () => {
      await storedAhead();
      freshContainer();
    };
  };
  // The notable-loss list reads the products' shelf prices of now on every answer (apply never lowers a price
  // nobody set): its floor is the user, the pricing, its loss rows and those products, read straight.
  const lossesPath = async () => `/api/pricing_notable_loss?pricing_id=${(await pricing()).id}`;
  const getLosses = async () => {
    const target = await lossesPath();
    const answer = await callRoute("GET", target, { cookie: context.cookie });
    if (answer.status !== 200) throw new Error(`${target}: ${answer.status} ${JSON.stringify(answer.json())}`);
    return answer;
  };
  const lossesFloor = async () => {
    const { id, resultId } = await pricing();
    const [, , rows] = await Promise.all([sessionUser(), getItem(pricingKeys.pricing(context.tenantId, id), { consistent: true }), readPricingLosses(context.tenantId, id, resultId)]);
    return readShelfPrices(
      context.tenantId,
      rows.map((row) => row.product_id),
    );
  };
  const lossesDetail = async () => `${(((await getLosses()).json() as { data?: unknown[] }).data ?? []).length} linhas`;
  return [
    { name: "GET /api/pricing_products (precificação inteira)", run: () => get(), floor, detail, target: WARM_LIST_TARGET },
    {
      name: "GET /api/pricing_products em colunas (precificação inteira)",
      run: () => get(COLUMNS_ACCEPT),
      floor,
      detail: () => wireFormsDetail(get),
      target: WARM_LIST_TARGET,
    },
    { name: "GET /api/pricing_notable_loss (preços de prateleira de agora)", run: getLosses, floor: lossesFloor, detail: lossesDetail, target: WARM_LIST_TARGET },
    ...coldRows("GET /api/pricing_products", context.tenantId, { run: () => get(), floor }, afterClassification(false)),
    ...coldRows("GET /api/pricing_products em colunas", context.tenantId, { run: () => get(COLUMNS_ACCEPT), floor }, afterClassification(true)),
  ];
}

/** The 90 days' product figures read straight: the day summaries, then every day's document. */
async function rawPeriodRead(tenantId: string, from: string, to: string): Promise<{ documents: number; bytes: number }> {
  const summaries = await readDaySummaries(tenantId, from, to);
  const documents = await readChunked(summaries.map((summary) => productDayDocument(tenantId, summary.day)));
  const bytes = documents.reduce((sum, document) => sum + (document?.blobs ?? []).reduce((size, blob) => size + blob.byteLength, 0), 0);
  return { documents: documents.filter(Boolean).length, bytes };
}

/** Classifying 90 days through the API and the job, then the raw read of the same days. */
export function pricingOneShots(context: PricingContext): OneShot[] {
  const { from, to } = periodOf(context.lastDay);
  const listed = listedPricing(context);
  return [
    {
      name: `classificação de ${DEMO_PRICING_DAYS} dias, POST /api/pricing até Classificada`,
      warmup: async () => {
        // Pricings an earlier bench run classified go; the function starts cold (no decoded day).
        const keep = (await listed()).id;
        for (const pricing of await listPricings(context.tenantId)) {
          if (pricing.id !== keep) await callRoute("DELETE", `/api/pricing/${pricing.id}`, { cookie: context.cookie });
        }
        forgetEverythingKept();
      },
      run: async () => {
        const body = { period_start: from, period_end: to, a_class_margin: 50, b_class_margin: 30, c_class_margin: 20 };
        const answer = await callRoute("POST", "/api/pricing", { cookie: context.cookie, body });
        const id = (answer.json() as { data?: PricingRow }).data?.id ?? 0;
        await settleLocalJobs();
        const pricing = await getPricing(context.tenantId, id, { consistent: true });
        if (pricing?.status !== "classified") throw new Error(`Precificação ${id} não classificada: ${JSON.stringify(pricing?.classification)}`);
        return `${pricing.figures.total.products} produtos, ${pricing.figures.groups} grupos, ${daysInRange(from, to).length} dias`;
      },
      target: { maxMs: CLASSIFY_TARGET_MS },
    },
    {
      name: `  leitura crua dos mesmos ${DEMO_PRICING_DAYS} dias de números`,
      run: async () => {
        const read = await rawPeriodRead(context.tenantId, from, to);
        return `${read.documents} documentos, ${(read.bytes / 1024 / 1024).toFixed(1)} MB gzip`;
      },
    },
  ];
}

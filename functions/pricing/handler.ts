import * as z from "zod";
import {
  newPricingBodySchema,
  notableLossEditSchema,
  type PricingApplied,
  PRICINGS_DEFAULT_DAYS,
  type PricingSettings,
  PRODUCT_CLASSES,
  pricingSettingsBodySchema,
} from "../../shared/contracts/pricing";
import { periodQueryFields } from "../../shared/contracts/dates";
import { HISTORY_PERIOD_MESSAGE, periodInOrder } from "../../shared/contracts/history-period";
import { historyPeriod } from "../lib/period-input";
import { readPriceEnding, setPriceEnding } from "./storage/pricing-settings";
import { acceptsColumns, httpApi } from "../lib/request/http";
import { idQueryParam, parseId, parseInput } from "../lib/request/validate";
import { applyPricing } from "./apply";
import { groupsAnswer, listPricingRows, lossesAnswer, productsAnswer } from "./lists";
import { PRICING_MESSAGES } from "./messages";
import { editNotableLossPrice } from "./notable-loss";
import { createPricing, reclassifyPricing, removePricing } from "./pricings";
import { pricingRow } from "./wire";

const pricingQuery = z.object({ pricing_id: idQueryParam("pricing_id") });

const GROUP_MESSAGE = "'group_id' inválido.";
const CLASS_MESSAGE = "'class' inválido: use a, b ou c.";

/** ?pricing_id=&group_id=&class= (group and class optional; empty = all). */
const productsQuery = pricingQuery.extend({
  group_id: z
    .string({ error: GROUP_MESSAGE })
    .regex(/^(|[1-9][0-9]{0,14}|0)$/, { error: GROUP_MESSAGE })
    .transform((text) => (text === "" ? undefined : Number(text)))
    .optional(),
  class: z
    .union([z.literal(""), z.enum(PRODUCT_CLASSES)], { error: CLASS_MESSAGE })
    .transform((text) => (text === "" ? undefined : text))
    .optional(),
});

/** GET /pricing: one pricing by id, or the applied ones of a period (default: the last PRICINGS_DEFAULT_DAYS days). */
const pricingListQuery = z
  .object({ id: idQueryParam("id").optional(), ...periodQueryFields(HISTORY_PERIOD_MESSAGE) })
  .refine(periodInOrder, { error: HISTORY_PERIOD_MESSAGE });

const pricingId = (raw: string | undefined) => parseId(raw, "Precificação não encontrada.");
const notableLossId = (raw: string | undefined) => parseId(raw, "Produto da Perda Notável não encontrado.");

export const handler = httpApi("pricing", {
  "GET /api/pricing": async (request) => {
    const query = parseInput(pricingListQuery, request.query);
    const filter = query.id === undefined ? { period: historyPeriod(query, PRICINGS_DEFAULT_DAYS) } : { id: query.id };
    return { data: await listPricingRows(request.tenantId, filter) };
  },
  "POST /api/pricing": async (request) => {
    const pricing = await createPricing(request.tenantId, parseInput(newPricingBodySchema, request.body));
    return { data: pricingRow(pricing), message: { type: "success", msg: PRICING_MESSAGES.created(pricing.id) } };
  },
  "DELETE /api/pricing/{id}": async (request) => {
    await removePricing(request.tenantId, pricingId(request.params.id));
    return { data: true, message: { type: "success", msg: PRICING_MESSAGES.removed } };
  },
  "POST /api/pricing/{id}/reclassify": async (request) => {
    const { pricing, editedPrices } = await reclassifyPricing(request.tenantId, pricingId(request.params.id));
    return { data: pricingRow(pricing), message: { type: "success", msg: PRICING_MESSAGES.reclassifying(pricing.id, editedPrices) } };
  },
  "POST /api/pricing/{id}/apply": async (request) => {
    const id = pricingId(request.params.id);
    const { priceChanges, up, down } = await applyPricing(request.tenantId, id);
    const data: PricingApplied = { id, status: "applied", price_changes: priceChanges, prices_up: up, prices_down: down };
    return { data, message: { type: "success", msg: PRICING_MESSAGES.applied(priceChanges, up, down) } };
  },
  "GET /api/pricing_groups": async (request) => groupsAnswer(request.tenantId, parseInput(pricingQuery, request.query).pricing_id),
  "GET /api/pricing_products": async (request) => {
    const query = parseInput(productsQuery, request.query);
    const filter = {
      ...(query.group_id === undefined ? {} : { groupId: query.group_id }),
      ...(query.class === undefined ? {} : { productClass: query.class }),
    };
    return productsAnswer(request.tenantId, query.pricing_id, filter, { inColumns: acceptsColumns(request) });
  },
  "GET /api/pricing_notable_loss": async (request) => lossesAnswer(request.tenantId, parseInput(pricingQuery, request.query).pricing_id),
  "PUT /api/pricing_notable_loss/{id}": async (request) => {
    const id = notableLossId(request.params.id);
    const { new_unit_sale: price, version } = parseInput(notableLossEditSchema, request.body);
    const { row, belowDesiredMargin } = await editNotableLossPrice(request.tenantId, id, price, version);
    const msg = belowDesiredMargin ? PRICING_MESSAGES.priceBelowDesired(price, row.new_margin, row.desired_margin) : PRICING_MESSAGES.priceSaved;
    return { data: row, message: { type: belowDesiredMargin ? "alert" : "success", msg } };
  },
  "GET /api/pricing_settings": async (request) => {
    const data: PricingSettings = { price_ending: await readPriceEnding(request.tenantId) };
    return { data };
  },
  "PUT /api/pricing_settings": async (request) => {
    const data: PricingSettings = parseInput(pricingSettingsBodySchema, request.body);
    await setPriceEnding(request.tenantId, data.price_ending);
    return { data, message: { type: "success", msg: PRICING_MESSAGES.settingsSaved(data.price_ending) } };
  },
});

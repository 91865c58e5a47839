import type { Product } from "../../../functions/lib/entities/products";
import type { SaleLine } from "../../../functions/lib/entities/sale-lines";
import { money, quantity, unitCost } from "../../../functions/lib/entities/support/numbers";
import type { DemoCatalog } from "./catalog";
import { compact, weekday } from "./dates";
import { drift } from "./pricing-drift";
import { createRandom, deriveSeed, type Random, weightedPicker } from "./random";
import type { ScaleSpec } from "./scales";

/** Sunday .. Saturday: weekends are busier (mean 1). */
const WEEKDAY_FACTOR = [1.0, 0.75, 0.8, 0.85, 0.95, 1.2, 1.45];
/** January .. December: the year-end rush, a quiet start of the year. */
const MONTH_FACTOR = [0.9, 0.92, 0.97, 0.98, 1.0, 0.98, 1.0, 1.0, 0.98, 1.0, 1.05, 1.25];

export interface SalesModel {
  seed: number;
  scale: ScaleSpec;
  today: string;
  products: Product[];
  pick: (random: Random) => number;
}

/** The products on sale (active ones) and their popularity. */
export function salesModel(seed: number, scale: ScaleSpec, catalog: DemoCatalog, today: string): SalesModel {
  const products = catalog.products.filter((product) => product.active);
  return {
    seed,
    scale,
    today,
    products,
    pick: weightedPicker(products.map((product) => catalog.meta.get(product.id)?.popularity ?? 0.01)),
  };
}

function saleQuantity(random: Random, unit: string): number {
  switch (unit) {
    case "KG":
      return quantity(random.real(0.15, 2.5));
    case "CX":
      return random.chance(0.85) ? 1 : 2;
    case "PCT":
      return random.int(1, 3);
    case "L":
      return random.int(1, 4);
    default: {
      const draw = random.next();
      return draw < 0.6 ? 1 : draw < 0.85 ? 2 : random.int(3, 6);
    }
  }
}

/** Lines expected on a day: weekday and month seasonality with some noise. */
export function linesOnDay(model: SalesModel, date: string, random: Random): number {
  const month = Number(date.slice(5, 7)) - 1;
  const factor = (WEEKDAY_FACTOR[weekday(date)] ?? 1) * (MONTH_FACTOR[month] ?? 1) * random.real(0.92, 1.08);
  return Math.round(model.scale.linesPerDay * factor);
}

/**
 * The POS lines of one day, deterministic for the seed and the date: coupons of a few items at each checkout,
 * ids like "pdv3-202611210042-2" (checkout, date + coupon, item).
 */
export function saleLinesOfDay(model: SalesModel, date: string): SaleLine[] {
  const random = createRandom(deriveSeed(model.seed, `sales:${date}`));
  const target = linesOnDay(model, date, random);
  const factor = drift(date, model.today);
  const coupons = new Array<number>(model.scale.checkouts).fill(0);
  const lines: SaleLine[] = [];
  while (lines.length < target) {
    const checkout = random.int(1, model.scale.checkouts);
    const coupon = (coupons[checkout - 1] ?? 0) + 1;
    coupons[checkout - 1] = coupon;
    const items = Math.min(target - lines.length, 1 + Math.floor(-Math.log(1 - random.next()) * 2.5));
    for (let item = 1; item <= items; item++) {
      const product = model.products[model.pick(random)];
      if (!product) continue;
      const qty = saleQuantity(random, product.unit);
      const promotion = random.chance(0.05) ? 0.9 : 1;
      const unitPrice = money(product.price * factor * promotion);
      lines.push({
        id: `pdv${checkout}-${compact(date)}${String(coupon).padStart(4, "0")}-${item}`,
        date,
        productId: product.id,
        quantity: qty,
        unitPrice,
        total: money(qty * unitPrice),
        unitCost: unitCost(product.cost * factor),
        icmsOutRate: product.icmsOutRate,
        icmsInRate: product.icmsInRate,
      });
    }
  }
  return lines;
}

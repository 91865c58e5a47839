import type { PurchaseEntryInput } from "../../../functions/lib/entities/entries";
import type { PriceQuoteInput } from "../../../functions/purchasing/storage/price-quotes";
import type { Product } from "../../../functions/lib/entities/products";
import type { PurchaseOrderInput } from "../../../functions/purchasing/storage/purchase-orders";
import { quantity, unitCost } from "../../../functions/lib/entities/support/numbers";
import type { DemoCatalog, ProductMeta } from "./catalog";
import { DEPARTMENTS } from "./departments";
import { addDays, daysBetween, weekday } from "./dates";
import { drift } from "./pricing-drift";
import { createRandom, deriveSeed, type Random } from "./random";
import type { ScaleSpec } from "./scales";
import type { DemoSuppliers } from "./suppliers";

export interface Assortment {
  /** Main supplier of each product. */
  supplierOf: Map<number, number>;
  /** Products each supplier delivers. */
  productsOf: Map<number, Product[]>;
  /** Products of each department. */
  byDepartment: Product[][];
}

export function assortment(seed: number, catalog: DemoCatalog, suppliers: DemoSuppliers): Assortment {
  const random = createRandom(deriveSeed(seed, "assortment"));
  const supplierOf = new Map<number, number>();
  const productsOf = new Map<number, Product[]>();
  const byDepartment: Product[][] = suppliers.byDepartment.map(() => []);
  for (const product of catalog.products) {
    const meta = catalog.meta.get(product.id);
    const department = meta?.department ?? 0;
    byDepartment[department]?.push(product);
    const candidates = suppliers.byDepartment[department] ?? [];
    const supplierId = candidates.length ? random.pick(candidates) : 1;
    supplierOf.set(product.id, supplierId);
    const list = productsOf.get(supplierId) ?? [];
    list.push(product);
    productsOf.set(supplierId, list);
  }
  return { supplierOf, productsOf, byDepartment };
}

function entryQuantity(random: Random, meta: ProductMeta | undefined, unit: string): number {
  if ((meta?.fraction ?? 1) > 1) return random.int(1, 10);
  if (unit === "KG") return quantity(random.real(5, 60));
  return random.int(6, 48);
}

/** Weekly deliveries (NF-e) from each supplier over the sales period, with items bought in boxes and bales. */
export function generateEntries(
  seed: number,
  scale: ScaleSpec,
  catalog: DemoCatalog,
  supply: Assortment,
  from: string,
  today: string,
): PurchaseEntryInput[] {
  const random = createRandom(deriveSeed(seed, "entries"));
  const yesterday = addDays(today, -1);
  const entries: PurchaseEntryInput[] = [];
  let itemId = 0;
  const firstMonday = addDays(from, (8 - weekday(from)) % 7);
  for (let week = firstMonday; week <= yesterday; week = addDays(week, 7)) {
    for (const [supplierId, products] of supply.productsOf) {
      if (!random.chance(scale.weeklyDelivery)) continue;
      const date = addDays(week, random.int(0, 3));
      if (date > yesterday) continue;
      const chosen = random.sample(products, random.int(scale.entryItems[0], scale.entryItems[1]));
      const id = entries.length + 1;
      entries.push({
        id,
        number: String(random.int(100_000, 999_999)).padStart(9, "0"),
        date,
        supplierId,
        items: chosen.map((product) => {
          const meta = catalog.meta.get(product.id);
          const fraction = meta?.fraction ?? 1;
          return {
            id: ++itemId,
            productId: product.id,
            entryQuantity: entryQuantity(random, meta, product.unit),
            entryUnit: meta?.entryUnit ?? product.unit,
            entryUnitCost: unitCost(product.cost * fraction * drift(date, today) * random.real(0.96, 1.04)),
            fraction,
          };
        }),
      });
    }
  }
  return entries;
}

/** Price quotes of the last three months: a department's products, each quoted by 2 to 4 suppliers. */
export function generateQuotes(
  seed: number,
  scale: ScaleSpec,
  supply: Assortment,
  suppliers: DemoSuppliers,
  today: string,
): PriceQuoteInput[] {
  const random = createRandom(deriveSeed(seed, "quotes"));
  const allSupplierIds = suppliers.suppliers.map((supplier) => supplier.id);
  const quotes: PriceQuoteInput[] = [];
  let participantId = 0;
  for (let id = 1; id <= scale.quotes; id++) {
    const department = random.int(0, supply.byDepartment.length - 1);
    const products = supply.byDepartment[department] ?? [];
    if (products.length === 0) continue;
    const own = suppliers.byDepartment[department] ?? [];
    const pool = own.length >= 4 ? own : [...own, ...random.sample(allSupplierIds.filter((s) => !own.includes(s)), 4 - own.length)];
    const participants = random.sample(pool, random.int(2, Math.min(4, pool.length)));
    const date = addDays(today, -random.int(3, 90));
    const quoted = random.sample(products, random.int(scale.quoteProducts[0], scale.quoteProducts[1]));
    quotes.push({
      id,
      date,
      description: `COTAÇÃO ${id} - ${DEPARTMENTS[department]?.name ?? "DIVERSOS"}`,
      participants: quoted.flatMap((product) =>
        participants
          .filter((_, index) => index < 2 || random.chance(0.8))
          .map((supplierId) => ({
            id: ++participantId,
            productId: product.id,
            supplierId,
            unitCost: unitCost(product.cost * drift(date, today) * random.real(0.9, 1.12)),
          })),
      ),
    });
  }
  return quotes;
}

function orderQuantity(random: Random, product: Product, fraction: number): number {
  if (product.unit === "KG") return random.int(2, 20) * 5;
  return random.int(1, 8) * Math.max(1, fraction);
}

/**
 * Purchase orders of the last three months, open and closed; some made from a quote (items and costs of one
 * participant), most not (costs around the current cost, so the variation badges show every colour).
 * The first order is the largest (the order PDF bench prints it).
 */
export function generateOrders(
  seed: number,
  scale: ScaleSpec,
  catalog: DemoCatalog,
  supply: Assortment,
  suppliers: DemoSuppliers,
  quotes: PriceQuoteInput[],
  today: string,
): PurchaseOrderInput[] {
  const random = createRandom(deriveSeed(seed, "orders"));
  const orders: PurchaseOrderInput[] = [];
  const fractionOf = (product: Product) => catalog.meta.get(product.id)?.fraction ?? 1;
  const byId = new Map(catalog.products.map((product) => [product.id, product]));
  for (let id = 1; id <= scale.orders; id++) {
    const fromQuote = id > 1 && quotes.length > 0 && random.chance(0.4);
    let date: string;
    let supplierId: number;
    let priceQuoteId = 0;
    let lines: { product: Product; unitCost: number }[];
    if (fromQuote) {
      const quote = random.pick(quotes);
      const participant = random.pick(quote.participants);
      supplierId = participant.supplierId;
      priceQuoteId = quote.id;
      date = addDays(quote.date, random.int(1, 3));
      lines = quote.participants
        .filter((p) => p.supplierId === supplierId)
        .flatMap((p) => {
          const product = byId.get(p.productId);
          return product ? [{ product, unitCost: p.unitCost }] : [];
        });
    } else {
      const department = random.int(0, supply.byDepartment.length - 1);
      supplierId = random.pick(suppliers.byDepartment[department]?.length ? (suppliers.byDepartment[department] ?? [1]) : [1]);
      date = addDays(today, -random.int(0, 90));
      const size = id === 1 ? scale.largestOrder : random.int(scale.orderItems[0], scale.orderItems[1]);
      const pool = id === 1 ? catalog.products : (supply.byDepartment[department] ?? []);
      lines = random.sample(pool, size).map((product) => ({
        product,
        unitCost: unitCost(product.cost * random.pick([0.88, 0.93, 0.97, 1, 1, 1.02, 1.04, 1.07, 1.12, 1.16])),
      }));
    }
    if (date > today) date = today;
    const age = daysBetween(date, today);
    const status = age > 20 ? (random.chance(0.9) ? "closed" : "open") : random.chance(0.7) ? "open" : "closed";
    orders.push({
      id,
      date,
      priceQuoteId,
      supplierId,
      deliverDate: addDays(date, random.int(2, 10)),
      status: id === 1 ? "open" : status,
      items: lines.map((line, index) => ({
        id: index + 1,
        productId: line.product.id,
        quantity: orderQuantity(random, line.product, fractionOf(line.product)),
        unitCost: line.unitCost,
      })),
    });
  }
  return orders.filter((order) => order.items.length > 0);
}

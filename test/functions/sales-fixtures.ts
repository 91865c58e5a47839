import { daysInRange } from "../../shared/dates";
import type { ProductGroup } from "../../functions/lib/entities/groups";
import type { Product } from "../../functions/lib/entities/products";
import type { SaleLine } from "../../functions/lib/entities/sale-lines";
import { roundTo } from "../../shared/money";
import { mulberry32 } from "../../infra/local/demo-store/random";

/** A small deterministic store for the sales tests: groups, products and sale lines over some days. */
export interface SmallStore {
  groups: ProductGroup[];
  products: Product[];
  lines: SaleLine[];
}

const RATES = [0, 7, 12, 18, 25];
const UNITS = ["UN", "KG", "CX", "L"];

export function smallStore(options: { seed: number; from: string; to: string; products?: number; groups?: number; skipDays?: string[] }): SmallStore {
  const next = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const groups = Array.from({ length: options.groups ?? 5 }, (_, i) => ({ id: i + 1, name: `GRUPO TESTE ${i + 1}` }));
  const products: Product[] = Array.from({ length: options.products ?? 40 }, (_, i) => {
    const cost = roundTo(0.5 + next() * 40, 4);
    return {
      id: 1000 + i,
      barcode: String(7890000000000 + i),
      description: `PRODUTO TESTE ${i + 1}`,
      groupId: (i % groups.length) + 1,
      unit: pick(UNITS),
      // Every seventh product costs nothing (margin 0).
      cost: i % 7 === 6 ? 0 : cost,
      price: roundTo(cost * (1.1 + next() * 0.6), 2),
      icmsOutRate: pick(RATES),
      icmsInRate: pick(RATES),
      stock: 100,
      active: true,
    };
  });
  const lines: SaleLine[] = [];
  for (const date of daysInRange(options.from, options.to)) {
    if (options.skipDays?.includes(date)) continue;
    const count = 20 + Math.floor(next() * 40);
    for (let n = 0; n < count; n++) {
      const product = pick(products);
      const quantity = product.unit === "KG" ? roundTo(0.1 + next() * 3, 3) : 1 + Math.floor(next() * 5);
      const signed = next() < 0.03 ? -quantity : quantity; // a few returns
      lines.push({
        id: `${date}-${n}`,
        date,
        productId: product.id,
        quantity: signed,
        unitPrice: product.price,
        total: roundTo(signed * product.price, 2),
        unitCost: product.cost,
        icmsOutRate: product.icmsOutRate,
        icmsInRate: product.icmsInRate,
      });
    }
  }
  return { groups, products, lines };
}

import type { ProductGroup } from "../../../functions/lib/entities/groups";
import type { Product } from "../../../functions/lib/entities/products";
import { money, quantity, unitCost } from "../../../functions/lib/entities/support/numbers";
import { brazilianEan13 } from "./barcodes";
import { type Category, DEPARTMENTS, type IcmsRate, type StockUnit } from "./departments";
import { createRandom, deriveSeed, type Random } from "./random";
import type { ScaleSpec } from "./scales";

/** What the generator knows about a product beyond what is stored. */
export interface ProductMeta {
  department: number;
  /** Relative sales weight. */
  popularity: number;
  /** How it is bought: entry unit and stock units per entry unit. */
  entryUnit: string;
  fraction: number;
  margin: "loss" | "low" | "normal";
}

export interface DemoCatalog {
  groups: ProductGroup[];
  products: Product[];
  meta: Map<number, ProductMeta>;
}

interface LineRef {
  department: number;
  category: Category;
  line: string;
}

interface GroupPlan {
  name: string;
  lines: LineRef[];
}

function categoryLines(): { department: number; category: Category }[] {
  return DEPARTMENTS.flatMap((department, index) => department.categories.map((category) => ({ department: index, category })));
}

/** Small stores group by department; larger ones split categories into product lines until `count` groups. */
export function planGroups(count: number): GroupPlan[] {
  if (count <= DEPARTMENTS.length) {
    return DEPARTMENTS.slice(0, count).map((department, index) => ({
      name: department.name,
      lines: department.categories.flatMap((category) => category.lines.map((line) => ({ department: index, category, line }))),
    }));
  }
  const categories = categoryLines();
  const chunks = categories.map(() => 1);
  for (let extra = count - categories.length; extra > 0; extra--) {
    let best = -1;
    categories.forEach(({ category }, index) => {
      const k = chunks[index] ?? 1;
      if (k >= category.lines.length) return;
      if (best < 0 || category.lines.length / k > (categories[best]?.category.lines.length ?? 0) / (chunks[best] ?? 1)) best = index;
    });
    if (best < 0) break;
    chunks[best] = (chunks[best] ?? 1) + 1;
  }
  const used = new Set<string>();
  return categories.flatMap(({ department, category }, index) => {
    const k = chunks[index] ?? 1;
    const n = category.lines.length;
    return Array.from({ length: k }, (_, chunk) => {
      const lines = category.lines.slice(Math.floor((chunk * n) / k), Math.floor(((chunk + 1) * n) / k));
      let name = k === 1 ? category.name : lines.join(" / ");
      if (used.has(name)) name = `${name} (${DEPARTMENTS[department]?.name ?? ""})`;
      used.add(name);
      return { name, lines: lines.map((line) => ({ department, category, line })) };
    }).filter((group) => group.lines.length > 0);
  });
}

interface Candidate {
  ref: LineRef;
  description: string;
  brand: number;
  sizeMultiplier: number;
}

function candidates(plan: GroupPlan): Candidate[] {
  return plan.lines.flatMap((ref) => {
    const brands = ref.category.unbranded ? [] : (DEPARTMENTS[ref.department]?.brands ?? []);
    const brandChoices = brands.length ? brands.map((name, index) => ({ name, index })) : [{ name: "", index: -1 }];
    const variants = ref.category.variants ?? [""];
    return brandChoices.flatMap((brand) =>
      variants.flatMap((variant) =>
        ref.category.sizes.map(([label, multiplier]) => ({
          ref,
          description: [ref.line, brand.name, variant, label].filter(Boolean).join(" "),
          brand: brand.index,
          sizeMultiplier: multiplier,
        })),
      ),
    );
  });
}

/** Products per group, proportional to what each group can name, summing to `total`. */
function shares(capacities: number[], total: number): number[] {
  const capacity = capacities.reduce((sum, n) => sum + n, 0);
  if (capacity < total) throw new Error(`O catálogo de demonstração nomeia só ${capacity} produtos (pedidos ${total}).`);
  const exact = capacities.map((n) => (n * total) / capacity);
  const counts = exact.map((n, i) => Math.min(capacities[i] ?? 0, Math.floor(n)));
  let missing = total - counts.reduce((sum, n) => sum + n, 0);
  const order = exact.map((n, i) => ({ i, rest: n - Math.floor(n) })).sort((a, b) => b.rest - a.rest);
  while (missing > 0) {
    for (const { i } of order) {
      if (missing === 0) break;
      if ((counts[i] ?? 0) < (capacities[i] ?? 0)) {
        counts[i] = (counts[i] ?? 0) + 1;
        missing--;
      }
    }
  }
  return counts;
}

const ENTRY_UNITS: Record<StockUnit, (random: Random) => { entryUnit: string; fraction: number }> = {
  UN: (random) => (random.chance(0.8) ? { entryUnit: "CX", fraction: random.pick([6, 12, 12, 24]) } : { entryUnit: "UN", fraction: 1 }),
  KG: (random) => (random.chance(0.5) ? { entryUnit: "CX", fraction: random.pick([10, 20]) } : { entryUnit: "KG", fraction: 1 }),
  PCT: (random) => ({ entryUnit: "FD", fraction: random.pick([10, 20]) }),
  L: () => ({ entryUnit: "CX", fraction: 12 }),
  CX: () => ({ entryUnit: "CX", fraction: 1 }),
};

const FRESH = new Set(["HORTIFRUTI", "AÇOUGUE", "PADARIA", "PEIXARIA"]);

function markup(random: Random, department: number): { margin: ProductMeta["margin"]; factor: number } {
  const draw = random.next();
  if (draw < 0.04) return { margin: "loss", factor: 1 + random.real(-0.15, -0.02) };
  if (draw < 0.12) return { margin: "low", factor: 1 + random.real(0, 0.08) };
  const fresh = FRESH.has(DEPARTMENTS[department]?.name ?? "");
  return { margin: "normal", factor: 1 + (fresh ? random.real(0.35, 0.9) : random.real(0.2, 0.65)) };
}

/** Shelf prices end in 9 (R$ 15,39); a product sold at a loss stays below its cost. */
function shelfPrice(cost: number, factor: number, margin: ProductMeta["margin"]): number {
  const raw = cost * factor;
  let price = money(Math.floor(raw * 10) / 10 + 0.09);
  if (margin === "loss" && price >= cost) price = money(Math.floor(cost * 0.95 * 100) / 100);
  return Math.max(price, 0.09);
}

function stockOf(random: Random, unit: StockUnit): number {
  const draw = random.next();
  if (draw < 0.03) return -random.int(1, 10);
  if (draw < 0.08) return 0;
  switch (unit) {
    case "KG":
      return quantity(random.real(0.5, 120));
    case "L":
      return random.int(6, 300);
    case "CX":
      return random.int(1, 60);
    default:
      return random.int(1, 240);
  }
}

function icmsIn(random: Random, out: IcmsRate): number {
  return Math.min(out, random.pick([7, 12, 12, 18]));
}

/** Groups and products, deterministic for a seed. */
export function generateCatalog(seed: number, scale: ScaleSpec): DemoCatalog {
  const random = createRandom(deriveSeed(seed, "catalog"));
  const plans = planGroups(scale.groups);
  const pools = plans.map((plan) => random.shuffle(candidates(plan)));
  const counts = shares(pools.map((pool) => pool.length), scale.products);
  const groups: ProductGroup[] = plans.map((plan, index) => ({ id: index + 1, name: plan.name }));
  const products: Product[] = [];
  const meta = new Map<number, ProductMeta>();
  const perCompany = new Map<number, number>();
  pools.forEach((pool, groupIndex) => {
    for (const candidate of pool.slice(0, counts[groupIndex] ?? 0)) {
      const id = 1001 + products.length;
      const { department, category } = candidate.ref;
      const company = candidate.brand >= 0 ? 1000 + department * 40 + candidate.brand : 3000 + department;
      const item = (perCompany.get(company) ?? 0) + 1;
      perCompany.set(company, item);
      const brandFactor = candidate.brand >= 0 ? 0.8 + (candidate.brand % 5) * 0.1 : 1;
      const cost = unitCost(category.cost * candidate.sizeMultiplier * brandFactor * random.real(0.9, 1.12));
      const pricing = markup(random, department);
      products.push({
        id,
        barcode: brazilianEan13(company, item),
        description: candidate.description,
        groupId: groupIndex + 1,
        unit: category.unit,
        cost,
        price: shelfPrice(cost, pricing.factor, pricing.margin),
        icmsOutRate: category.icms,
        icmsInRate: icmsIn(random, category.icms),
        stock: stockOf(random, category.unit),
        active: random.chance(0.97),
      });
      meta.set(id, {
        department,
        popularity: 1 / (1 + random.int(0, 400)) ** 0.9,
        ...ENTRY_UNITS[category.unit](random),
        margin: pricing.margin,
      });
    }
  });
  return { groups, products, meta };
}

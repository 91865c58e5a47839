import type { PurchaseEntryInput } from "../../../functions/lib/entities/entries";
import type { Product } from "../../../functions/lib/entities/products";
import { quantity } from "../../../functions/lib/entities/support/numbers";
import type { UseAndLossInput } from "../../../functions/use_and_loss/storage/use-and-loss";
import type { InventoryPeriod, InventoryStatus, StockTakingStatus } from "../../../shared/contracts/inventories";
import { writeOffEntryWindow } from "../../../shared/formulas/write-off";
import type { DemoCatalog } from "./catalog";
import { addDays } from "./dates";
import { LOSS_LOCATIONS, PEOPLE, USE_LOCATIONS } from "./departments";
import { createRandom, deriveSeed, type Random } from "./random";
import type { ScaleSpec } from "./scales";

/** Where a use/loss operation should end up: open, partly written off, closed (written off) or applied. */
export type UseLossTarget = "open" | "partial" | "closed" | "applied";

export interface UseLossPlan {
  input: UseAndLossInput;
  target: UseLossTarget;
}

const TARGETS: UseLossTarget[] = ["open", "open", "open", "open", "partial", "closed", "closed", "closed", "applied", "applied"];

function smallQuantity(random: Random, unit: string, available: number): number {
  const wanted = unit === "KG" ? quantity(random.real(0.3, 4.5)) : random.int(1, 6);
  const cap = unit === "KG" ? quantity(available * 0.3) : Math.floor(available * 0.3);
  return Math.max(unit === "KG" ? 0.1 : 1, Math.min(wanted, cap));
}

/** Of every five rounds of TARGETS, three are losses and two are uses: each status has both types. */
const operationOf = (index: number): UseAndLossInput["operation"] => (Math.floor(index / TARGETS.length) % 5 < 3 ? "loss" : "use");

/** What a product entered in the entries an operation of `date` may be written off against (spec §9). */
function enteredFor(lines: readonly { date: string; quantity: number }[], date: string): number {
  const window = writeOffEntryWindow(date);
  return lines.reduce((sum, line) => (line.date >= window.from && line.date <= window.to ? sum + line.quantity : sum), 0);
}

/**
 * Operations on products that have entries (write-offs need them), in every status and of both types. Each
 * is dated so that its product entered enough on or before that day, within the 365 days before it: an
 * operation drawn before its product's entries moves to the day of the newest one.
 */
export function planUseAndLoss(seed: number, scale: ScaleSpec, catalog: DemoCatalog, entries: PurchaseEntryInput[], today: string): UseLossPlan[] {
  const random = createRandom(deriveSeed(seed, "use-and-loss"));
  const lines = new Map<number, { date: string; quantity: number }[]>();
  for (const entry of entries) {
    for (const item of entry.items) lines.set(item.productId, [...(lines.get(item.productId) ?? []), { date: entry.date, quantity: item.entryQuantity * item.fraction }]);
  }
  const byId = new Map(catalog.products.map((product) => [product.id, product]));
  const candidates = [...lines.keys()].filter((id) => enteredFor(lines.get(id) ?? [], today) >= 2);
  return random.sample(candidates, scale.useAndLoss).flatMap((productId, index) => {
    const product = byId.get(productId);
    const productLines = lines.get(productId) ?? [];
    if (!product) return [];
    const operation = operationOf(index);
    let date = addDays(today, -random.int(1, 60));
    if (enteredFor(productLines, date) < 2) date = productLines.reduce((newest, line) => (line.date > newest ? line.date : newest), "");
    const entered = enteredFor(productLines, date);
    if (entered < 2) return [];
    return [
      {
        target: TARGETS[index % TARGETS.length] ?? "open",
        input: {
          id: index + 1,
          date,
          operation,
          productId,
          quantity: smallQuantity(random, product.unit, entered),
          location: random.pick(operation === "loss" ? LOSS_LOCATIONS : USE_LOCATIONS),
          userName: random.pick(PEOPLE),
        },
      },
    ];
  });
}

export interface CountPlan {
  productId: number;
  takeDate: string;
  quantity: number;
  status: StockTakingStatus;
}

export interface InventoryPlan {
  year: number;
  period: InventoryPeriod;
  status: InventoryStatus;
  counts: CountPlan[];
}

const QUARTERS: InventoryPeriod[] = ["first", "second", "third", "fourth"];

/** The quarter `back` quarters before the one of `date`. */
export function quarterOf(date: string, back: number): { year: number; period: InventoryPeriod; start: string; end: string } {
  const year = Number(date.slice(0, 4));
  const index = Math.floor((Number(date.slice(5, 7)) - 1) / 3) - back;
  const y = year + Math.floor(index / 4);
  const q = ((index % 4) + 4) % 4;
  const start = new Date(Date.UTC(y, q * 3, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(y, (q + 1) * 3, 0)).toISOString().slice(0, 10);
  return { year: y, period: QUARTERS[q] ?? "first", start, end };
}

const later = (a: string, b: string) => (a > b ? a : b);

function countedQuantity(random: Random, product: Product): number {
  const base = Math.max(0, product.stock);
  if (!random.chance(0.25)) return base;
  if (product.unit === "KG") return quantity(base * random.real(0.85, 1.1));
  return Math.max(0, base + random.pick([-5, -3, -2, -1, 1, 2, 4]));
}

function counts(random: Random, products: Product[], status: (index: number) => CountPlan["status"], dates: [string, string]): CountPlan[] {
  const span = Math.max(0, (Date.parse(dates[1]) - Date.parse(dates[0])) / 86_400_000);
  return products.flatMap((product, index) => {
    const takeDate = addDays(dates[0], random.int(0, span));
    const total = countedQuantity(random, product);
    const state = status(index);
    // Some products are counted in two places (shelf and stock room).
    if (total > 1 && random.chance(0.2)) {
      const first = product.unit === "KG" ? quantity(total * 0.6) : Math.round(total * 0.6);
      return [
        { productId: product.id, takeDate, quantity: first, status: state },
        { productId: product.id, takeDate, quantity: quantity(total - first), status: state },
      ];
    }
    return [{ productId: product.id, takeDate, quantity: total, status: state }];
  });
}

/** A processed inventory two quarters back, a finalized one last quarter and this quarter's in counting. */
export function planInventories(seed: number, scale: ScaleSpec, catalog: DemoCatalog, today: string): InventoryPlan[] {
  const random = createRandom(deriveSeed(seed, "inventories"));
  const active = catalog.products.filter((product) => product.active);
  const yesterday = addDays(today, -1);
  const past = Math.max(1, Math.floor(scale.countedProducts / 2));
  const processed = quarterOf(today, 2);
  const finalized = quarterOf(today, 1);
  const current = quarterOf(today, 0);
  return [
    { year: processed.year, period: processed.period, status: "processed", counts: counts(random, random.sample(active, past), () => "applied", [addDays(processed.end, -10), processed.end]) },
    { year: finalized.year, period: finalized.period, status: "finalized", counts: counts(random, random.sample(active, past), () => "closed", [addDays(finalized.end, -10), finalized.end]) },
    {
      year: current.year,
      period: current.period,
      status: "counting",
      counts: counts(
        random,
        random.sample(active, scale.countedProducts),
        (index) => (index % 20 < 9 ? "open" : "closed"),
        [later(current.start, addDays(yesterday, -20)), later(current.start, yesterday)],
      ),
    },
  ];
}

/** Products the store watches: the ones sold at a loss or a thin margin first, then others. */
export function planNotables(seed: number, scale: ScaleSpec, catalog: DemoCatalog): { productId: number; desiredMargin: number }[] {
  const random = createRandom(deriveSeed(seed, "notables"));
  const thin = catalog.products.filter((product) => catalog.meta.get(product.id)?.margin !== "normal" && product.active);
  const others = catalog.products.filter((product) => catalog.meta.get(product.id)?.margin === "normal" && product.active);
  const half = Math.floor(scale.notableProducts / 2);
  const chosen = [...random.sample(thin, half), ...random.sample(others, scale.notableProducts - Math.min(half, thin.length))];
  return chosen.map((product) => ({ productId: product.id, desiredMargin: random.pick([10, 15, 20, 25, 30, 35, 40]) }));
}

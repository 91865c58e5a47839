/** How big each demo store is. */
export type DemoScale = "small" | "large";

export interface ScaleSpec {
  products: number;
  /** Groups: the departments themselves (small) or product lines split to this count (large). */
  groups: number;
  suppliers: number;
  /** Days of sales, ending yesterday. */
  days: number;
  linesPerDay: number;
  checkouts: number;
  /** Chance that a supplier delivers in a given week, and items per entry. */
  weeklyDelivery: number;
  entryItems: [number, number];
  quotes: number;
  quoteProducts: [number, number];
  orders: number;
  /** Items of the largest order (the order PDF bench prints it). */
  largestOrder: number;
  orderItems: [number, number];
  useAndLoss: number;
  /** Products counted in the inventory in counting. */
  countedProducts: number;
  notableProducts: number;
}

export const SCALES: Record<DemoScale, ScaleSpec> = {
  small: {
    products: 500,
    groups: 20,
    suppliers: 30,
    days: 120,
    linesPerDay: 300,
    checkouts: 4,
    weeklyDelivery: 0.4,
    entryItems: [2, 7],
    quotes: 8,
    quoteProducts: [5, 15],
    orders: 30,
    largestOrder: 60,
    orderItems: [3, 20],
    useAndLoss: 40,
    countedProducts: 80,
    notableProducts: 25,
  },
  large: {
    products: 15_000,
    groups: 200,
    suppliers: 400,
    days: 365,
    linesPerDay: 5000,
    checkouts: 12,
    weeklyDelivery: 0.35,
    entryItems: [4, 12],
    quotes: 60,
    quoteProducts: [10, 60],
    orders: 300,
    largestOrder: 200,
    orderItems: [5, 40],
    useAndLoss: 400,
    countedProducts: 1500,
    notableProducts: 300,
  },
};

export const DEFAULT_SEED = 20_261_121;

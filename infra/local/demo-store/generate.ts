import type { PurchaseEntryInput } from "../../../functions/lib/entities/entries";
import type { PriceQuoteInput } from "../../../functions/purchasing/storage/price-quotes";
import type { PurchaseOrderInput } from "../../../functions/purchasing/storage/purchase-orders";
import { type DemoCatalog, generateCatalog } from "./catalog";
import { addDays, todayInSaoPaulo } from "./dates";
import { type InventoryPlan, planInventories, planNotables, planUseAndLoss, type UseLossPlan } from "./operations";
import { type Assortment, assortment, generateEntries, generateOrders, generateQuotes } from "./purchasing";
import { type SalesModel, salesModel } from "./sales";
import { DEFAULT_SEED, type DemoScale, SCALES, type ScaleSpec } from "./scales";
import { type DemoSuppliers, generateSuppliers } from "./suppliers";

/** Everything the demo store holds except the sale lines, which are made one day at a time. */
export interface DemoStore {
  seed: number;
  scale: ScaleSpec;
  today: string;
  /** First and last day of sales (the last is yesterday). */
  from: string;
  to: string;
  catalog: DemoCatalog;
  suppliers: DemoSuppliers;
  supply: Assortment;
  entries: PurchaseEntryInput[];
  quotes: PriceQuoteInput[];
  orders: PurchaseOrderInput[];
  useAndLoss: UseLossPlan[];
  inventories: InventoryPlan[];
  notables: { productId: number; desiredMargin: number }[];
  sales: SalesModel;
}

export interface GenerateOptions {
  scale: DemoScale;
  seed?: number;
  /** YYYY-MM-DD; default today in São Paulo. Sales end the day before. */
  today?: string;
}

/** A believable Brazilian supermarket, the same for the same seed and day. */
export function generateDemoStore(options: GenerateOptions): DemoStore {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = SCALES[options.scale];
  const today = options.today ?? todayInSaoPaulo();
  const to = addDays(today, -1);
  const from = addDays(today, -scale.days);
  const catalog = generateCatalog(seed, scale);
  const suppliers = generateSuppliers(seed, scale.suppliers);
  const supply = assortment(seed, catalog, suppliers);
  const entries = generateEntries(seed, scale, catalog, supply, from, today);
  const quotes = generateQuotes(seed, scale, supply, suppliers, today);
  return {
    seed,
    scale,
    today,
    from,
    to,
    catalog,
    suppliers,
    supply,
    entries,
    quotes,
    orders: generateOrders(seed, scale, catalog, supply, suppliers, quotes, today),
    useAndLoss: planUseAndLoss(seed, scale, catalog, entries, today),
    inventories: planInventories(seed, scale, catalog, today),
    notables: planNotables(seed, scale, catalog),
    sales: salesModel(seed, scale, catalog, today),
  };
}

import { quantityDecimalsOf } from "../../shared/contracts/floor";
import type { NfeLineMatch, NfeOrderDivergence } from "../../shared/contracts/nfe-imports";
import { costVariation, variationBadge } from "../../shared/formulas/cost-variation";
import type { Product } from "../lib/entities/products";
import type { Supplier } from "../lib/entities/suppliers";
import { money, quantity as roundQuantity, rate, unitCost as roundUnitCost } from "../lib/entities/support/numbers";
import { NFE_MESSAGES } from "./messages";
import type { NoteDocument, NoteLine, NoteProblem } from "./note/document";
import { type LineMapping, mappingKey } from "./storage/line-mappings";

/**
 * Matching a note against the store's data (a pure function of what match-data.ts reads): each line's
 * product and fraction (stock units per supplier unit), the lines that wait for the user, the note's
 * divergence from its purchase order, and the warnings the tenant's data raises (VALIDATION.md 12, 20-22).
 *
 * A line finds its product, in order: the user's answer on the review screen; the supplier's remembered
 * mapping of (code, unit); a valid GTIN (the reading leaves out 'SEM GTIN', empty and bad check digits) that
 * names one active product (a GTIN two products share waits for the user to pick one). Its fraction: the user's or the mapping's; 1 when the note's unit is the
 * product's; otherwise the line waits, with qTrib ÷ qCom suggested when the tax unit is the product's
 * (weight against count always waits).
 */
export interface OrderToCheck {
  id: number;
  supplierId: number;
  items: { productId: number; product: string; quantity: number; unitCost: number }[];
}

export interface MatchData {
  supplier: Supplier;
  newSupplier: boolean;
  /** The supplier's mappings by mappingKey(code, unit). */
  mappings: ReadonlyMap<string, LineMapping>;
  /** Active products by barcode (lowest id first), for the lines' GTINs. */
  productIdsByGtin: ReadonlyMap<string, readonly number[]>;
  /** Every product the lines may name (mapped, by GTIN, chosen). */
  products: ReadonlyMap<number, Product>;
  /** The user's answers by line number. */
  choices: ReadonlyMap<number, { productId: number; fraction: number }>;
  order?: OrderToCheck;
  /** The key of another entry of this supplier with the note's series and number. */
  sameNumberKey?: string;
}

export interface LineMatch {
  line: NoteLine;
  match: NfeLineMatch;
  product?: Product;
  fraction?: number;
  suggestedFraction?: number;
  /** Present once product and fraction are known. */
  stockQuantity?: number;
  unitCost?: number;
  pending?: string;
  divergence?: NfeOrderDivergence;
}

export interface Matching {
  lines: LineMatch[];
  /** The tenant's data's warnings and infos (the reading's own come with the document's reading). */
  problems: NoteProblem[];
  pendingLines: number;
  missingOrderItems: OrderToCheck["items"];
}

const sameUnit = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();
const isWeighed = (unit: string): boolean => quantityDecimalsOf(unit) > 0;

/** The fraction the note itself suggests: 1 for the same unit, qTrib ÷ qCom when the tax unit is the product's. */
export function suggestedFraction(line: NoteLine, productUnit: string): number | undefined {
  if (sameUnit(line.unit, productUnit)) return 1;
  if (sameUnit(line.taxUnit, productUnit) && line.quantity > 0 && line.taxQuantity > 0) return roundQuantity(line.taxQuantity / line.quantity);
  return undefined;
}

type Found = { product: Product; match: NfeLineMatch; fraction?: number };
/** The products a GTIN names when it names more than one. */
type Ambiguous = { sharing: Product[] };

function findProduct(line: NoteLine, data: MatchData): Found | Ambiguous | undefined {
  const choice = data.choices.get(line.number);
  const chosen = choice && data.products.get(choice.productId);
  if (choice && chosen) return { product: chosen, match: "user", fraction: choice.fraction };
  const mapping = data.mappings.get(mappingKey(line.supplierCode, line.unit));
  const mapped = mapping && data.products.get(mapping.productId);
  if (mapping && mapped) return { product: mapped, match: "remembered", fraction: mapping.fraction };
  if (line.gtin === undefined) return undefined;
  const ids = data.productIdsByGtin.get(line.gtin) ?? data.productIdsByGtin.get(line.gtin.replace(/^0+/, "")) ?? [];
  const products = ids.flatMap((id) => data.products.get(id) ?? []);
  if (products.length > 1) return { sharing: products };
  const [product] = products;
  return product ? { product, match: "gtin" } : undefined;
}

function matchLine(line: NoteLine, data: MatchData, problems: NoteProblem[]): LineMatch {
  const found = findProduct(line, data);
  if (!found) return { line, match: "none", pending: NFE_MESSAGES.pendingProduct(line.number, line.supplierCode, line.description) };
  if ("sharing" in found) {
    const names = found.sharing.map((product) => `${product.id} – ${product.description}`);
    return { line, match: "none", pending: NFE_MESSAGES.sharedGtin(line.number, line.gtin ?? "", names) };
  }
  const { product, match } = found;
  const suggested = suggestedFraction(line, product.unit);
  const base = { line, match, product, ...(suggested === undefined ? {} : { suggestedFraction: suggested }) };
  let fraction = found.fraction;
  if (fraction === undefined) {
    if (!sameUnit(line.unit, product.unit)) {
      const pending =
        isWeighed(line.unit) !== isWeighed(product.unit)
          ? NFE_MESSAGES.pendingWeight(line.number, line.unit, product.unit)
          : NFE_MESSAGES.pendingUnit(line.number, line.unit, product.unit);
      return { ...base, pending };
    }
    fraction = 1;
  } else if (match === "remembered" && suggested !== undefined && suggested !== fraction) {
    problems.push({ code: "remembered_fraction", level: "warn", line: line.number, message: NFE_MESSAGES.rememberedFraction(line.number, fraction, suggested) });
  }
  const stockQuantity = roundQuantity(line.quantity * fraction);
  const unitCost = stockQuantity > 0 ? roundUnitCost(line.lineCost / stockQuantity) : 0;
  checkIcmsRate(line, product, problems);
  checkNcm(line, product, problems);
  return { ...base, fraction, stockQuantity, unitCost };
}

/** VALIDATION.md 22: the line's NCM against the product's, when the ERP sent one. */
function checkNcm(line: NoteLine, product: Product, problems: NoteProblem[]): void {
  if (!product.ncm || !line.ncm || line.ncm === product.ncm) return;
  problems.push({ code: "ncm", level: "warn", line: line.number, message: NFE_MESSAGES.ncm(line.number, line.ncm, product.ncm) });
}

/** VALIDATION.md 22: the line's effective ICMS rate against the product's "ICMS in" rate. */
function checkIcmsRate(line: NoteLine, product: Product, problems: NoteProblem[]): void {
  if (line.icmsKind !== "taxed" || line.lineCost <= 0) return;
  const noteRate = rate((line.icmsCredit / line.lineCost) * 100);
  // The credit is rounded to the cent: a rate within what that rounding moves is the same rate.
  const tolerance = (0.01 / line.lineCost) * 100 + 0.01;
  if (Math.abs(noteRate - product.icmsInRate) > tolerance) {
    problems.push({ code: "icms_rate", level: "warn", line: line.number, message: NFE_MESSAGES.icmsRate(line.number, noteRate, product.icmsInRate) });
  }
}

/** VALIDATION.md 21: each matched line against its product's order item (quantities in stock units). */
function checkOrder(lines: LineMatch[], order: OrderToCheck, problems: NoteProblem[]): OrderToCheck["items"] {
  const ordered = new Map<number, { quantity: number; unitCost: number }>();
  for (const item of order.items) {
    const known = ordered.get(item.productId);
    ordered.set(item.productId, { quantity: (known?.quantity ?? 0) + item.quantity, unitCost: item.unitCost });
  }
  const received = new Map<number, number>();
  for (const { product, stockQuantity } of lines) {
    if (product && stockQuantity !== undefined) received.set(product.id, (received.get(product.id) ?? 0) + stockQuantity);
  }
  for (const match of lines) {
    const { product, unitCost } = match;
    if (!product || unitCost === undefined) continue;
    const item = ordered.get(product.id);
    if (!item) {
      match.divergence = { kind: "missing" };
      problems.push({ code: "order_divergence", level: "warn", line: match.line.number, message: NFE_MESSAGES.orderDivergence(match.line.number, order.id, "produto fora do pedido") });
      continue;
    }
    const variation = costVariation(unitCost, item.unitCost);
    const badge = variationBadge(variation);
    const quantityDiffers = roundQuantity(received.get(product.id) ?? 0) !== roundQuantity(item.quantity);
    const costDiffers = badge !== "green";
    const kind = quantityDiffers ? (costDiffers ? "quantity_and_cost" : "quantity") : costDiffers ? "cost" : "ok";
    match.divergence = { kind, order_quantity: item.quantity, order_unit_cost: item.unitCost, cost_variation: variation, badge };
    if (kind !== "ok") {
      const details = [
        ...(quantityDiffers ? [`quantidade ${roundQuantity(received.get(product.id) ?? 0)} contra ${item.quantity} pedida`] : []),
        ...(costDiffers ? [`custo ${variation > 0 ? "+" : ""}${String(variation).replace(".", ",")}%`] : []),
      ];
      problems.push({ code: "order_divergence", level: "warn", line: match.line.number, message: NFE_MESSAGES.orderDivergence(match.line.number, order.id, details.join(", ")) });
    }
  }
  const missing = order.items.filter((item) => !received.has(item.productId));
  for (const item of missing) problems.push({ code: "order_missing_item", level: "warn", message: NFE_MESSAGES.orderMissingItem(order.id, item.product) });
  return missing;
}

export function matchNote(document: NoteDocument, data: MatchData): Matching {
  const problems: NoteProblem[] = [];
  if (data.newSupplier) problems.push({ code: "new_supplier", level: "info", message: NFE_MESSAGES.newSupplier(data.supplier.name) });
  if (data.sameNumberKey !== undefined && data.sameNumberKey !== document.accessKey) {
    problems.push({ code: "same_number", level: "warn", message: NFE_MESSAGES.duplicateNumber(document.number, document.series, data.sameNumberKey) });
  }
  const lines = document.lines.map((line) => matchLine(line, data, problems));
  const order = data.order?.supplierId === data.supplier.id ? data.order : undefined;
  const missingOrderItems = order ? checkOrder(lines, order, problems) : [];
  return { lines, problems, pendingLines: lines.filter((line) => line.pending !== undefined).length, missingOrderItems };
}

/** The line's cost and credit as the entry keeps them: the note's, to the cent. */
export const lineTotal = (line: NoteLine): number => money(line.lineCost);

import * as z from "zod";
import { hasAtMostDecimals } from "../money";
import { QUANTITY } from "./bounds";

/**
 * The store floor's contract (DESIGN §6, a standard user's floor work): what the collector reads about a
 * scanned product and its own registrations, the idempotency key every floor registration carries, and the
 * decimals a quantity takes in its unit.
 */

export const IDEMPOTENCY_KEY_MESSAGE = "Chave de idempotência inválida: de 8 a 64 letras, números, '-' ou '_'.";

/**
 * The key a phone makes for one registration and sends again with every retry of it: the server registers
 * the first and answers that one to every re-send.
 */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: IDEMPOTENCY_KEY_MESSAGE });

/** Brazilian commercial unit codes counted in whole units; any other unit (KG, L, M...) is weighed or measured. */
const WHOLE_UNITS: ReadonlySet<string> = new Set(["UN", "UND", "UNID", "CX", "PCT", "PC", "DZ", "FD", "SC", "BD"]);

/** Decimals a quantity takes in a unit: none for whole units, the stored 3 for the others. */
export function quantityDecimalsOf(unit: string): number {
  return WHOLE_UNITS.has(unit.trim().toUpperCase()) ? 0 : QUANTITY.decimals;
}

/** Whether a quantity has no more decimals than its unit takes. */
export function fitsUnit(quantity: number, unit: string): boolean {
  return hasAtMostDecimals(quantity, quantityDecimalsOf(unit));
}

/** The refusal of a fraction of a whole unit. */
/** A scan (or a count registered by barcode) that names no active product. */
export const barcodeNotFoundMessage = (barcode: string): string => `Nenhum produto ativo com o código de barras '${barcode}'.`;

export const wholeUnitMessage = (unit: string): string => `A quantidade em ${unit} deve ser um número inteiro.`;

/** The inventory in counting as the collector names it. */
export interface FloorInventory {
  id: number;
  year: number;
  /** One of INVENTORY_PERIODS. */
  period: string;
}

/**
 * GET /floor_product?barcode=: the active product with that barcode, as a scan shows it. `counting` is the
 * product in the inventory in counting (null when none is counting): how much its counts add up to so far
 * (open and closed) and how many there are.
 */
export interface FloorProduct {
  product_id: number;
  barcode: string;
  product: string;
  unit: string;
  /** quantityDecimalsOf(unit). */
  quantity_decimals: number;
  stock: number;
  counting: { inventory_id: number; counted: number; counts: number } | null;
}

/** A count of the signed-in user in the inventory in counting (the fields of StockTakingRow it shows). */
export interface FloorCountRow {
  id: number;
  take_date: string;
  product_id: number;
  barcode: string;
  product: string;
  quantity: number;
  unit: string;
  /** One of STOCK_TAKING_STATUSES: only an open count can be undone. */
  status: string;
}

/** GET /stock_taking/mine: the inventory in counting (null when none) and the user's last counts in it, newest first. */
export interface FloorCountsAnswer {
  inventory: FloorInventory | null;
  counts: FloorCountRow[];
}

/** A use or loss operation the signed-in user registered (GET /use_and_loss/mine, POST /use_and_loss). */
export interface FloorOperationRow {
  id: number;
  date: string;
  /** One of USE_LOSS_OPERATIONS. */
  operation: string;
  product_id: number;
  barcode: string;
  product: string;
  quantity: number;
  unit: string;
  location: string;
  /** One of USE_LOSS_STATUSES: only an open operation with nothing written off can be undone. */
  status: string;
}

/** How many of their registrations the collector lists. */
export const FLOOR_LIST_LIMIT = 20;

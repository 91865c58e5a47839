import { addDays, type IsoDay, LAST_ENTRIES_DAYS } from "../dates";
import { type Cents, divideRounded, fromCents, fromMilli, toCents, toMilli } from "../money";

/**
 * Fiscal write-off of a use/loss operation against a purchase entry line (DESIGN §6, §7). The quantity
 * written off takes its share of the line's money in proportion to the line's quantity, computed exactly
 * (cents x thousandths) and rounded half away from zero to the cent once:
 * - ICMS credit to reverse (estorno de crédito de ICMS) of a loss = line ICMS credit / line quantity x written off;
 * - cost of the quantity written off = line total cost / line quantity x written off.
 * A use (consumption inside the store) carries its cost only.
 */

/** What the formulas need of an entry line: its quantity in stock units and its money figures. */
export interface WriteOffLine {
  quantity: number;
  totalCost: number;
  icmsCredit: number;
}

export interface WriteOffFigures {
  cost: number;
  icmsCredit: number;
}

/** amount / lineQuantity x quantity in cents; 0 for a line without quantity. */
function proportionalCents(amount: number, lineQuantity: number, quantity: number): Cents {
  const lineMilli = BigInt(toMilli(lineQuantity));
  if (lineMilli === 0n) return 0;
  return divideRounded(BigInt(toCents(amount)) * BigInt(toMilli(quantity)), lineMilli);
}

/** The ICMS credit a loss of `quantity` from the line must reverse, to the cent. */
export function icmsCreditToReverse(line: Pick<WriteOffLine, "quantity" | "icmsCredit">, quantity: number): number {
  return fromCents(proportionalCents(line.icmsCredit, line.quantity, quantity));
}

/** The cost of `quantity` taken from the line, to the cent. */
export function writeOffCost(line: Pick<WriteOffLine, "quantity" | "totalCost">, quantity: number): number {
  return fromCents(proportionalCents(line.totalCost, line.quantity, quantity));
}

/** Cost and credit to reverse of `quantity` from the line: a use reverses no credit. */
export function writeOffFigures(line: WriteOffLine, quantity: number, operation: "use" | "loss"): WriteOffFigures {
  return { cost: writeOffCost(line, quantity), icmsCredit: operation === "loss" ? icmsCreditToReverse(line, quantity) : 0 };
}

/** What the "after" rule needs of an operation: its quantity, what is written off and its totals so far. */
export interface WriteOffOperation {
  operation: "use" | "loss";
  quantity: number;
  writtenOff: number;
  cost: number;
  icmsCredit: number;
}

/** The allocation an operation already holds on the entry line, if any. */
export interface WriteOffPrevious {
  quantity: number;
  cost: number;
  icmsCredit: number;
}

export interface WriteOffAfter {
  /** The allocation on the line after it: the previous quantity plus the amount, its figures over the whole of it. */
  allocated: number;
  allocation: WriteOffFigures;
  /** The operation after it. */
  writtenOff: number;
  remaining: number;
  cost: number;
  icmsCredit: number;
  closes: boolean;
}

/**
 * The operation and its allocation on a line after writing off `amount` more against it (spec §5, DESIGN §6),
 * exactly (thousandths and cents): the allocation grows by the amount and its cost and ICMS credit to reverse
 * are computed over the whole of it from the line; the operation's totals change by the difference to what the
 * allocation held before. Covering the whole quantity closes the operation. The server records this and the
 * Baixa Fiscal dialog shows it as the user types.
 */
export function writeOffAfter(
  operation: WriteOffOperation,
  line: WriteOffLine,
  previous: WriteOffPrevious | undefined,
  amount: number,
): WriteOffAfter {
  const allocatedMilli = toMilli(previous?.quantity ?? 0) + toMilli(amount);
  const writtenOffMilli = toMilli(operation.writtenOff) + toMilli(amount);
  const allocation = writeOffFigures(line, fromMilli(allocatedMilli), operation.operation);
  const totalAfter = (total: number, before: number, after: number) => fromCents(toCents(total) - toCents(before) + toCents(after));
  return {
    allocated: fromMilli(allocatedMilli),
    allocation,
    writtenOff: fromMilli(writtenOffMilli),
    remaining: fromMilli(toMilli(operation.quantity) - writtenOffMilli),
    cost: totalAfter(operation.cost, previous?.cost ?? 0, allocation.cost),
    icmsCredit: totalAfter(operation.icmsCredit, previous?.icmsCredit ?? 0, allocation.icmsCredit),
    closes: writtenOffMilli >= toMilli(operation.quantity),
  };
}

/** Spec §5: a write-off takes at most the smaller of what the entry line has available and what the operation still needs. */
export function writeOffLimit(available: number, remaining: number): number {
  return fromMilli(Math.max(0, Math.min(toMilli(available), toMilli(remaining))));
}

/** The days of the entries an operation may be written off against, both included. */
export interface WriteOffEntryWindow {
  from: IsoDay;
  to: IsoDay;
}

/**
 * Spec §9, DESIGN §6: an operation is written off only against entries dated on or before its own date (an
 * invoice of a later day cannot hold the goods used or lost) and within the 365 days before it.
 */
export function writeOffEntryWindow(operationDate: IsoDay): WriteOffEntryWindow {
  return { from: addDays(operationDate, -LAST_ENTRIES_DAYS), to: operationDate };
}

/** Where an entry's date falls against the operation's window: inside it, after the operation or too old. */
export function entryDateInWindow(entryDate: IsoDay, operationDate: IsoDay): "inside" | "after" | "before" {
  const window = writeOffEntryWindow(operationDate);
  if (entryDate > window.to) return "after";
  if (entryDate < window.from) return "before";
  return "inside";
}


import { QUANTITY } from "../../../../shared/contracts/bounds";
import {
  USE_AND_LOSS_INPUT_MESSAGES,
  type UseAndLossDetail,
  type WriteOffAvailableRow,
  writeOffQuantitySchema,
} from "../../../../shared/contracts/use-and-loss";
import { writeOffAfter, writeOffLimit } from "../../../../shared/formulas/write-off";
import { fromCents, toCents, toMilli } from "../../../../shared/money";
import { parseDecimalInput } from "../../lists/filter-values";
import { quantityWithUnit } from "../../app/format";

/**
 * What the Baixa Fiscal dialog shows as the user types (spec §5 write-off quantity, issue's fiscal part): the
 * limit, whether the quantity can be confirmed, and the operation's figures after it, computed the way the
 * server records them: the allocation on an entry line grows by the quantity, its cost and ICMS credit are
 * computed over the whole allocation (shared/formulas/write-off.ts), and the operation's totals change by
 * the difference.
 */
export interface WriteOffPreview {
  /** The smaller of the entry's available quantity and what the operation still needs. */
  limit: number;
  /** The quantity typed, when it is a valid one within the limit. */
  quantity: number | null;
  /** Why the typed text cannot be written off; none while the field is empty. */
  error: string | undefined;
  canConfirm: boolean;
  /** What the operation will still need after this write-off. */
  remainingAfter: number;
  /** This write-off's share of the line's cost and of its ICMS credit (0 for a use). */
  cost: number;
  icmsCredit: number;
  /** The operation's totals after it. */
  operationCost: number;
  operationIcmsCredit: number;
}

export const WRITE_OFF_PREVIEW_TEXT = {
  aboveLimit: (limit: string) => `A quantidade não pode passar de ${limit}: o menor entre o disponível na entrada e o que falta baixar.`,
} as const;

function typedQuantity(text: string): { quantity: number | null; error: string | undefined } {
  if (text.trim() === "") return { quantity: null, error: undefined };
  const parsed = parseDecimalInput(text, QUANTITY.decimals);
  const checked = writeOffQuantitySchema.safeParse(parsed);
  return checked.success ? { quantity: checked.data, error: undefined } : { quantity: null, error: USE_AND_LOSS_INPUT_MESSAGES.writeOff };
}

const moneyDifference = (after: number, before: number) => fromCents(toCents(after) - toCents(before));

export function previewWriteOff(operation: UseAndLossDetail, entry: WriteOffAvailableRow, text: string): WriteOffPreview {
  const limit = writeOffLimit(entry.available, operation.remaining);
  const typed = typedQuantity(text);
  const aboveLimit = typed.quantity !== null && toMilli(typed.quantity) > toMilli(limit);
  const quantity = aboveLimit ? null : typed.quantity;
  const error = aboveLimit ? WRITE_OFF_PREVIEW_TEXT.aboveLimit(quantityWithUnit(limit, operation.unit)) : typed.error;

  const previous = operation.allocations.find((allocation) => allocation.entry_item_id === entry.entry_item_id);
  const after = writeOffAfter(
    {
      operation: operation.operation === "loss" ? "loss" : "use",
      quantity: operation.quantity,
      writtenOff: operation.written_off,
      cost: operation.cost,
      icmsCredit: operation.icms_credit,
    },
    { quantity: entry.quantity, totalCost: entry.total_cost, icmsCredit: entry.icms_credit },
    previous && { quantity: previous.quantity, cost: previous.cost, icmsCredit: previous.icms_credit },
    quantity ?? 0,
  );
  const operationCost = quantity === null ? operation.cost : after.cost;
  const operationIcmsCredit = quantity === null ? operation.icms_credit : after.icmsCredit;

  return {
    limit,
    quantity,
    error,
    canConfirm: quantity !== null,
    remainingAfter: quantity === null ? operation.remaining : after.remaining,
    cost: moneyDifference(operationCost, operation.cost),
    icmsCredit: moneyDifference(operationIcmsCredit, operation.icms_credit),
    operationCost,
    operationIcmsCredit,
  };
}

import { QUANTITY } from "../../../../shared/contracts/bounds";
import { fitsUnit, wholeUnitMessage } from "../../../../shared/contracts/floor";
import { fixCountBodySchema, INVENTORY_INPUT_MESSAGES } from "../../../../shared/contracts/inventories";
import { formatQuantity } from "../../../../shared/format";
import { parseDecimalInput } from "../../lists/filter-values";

/** The 'Contagem Atual' field of the fix dialog (spec §5 fix count): the count's quantity, as typed the pt-BR way. */

/** The field starts with the count's quantity ("1.234,5"). */
export function countText(quantity: number): string {
  return formatQuantity(quantity);
}

/**
 * Spec §5: id above 0 (refused here without one); stock a number of at least 0 with up to 3 decimals,
 * message "Preencha o campo 'Contagem Atual'"; a product counted in whole units takes no fraction, the rule and
 * message the server applies on every path (shared/contracts/floor.ts).
 */
export function validateFixCount(countId: number, text: string, unit: string): { ok: true; stock: number } | { ok: false; error: string } {
  if (!(countId > 0)) return { ok: false, error: INVENTORY_INPUT_MESSAGES.stock };
  const parsed = parseDecimalInput(text, QUANTITY.decimals);
  const result = fixCountBodySchema.safeParse({ stock: parsed ?? Number.NaN });
  if (!result.success) return { ok: false, error: INVENTORY_INPUT_MESSAGES.stock };
  if (!fitsUnit(result.data.stock, unit)) return { ok: false, error: wholeUnitMessage(unit) };
  return { ok: true, stock: result.data.stock };
}

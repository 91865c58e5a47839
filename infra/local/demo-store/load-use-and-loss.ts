import { quantity } from "../../../functions/lib/entities/support/numbers";
import { mapLimit } from "../../../functions/lib/entities/support/concurrency";
import { getUseAndLoss } from "../../../functions/use_and_loss/storage/use-and-loss";
import { applyUseAndLoss } from "../../../functions/use_and_loss/apply";
import { allocateWriteOff, listWriteOffAvailable } from "../../../functions/use_and_loss/write-off";
import { writeOffEntryWindow } from "../../../shared/formulas/write-off";
import type { UseLossPlan } from "./operations";

/**
 * Brings each operation to its planned status with the real rules: write-offs against the newest entry items
 * the operation may take (dated on or before it, within the 365 days before it: all of the quantity to close
 * it, half for a partial one), then apply. Operations already past
 * open (a second seed) are left alone.
 */
export async function settleUseAndLoss(tenantId: string, plans: UseLossPlan[]): Promise<void> {
  await mapLimit(plans, 8, async ({ input, target }) => {
    if (target === "open") return;
    const operation = await getUseAndLoss(tenantId, input.id);
    if (operation?.status !== "open" || operation.writtenOff > 0) return;
    let remaining = target === "partial" ? quantity(operation.quantity / 2) : operation.quantity;
    for (const item of await listWriteOffAvailable(tenantId, operation.productId, writeOffEntryWindow(operation.date))) {
      if (remaining <= 0) break;
      const amount = quantity(Math.min(remaining, item.quantity - item.allocated));
      if (amount <= 0) continue;
      await allocateWriteOff(tenantId, operation.id, item.id, amount);
      remaining = quantity(remaining - amount);
    }
    if (target === "applied" && remaining <= 0) await applyUseAndLoss(tenantId, operation.id);
  });
}

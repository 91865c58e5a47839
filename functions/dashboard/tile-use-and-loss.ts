import type { OperationCount, UseAndLossTile } from "../../shared/contracts/dashboard";
import { fromCents, sumCents, toCents } from "../../shared/money";
import { listIcmsReversal, listUseAndLoss, type UseAndLoss } from "../use_and_loss/read";
import { periodWire } from "./periods";
import type { TileContext } from "./tile-context";

function countOf(operations: readonly UseAndLoss[]): OperationCount {
  const loss = operations.filter((operation) => operation.operation === "loss").length;
  return { operations: operations.length, use: operations.length - loss, loss };
}

/**
 * Use and loss waiting for the back office: open operations (to write off), written-off ones (to apply) with
 * the cost written off, and the ICMS credit to reverse of the month so far, the total of the area's own
 * 'Estorno de Crédito de ICMS' list.
 */
export async function useAndLossTile({ tenantId, periods }: TileContext): Promise<UseAndLossTile> {
  const { month } = periods;
  const [open, closed, reversal] = await Promise.all([
    listUseAndLoss(tenantId, { status: "open" }),
    listUseAndLoss(tenantId, { status: "closed" }),
    listIcmsReversal(tenantId, month.from, month.to),
  ]);
  return {
    awaiting_write_off: countOf(open),
    awaiting_apply: { ...countOf(closed), cost: fromCents(sumCents(closed.map((operation) => toCents(operation.cost)))) },
    icms_period: periodWire(month),
    icms_credit: fromCents(sumCents(reversal.map((row) => toCents(row.icms_credit)))),
  };
}

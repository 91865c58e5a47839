import type { IcmsReversalRow } from "../../shared/contracts/use-and-loss";
import { getUseAndLossMany } from "./storage/use-and-loss";
import { listWriteOffsOfPeriod } from "./storage/write-offs";
import { icmsReversalRow } from "./wire";

/**
 * 'Estorno de Crédito de ICMS': every allocation of a loss dated in the period (the operation's date, when
 * the goods were lost), with the credit of its entry line to reverse in proportion to the quantity written
 * off, and the operation's status now (an open one is partly written off; undone ones are gone). It informs
 * the store's bookkeeping; the back office files nothing with the tax authority.
 */
export async function listIcmsReversal(tenantId: string, from: string, to: string): Promise<IcmsReversalRow[]> {
  const writeOffs = await listWriteOffsOfPeriod(tenantId, "loss", from, to);
  const operations = await getUseAndLossMany(tenantId, [...new Set(writeOffs.map((writeOff) => writeOff.operationId))]);
  return writeOffs.flatMap((writeOff) => {
    const operation = operations.get(writeOff.operationId);
    return operation ? [icmsReversalRow(writeOff, operation.status)] : [];
  });
}

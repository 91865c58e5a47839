import { Conflict } from "../lib/errors";
import { failedConditions, isTransactionConflict } from "../lib/transactions";

export const USE_AND_LOSS_MESSAGES = {
  operationNotFound: "Operação de Uso/Perda não encontrada.",
  entryItemNotFound: "Item de entrada não encontrado.",
  notOpen: "A Operação de Uso/Perda não está em aberto.",
  otherProduct: "O item de entrada é de outro produto.",
  tooMuch: "Quantidade acima do disponível na entrada ou do que falta baixar na operação.",
  busy: "O registro foi alterado por outra pessoa. Tente novamente.",
  notClosed: "Só é possível aplicar operações baixadas.",
};

/** A refused write-off or application: what was read changed before it was stored (409, try again). */
export function busyWhenRefused(error: unknown): Error {
  if (failedConditions(error) || isTransactionConflict(error)) return new Conflict(USE_AND_LOSS_MESSAGES.busy);
  return error instanceof Error ? error : new Error(String(error));
}

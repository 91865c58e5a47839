import { USE_LOSS_OPERATION_LABELS, USE_LOSS_STATUS_LABELS, type UseLossOperation, type UseLossStatus } from "../../shared/contracts/use-and-loss";
import { LAST_ENTRIES_DAYS } from "../../shared/dates";
import { formatQuantity } from "../../shared/format";

/** "2026-11-10" -> "10/11/2026". */
const day = (isoDay: string) => isoDay.split("-").reverse().join("/");

/** The use and loss area's answers in pt-BR (spec §4 rules, §8): refusals (404, 409) and the notifications of success. */
export const USE_AND_LOSS_MESSAGES = {
  operationNotFound: (id: number) => `Operação de Uso/Perda #${id} não encontrada.`,
  entryItemNotFound: (id: number) => `Item de entrada #${id} não encontrado.`,
  otherProduct: "O item de entrada é de outro produto.",
  writeOffApplied: "A Operação de Uso/Perda já foi aplicada: não é possível dar baixa.",
  notOpen: "A Operação de Uso/Perda não está em aberto.",
  aboveRemaining: (remaining: number) => `Quantidade acima do que falta baixar na operação (${formatQuantity(remaining)}).`,
  aboveAvailable: (available: number) => `Quantidade acima do disponível na entrada (${formatQuantity(available)}).`,
  entryAfterOperation: (entryDate: string, operationDate: string) =>
    `A entrada de ${day(entryDate)} é posterior à operação de ${day(operationDate)}: a baixa só pode usar entradas até a data da operação.`,
  entryTooOld: (entryDate: string, operationDate: string) =>
    `A entrada de ${day(entryDate)} é de mais de ${LAST_ENTRIES_DAYS} dias antes da operação de ${day(operationDate)}: a baixa só pode usar entradas dos ${LAST_ENTRIES_DAYS} dias anteriores à operação.`,
  availableOtherProduct: (id: number) => `O produto informado não é o da operação #${id}.`,
  tooManyAllocations: (max: number) =>
    `A operação já tem baixas em ${max} entradas: continue a baixa numa delas ou estorne a baixa e comece de novo.`,
  undoApplied: "A Operação de Uso/Perda já foi aplicada: não é possível estornar a baixa.",
  nothingToUndo: "A Operação de Uso/Perda não tem baixa para estornar.",
  notClosed: "Só é possível aplicar operações baixadas.",
  removeNotOpen: "Só é possível remover operações em aberto.",
  selectionNotClosed: (id: number, status: UseLossStatus) =>
    `Só é possível aplicar operações baixadas: a operação #${id} está ${USE_LOSS_STATUS_LABELS[status]}. Nenhuma operação foi aplicada.`,
  selectionMixed: "Só é possível aplicar juntas operações do mesmo tipo: a seleção tem operações de Uso e de Perda. Nenhuma operação foi aplicada.",
  productNotFound: (id: number) => `Produto #${id} da operação não encontrado: a operação não foi aplicada.`,
  busy: "O registro foi alterado por outra pessoa. Tente novamente.",
  floorProductNotFound: (id: number) => `Produto #${id} não encontrado.`,
  barcodeNotFound: (barcode: string) => `Nenhum produto ativo com o código de barras '${barcode}'.`,
  floorKeyUndone: "A operação deste envio foi desfeita: registre-a de novo se for o caso.",
  undoNotYours: (id: number) => `A operação #${id} foi registrada por outra pessoa: só quem a registrou pode desfazê-la.`,
  undoNotOpen: (id: number, status: UseLossStatus) =>
    `Só é possível desfazer operações em aberto: a operação #${id} está ${USE_LOSS_STATUS_LABELS[status]}.`,
  undoWrittenOff: (id: number) => `A operação #${id} já recebeu baixa fiscal: não é possível desfazê-la.`,

  writtenOff: "Baixa Fiscal registrada com sucesso!",
  closed: "Baixa Fiscal concluída: a operação foi baixada.",
  undone: "Baixa estornada com sucesso!",
  applied: "Operação aplicada com sucesso!",
  appliedMany: (count: number) => (count === 1 ? "1 operação aplicada com sucesso!" : `${count} operações aplicadas com sucesso!`),
  removed: "Operação removida com sucesso!",
  registered: (operation: UseLossOperation) => `Operação de ${USE_LOSS_OPERATION_LABELS[operation]} registrada com sucesso!`,
};

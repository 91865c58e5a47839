import { describe, expect, it } from "vitest";
import { APPLY_ALL_MAX } from "../../../shared/contracts/use-and-loss";
import { CONFIRMATIONS, operationName } from "../../../web/src/features/use_and_loss/labels";
import {
  applySelectionRefusal,
  canApply,
  canApplySelection,
  canRemove,
  canRemoveSelection,
  canUndoWriteOff,
  canWriteOff,
} from "../../../web/src/features/use_and_loss/rules";

const open = { status: "open", written_off: 0 };
const partial = { status: "open", written_off: 1.5 };
const closed = { status: "closed", written_off: 3 };
const applied = { status: "applied", written_off: 3 };
const unknown = { status: "lost", written_off: 3 };

describe("row options by the rules of spec §4", () => {
  it.each([
    ["open", open, { writeOff: true, undo: false, apply: false, remove: true }],
    ["open, partly written off", partial, { writeOff: true, undo: true, apply: false, remove: true }],
    ["closed", closed, { writeOff: false, undo: true, apply: true, remove: false }],
    ["applied", applied, { writeOff: false, undo: false, apply: false, remove: false }],
    ["of an unknown status", unknown, { writeOff: false, undo: false, apply: false, remove: false }],
  ])("an operation %s", (_name, operation, expected) => {
    expect({
      writeOff: canWriteOff(operation),
      undo: canUndoWriteOff(operation),
      apply: canApply(operation),
      remove: canRemove(operation),
    }).toEqual(expected);
  });

  it("applies a selection only of closed operations of one type, at most APPLY_ALL_MAX; removes one only of open ones", () => {
    const loss = (operation: typeof open) => ({ ...operation, operation: "loss" });
    const use = (operation: typeof open) => ({ ...operation, operation: "use" });
    expect(canApplySelection([loss(closed), loss(closed)])).toBe(true);
    expect(canApplySelection([use(closed), use(closed)])).toBe(true);
    expect(canApplySelection([loss(closed), loss(open)])).toBe(false);
    expect(applySelectionRefusal([loss(closed), loss(open)])).toBe("notClosed");
    expect(canApplySelection([loss(closed), use(closed)])).toBe(false);
    expect(applySelectionRefusal([use(closed), loss(closed)])).toBe("mixed");
    expect(canApplySelection([])).toBe(false);
    expect(applySelectionRefusal(Array.from({ length: APPLY_ALL_MAX + 1 }, () => loss(closed)))).toBe("tooMany");
    expect(canRemoveSelection([open, partial])).toBe(true);
    expect(canRemoveSelection([open, closed])).toBe(false);
  });
});

describe("confirmations (spec §8)", () => {
  const loss = { id: 12, operation: "loss", product: "BANANA NANICA" };
  it("names the operation and its product", () => {
    expect(CONFIRMATIONS.apply(loss)).toBe("Tem certeza que deseja aplicar a Operação de Perda #12 - BANANA NANICA?");
    expect(CONFIRMATIONS.undo(loss)).toBe("Tem certeza que deseja estornar a baixa da Operação de Perda #12 - BANANA NANICA?");
    expect(CONFIRMATIONS.remove({ ...loss, operation: "use" })).toBe("Tem certeza que deseja remover a Operação de Uso #12 - BANANA NANICA?");
    expect(CONFIRMATIONS.applySelected(1)).toBe("Tem certeza que deseja aplicar a operação selecionada?");
    expect(CONFIRMATIONS.removeSelected(3)).toBe("Tem certeza que deseja remover as 3 operações selecionadas?");
    expect(operationName({ id: 5, operation: "theft" })).toBe("Operação #5");
  });
});

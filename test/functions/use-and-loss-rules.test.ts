import { describe, expect, it } from "vitest";
import type { PurchaseEntryItem } from "../../functions/lib/entities/entries";
import type { UseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import type { WriteOff } from "../../functions/use_and_loss/storage/write-offs";
import { Conflict } from "../../functions/lib/errors";
import { checkApplicable, checkApplicableTogether } from "../../functions/use_and_loss/apply";
import { checkUndoable, MAX_ALLOCATIONS, planWriteOff } from "../../functions/use_and_loss/write-off";

const operation: UseAndLoss = {
  id: 300,
  date: "2026-10-06",
  operation: "loss",
  productId: 10,
  barcode: "7891000000106",
  groupId: 1,
  groupName: "LATICÍNIOS",
  product: "LEITE UHT INTEGRAL 1L",
  unit: "L",
  quantity: 3,
  location: "DEPÓSITO",
  userName: "ANA",
  status: "open",
  writtenOff: 1,
  cost: 4.2,
  icmsCredit: 0.29,
};

const entryItem: PurchaseEntryItem = {
  id: 11,
  entryId: 1,
  entryNumber: "000000101",
  entryDate: "2026-10-01",
  supplierId: 1,
  supplier: "LATICÍNIOS SERRANA LTDA",
  productId: 10,
  entryQuantity: 2,
  entryUnit: "CX",
  entryUnitCost: 50.4,
  fraction: 12,
  quantity: 24,
  unit: "L",
  unitCost: 4.2,
  totalCost: 100.8,
  icmsCredit: 7.06,
  allocated: 23,
};

/** The allocation of 1 L already on entry item 11 (cost 100.80 / 24 = 4.20; credit 7.06 / 24 = 0.294 -> 0.29). */
const onItem11: WriteOff = {
  operationId: 300,
  operation: "loss",
  operationDate: "2026-10-06",
  entryItemId: 11,
  entryId: 1,
  entryNumber: "000000101",
  entryDate: "2026-10-01",
  supplier: "LATICÍNIOS SERRANA LTDA",
  productId: 10,
  barcode: "7891000000106",
  product: "LEITE UHT INTEGRAL 1L",
  unit: "L",
  quantity: 1,
  cost: 4.2,
  icmsCredit: 0.29,
};

const read = { operation, writeOffs: [onItem11] };
const free = { ...entryItem, allocated: 1 };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Conflict);
    return (error as Error).message;
  }
  throw new Error("aceitou");
}

describe("write-off allocation", () => {
  it("adds to the allocation on the same entry item and recomputes its cost and credit over the whole of it", () => {
    const decided = planWriteOff(read, free, 0.5);
    expect(decided.amount).toBe(0.5);
    expect(decided.previous).toBe(onItem11);
    // 1.5 L of a 24 L line: cost 100.80 x 1.5 / 24 = 6.30; credit 7.06 x 1.5 / 24 = 0.44125 -> 0.44.
    expect(decided.allocation).toMatchObject({ entryItemId: 11, quantity: 1.5, cost: 6.3, icmsCredit: 0.44 });
    expect(decided.after).toEqual({ writtenOff: 1.5, cost: 6.3, icmsCredit: 0.44, status: "open" });
  });

  it("closes the operation when the allocation covers its whole quantity", () => {
    const decided = planWriteOff(read, free, 2);
    expect(decided.allocation).toMatchObject({ quantity: 3, cost: 12.6, icmsCredit: 0.88 });
    expect(decided.after).toEqual({ writtenOff: 3, cost: 12.6, icmsCredit: 0.88, status: "closed" });
  });

  it("opens a new allocation on another entry item, keeping the first one's figures", () => {
    const other = { ...entryItem, id: 12, entryNumber: "000000102", quantity: 6, totalCost: 27, icmsCredit: 3.25, allocated: 0 };
    const decided = planWriteOff(read, other, 2);
    expect(decided.previous).toBeUndefined();
    // 2 of 6: cost 27 x 2 / 6 = 9.00; credit 3.25 x 2 / 6 = 1.0833 -> 1.08.
    expect(decided.allocation).toMatchObject({ entryItemId: 12, entryNumber: "000000102", quantity: 2, cost: 9, icmsCredit: 1.08 });
    expect(decided.after).toEqual({ writtenOff: 3, cost: 13.2, icmsCredit: 1.37, status: "closed" });
  });

  it("carries no ICMS credit for a use", () => {
    const use = { operation: { ...operation, operation: "use" as const, cost: 0, icmsCredit: 0, writtenOff: 0 }, writeOffs: [] };
    expect(planWriteOff(use, free, 3).after).toEqual({ writtenOff: 3, cost: 12.6, icmsCredit: 0, status: "closed" });
  });

  it("rounds the amount to the stored quantity precision", () => {
    expect(planWriteOff(read, free, 0.1 + 0.2)).toMatchObject({ amount: 0.3, after: { writtenOff: 1.3 } });
  });

  it("refuses more than the operation needs, more than the entry item has, another product and a written off or applied operation", () => {
    expect(refusal(() => planWriteOff(read, free, 2.001))).toBe("Quantidade acima do que falta baixar na operação (2).");
    expect(refusal(() => planWriteOff(read, entryItem, 1.5))).toBe("Quantidade acima do disponível na entrada (1).");
    expect(refusal(() => planWriteOff(read, { ...free, productId: 99 }, 1))).toBe("O item de entrada é de outro produto.");
    expect(refusal(() => planWriteOff({ ...read, operation: { ...operation, status: "closed" } }, free, 1))).toBe(
      "A Operação de Uso/Perda não está em aberto.",
    );
    expect(refusal(() => planWriteOff({ ...read, operation: { ...operation, status: "applied" } }, free, 1))).toBe(
      "A Operação de Uso/Perda já foi aplicada: não é possível dar baixa.",
    );
  });

  it(`refuses a ${MAX_ALLOCATIONS + 1}th entry item (undo must fit one transaction), but not more on one already used`, () => {
    const many = Array.from({ length: MAX_ALLOCATIONS }, (_, i) => ({ ...onItem11, entryItemId: 1000 + i, quantity: 0.001 }));
    const full = { operation: { ...operation, quantity: 1, writtenOff: 0.049 }, writeOffs: many };
    expect(refusal(() => planWriteOff(full, free, 0.001))).toMatch(/^A operação já tem baixas em 49 entradas/);
    expect(planWriteOff(full, { ...free, id: 1000 }, 0.001).after.writtenOff).toBe(0.05);
  });
});

describe("undo, apply and bulk apply", () => {
  it("undoes a written off operation, refusing an applied one or one with nothing written off", () => {
    expect(() => checkUndoable({ operation: { ...operation, status: "closed" }, writeOffs: [onItem11] })).not.toThrow();
    expect(refusal(() => checkUndoable({ operation: { ...operation, status: "applied" }, writeOffs: [onItem11] }))).toBe(
      "A Operação de Uso/Perda já foi aplicada: não é possível estornar a baixa.",
    );
    expect(refusal(() => checkUndoable({ operation: { ...operation, writtenOff: 0 }, writeOffs: [] }))).toBe(
      "A Operação de Uso/Perda não tem baixa para estornar.",
    );
  });

  it("applies only a closed operation", () => {
    expect(() => checkApplicable({ ...operation, status: "closed" })).not.toThrow();
    expect(refusal(() => checkApplicable(operation))).toBe("Só é possível aplicar operações baixadas.");
    expect(refusal(() => checkApplicable({ ...operation, status: "applied" }))).toBe("Só é possível aplicar operações baixadas.");
  });

  it("applies a selection only when all are closed and of one type, naming the reason", () => {
    const closedLoss = { ...operation, status: "closed" as const };
    expect(() => checkApplicableTogether([closedLoss, { ...closedLoss, id: 301 }])).not.toThrow();
    expect(refusal(() => checkApplicableTogether([closedLoss, { ...closedLoss, id: 301, status: "applied" }]))).toBe(
      "Só é possível aplicar operações baixadas: a operação #301 está Aplicada. Nenhuma operação foi aplicada.",
    );
    expect(refusal(() => checkApplicableTogether([closedLoss, { ...closedLoss, id: 302, operation: "use" }]))).toBe(
      "Só é possível aplicar juntas operações do mesmo tipo: a seleção tem operações de Uso e de Perda. Nenhuma operação foi aplicada.",
    );
  });
});

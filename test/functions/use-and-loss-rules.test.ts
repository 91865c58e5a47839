import { describe, expect, it } from "vitest";
import type { PurchaseEntryItem } from "../../functions/lib/entities/entries";
import type { UseAndLoss } from "../../functions/lib/entities/use-and-loss";
import { Conflict } from "../../functions/lib/errors";
import { checkApplicable } from "../../functions/use_and_loss/apply";
import { planWriteOff } from "../../functions/use_and_loss/write-off";

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

describe("write-off allocation", () => {
  it("takes part of what the operation still needs and keeps it open", () => {
    expect(planWriteOff(operation, { ...entryItem, allocated: 0 }, 0.5)).toMatchObject({ amount: 0.5, writtenOff: 1.5, status: "open" });
  });

  it("closes the operation when the allocation covers its whole quantity", () => {
    expect(planWriteOff(operation, { ...entryItem, allocated: 0 }, 2)).toMatchObject({ amount: 2, writtenOff: 3, status: "closed" });
  });

  it("rounds the amount to the stored quantity precision", () => {
    expect(planWriteOff(operation, { ...entryItem, allocated: 0 }, 0.1 + 0.2)).toMatchObject({ amount: 0.3, writtenOff: 1.3 });
  });

  it("refuses nothing, more than the operation needs, more than the entry item has, another product and a closed operation", () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(Conflict);
        return (error as Error).message;
      }
      throw new Error("aceitou");
    };
    const tooMuch = "Quantidade acima do disponível na entrada ou do que falta baixar na operação.";
    expect(refusal(() => planWriteOff(operation, entryItem, 0))).toBe(tooMuch);
    expect(refusal(() => planWriteOff(operation, { ...entryItem, allocated: 0 }, 2.001))).toBe(tooMuch);
    expect(refusal(() => planWriteOff(operation, entryItem, 1.5))).toBe(tooMuch);
    expect(refusal(() => planWriteOff(operation, { ...entryItem, productId: 99 }, 1))).toBe("O item de entrada é de outro produto.");
    expect(refusal(() => planWriteOff({ ...operation, status: "closed" }, entryItem, 1))).toBe("A Operação de Uso/Perda não está em aberto.");
  });
});

describe("applying an operation", () => {
  it("is allowed only once it is closed", () => {
    expect(() => checkApplicable({ ...operation, status: "closed" })).not.toThrow();
    expect(() => checkApplicable(operation)).toThrow("Só é possível aplicar operações baixadas.");
    expect(() => checkApplicable({ ...operation, status: "applied" })).toThrow(Conflict);
  });
});

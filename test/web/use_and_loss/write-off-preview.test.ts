import { describe, expect, it } from "vitest";
import { USE_AND_LOSS_INPUT_MESSAGES } from "../../../shared/contracts/use-and-loss";
import { previewWriteOff } from "../../../web/src/features/use_and_loss/write-off-preview";
import { LINE_101, LINE_102, LOSS, USE } from "./fixtures";

describe("the Baixa Fiscal preview (spec §5 write-off quantity, ICMS credit to reverse)", () => {
  it("limits the quantity to the smaller of the entry's available and the operation's remaining", () => {
    expect(previewWriteOff(LOSS, LINE_101, "").limit).toBe(3);
    expect(previewWriteOff(LOSS, LINE_102, "").limit).toBe(6);
  });

  it("refuses empty, zero, more than 3 decimals and above the limit; accepts up to the limit", () => {
    expect(previewWriteOff(LOSS, LINE_101, "")).toMatchObject({ canConfirm: false, error: undefined });
    expect(previewWriteOff(LOSS, LINE_101, "0")).toMatchObject({ canConfirm: false, error: USE_AND_LOSS_INPUT_MESSAGES.writeOff });
    expect(previewWriteOff(LOSS, LINE_101, "1,2345")).toMatchObject({ canConfirm: false, error: USE_AND_LOSS_INPUT_MESSAGES.writeOff });
    expect(previewWriteOff(LOSS, LINE_101, "abc")).toMatchObject({ canConfirm: false, error: USE_AND_LOSS_INPUT_MESSAGES.writeOff });
    const above = previewWriteOff(LOSS, LINE_101, "3,001");
    expect(above.canConfirm).toBe(false);
    expect(above.error).toContain("não pode passar de 3 KG");
    expect(previewWriteOff(LOSS, LINE_101, "3")).toMatchObject({ canConfirm: true, quantity: 3, error: undefined });
  });

  it("adds to the line's allocation as the server does: credit over the whole allocation minus what it had", () => {
    // Line 101 at R$ 1,20 per KG: the allocation grows from 4 to 6,5 KG, R$ 4,80 to R$ 7,80.
    expect(previewWriteOff(LOSS, LINE_101, "2,5")).toMatchObject({
      remainingAfter: 3.5,
      cost: 25,
      icmsCredit: 3,
      operationCost: 65,
      operationIcmsCredit: 7.8,
    });
  });

  it("rounds a new line's credit to the cent: R$ 18,37 / 50 KG x 6 KG = R$ 2,2044 -> R$ 2,20", () => {
    expect(previewWriteOff(LOSS, LINE_102, "6")).toMatchObject({ remainingAfter: 0, cost: 49.2, icmsCredit: 2.2, operationIcmsCredit: 7 });
  });

  it("a use reverses no credit: cost only", () => {
    expect(previewWriteOff(USE, LINE_102, "5")).toMatchObject({ remainingAfter: 5, cost: 41, icmsCredit: 0, operationIcmsCredit: 0 });
  });
});

// @vitest-environment jsdom
import createWrapper, { type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { formatDate } from "../../web/src/app/format";
import { SALES_PERIOD_FIELDS, SALES_PERIOD_TITLE, SalesPeriodModal } from "../../web/src/app/SalesPeriodModal";
import { defaultSalesPeriod, SALES_PERIOD_MESSAGES, type SalesPeriod } from "../../web/src/app/sales-period";
import { fieldError, fieldInput, typeInto, useDialogHarness } from "./support/dialog-harness";

/**
 * 'Período de Vendas' (spec §2.10, §5) as the sales screens open it: a day that does not exist and a range
 * ending after today are marked under their field and keep 'Aplicar' off; a real range up to today is applied.
 */

const harness = useDialogHarness();

async function openDialog(onApply: (period: SalesPeriod) => void = vi.fn()) {
  return harness.open(<SalesPeriodModal period={defaultSalesPeriod(new Date())} onDismiss={vi.fn()} onApply={onApply} />);
}

const applyButton = (modal: ModalWrapper) => {
  const found = createWrapper(modal.getElement())
    .findAllButtons()
    .find((button) => button.getElement().textContent === "Aplicar");
  if (!found) throw new Error("sem o botão 'Aplicar'");
  return found;
};

describe("'Período de Vendas'", () => {
  it("marks a day that does not exist and keeps 'Aplicar' off until the day is real, the text kept once the field is left", async () => {
    const modal = await openDialog();
    expect(modal.findHeader()?.getElement().textContent).toBe(SALES_PERIOD_TITLE);
    expect(applyButton(modal).isDisabled()).toBe(false);

    await typeInto(modal, SALES_PERIOD_FIELDS.start, "31/02/2026");
    expect(fieldError(modal, SALES_PERIOD_FIELDS.start)).toBe("Data inválida");
    expect(applyButton(modal).isDisabled()).toBe(true);
    act(() => fieldInput(modal, SALES_PERIOD_FIELDS.start).findNativeInput().blur());
    expect(fieldInput(modal, SALES_PERIOD_FIELDS.start).getInputValue()).toBe("31/02/2026");
    expect(fieldError(modal, SALES_PERIOD_FIELDS.start)).toBe("Data inválida");

    await typeInto(modal, SALES_PERIOD_FIELDS.start, formatDate(addDays(defaultSalesPeriod(new Date()).end, -3)));
    expect(fieldError(modal, SALES_PERIOD_FIELDS.start)).toBeNull();
    expect(applyButton(modal).isDisabled()).toBe(false);
  });

  it("refuses a range ending after today under 'Data final', with 'Aplicar' off, and applies a range up to today", async () => {
    const onApply = vi.fn();
    const modal = await openDialog(onApply);
    const today = todayInSaoPaulo();

    await typeInto(modal, SALES_PERIOD_FIELDS.end, formatDate(addDays(today, 3)));
    expect(fieldError(modal, SALES_PERIOD_FIELDS.end)).toBe(SALES_PERIOD_MESSAGES.future);
    expect(SALES_PERIOD_MESSAGES.future).toBe("A data final não pode ser posterior a hoje");
    expect(applyButton(modal).isDisabled()).toBe(true);
    act(() => applyButton(modal).click());
    expect(onApply).not.toHaveBeenCalled();

    const week = { start: addDays(today, -6), end: today };
    await typeInto(modal, SALES_PERIOD_FIELDS.start, formatDate(week.start));
    await typeInto(modal, SALES_PERIOD_FIELDS.end, formatDate(week.end));
    expect(fieldError(modal, SALES_PERIOD_FIELDS.end)).toBeNull();
    expect(applyButton(modal).isDisabled()).toBe(false);
    act(() => applyButton(modal).click());
    expect(onApply).toHaveBeenCalledWith(week);
  });
});

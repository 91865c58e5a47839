import DateRangePicker, { type DateRangePickerProps } from "@cloudscape-design/components/date-range-picker";
import FormField from "@cloudscape-design/components/form-field";
import { useState } from "react";
import { ConfirmModal } from "../../app/ConfirmModal";
import { SALES_PERIOD_MESSAGES, type SalesPeriod, salesPeriodError } from "./period";
import { SALES_FILTER_TEXT } from "./SalesFilterMenu";

/** Spec §9: weeks start on Sunday. */
const SUNDAY = 0;

function rangeOf(value: DateRangePickerProps.Value | null): { start: string; end: string } | null {
  return value?.type === "absolute" ? { start: value.startDate, end: value.endDate } : null;
}

/** The picker's own check: a whole range, in order. Whether it ends after today is the field's error. */
const isCompleteRange: DateRangePickerProps.ValidationFunction = (value) => {
  const range = rangeOf(value);
  if (!range?.start || !range.end) return { valid: false, errorMessage: SALES_PERIOD_MESSAGES.required };
  if (range.start > range.end) return { valid: false, errorMessage: SALES_PERIOD_MESSAGES.order };
  return { valid: true };
};

export interface SalesPeriodModalProps {
  period: SalesPeriod;
  onDismiss: () => void;
  onApply: (period: SalesPeriod) => void;
}

/**
 * 'Período de Vendas' (spec §2.10, §5): an absolute date range, pt-BR, weeks from Sunday. A range ending
 * after now marks the field invalid and disables 'Aplicar'.
 */
export function SalesPeriodModal({ period, onDismiss, onApply }: SalesPeriodModalProps) {
  const [value, setValue] = useState<DateRangePickerProps.Value | null>({
    type: "absolute",
    startDate: period.start,
    endDate: period.end,
  });
  const range = rangeOf(value);
  const error = salesPeriodError(range?.start, range?.end, new Date());
  const apply = () => {
    if (range && !error) onApply(range);
  };
  return (
    <ConfirmModal
      visible
      onCancel={onDismiss}
      header={SALES_FILTER_TEXT.period}
      confirmText="Aplicar"
      onConfirm={apply}
      confirmDisabled={error !== null}
    >
      <FormField label={SALES_FILTER_TEXT.period} errorText={error ?? undefined} stretch>
        <DateRangePicker
          value={value}
          onChange={({ detail }) => setValue(detail.value)}
          rangeSelectorMode="absolute-only"
          relativeOptions={[]}
          isValidRange={isCompleteRange}
          dateOnly
          locale="pt-BR"
          startOfWeek={SUNDAY}
          absoluteFormat="long-localized"
          dateInputFormat="iso"
          placeholder="Selecione o período"
          invalid={error !== null}
        />
      </FormField>
    </ConfirmModal>
  );
}

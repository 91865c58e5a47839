import ColumnLayout from "@cloudscape-design/components/column-layout";
import { useState } from "react";
import { type IsoDay, todayInSaoPaulo } from "../../../../shared/dates";
import { ConfirmModal } from "../../app/ConfirmModal";
import { DateField } from "../../app/DateField";
import { SALES_PERIOD_MESSAGES, type SalesPeriod, salesPeriodError } from "./period";
import { SALES_FILTER_TEXT } from "./SalesFilterMenu";

export const SALES_PERIOD_FIELDS = { start: "Data inicial", end: "Data final" } as const;

export interface SalesPeriodModalProps {
  period: SalesPeriod;
  /** Default 'Período de Vendas'; other lists chosen by a period under the same rule name their own. */
  title?: string;
  /** What a missing day says; default "Preencha o campo 'Período de Vendas'". */
  requiredMessage?: string;
  onDismiss: () => void;
  onApply: (period: SalesPeriod) => void;
}

/**
 * 'Período de Vendas' (spec §2.10, §5): the first and last day, each typed as dd/mm/aaaa or picked on the
 * calendar. A missing day, a reversed or too long range, or an end after today marks its field and
 * disables 'Aplicar'; the range's messages sit under 'Data final'.
 */
export function SalesPeriodModal({
  period,
  title = SALES_FILTER_TEXT.period,
  requiredMessage = SALES_PERIOD_MESSAGES.required,
  onDismiss,
  onApply,
}: SalesPeriodModalProps) {
  const [start, setStart] = useState<IsoDay | null>(period.start);
  const [end, setEnd] = useState<IsoDay | null>(period.end);
  const today = todayInSaoPaulo();
  const notAfterToday = (day: IsoDay) => day <= today;
  const rangeError = start && end ? salesPeriodError(start, end, new Date()) : null;
  const apply = () => {
    if (start && end && !rangeError) onApply({ start, end });
  };
  return (
    <ConfirmModal
      visible
      onCancel={onDismiss}
      header={title}
      confirmText="Aplicar"
      onConfirm={apply}
      confirmDisabled={!start || !end || rangeError !== null}
    >
      <ColumnLayout columns={2}>
        <DateField
          label={SALES_PERIOD_FIELDS.start}
          value={start}
          onChange={setStart}
          errorText={start ? undefined : requiredMessage}
          isDateEnabled={notAfterToday}
        />
        <DateField
          label={SALES_PERIOD_FIELDS.end}
          value={end}
          onChange={setEnd}
          errorText={end ? (rangeError ?? undefined) : requiredMessage}
          isDateEnabled={notAfterToday}
        />
      </ColumnLayout>
    </ConfirmModal>
  );
}

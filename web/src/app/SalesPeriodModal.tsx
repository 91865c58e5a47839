import ColumnLayout from "@cloudscape-design/components/column-layout";
import { useState } from "react";
import { type IsoDay, todayInSaoPaulo } from "../../../shared/dates";
import { ConfirmModal } from "./ConfirmModal";
import { DateField } from "./DateField";
import { SALES_PERIOD_MESSAGES, type SalesPeriod, salesPeriodError } from "./sales-period";

/** The sales period dialog's title, also the sales filter menu's item that opens it. */
export const SALES_PERIOD_TITLE = "Período de Vendas";

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
  title = SALES_PERIOD_TITLE,
  requiredMessage = SALES_PERIOD_MESSAGES.required,
  onDismiss,
  onApply,
}: SalesPeriodModalProps) {
  const [start, setStart] = useState<IsoDay | null>(period.start);
  const [end, setEnd] = useState<IsoDay | null>(period.end);
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
      <SalesPeriodFields
        start={start}
        end={end}
        onStartChange={setStart}
        onEndChange={setEnd}
        startError={start ? undefined : requiredMessage}
        endError={end ? (rangeError ?? undefined) : requiredMessage}
      />
    </ConfirmModal>
  );
}

export interface SalesPeriodFieldsProps {
  start: IsoDay | null;
  end: IsoDay | null;
  onStartChange: (day: IsoDay | null) => void;
  onEndChange: (day: IsoDay | null) => void;
  startError?: string;
  /** The range's messages sit under the last day. */
  endError?: string;
}

/**
 * The first and last day of a sales period, side by side, each typed or picked on a calendar that offers no
 * day after today: the period dialogs' one picker (the rules and their messages are the screen's).
 */
export function SalesPeriodFields({ start, end, onStartChange, onEndChange, startError, endError }: SalesPeriodFieldsProps) {
  const today = todayInSaoPaulo();
  const notAfterToday = (day: IsoDay) => day <= today;
  return (
    <ColumnLayout columns={2}>
      <DateField label={SALES_PERIOD_FIELDS.start} value={start} onChange={onStartChange} errorText={startError} isDateEnabled={notAfterToday} />
      <DateField label={SALES_PERIOD_FIELDS.end} value={end} onChange={onEndChange} errorText={endError} isDateEnabled={notAfterToday} />
    </ColumnLayout>
  );
}

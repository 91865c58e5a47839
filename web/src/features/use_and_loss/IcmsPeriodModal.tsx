import ColumnLayout from "@cloudscape-design/components/column-layout";
import { useState } from "react";
import { type IsoDay, todayInSaoPaulo } from "../../../../shared/dates";
import { ConfirmModal } from "../../app/ConfirmModal";
import { DateField } from "../../app/DateField";
import { salesPeriodError } from "../sales/period";
import type { IcmsPeriod } from "./icms-period";

export const ICMS_PERIOD_TEXT = {
  title: "Período",
  start: "Data inicial",
  end: "Data final",
  required: "Preencha o campo 'Período'",
  apply: "Aplicar",
} as const;

export interface IcmsPeriodModalProps {
  period: IcmsPeriod;
  onDismiss: () => void;
  onApply: (period: IcmsPeriod) => void;
}

/**
 * The period of the ICMS reversal list, chosen as the sales period is: two days under the sales period rule
 * (in order, at most 400 days, ending no later than today); otherwise the field says why and 'Aplicar' is off.
 */
export function IcmsPeriodModal({ period, onDismiss, onApply }: IcmsPeriodModalProps) {
  const [start, setStart] = useState<IsoDay | null>(period.start);
  const [end, setEnd] = useState<IsoDay | null>(period.end);
  const today = todayInSaoPaulo();
  const notAfterToday = (day: IsoDay) => day <= today;
  const rangeError = start && end ? salesPeriodError(start, end, new Date()) : null;
  return (
    <ConfirmModal
      visible
      onCancel={onDismiss}
      header={ICMS_PERIOD_TEXT.title}
      confirmText={ICMS_PERIOD_TEXT.apply}
      onConfirm={() => {
        if (start && end && !rangeError) onApply({ start, end });
      }}
      confirmDisabled={!start || !end || rangeError !== null}
    >
      <ColumnLayout columns={2}>
        <DateField
          label={ICMS_PERIOD_TEXT.start}
          value={start}
          onChange={setStart}
          errorText={start ? undefined : ICMS_PERIOD_TEXT.required}
          isDateEnabled={notAfterToday}
        />
        <DateField
          label={ICMS_PERIOD_TEXT.end}
          value={end}
          onChange={setEnd}
          errorText={end ? (rangeError ?? undefined) : ICMS_PERIOD_TEXT.required}
          isDateEnabled={notAfterToday}
        />
      </ColumnLayout>
    </ConfirmModal>
  );
}

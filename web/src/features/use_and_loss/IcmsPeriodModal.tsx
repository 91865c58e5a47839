import { SalesPeriodModal } from "../../app/SalesPeriodModal";
import type { IcmsPeriod } from "./icms-period";

export const ICMS_PERIOD_TEXT = {
  title: "Período",
  required: "Preencha o campo 'Período'",
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
export function IcmsPeriodModal(props: IcmsPeriodModalProps) {
  return <SalesPeriodModal {...props} title={ICMS_PERIOD_TEXT.title} requiredMessage={ICMS_PERIOD_TEXT.required} />;
}

import RadioGroup from "@cloudscape-design/components/radio-group";
import { useState } from "react";
import { ConfirmModal } from "../../app/ConfirmModal";
import { isSalesReportType, SALES_REPORT_LABELS, SALES_REPORT_TYPES, type SalesReportType } from "./report-types";
import { SALES_FILTER_TEXT } from "./SalesFilterMenu";

const OPTIONS = SALES_REPORT_TYPES.map((type) => ({ value: type, label: SALES_REPORT_LABELS[type] }));

export interface ReportTypeModalProps {
  /** The report the screen shows: the option selected on opening. */
  value: SalesReportType;
  onDismiss: () => void;
  onApply: (type: SalesReportType) => void;
}

/** 'Tipo de Relatório' (spec §2.10): Venda Diária, Venda por Grupo or Venda por Produto over the same period. */
export function ReportTypeModal({ value, onDismiss, onApply }: ReportTypeModalProps) {
  const [selected, setSelected] = useState<SalesReportType>(value);
  return (
    <ConfirmModal
      visible
      onCancel={onDismiss}
      header={SALES_FILTER_TEXT.reportType}
      confirmText="Aplicar"
      onConfirm={() => onApply(selected)}
    >
      <RadioGroup
        value={selected}
        items={OPTIONS}
        ariaLabel={SALES_FILTER_TEXT.reportType}
        onChange={({ detail }) => {
          if (isSalesReportType(detail.value)) setSelected(detail.value);
        }}
      />
    </ConfirmModal>
  );
}

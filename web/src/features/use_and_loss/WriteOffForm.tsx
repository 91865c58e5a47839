import Box from "@cloudscape-design/components/box";
import FormField from "@cloudscape-design/components/form-field";
import Input from "@cloudscape-design/components/input";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { type UseAndLossDetail, WRITE_OFF_QUANTITY_LABEL, type WriteOffAvailableRow } from "../../../../shared/contracts/use-and-loss";
import { formatCurrency } from "../../../../shared/format";
import { formatListDate, quantityWithUnit } from "../../app/format";
import type { WriteOffPreview } from "./write-off-preview";

export const WRITE_OFF_FORM_TEXT = {
  entry: "Entrada",
  chooseEntry: "Nenhuma entrada disponível para baixar.",
  limit: (limit: string) => `Máximo: ${limit}`,
  remainingAfter: "Falta Baixar Depois",
  cost: "Custo desta Baixa",
  icmsCredit: "Crédito de ICMS a Estornar",
  icmsCreditTotal: "Estorno de ICMS da Operação",
} as const;

export interface WriteOffFormProps {
  operation: UseAndLossDetail;
  /** The entry line the write-off goes against; none when no entry has quantity available. */
  entry: WriteOffAvailableRow | null;
  preview: WriteOffPreview | null;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  disabled: boolean;
}

function entryText(entry: WriteOffAvailableRow): string {
  return `Nº ${entry.entry_number} - ${entry.entry_supplier} - ${formatListDate(entry.entry_date)} (disponível ${quantityWithUnit(entry.available, entry.unit)})`;
}

/**
 * The write-off itself (spec §2.6, §5): the chosen entry, the quantity to write off with its limit, and as the
 * user types what the operation will still need, the cost and, for a loss, the ICMS credit to reverse.
 */
export function WriteOffForm({ operation, entry, preview, text, onTextChange, onSubmit, disabled }: WriteOffFormProps) {
  if (!entry || !preview) return <Box color="text-status-inactive">{WRITE_OFF_FORM_TEXT.chooseEntry}</Box>;
  const loss = operation.operation === "loss";
  const figures = [
    { label: WRITE_OFF_FORM_TEXT.remainingAfter, value: quantityWithUnit(preview.remainingAfter, operation.unit) },
    { label: WRITE_OFF_FORM_TEXT.cost, value: formatCurrency(preview.cost) },
    ...(loss
      ? [
          { label: WRITE_OFF_FORM_TEXT.icmsCredit, value: formatCurrency(preview.icmsCredit) },
          { label: WRITE_OFF_FORM_TEXT.icmsCreditTotal, value: formatCurrency(preview.operationIcmsCredit) },
        ]
      : []),
  ];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (preview.canConfirm && !disabled) onSubmit();
      }}
    >
      <SpaceBetween size="m">
        <FormField label={WRITE_OFF_FORM_TEXT.entry} stretch>
          <Box>{entryText(entry)}</Box>
        </FormField>
        <FormField
          label={WRITE_OFF_QUANTITY_LABEL}
          constraintText={WRITE_OFF_FORM_TEXT.limit(quantityWithUnit(preview.limit, operation.unit))}
          errorText={preview.error}
        >
          <Input
            value={text}
            onChange={({ detail }) => onTextChange(detail.value)}
            inputMode="decimal"
            placeholder="0,000"
            invalid={preview.error !== undefined}
            disabled={disabled}
          />
        </FormField>
        <KeyValuePairs
          columns={figures.length}
          items={figures.map(({ label, value }) => ({ label, value: <span aria-live="polite">{value}</span> }))}
        />
      </SpaceBetween>
    </form>
  );
}

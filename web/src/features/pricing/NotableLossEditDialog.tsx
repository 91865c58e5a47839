import Alert from "@cloudscape-design/components/alert";
import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import ColumnLayout from "@cloudscape-design/components/column-layout";
import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import Table from "@cloudscape-design/components/table";
import { useRef, useState } from "react";
import { hasSuggestion, PRICING_FIELD_LABELS, type PricingNotableLossRow } from "../../../../shared/contracts/pricing";
import { formatCurrency, formatPercent } from "../../../../shared/format";
import { FormModal } from "../../app/FormModal";
import { saveNewUnitSale } from "./api";
import { NOTABLE_LOSS_DIALOG_TEXT as TEXT } from "./labels";
import {
  belowDesiredWarning,
  figuresBefore,
  initialNotableLossFields,
  type NotableLossFields,
  type NotableLossFigures,
  previewNotableLoss,
  suggestedNotableLossFields,
  validateNotableLossEdit,
  withTypedMargin,
  withTypedPrice,
} from "./notable-loss-form";
import { quantityWithUnit } from "../../app/format";

export interface NotableLossEditDialogProps {
  row: PricingNotableLossRow;
  onClose: () => void;
  /** The server took the new price (the list reloads). */
  onSaved: () => void;
}

interface FigureLine {
  id: keyof NotableLossFigures;
  label: string;
  format: (value: number) => string;
}

const FIGURE_LINES: readonly FigureLine[] = [
  { id: "unitSale", label: TEXT.unitSale, format: formatCurrency },
  { id: "totalSales", label: TEXT.totalSales, format: formatCurrency },
  { id: "totalTaxes", label: TEXT.totalTaxes, format: formatCurrency },
  { id: "totalProfit", label: TEXT.totalProfit, format: formatCurrency },
  { id: "margin", label: TEXT.margin, format: formatPercent },
  { id: "grossMargin", label: TEXT.grossMargin, format: formatPercent },
  { id: "loss", label: TEXT.loss, format: formatCurrency },
];

const NO_FIGURE = "—";

/** The period's figures beside the ones the typed price gives (a dash while the price cannot be read). */
function FiguresTable({ before, after }: { before: NotableLossFigures; after: NotableLossFigures | null }) {
  return (
    <Table
      variant="embedded"
      contentDensity="compact"
      wrapLines
      ariaLabels={{ tableLabel: TEXT.figuresLabel }}
      items={FIGURE_LINES}
      trackBy="id"
      columnDefinitions={[
        { id: "figure", header: TEXT.figure, cell: (line) => line.label, isRowHeader: true },
        { id: "before", header: TEXT.before, cell: (line) => line.format(before[line.id]) },
        { id: "after", header: TEXT.after, cell: (line) => (after ? line.format(after[line.id]) : NO_FIGURE) },
      ]}
    />
  );
}

/**
 * 'Editar Novo Valor de Venda' (spec §5): the new price or the margin it should give, the figures recomputed
 * as either is typed, the suggested price one click away, a warning below the desired margin; 'Salvar' off
 * while the price is the saved one. Mount it to open it.
 */
export function NotableLossEditDialog({ row, onClose, onSaved }: NotableLossEditDialogProps) {
  const [fields, setFields] = useState<NotableLossFields>(() => initialNotableLossFields(row));
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const priceRef = useRef<InputProps.Ref>(null);

  const preview = previewNotableLoss(row, fields);

  const change = (next: NotableLossFields) => {
    setFields(next);
    if (submitted) {
      const result = validateNotableLossEdit(row, next);
      setError(result.ok ? undefined : result.error);
    }
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const result = validateNotableLossEdit(row, fields);
    if (!result.ok) {
      setError(result.error);
      priceRef.current?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    const saved = await saveNewUnitSale(row, result.price);
    setSaving(false);
    if (saved) onSaved();
  };

  return (
    <FormModal
      header={TEXT.header}
      saving={saving}
      submitDisabledReason={preview.unchanged ? TEXT.unchanged : undefined}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <SpaceBetween size="m">
        <div>
          <Box variant="strong">{row.product}</Box>
          <Box variant="small" display="block">
            {row.group_name} · {quantityWithUnit(row.total_quantity, row.unit)}
          </Box>
        </div>
        <ColumnLayout columns={2}>
          <FormField label={PRICING_FIELD_LABELS.newUnitSale} constraintText={TEXT.priceHint} errorText={error} stretch>
            <Input
              ref={priceRef}
              value={fields.price}
              onChange={({ detail }) => change(withTypedPrice(row, detail.value))}
              inputMode="decimal"
              placeholder="R$ 0,00"
              invalid={error !== undefined}
              disabled={saving}
              autoComplete={false}
            />
          </FormField>
          <FormField label={TEXT.newMargin} constraintText={TEXT.marginHint} stretch>
            <Input
              value={fields.margin}
              onChange={({ detail }) => change(withTypedMargin(row, detail.value))}
              inputMode="decimal"
              placeholder="0,00%"
              disabled={saving}
              autoComplete={false}
            />
          </FormField>
        </ColumnLayout>
        {row.current_unit_sale === null ? null : <Box>{TEXT.current(formatCurrency(row.current_unit_sale))}</Box>}
        {hasSuggestion(row) ? (
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Box>{TEXT.suggested(formatCurrency(row.suggested_unit_sale), formatPercent(row.desired_margin))}</Box>
            <Button formAction="none" disabled={saving || preview.atSuggestion} onClick={() => change(suggestedNotableLossFields(row))}>
              {TEXT.useSuggested}
            </Button>
          </SpaceBetween>
        ) : (
          <Alert type="info">{TEXT.noSuggestion(formatPercent(row.desired_margin))}</Alert>
        )}
        {preview.belowDesired && preview.after ? <Alert type="warning">{belowDesiredWarning(row, preview.after.margin)}</Alert> : null}
        <FiguresTable before={figuresBefore(row)} after={preview.after} />
      </SpaceBetween>
    </FormModal>
  );
}

import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import Select, { type SelectProps } from "@cloudscape-design/components/select";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useRef, useState } from "react";
import { INVENTORY_FIELD_LABELS, INVENTORY_PERIOD_LABELS, INVENTORY_PERIODS } from "../../../../shared/contracts/inventories";
import { FormModal } from "../../app/FormModal";
import { createInventory } from "./api";
import { type InventoryFieldErrors, type InventoryFields, newInventoryFields, validateInventory } from "./inventory-form";
import { isPeriod } from "./labels";

export const INVENTORY_DIALOG_TEXT = {
  header: "Novo Inventário",
  choosePeriod: "Escolha o período",
} as const;

const PERIOD_OPTIONS: readonly SelectProps.Option[] = INVENTORY_PERIODS.map((period) => ({ value: period, label: INVENTORY_PERIOD_LABELS[period] }));

export interface InventoryDialogProps {
  onClose: () => void;
  /** The server created it. */
  onCreated: () => void;
}

/**
 * 'Novo Inventário' (spec §2.7, §5): 'Ano de Referência' and 'Período'. A refusal ('Já existe um Inventário
 * em Contagem!') shows as the server says it and keeps the dialog open. Mount it to open it.
 */
export function InventoryDialog({ onClose, onCreated }: InventoryDialogProps) {
  const [fields, setFields] = useState<InventoryFields>(() => newInventoryFields());
  const [errors, setErrors] = useState<InventoryFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const yearRef = useRef<InputProps.Ref>(null);
  const periodRef = useRef<SelectProps.Ref>(null);

  const change = (next: InventoryFields) => {
    setFields(next);
    if (submitted) {
      const result = validateInventory(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const result = validateInventory(fields);
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.year) yearRef.current?.focus();
      else periodRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const created = await createInventory(result.value);
    setSaving(false);
    if (created) onCreated();
  };

  return (
    <FormModal header={INVENTORY_DIALOG_TEXT.header} saving={saving} onClose={onClose} onSubmit={() => void submit()}>
      <SpaceBetween size="m">
        <FormField label={INVENTORY_FIELD_LABELS.year} errorText={errors.year} stretch>
          <Input
            ref={yearRef}
            value={fields.year}
            onChange={({ detail }) => change({ ...fields, year: detail.value })}
            inputMode="numeric"
            nativeInputAttributes={{ maxLength: 4 }}
            invalid={errors.year !== undefined}
            disabled={saving}
            autoComplete={false}
          />
        </FormField>
        <FormField label={INVENTORY_FIELD_LABELS.period} errorText={errors.period} stretch>
          <Select
            ref={periodRef}
            selectedOption={PERIOD_OPTIONS.find((option) => option.value === fields.period) ?? null}
            options={PERIOD_OPTIONS}
            placeholder={INVENTORY_DIALOG_TEXT.choosePeriod}
            onChange={({ detail }) => {
              const period = detail.selectedOption.value;
              if (isPeriod(period)) change({ ...fields, period });
            }}
            invalid={errors.period !== undefined}
            disabled={saving}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}

import RadioGroup from "@cloudscape-design/components/radio-group";
import { useState } from "react";
import { ConfirmModal } from "./ConfirmModal";

const APPLY = "Aplicar";

export interface FilterDialogProps<T extends string> {
  title: string;
  /** The choices in order, with their labels. */
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** The list's current choice: selected on opening. */
  current: T;
  onApply: (value: T) => void;
  onDismiss: () => void;
}

/**
 * A list's one-choice filter dialog: 'Tipo de Operações' and 'Status de Operações' (spec §2.6), the counts'
 * 'Tipo de Relatório' (spec §2.7). Render it only while open.
 */
export function FilterDialog<T extends string>({ title, values, labels, current, onApply, onDismiss }: FilterDialogProps<T>) {
  const [chosen, setChosen] = useState<T>(current);
  const isValue = (value: string): value is T => (values as readonly string[]).includes(value);
  return (
    <ConfirmModal visible size="small" header={title} onCancel={onDismiss} confirmText={APPLY} onConfirm={() => onApply(chosen)}>
      <RadioGroup
        ariaLabel={title}
        value={chosen}
        items={values.map((value) => ({ value, label: labels[value] }))}
        onChange={({ detail }) => {
          if (isValue(detail.value)) setChosen(detail.value);
        }}
      />
    </ConfirmModal>
  );
}

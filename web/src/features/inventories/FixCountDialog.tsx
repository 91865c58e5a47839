import Box from "@cloudscape-design/components/box";
import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useRef, useState } from "react";
import { INVENTORY_FIELD_LABELS, type StockTakingRow } from "../../../../shared/contracts/inventories";
import { FormModal } from "../../app/FormModal";
import { fixCount } from "./api";
import { countText, validateFixCount } from "./fix-count-form";
import { ACTIONS } from "./labels";

export const FIX_COUNT_TEXT = {
  header: ACTIONS.fix,
  product: (count: StockTakingRow) => `Contagem #${count.id} - ${count.product}`,
  constraint: (unit: string) => `Em ${unit}, até 3 casas decimais.`,
} as const;

export interface FixCountDialogProps {
  count: StockTakingRow;
  onClose: () => void;
  /** The server took the new quantity. */
  onFixed: () => void;
}

/** 'Corrigir Contagem' (spec §5 fix count): the count's quantity as 'Contagem Atual'. Mount it to open it. */
export function FixCountDialog({ count, onClose, onFixed }: FixCountDialogProps) {
  const [text, setText] = useState(() => countText(count.quantity));
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<InputProps.Ref>(null);

  const change = (next: string) => {
    setText(next);
    if (submitted) {
      const result = validateFixCount(count.id, next, count.unit);
      setError(result.ok ? undefined : result.error);
    }
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const result = validateFixCount(count.id, text, count.unit);
    if (!result.ok) {
      setError(result.error);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    const fixed = await fixCount(count, result.stock);
    setSaving(false);
    if (fixed) onFixed();
  };

  return (
    <FormModal header={FIX_COUNT_TEXT.header} saving={saving} onClose={onClose} onSubmit={() => void submit()}>
      <SpaceBetween size="m">
        <Box>{FIX_COUNT_TEXT.product(count)}</Box>
        <FormField label={INVENTORY_FIELD_LABELS.stock} errorText={error} constraintText={FIX_COUNT_TEXT.constraint(count.unit)} stretch>
          <Input
            ref={inputRef}
            value={text}
            onChange={({ detail }) => change(detail.value)}
            inputMode="decimal"
            placeholder="0,000"
            invalid={error !== undefined}
            disabled={saving}
            autoComplete={false}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}

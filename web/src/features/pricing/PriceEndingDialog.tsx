import FormField from "@cloudscape-design/components/form-field";
import RadioGroup, { type RadioGroupProps } from "@cloudscape-design/components/radio-group";
import StatusIndicator from "@cloudscape-design/components/status-indicator";
import { useEffect, useState } from "react";
import { PRICE_ENDING_EXAMPLE, PRICING_FIELD_LABELS } from "../../../../shared/contracts/pricing";
import { formatCurrency } from "../../../../shared/format";
import { PRICE_ENDING_LABELS, PRICE_ENDINGS, type PriceEnding, roundUpToEnding } from "../../../../shared/formulas/price-ending";
import { FormModal } from "../../app/FormModal";
import { fetchPricingSettings, savePriceEnding } from "./api";
import { PRICE_ENDING_TEXT } from "./labels";

/** 'R$ 12,47 → R$ 12,99': what the ending does to a price. */
export function priceEndingExample(ending: PriceEnding): string {
  return PRICE_ENDING_TEXT.example(formatCurrency(PRICE_ENDING_EXAMPLE), formatCurrency(roundUpToEnding(PRICE_ENDING_EXAMPLE, ending)));
}

const CHOICES: readonly RadioGroupProps.RadioButtonDefinition[] = PRICE_ENDINGS.map((ending) => ({
  value: ending,
  label: PRICE_ENDING_LABELS[ending],
  description: priceEndingExample(ending),
}));

function isPriceEnding(value: string): value is PriceEnding {
  return (PRICE_ENDINGS as readonly string[]).includes(value);
}

export interface PriceEndingDialogProps {
  onClose: () => void;
}

/**
 * 'Terminação de Preço' (issue 16): how the suggested notable-loss prices end, none, ',99' or ',90', each with
 * an example. Opens on the tenant's setting; a failed read is notified and closes it. Mount it to open it.
 */
export function PriceEndingDialog({ onClose }: PriceEndingDialogProps) {
  const [ending, setEnding] = useState<PriceEnding | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchPricingSettings().then((settings) => {
      if (!current) return;
      if (settings) setEnding(settings.price_ending);
      else onClose();
    });
    return () => {
      current = false;
    };
  }, [onClose]);

  const submit = async () => {
    if (saving || ending === null) return;
    setSaving(true);
    const saved = await savePriceEnding(ending);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <FormModal header={PRICE_ENDING_TEXT.header} saving={saving} onClose={onClose} onSubmit={() => void submit()}>
      <FormField label={PRICING_FIELD_LABELS.priceEnding} description={PRICE_ENDING_TEXT.description} stretch>
        {ending === null ? (
          <StatusIndicator type="loading">{PRICE_ENDING_TEXT.loading}</StatusIndicator>
        ) : (
          <RadioGroup
            value={ending}
            items={CHOICES.map((choice) => ({ ...choice, disabled: saving }))}
            onChange={({ detail }) => {
              if (isPriceEnding(detail.value)) setEnding(detail.value);
            }}
          />
        )}
      </FormField>
    </FormModal>
  );
}

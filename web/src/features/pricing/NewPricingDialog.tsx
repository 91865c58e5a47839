import FormField from "@cloudscape-design/components/form-field";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useState } from "react";
import { PRICING_FIELD_LABELS, type PricingRow } from "../../../../shared/contracts/pricing";
import { FormModal } from "../../app/FormModal";
import { SalesPeriodFields } from "../../app/SalesPeriodModal";
import { createPricing } from "./api";
import { NEW_PRICING_TEXT } from "./labels";
import { MarginRangeSlider } from "./MarginRangeSlider";
import { type NewPricingErrors, type NewPricingFields, newPricingFields, validateNewPricing } from "./new-pricing-form";

export interface NewPricingDialogProps {
  onClose: () => void;
  /** The server created it; its classification is running. */
  onCreated: (pricing: PricingRow) => void;
}

/**
 * 'Nova Precificação' (spec §5): the 'Período de Vendas' and the class margins on a two-handle slider. The
 * rules' messages show on submit and then as the fields change; a refusal shows as the server says it and
 * keeps the dialog open. Mount it to open it.
 */
export function NewPricingDialog({ onClose, onCreated }: NewPricingDialogProps) {
  const [fields, setFields] = useState<NewPricingFields>(() => newPricingFields());
  const [errors, setErrors] = useState<NewPricingErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (next: NewPricingFields) => {
    setFields(next);
    if (submitted) {
      const result = validateNewPricing(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async () => {
    if (saving) return;
    setSubmitted(true);
    const result = validateNewPricing(fields);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const created = await createPricing(result.value);
    setSaving(false);
    if (created) onCreated(created);
  };

  return (
    <FormModal header={NEW_PRICING_TEXT.header} saving={saving} onClose={onClose} onSubmit={() => void submit()}>
      <SpaceBetween size="l">
        <FormField label={PRICING_FIELD_LABELS.period} description={NEW_PRICING_TEXT.periodDescription} stretch>
          <SalesPeriodFields
            start={fields.start}
            end={fields.end}
            onStartChange={(start) => change({ ...fields, start })}
            onEndChange={(end) => change({ ...fields, end })}
            startError={errors.start}
            endError={errors.end}
          />
        </FormField>
        <FormField label={NEW_PRICING_TEXT.margins} description={NEW_PRICING_TEXT.marginsDescription} errorText={errors.margins} stretch>
          <MarginRangeSlider handles={fields.handles} onChange={(handles) => change({ ...fields, handles })} disabled={saving} />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}

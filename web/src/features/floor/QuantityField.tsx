import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import type { RefObject } from "react";
import { quantityDecimalsOf } from "../../../../shared/contracts/floor";
import { quantityHint } from "./quantity";

export interface QuantityFieldProps {
  label: string;
  unit: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  inputRef: RefObject<InputProps.Ref | null>;
  onChange: (value: string) => void;
  /** Enter in the field registers, as the button does. */
  onSubmit: () => void;
}

/** A quantity in the scanned product's unit: a whole number for units counted whole, up to 3 decimals otherwise. */
export function QuantityField({ label, unit, value, error, disabled, inputRef, onChange, onSubmit }: QuantityFieldProps) {
  const whole = quantityDecimalsOf(unit) === 0;
  return (
    <FormField label={label} constraintText={quantityHint(unit)} errorText={error} stretch>
      <Input
        ref={inputRef}
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        onKeyDown={({ detail }) => {
          if (detail.key === "Enter") onSubmit();
        }}
        inputMode={whole ? "numeric" : "decimal"}
        placeholder={whole ? "0" : "0,000"}
        invalid={error !== undefined}
        disabled={disabled}
        autoComplete={false}
      />
    </FormField>
  );
}

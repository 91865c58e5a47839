import type { PropertyFilterOperatorFormProps } from "@cloudscape-design/collection-hooks";
import Calendar from "@cloudscape-design/components/calendar";
import FormField from "@cloudscape-design/components/form-field";
import Input from "@cloudscape-design/components/input";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useState } from "react";
import { formatValue } from "./cells";
import {
  DATE_HINT,
  FILTER_DECIMALS,
  formatIsoDay,
  INVALID_DATE_TEXT,
  INVALID_NUMBER_TEXT,
  type NumericType,
  numberHint,
  numberTokenValue,
  parseDateInput,
  parseDecimalInput,
} from "./filter-values";

/**
 * Value editors of the property filter (spec §5 filter inputs): numbers with the column's decimals
 * (0 to 3, BRL and percent 2) typed the pt-BR way, dates typed dd/mm/yyyy or picked on a calendar.
 * Number tokens keep a pt-BR canonical text ("1234,5"), date tokens "YYYY-MM-DD".
 */

/** How a number token reads in the filter bar: "R$ 12,50", "12,50%", "1,5". */
export function formatNumberToken(type: NumericType, value: unknown): string {
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const number = parseDecimalInput(text, FILTER_DECIMALS[type]);
  return number === null ? text : formatValue(type, number);
}

export function formatDateToken(value: unknown): string {
  return typeof value === "string" ? formatIsoDay(value) : "";
}

/**
 * What the editor hands the filter: the canonical value, null when empty, or the text as typed when it does
 * not parse, so that applying it reaches the list's check and the user is told why it was not applied.
 */
function editedValue(text: string, parsed: string | null): string | null {
  if (parsed !== null) return parsed;
  return text.trim() === "" ? null : text;
}

function NumberForm({ type, value, onChange, filter }: PropertyFilterOperatorFormProps<string> & { type: NumericType }) {
  const [text, setText] = useState(() => (value ? value : (filter ?? "").trim()));
  const invalid = text.trim() !== "" && parseDecimalInput(text, FILTER_DECIMALS[type]) === null;
  return (
    <FormField label="Valor" constraintText={numberHint(type)} errorText={invalid ? INVALID_NUMBER_TEXT : undefined}>
      <Input
        value={text}
        inputMode={FILTER_DECIMALS[type] === 0 ? "numeric" : "decimal"}
        invalid={invalid}
        onChange={({ detail }) => {
          setText(detail.value);
          const number = parseDecimalInput(detail.value, FILTER_DECIMALS[type]);
          onChange(editedValue(detail.value, number === null ? null : numberTokenValue(number)));
        }}
      />
    </FormField>
  );
}

export function IntegerForm(props: PropertyFilterOperatorFormProps<string>) {
  return <NumberForm {...props} type="integer" />;
}

export function QuantityForm(props: PropertyFilterOperatorFormProps<string>) {
  return <NumberForm {...props} type="quantity" />;
}

export function CurrencyForm(props: PropertyFilterOperatorFormProps<string>) {
  return <NumberForm {...props} type="currency" />;
}

export function UnitCostForm(props: PropertyFilterOperatorFormProps<string>) {
  return <NumberForm {...props} type="unitCost" />;
}

export function PercentForm(props: PropertyFilterOperatorFormProps<string>) {
  return <NumberForm {...props} type="percent" />;
}

export function DateForm({ value, onChange, filter }: PropertyFilterOperatorFormProps<string>) {
  const [text, setText] = useState(() => (value ? formatIsoDay(value) : (filter ?? "").trim()));
  const iso = parseDateInput(text);
  const invalid = text.trim() !== "" && iso === null;
  return (
    <SpaceBetween size="s">
      <FormField label="Data" constraintText={DATE_HINT} errorText={invalid ? INVALID_DATE_TEXT : undefined}>
        <Input
          value={text}
          placeholder={DATE_HINT}
          inputMode="numeric"
          invalid={invalid}
          onChange={({ detail }) => {
            setText(detail.value);
            onChange(editedValue(detail.value, parseDateInput(detail.value)));
          }}
        />
      </FormField>
      <Calendar
        value={iso ?? ""}
        locale="pt-BR"
        startOfWeek={0}
        onChange={({ detail }) => {
          setText(formatIsoDay(detail.value));
          onChange(detail.value);
        }}
      />
    </SpaceBetween>
  );
}

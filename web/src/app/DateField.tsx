import "./date-field.css";
import Button from "@cloudscape-design/components/button";
import Calendar from "@cloudscape-design/components/calendar";
import FormField from "@cloudscape-design/components/form-field";
import Input, { type InputProps } from "@cloudscape-design/components/input";
import Popover, { type PopoverProps } from "@cloudscape-design/components/popover";
import { useLayoutEffect, useRef, useState } from "react";
import type { IsoDay } from "../../../shared/dates";
import { DATE_HINT, formatIsoDay, INVALID_DATE_TEXT, parseDateInput } from "./date-input";
import { maskDateTyping } from "./date-typing";
import { toIsoDate } from "./format";

/** Spec §9: weeks start on Sunday. */
const SUNDAY = 0;

/** A whole dd/mm/aaaa (or d/m/aa) typed: from here on a text that is not a day is called invalid at once. */
const COMPLETE = /^\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})$/;

export interface DateFieldProps {
  label: string;
  /** The day in effect (YYYY-MM-DD), or null for none. */
  value: IsoDay | null;
  /** Every edit: the day typed or picked, or null while the text is empty or not a real day. */
  onChange: (day: IsoDay | null) => void;
  /** The screen's rule on the day (required, not after today...); 'Data inválida' is said before it. */
  errorText?: string;
  /** The days the calendar offers (a typed day is checked by the screen's errorText). */
  isDateEnabled?: (day: IsoDay) => boolean;
}

/**
 * A day typed as dd/mm/aaaa (digits alone get their slashes) or picked on a pt-BR calendar, and shown as
 * dd/mm/aaaa (spec §5: "27/11/2025", a short "1/3/26" made whole) when the field is not being edited. The
 * screen only ever gets real days: a text that is not one ('31/02/2026') reads 'Data inválida' and is handed
 * over as null.
 */
export function DateField({ label, value, onChange, errorText, isDateEnabled }: DateFieldProps) {
  const [text, setText] = useState(() => (value ? formatIsoDay(value) : ""));
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<InputProps.Ref>(null);
  const calendarRef = useRef<PopoverProps.Ref>(null);
  const typedDay = parseDateInput(text);

  // Entering the field selects the whole date (a click would only place the caret), so what is typed
  // replaces it, as it does in any field entered with Tab.
  useLayoutEffect(() => {
    if (focused) inputRef.current?.select();
  }, [focused]);

  // A day set by the screen rather than typed here replaces the text.
  const [adopted, setAdopted] = useState(value);
  if (value !== adopted) {
    setAdopted(value);
    if (value !== null && value !== typedDay) setText(formatIsoDay(value));
  }

  const edit = (next: string) => {
    const masked = maskDateTyping(text, next);
    setText(masked);
    onChange(parseDateInput(masked));
  };
  const pick = (day: IsoDay) => {
    setText(formatIsoDay(day));
    onChange(day);
    calendarRef.current?.focus();
  };

  const notADay = text.trim() !== "" && typedDay === null;
  const shownError = notADay ? (focused && !COMPLETE.test(text.trim()) ? undefined : INVALID_DATE_TEXT) : errorText;
  const shownText = !focused && typedDay !== null ? formatIsoDay(typedDay) : text;

  return (
    <FormField label={label} errorText={shownError} stretch>
      <div className="date-field">
        <div className="date-field__input">
          <Input
            ref={inputRef}
            value={shownText}
            onChange={({ detail }) => edit(detail.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              if (typedDay !== null) setText(formatIsoDay(typedDay));
            }}
            placeholder={DATE_HINT}
            inputMode="numeric"
            autoComplete={false}
            invalid={shownError !== undefined}
          />
        </div>
        <Popover
          ref={calendarRef}
          triggerType="custom"
          position="bottom"
          size="medium"
          header={label}
          dismissAriaLabel="Fechar"
          content={
            <Calendar
              value={typedDay ?? ""}
              locale="pt-BR"
              startOfWeek={SUNDAY}
              isDateEnabled={(date) => isDateEnabled?.(toIsoDate(date)) ?? true}
              onChange={({ detail }) => pick(detail.value)}
            />
          }
        >
          <Button variant="icon" iconName="calendar" ariaLabel={`Abrir calendário: ${label}`} formAction="none" />
        </Popover>
      </div>
    </FormField>
  );
}

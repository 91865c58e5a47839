import "./margin-range-slider.css";
import Box from "@cloudscape-design/components/box";
import type { CSSProperties } from "react";
import {
  type ClassMargins,
  marginsOfHandles,
  PRICING_FIELD_LABELS,
  PRICING_SLIDER,
  separateHandles,
} from "../../../../shared/contracts/pricing";
import { ClassBadge } from "./ClassBadge";
import { NEW_PRICING_TEXT } from "./labels";

export type MarginHandles = readonly [number, number];

export interface MarginRangeSliderProps {
  handles: MarginHandles;
  onChange: (handles: [number, number]) => void;
  disabled?: boolean;
}

const { min, max, step } = PRICING_SLIDER;

/** Where a value sits along the track, 0 to 1. */
const position = (value: number) => (value - min) / (max - min);

/**
 * The handles after one of them moved (spec §5): they never coincide nor cross, so a handle dropped on or past
 * the other one stops a step before it (at the slider's end the other one steps aside).
 */
export function movedHandles(handles: MarginHandles, moved: 0 | 1, value: number): [number, number] {
  const [first, second] = handles;
  return separateHandles(moved === 0 ? [value, second] : [first, value], moved);
}

const MARGINS: readonly { key: keyof ClassMargins; productClass: "a" | "b" | "c"; label: string }[] = [
  { key: "a", productClass: "a", label: PRICING_FIELD_LABELS.aClassMargin },
  { key: "b", productClass: "b", label: PRICING_FIELD_LABELS.bClassMargin },
  { key: "c", productClass: "c", label: PRICING_FIELD_LABELS.cClassMargin },
];

/** 'Margem A: 50%, Margem B: 30%, Margem C: 20%': what a handle's value means, for a screen reader. */
export function marginsText(margins: ClassMargins): string {
  return MARGINS.map(({ key, label }) => `${label}: ${NEW_PRICING_TEXT.percent(margins[key])}`).join(", ");
}

/**
 * The class margins as one range with two handles (spec §5, §9: 5 to 95 in steps of 5): A is the first
 * handle, B the gap between them, C what is left after the second. Cloudscape's Slider holds one value, so
 * this is two native range inputs over one track, coloured by class as the class badges are, each handle
 * moved by pointer or arrow keys; the three margins show beside it as they change.
 */
export function MarginRangeSlider({ handles, onChange, disabled = false }: MarginRangeSliderProps) {
  const margins = marginsOfHandles(handles);
  const [first, second] = handles;
  const valueText = marginsText(margins);
  const trackStyle = { "--margin-range-first": position(first), "--margin-range-second": position(second) } as CSSProperties;
  const input = (moved: 0 | 1, value: number, label: string) => (
    <input
      type="range"
      className="margin-range__input"
      min={min}
      max={max}
      step={step}
      value={value}
      aria-label={label}
      aria-valuetext={valueText}
      disabled={disabled}
      onChange={(event) => onChange(movedHandles(handles, moved, Number(event.currentTarget.value)))}
    />
  );
  return (
    <div className="margin-range">
      <div className="margin-range__control" style={trackStyle}>
        <div className="margin-range__track" aria-hidden="true">
          <span className="margin-range__segment margin-range__segment--a" />
          <span className="margin-range__segment margin-range__segment--b" />
          <span className="margin-range__segment margin-range__segment--c" />
        </div>
        {input(0, first, NEW_PRICING_TEXT.firstHandle)}
        {input(1, second, NEW_PRICING_TEXT.secondHandle)}
      </div>
      <div className="margin-range__scale" aria-hidden="true">
        <Box variant="small" color="text-body-secondary">
          {NEW_PRICING_TEXT.percent(min)}
        </Box>
        <Box variant="small" color="text-body-secondary">
          {NEW_PRICING_TEXT.percent(max)}
        </Box>
      </div>
      <div className="margin-range__values">
        {MARGINS.map(({ key, productClass, label }) => (
          <div key={key} className="margin-range__value">
            <Box variant="awsui-key-label">{label}</Box>
            <span className="margin-range__figure">
              <ClassBadge productClass={productClass} /> <output aria-label={label}>{NEW_PRICING_TEXT.percent(margins[key])}</output>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

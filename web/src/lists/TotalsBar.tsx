import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import { useCallback, useEffect, useRef, useState } from "react";
import { formatValue } from "./cells";
import { LIST_TEXT } from "./i18n";
import type { ComputedTotal } from "./totals";

/**
 * Footer totals of a list (spec §2.3): label over value, side by side, readable on a phone. When they do
 * not fit, the bar scrolls sideways with two buttons, 150 px a step (spec §9).
 */

export const TOTALS_SCROLL_STEP = 150;

function useOverflow(ref: React.RefObject<HTMLDivElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setOverflowing(element.scrollWidth > element.clientWidth + 1);
  }, [ref]);
  // After every render (the totals may have changed), and whenever the bar is resized.
  useEffect(measure);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, measure]);
  return overflowing;
}

export function TotalsBar({ totals }: { totals: readonly ComputedTotal[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflow(scroller);
  const scroll = useCallback((direction: -1 | 1) => {
    scroller.current?.scrollBy?.({ left: direction * TOTALS_SCROLL_STEP, behavior: "smooth" });
  }, []);
  if (totals.length === 0) return null;
  return (
    <div className="list-totals">
      {overflowing ? (
        <Button variant="icon" iconName="angle-left" ariaLabel={LIST_TEXT.scrollTotalsLeft} onClick={() => scroll(-1)} />
      ) : null}
      {/* Focusable so a keyboard can scroll the totals that do not fit (the arrows are for the pointer). */}
      <div className="list-totals__items" ref={scroller} role="group" aria-label={LIST_TEXT.totals} tabIndex={0}>
        {totals.map((total) => (
          <div className="list-totals__item" key={`${total.column}:${total.label}`}>
            <Box variant="awsui-key-label">{total.label}</Box>
            <Box fontWeight="bold" textAlign="right">
              {formatValue(total.type, total.value)}
            </Box>
          </div>
        ))}
      </div>
      {overflowing ? (
        <Button variant="icon" iconName="angle-right" ariaLabel={LIST_TEXT.scrollTotalsRight} onClick={() => scroll(1)} />
      ) : null}
    </div>
  );
}

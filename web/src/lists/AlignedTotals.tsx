import { type CSSProperties, type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import { alignsRight, type ColumnDecimals, formatValue } from "./cells";
import type { Density } from "./column-widths";
import { LIST_TEXT } from "./i18n";
import { TOTALS_SCROLL_STEP } from "./TotalsBar";
import { type HeaderCell, type Placement, placeTotals, type Span, type TotalsPlacement } from "./totals-geometry";
import { type ComputedTotal, totalsRowLabel } from "./totals";

/**
 * Footer totals of a table, each under its column (spec §2.3): the strip reads where Cloudscape drew the
 * header cells and follows them as columns are resized, hidden, locked or scrolled sideways. Focused, the
 * arrow keys scroll the table sideways (150 px a step, spec §9), so a keyboard reaches every total.
 */

/** The real header row's cell of a column (not the copy Cloudscape keeps for its sticky header). */
function headerCellOf(root: Element, column: string): HTMLElement | null {
  const cells = root.querySelectorAll<HTMLElement>(`th[data-focus-id="header-${CSS.escape(column)}"]`);
  for (const cell of cells) if (!cell.closest('[aria-hidden="true"]')) return cell;
  return null;
}

/** The element that scrolls the table sideways. */
function scrollerOf(cell: HTMLElement): HTMLElement | null {
  for (let element = cell.parentElement; element; element = element.parentElement) {
    const { overflowX } = getComputedStyle(element);
    if (overflowX === "auto" || overflowX === "scroll") return element;
  }
  return null;
}

function lockOf(cell: HTMLElement): HeaderCell["locked"] {
  const style = getComputedStyle(cell);
  if (style.position !== "sticky") return null;
  return style.right !== "auto" && style.left === "auto" ? "end" : "start";
}

function span(element: Element): Span {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, right: rect.right };
}

function samePlacement(a: TotalsPlacement | null, b: TotalsPlacement): boolean {
  return a !== null && JSON.stringify([...a.totals, a.label]) === JSON.stringify([...b.totals, b.label]);
}

function placementStyle(placement: Placement | null | undefined): CSSProperties {
  if (!placement || placement.hidden) return { visibility: "hidden" };
  return {
    left: placement.left,
    width: placement.width,
    clipPath: `inset(0 ${placement.clipEnd}px 0 ${placement.clipStart}px)`,
  };
}

export interface AlignedTotalsProps {
  totals: readonly ComputedTotal[];
  /** The visible columns' ids, in order. */
  columns: readonly string[];
  decimals: ColumnDecimals;
  /** The table's row density: the totals take the cells' padding. */
  density: Density;
}

export function AlignedTotals({ totals, columns, decimals, density }: AlignedTotalsProps) {
  const strip = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<TotalsPlacement | null>(null);
  const totalColumns = totals.map((total) => total.column);
  const columnsKey = columns.join(",");
  const totalsKey = totalColumns.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the arrays they are built from.
  const measure = useCallback(() => {
    const element = strip.current;
    const root = element?.closest(".list-kit");
    if (!element || !root) return;
    const headers: HeaderCell[] = [];
    for (const column of columns) {
      const cell = headerCellOf(root, column);
      if (cell) headers.push({ column, ...span(cell), locked: lockOf(cell) });
    }
    const first = headers[0] ? headerCellOf(root, headers[0].column) : null;
    scroller.current = first ? scrollerOf(first) : null;
    const viewport = scroller.current ? span(scroller.current) : span(element);
    const next = placeTotals(headers, totalColumns, span(element), viewport);
    setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
  }, [columnsKey, totalsKey]);

  // After every render (columns shown or hidden, new totals), then on every scroll and resize.
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    const element = strip.current;
    const root = element?.closest(".list-kit");
    if (!element || !root) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const target = scroller.current;
    target?.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    for (const cell of root.querySelectorAll("thead th")) observer?.observe(cell);
    return () => {
      cancelAnimationFrame(frame);
      target?.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer?.disconnect();
    };
  }, [measure]);

  const scrollTable = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (direction === 0 || !scroller.current) return;
    event.preventDefault();
    scroller.current.scrollBy?.({ left: direction * TOTALS_SCROLL_STEP, behavior: "smooth" });
  };

  if (totals.length === 0) return null;
  const shown = totals.filter((total) => columns.includes(total.column));
  const loose = totals.filter((total) => total.always && !columns.includes(total.column));
  return (
    <>
      {/* Focusable so a keyboard can scroll the table to the totals that are out of view. */}
      <div className={`list-totals-row list-totals-row--${density}`} ref={strip} role="group" aria-label={LIST_TEXT.totals} tabIndex={0} onKeyDown={scrollTable}>
        {placement?.label ? (
          <div className="list-totals-row__label" aria-hidden="true" style={placementStyle(placement.label)}>
            {totalsRowLabel(shown)}
          </div>
        ) : null}
        {shown.map((total) => (
          <div
            key={`${total.column}:${total.label}`}
            className={alignsRight(total.type) ? "list-totals__item list-totals-row__item list-totals-row__item--end" : "list-totals__item list-totals-row__item"}
            style={placementStyle(placement?.totals.get(total.column))}
          >
            <span className="list-kit-screen-reader-only">{total.label}</span>
            <span className="list-totals__value">{formatValue(total.type, total.value, decimals.get(total.column))}</span>
          </div>
        ))}
      </div>
      {loose.length > 0 ? (
        <div className="list-totals-loose">
          {loose.map((total) => (
            <div key={`${total.column}:${total.label}`} className="list-totals__item list-totals-loose__item">
              <div className="list-totals-loose__label">{total.label}</div>
              <div className="list-totals__value">{formatValue(total.type, total.value, decimals.get(total.column))}</div>
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

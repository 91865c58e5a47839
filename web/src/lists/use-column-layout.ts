import type { TableProps } from "@cloudscape-design/components/table";
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ColumnDecimals } from "./cells";
import { stackedColumnNeeds } from "./column-needs";
import type { ColumnStack } from "./column-stacks";
import { CHROME, type ColumnLayout, columnLayout, type Density } from "./column-widths";
import { canvasTextMeasure, estimateText, type TextMeasure } from "./text-measure";
import type { ComputedTotal } from "./totals";
import type { SortSpec } from "./types";

/** Cloudscape's checkbox column (fixed by the Table). */
const SELECTION_COLUMN_WIDTH = 40;
/** The row options button. */
const OPTIONS_BUTTON_WIDTH = 28;
/** Cloudscape pads the table's first cell only 3 px at its start (instead of 19, or 15 when compact). */
const FIRST_CELL_SAVING: Readonly<Record<Density, number>> = { comfortable: 16, compact: 12 };

/** The row options column: its button and a cell's padding (less when it is the table's first column). */
export function optionsColumnWidth(density: Density, afterSelection: boolean): number {
  return OPTIONS_BUTTON_WIDTH + CHROME[density].cell - (afterSelection ? 0 : FIRST_CELL_SAVING[density]);
}

/**
 * The list's inner width, kept current as the window, the side navigation or a dialog changes it; null
 * until measured (before the first paint).
 */
function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The font of Cloudscape's table cells and headers (visual refresh: font-family-base, font-size-body-m).
 * Cloudscape sets it on its own components, not on the page, so the list cannot read it before its
 * table is there.
 */
const LIST_FONT = { family: '"Open Sans", "Helvetica Neue", Roboto, Arial, sans-serif', size: "14px" } as const;

/**
 * A text measure in the list's own font. A canvas measures a web font only once it has loaded (before,
 * it measures the fallback font), so the list asks for its regular and bold faces and measures anew
 * when they are there.
 */
function useTextMeasure(): TextMeasure {
  const [fontsLoaded, setFontsLoaded] = useState(0);
  useEffect(() => {
    const fonts = typeof document === "undefined" ? undefined : document.fonts;
    if (!fonts?.load) return;
    let active = true;
    const { family, size } = LIST_FONT;
    Promise.all([fonts.load(`400 ${size} ${family}`), fonts.load(`700 ${size} ${family}`)])
      .then(() => {
        if (active) setFontsLoaded((count) => count + 1);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new measure (new cache) once the fonts have loaded.
  return useMemo(() => {
    if (typeof document === "undefined") return estimateText;
    return canvasTextMeasure(LIST_FONT);
  }, [fontsLoaded]);
}

export interface ColumnLayoutInput<T> {
  rootRef: RefObject<HTMLElement | null>;
  /** The table's columns (the visible ones, some stacked), in order. */
  stacks: readonly ColumnStack<T>[];
  /** Every item of the list. */
  items: readonly T[];
  totals: readonly ComputedTotal[];
  decimals: ColumnDecimals;
  defaultSort: SortSpec;
  selectable: boolean;
  hasRowOptions: boolean;
  /** The list shows a table (phones show cards: nothing to lay out). */
  shown: boolean;
}

export interface ListColumnLayout extends ColumnLayout {
  /** The list's width is known: the table can mount with widths that fit it. */
  measured: boolean;
  /**
   * Changes whenever the widths do: Cloudscape's Table reads column widths once, when it mounts, so the
   * list mounts it again with the new ones (on a resize of the screen, new items or other columns).
   */
  key: string;
  onColumnWidthsChange: NonNullable<TableProps["onColumnWidthsChange"]>;
}

/**
 * The list's column widths and row density for the room it has (`columnLayout`). A column the user
 * dragged keeps that width the next time the others are laid out.
 */
export function useColumnLayout<T extends object>(input: ColumnLayoutInput<T>): ListColumnLayout {
  const { stacks, items, totals, decimals, defaultSort, selectable, hasRowOptions, shown } = input;
  const columns = useMemo(() => stacks.map((stack) => stack.top), [stacks]);
  const available = useElementWidth(input.rootRef);
  const measure = useTextMeasure();
  const dragged = useRef(new Map<string, number>());

  const needs = useMemo(
    () => (shown ? stackedColumnNeeds(stacks, { items, totals, decimals, defaultSort, dragged: dragged.current, measure }) : []),
    [shown, stacks, items, totals, decimals, defaultSort, measure],
  );
  const layout = useMemo(
    () =>
      columnLayout(needs, {
        available: available ?? 0,
        reserved: (density) => (selectable ? SELECTION_COLUMN_WIDTH : 0) + (hasRowOptions ? optionsColumnWidth(density, selectable) : 0),
      }),
    [needs, available, selectable, hasRowOptions],
  );

  const onColumnWidthsChange = useCallback<NonNullable<TableProps["onColumnWidthsChange"]>>(
    ({ detail }) => {
      // The widths come in the order of the Table's columns: the row options column first when there is one.
      const offset = hasRowOptions ? 1 : 0;
      columns.forEach((column, index) => {
        const width = detail.widths[index + offset];
        if (width !== undefined && width !== layout.widths.get(column.id)) dragged.current.set(column.id, width);
      });
    },
    [columns, hasRowOptions, layout],
  );

  const key = `${layout.density}:${columns.map((column) => layout.widths.get(column.id) ?? 0).join(",")}`;
  return { ...layout, measured: available !== null, key, onColumnWidthsChange };
}

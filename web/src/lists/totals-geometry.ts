/**
 * Where each footer total goes so it sits under its column (spec §2.3): the header cells' positions on
 * screen, as the table has them now (resized, scrolled sideways, some columns locked), turned into
 * positions inside the totals strip. Pure; `AlignedTotals` reads the page and applies the result.
 */

export interface Span {
  left: number;
  right: number;
}

export interface HeaderCell extends Span {
  column: string;
  /** Locked at the start or the end of the table (Cloudscape sticky columns), or scrolling with it. */
  locked: "start" | "end" | null;
}

export interface Placement {
  /** Position inside the strip, in px from its left edge. */
  left: number;
  width: number;
  /** How much of each side is hidden: under a locked column or outside the table's visible part. */
  clipStart: number;
  clipEnd: number;
  /** Nothing of it shows. */
  hidden: boolean;
}

export interface TotalsPlacement {
  /** By column id; totals whose column is not shown are left out. */
  totals: ReadonlyMap<string, Placement>;
  /** The row's label, before the first total; null when the first column has a total itself. */
  label: Placement | null;
}

function visiblePart(cell: Span, locked: HeaderCell["locked"], viewport: Span, band: Span): Span {
  const area = locked ? viewport : band;
  return { left: Math.max(cell.left, area.left), right: Math.min(cell.right, area.right) };
}

function place(cell: Span, locked: HeaderCell["locked"], strip: Span, viewport: Span, band: Span): Placement {
  const shown = visiblePart(cell, locked, viewport, band);
  const hidden = shown.right <= shown.left;
  return {
    left: cell.left - strip.left,
    width: cell.right - cell.left,
    clipStart: hidden ? 0 : shown.left - cell.left,
    clipEnd: hidden ? 0 : cell.right - shown.right,
    hidden,
  };
}

/**
 * `headers`: the data columns' header cells in order (not the selection or row options columns);
 * `strip`: the totals strip; `viewport`: the visible part of the table's scrolling area. A scrolling
 * column's total hides under the locked columns as its cells do.
 */
export function placeTotals(headers: readonly HeaderCell[], totalColumns: readonly string[], strip: Span, viewport: Span): TotalsPlacement {
  const lockedStart = headers.filter((header) => header.locked === "start");
  const lockedEnd = headers.filter((header) => header.locked === "end");
  const band: Span = {
    left: Math.max(viewport.left, ...lockedStart.map((header) => header.right)),
    right: Math.min(viewport.right, ...lockedEnd.map((header) => header.left)),
  };
  const byColumn = new Map(headers.map((header) => [header.column, header]));
  const totals = new Map<string, Placement>();
  for (const column of totalColumns) {
    const header = byColumn.get(column);
    if (header) totals.set(column, place(header, header.locked, strip, viewport, band));
  }

  const [first] = headers;
  const firstTotal = headers.find((header) => totals.has(header.column));
  if (!first || first === firstTotal) return { totals, label: null };
  // The label takes the room from the first column up to the first total, and scrolls like the first column.
  const labelCell: Span = { left: first.left, right: firstTotal ? Math.max(first.right, firstTotal.left) : first.right };
  return { totals, label: place(labelCell, first.locked, strip, viewport, band) };
}

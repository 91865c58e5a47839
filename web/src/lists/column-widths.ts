/**
 * Column widths of a list, decided by the kit from what each column holds and the room the screen gives
 * (spec §9): figures get what their values and header need on one line; text columns (names) share what is
 * left and wrap to two lines before anything is cut. Pure: text is measured before (`column-needs.ts`).
 */

/** Widths of a text in px: on one line, on two lines at its best break, and its widest word. */
export interface TextSpan {
  oneLine: number;
  twoLines: number;
  word: number;
}

export interface ColumnNeed {
  id: string;
  /** 'figure': one line, sized to its widest value; 'text': takes the room left and wraps. */
  kind: "figure" | "text";
  header: TextSpan;
  /** Header room beyond its text and padding: the sort icon and menu, a sort priority badge. */
  headerExtra: number;
  /** The widest cell's text. */
  content: TextSpan;
  /** Room beside the text: a badge's padding, a status icon, a flag or an avatar. */
  adornment: number;
  /** A width set by the screen or dragged by the user: kept as it is. */
  fixed?: number;
  minWidth?: number;
}

export type Density = "comfortable" | "compact";

/** What Cloudscape's Table (visual refresh) adds around a header's and a cell's text, in px, per density. */
export interface CellChrome {
  /** The header cell's padding and its content's (measured: 8 + 12 each side; compact, 4 + 12 each side and 4 more). */
  header: number;
  /** The body cell's padding (19 each side, 15 when compact), its borders and 2 px for the last column's. */
  cell: number;
}

export const CHROME: Readonly<Record<Density, CellChrome>> = {
  comfortable: { header: 40, cell: 42 },
  compact: { header: 36, cell: 34 },
};

/** A sortable header's sort icon (16 px beyond the content's padding) and its sort menu button (24 px). */
export const SORT_CONTROLS_WIDTH = 40;
/** The sort priority number a header shows while two or more columns sort the list. */
export const SORT_BADGE_WIDTH = 16;
/** Narrower than this, a name column wraps into too many lines: the table scrolls sideways instead. */
export const TEXT_COLUMN_FLOOR = 160;
/**
 * What a text column may give below its floor (down to its widest word) rather than have the table scroll
 * sideways by that little: a pricing's failure reason put the pricing list 2 px past a 1366 px screen.
 */
export const FLOOR_GIVE = 16;

interface Bounds {
  need: ColumnNeed;
  /** Where the table gives up and scrolls sideways (names wrapping onto three lines or more). */
  floor: number;
  /** A few px under the floor, never under the widest word: rather that than a small sideways scroll (FLOOR_GIVE). */
  lowest: number;
  /** Values on one line, header and names on up to two. */
  min: number;
  /** Header and names on one line too. */
  preferred: number;
}

function boundsOf(need: ColumnNeed, chrome: CellChrome): Bounds {
  if (need.fixed !== undefined) return { need, floor: need.fixed, lowest: need.fixed, min: need.fixed, preferred: need.fixed };
  const header = (width: number) => Math.ceil(width + chrome.header + need.headerExtra);
  const cell = (width: number) => Math.ceil(width + need.adornment + chrome.cell);
  const headerMin = Math.max(header(need.header.twoLines), need.minWidth ?? 0);
  if (need.kind === "figure") {
    const min = Math.max(cell(need.content.oneLine), headerMin);
    return { need, floor: min, lowest: min, min, preferred: Math.max(min, header(need.header.oneLine)) };
  }
  const min = Math.max(cell(need.content.twoLines), headerMin);
  const unbroken = Math.max(cell(need.content.word), headerMin);
  const floor = Math.min(min, Math.max(unbroken, TEXT_COLUMN_FLOOR));
  const lowest = Math.max(unbroken, floor - FLOOR_GIVE);
  return { need, floor, lowest, min, preferred: Math.max(min, cell(need.content.oneLine), header(need.header.oneLine)) };
}

const total = (columns: readonly Bounds[], width: (column: Bounds) => number) => columns.reduce((sum, column) => sum + width(column), 0);

/** Gives `room` to the columns, each up to its preferred width, in proportion to what each lacks. */
function growTowardPreferred(widths: Map<string, number>, columns: readonly Bounds[], room: number): number {
  const lacking = total(columns, (column) => column.preferred - (widths.get(column.need.id) ?? column.min));
  if (lacking <= 0 || room <= 0) return room;
  const share = Math.min(1, room / lacking);
  let used = 0;
  for (const column of columns) {
    const current = widths.get(column.need.id) ?? column.min;
    const added = Math.floor((column.preferred - current) * share);
    widths.set(column.need.id, current + added);
    used += added;
  }
  return room - used;
}

/** Spreads what is left over the text columns, in proportion to their width. */
function spread(widths: Map<string, number>, columns: readonly Bounds[], room: number): void {
  const sum = total(columns, (column) => widths.get(column.need.id) ?? 0);
  if (sum <= 0 || room <= 0) return;
  for (const column of columns) {
    const current = widths.get(column.need.id) ?? 0;
    widths.set(column.need.id, current + Math.floor((room * current) / sum));
  }
}

/**
 * Takes `shortfall` (no more than they can give) from the columns, each from its `from` width toward its `to`
 * width, in proportion to what each can give.
 */
function narrow(
  widths: Map<string, number>,
  columns: readonly Bounds[],
  shortfall: number,
  from: (column: Bounds) => number,
  to: (column: Bounds) => number,
): void {
  const slack = total(columns, (column) => from(column) - to(column));
  if (slack <= 0) return;
  for (const column of columns) {
    widths.set(column.need.id, from(column) - Math.ceil(((from(column) - to(column)) * shortfall) / slack));
  }
}

/**
 * 'full': names and headers on at most two lines; 'names-wrap-more': names on three lines or more so
 * every column shows; 'scrolls': not even that fits, the table scrolls sideways.
 */
export type Fit = "full" | "names-wrap-more" | "scrolls";

export interface ColumnWidths {
  widths: ReadonlyMap<string, number>;
  fit: Fit;
}

/**
 * The width of each column in `availableWidth` px. Every column first gets its minimum (values on one
 * line, header and names on two); the room left brings the figures' headers, then the names, to one line;
 * what is still left widens the text columns. Short of room, names wrap onto more lines (down to a floor) before the
 * table scrolls sideways. An unknown width (0: not measured yet) gives every column its preferred width.
 */
export function columnWidths(columns: readonly ColumnNeed[], availableWidth: number, chrome: CellChrome): ColumnWidths {
  const bounds = columns.map((need) => boundsOf(need, chrome));
  if (availableWidth <= 0) return { widths: new Map(bounds.map((column) => [column.need.id, column.preferred])), fit: "full" };
  const widths = new Map(bounds.map((column) => [column.need.id, column.min]));
  const adjustable = bounds.filter((column) => column.need.fixed === undefined);
  const text = adjustable.filter((column) => column.need.kind === "text");
  const minimum = total(bounds, (column) => column.min);
  if (minimum > availableWidth) {
    const floors = total(bounds, (column) => column.floor);
    if (floors > availableWidth) {
      const floorWidths = new Map(bounds.map((column) => [column.need.id, column.floor]));
      if (floors - availableWidth > total(text, (column) => column.floor - column.lowest)) return { widths: floorWidths, fit: "scrolls" };
      narrow(floorWidths, text, floors - availableWidth, (column) => column.floor, (column) => column.lowest);
      return { widths: floorWidths, fit: "names-wrap-more" };
    }
    narrow(widths, text, minimum - availableWidth, (column) => column.min, (column) => column.floor);
    return { widths, fit: "names-wrap-more" };
  }
  let room = availableWidth - minimum;
  room = growTowardPreferred(
    widths,
    adjustable.filter((column) => column.need.kind === "figure"),
    room,
  );
  room = growTowardPreferred(widths, text, room);
  spread(widths, text, room);
  return { widths, fit: "full" };
}

export interface ColumnLayout extends ColumnWidths {
  density: Density;
}

export interface LayoutRoom {
  /** The list's inner width in px (0 when not measured yet). */
  available: number;
  /** Width of the columns the kit adds (selection checkboxes, row options), per density. */
  reserved: (density: Density) => number;
}

/**
 * Widths and row density: comfortable rows when everything fits that way, else Cloudscape's compact rows
 * (8 px less padding per column) so more fits before names wrap further or the table scrolls sideways.
 */
export function columnLayout(columns: readonly ColumnNeed[], room: LayoutRoom): ColumnLayout {
  const layout = (density: Density): ColumnLayout => ({
    density,
    ...columnWidths(columns, room.available > 0 ? Math.max(1, room.available - room.reserved(density)) : 0, CHROME[density]),
  });
  const comfortable = layout("comfortable");
  return comfortable.fit === "full" ? comfortable : layout("compact");
}

import type { ColumnNeed } from "./column-widths";
import type { ColumnDef } from "./types";

/**
 * Table columns that hold more than one list column, one under the other (a product code under its barcode,
 * the adjusted value under the actual one), so a list with every spec column fits a 1366 px laptop without
 * scrolling sideways. Only the table stacks them: the preferences, the filter, the phone's cards and the
 * exports keep each column on its own.
 */

/** One table column: its top list column and those shown under it, in order. */
export interface ColumnStack<T> {
  top: ColumnDef<T>;
  under: readonly ColumnDef<T>[];
}

/**
 * The visible columns as table columns: a column that declares `stackUnder` goes under the column it names
 * when it comes right after it (or after what is already stacked under it) in the order the user chose.
 * A column with a footer total keeps a table column of its own: its total sits under its header.
 */
export function stackColumns<T>(shown: readonly ColumnDef<T>[], totalled: ReadonlySet<string> = new Set()): ColumnStack<T>[] {
  const stacks: { top: ColumnDef<T>; under: ColumnDef<T>[] }[] = [];
  for (const column of shown) {
    const last = stacks.at(-1);
    if (last && column.stackUnder !== undefined && !totalled.has(column.id) && !totalled.has(last.top.id)) {
      const members = [last.top, ...last.under].map((member) => member.id as string);
      if (members.includes(column.stackUnder)) {
        last.under.push(column);
        continue;
      }
    }
    stacks.push({ top: column, under: [] });
  }
  return stacks;
}

/** The columns of a stack, top first. */
export function stackMembers<T>(stack: ColumnStack<T>): ColumnDef<T>[] {
  return [stack.top, ...stack.under];
}

/** What a table header shows: the column's short header when it has one. */
export function tableHeaderText<T>(column: ColumnDef<T>): string {
  return column.shortHeader ?? column.header;
}

/** The header's title (shown on hover): the full names, when the header shortens or stacks them; else none. */
export function stackTitle<T>(stack: ColumnStack<T>): string | undefined {
  const members = stackMembers(stack);
  if (members.length === 1 && stack.top.shortHeader === undefined) return undefined;
  return members.map((column) => column.header).join(" / ");
}

/**
 * The need of a stack's table column from its columns' own needs: each header on a line of its own, each
 * value on a line of its own (names still wrap); sorted, resized and dragged as its top column.
 */
export function stackNeed(top: ColumnNeed, under: readonly ColumnNeed[]): ColumnNeed {
  if (under.length === 0) return top;
  const needs = [top, ...under];
  const widest = (read: (need: ColumnNeed) => number) => Math.max(...needs.map(read));
  const headerLine = widest((need) => need.header.oneLine);
  return {
    ...top,
    kind: needs.some((need) => need.kind === "text") ? "text" : "figure",
    header: { oneLine: headerLine, twoLines: headerLine, word: widest((need) => need.header.word) },
    content: {
      oneLine: widest((need) => need.content.oneLine),
      twoLines: widest((need) => need.content.twoLines),
      word: widest((need) => need.content.word),
    },
    adornment: widest((need) => need.adornment),
    ...(widest((need) => need.minWidth ?? 0) > 0 ? { minWidth: widest((need) => need.minWidth ?? 0) } : {}),
  };
}

import Badge, { type BadgeProps } from "@cloudscape-design/components/badge";
import StatusIndicator, { type StatusIndicatorProps } from "@cloudscape-design/components/status-indicator";
import type { ReactNode } from "react";
import { alignsRight, type ColumnDecimals, cellValue, formatCell, statusOption } from "./cells";
import type { ColumnDef, Tone } from "./types";

/**
 * One cell as the list shows it: statuses and toned values in colour, figures to the right in a table
 * column ('column') or from the start where a label sits over the value, as in a card ('start').
 */
export type CellAlignment = "column" | "start";

const STATUS_TYPES: Readonly<Record<Tone, StatusIndicatorProps.Type>> = {
  success: "success",
  warning: "warning",
  danger: "error",
  info: "info",
  neutral: "stopped",
};

const BADGE_COLORS: Readonly<Record<Tone, NonNullable<BadgeProps["color"]>>> = {
  success: "green",
  warning: "severity-medium",
  danger: "red",
  info: "blue",
  neutral: "grey",
};

interface CellContentProps<T> {
  column: ColumnDef<T>;
  item: T;
  align?: CellAlignment;
  /** Unit-cost decimals of the column over the filtered rows (`columnDecimals`). */
  decimals?: ColumnDecimals;
}

function cellBody<T extends object>(column: ColumnDef<T>, item: T, decimals: ColumnDecimals | undefined): ReactNode {
  if (column.type === "text" && column.cell) return column.cell(item);
  if (column.type === "status") {
    const option = statusOption(column, cellValue(column, item));
    return column.display === "badge" ? (
      <Badge color={BADGE_COLORS[option.tone]}>{option.label}</Badge>
    ) : (
      <StatusIndicator type={STATUS_TYPES[option.tone]}>{option.label}</StatusIndicator>
    );
  }
  const text = formatCell(column, item, decimals);
  const tone = column.tone?.(item);
  return tone && text ? <Badge color={BADGE_COLORS[tone]}>{text}</Badge> : text;
}

/**
 * In a table column, names wrap (onto two lines in a column sized for them) while figures stay on one
 * line; the kit sizes columns for both (`column-widths.ts`).
 */
export function CellContent<T extends object>({ column, item, align = "column", decimals }: CellContentProps<T>) {
  const body = cellBody(column, item, decimals);
  if (align !== "column") return <>{body}</>;
  if (column.type === "text") return <div className="list-kit-text">{body}</div>;
  return <div className={alignsRight(column.type) ? "list-kit-figure list-kit-figure--end" : "list-kit-figure"}>{body}</div>;
}

import Badge, { type BadgeProps } from "@cloudscape-design/components/badge";
import Box from "@cloudscape-design/components/box";
import StatusIndicator, { type StatusIndicatorProps } from "@cloudscape-design/components/status-indicator";
import { alignsRight, cellValue, formatCell, statusOption } from "./cells";
import type { ColumnDef, Tone } from "./types";

/** One cell as the list shows it: figures to the right, statuses and toned values in colour. */

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

export function CellContent<T extends object>({ column, item }: { column: ColumnDef<T>; item: T }) {
  if (column.type === "text" && column.cell) return <>{column.cell(item)}</>;
  if (column.type === "status") {
    const option = statusOption(column, cellValue(column, item));
    return column.display === "badge" ? (
      <Badge color={BADGE_COLORS[option.tone]}>{option.label}</Badge>
    ) : (
      <StatusIndicator type={STATUS_TYPES[option.tone]}>{option.label}</StatusIndicator>
    );
  }
  const text = formatCell(column, item);
  const tone = column.tone?.(item);
  const content = tone && text ? <Badge color={BADGE_COLORS[tone]}>{text}</Badge> : text;
  return alignsRight(column.type) ? <Box textAlign="right">{content}</Box> : content;
}

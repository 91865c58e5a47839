/** The list kit: what screens import. See README.md beside this file. */
export { DataList, type DataListProps } from "./DataList";
export { formatCell } from "./cells";
export { recordCountLabel } from "./count-label";
export { exportHeading } from "./export-heading";
export { clearSectionFilters } from "./filter-storage";
export { effectiveSort, sortItems } from "./sort";
export { computeTotals, marginOf, sumColumn } from "./totals";
export type {
  CellValue,
  ColumnDef,
  ColumnType,
  ListConfig,
  ListContext,
  ListVariant,
  RowAction,
  RowActionGroup,
  RowOption,
  SelectionAction,
  SortDirection,
  SortKey,
  SortSpec,
  StatusOption,
  Tone,
  TotalSpec,
} from "./types";

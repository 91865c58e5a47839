import type { TableProps } from "@cloudscape-design/components/table";
import { CellContent } from "./CellContent";
import { LIST_TEXT } from "./i18n";
import { RowOptions } from "./RowOptions";
import type { ColumnDef, ColumnType, ListContext, RowOption } from "./types";

/** The Cloudscape column definitions of a list: the row options button first, then the visible columns. */

export const OPTIONS_COLUMN_ID = "__options";

/** The row options button (32 px) with the cell's padding. */
const OPTIONS_COLUMN_WIDTH = 68;

const TYPE_WIDTHS: Readonly<Record<ColumnType, number>> = {
  text: 200,
  code: 90,
  integer: 100,
  quantity: 110,
  currency: 120,
  unitCost: 130,
  percent: 100,
  date: 140,
  status: 120,
};

/**
 * Starting width of a column the screen did not size: enough for its kind of value and for its header
 * beside the sort icon, the sort menu and the resize handle (about 96 px); the user can resize it.
 */
export function defaultColumnWidth<T>(column: ColumnDef<T>): number {
  return Math.max(TYPE_WIDTHS[column.type], Math.round(column.header.length * 7) + 96);
}

export function tableColumns<T extends object>(
  columns: readonly ColumnDef<T>[],
  rowOptions: readonly RowOption<T>[] | undefined,
  context: ListContext<T>,
): TableProps.ColumnDefinition<T>[] {
  const definitions: TableProps.ColumnDefinition<T>[] = columns.map((column, index) => ({
    id: column.id,
    header: column.header,
    cell: (item: T) => <CellContent column={column} item={item} />,
    ...(column.sortable === false ? {} : { sortingField: column.id }),
    width: column.width ?? defaultColumnWidth(column),
    ...(column.minWidth !== undefined ? { minWidth: column.minWidth } : {}),
    isRowHeader: index === 0,
  }));
  if (!rowOptions || rowOptions.length === 0) return definitions;
  return [
    {
      id: OPTIONS_COLUMN_ID,
      // Named for assistive technology only (its resize handle takes the header's name); seen, it stays blank.
      header: <span className="list-kit-screen-reader-only">{LIST_TEXT.rowOptionsColumn}</span>,
      width: OPTIONS_COLUMN_WIDTH,
      minWidth: OPTIONS_COLUMN_WIDTH,
      cell: (item: T) => <RowOptions item={item} options={rowOptions} context={context} />,
    },
    ...definitions,
  ];
}

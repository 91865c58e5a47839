import type { TableProps } from "@cloudscape-design/components/table";
import { CellContent } from "./CellContent";
import type { ColumnDecimals } from "./cells";
import { type ColumnStack, stackTitle, tableHeaderText } from "./column-stacks";
import type { Density } from "./column-widths";
import { LIST_TEXT } from "./i18n";
import { RowOptions } from "./RowOptions";
import type { ListContext, RowOption } from "./types";
import { optionsColumnWidth } from "./use-column-layout";

/** The Cloudscape column definitions of a list: the row options button first, then the visible columns. */

export const OPTIONS_COLUMN_ID = "__options";

export interface ColumnSizing {
  /** Each column's width, from `useColumnLayout`. */
  widths: ReadonlyMap<string, number>;
  density: Density;
  /** Unit-cost decimals of each unit-cost column over the filtered rows. */
  decimals: ColumnDecimals;
  /** Checkboxes come first: the row options column is not the table's first. */
  selectable: boolean;
}

export function tableColumns<T extends object>(
  stacks: readonly ColumnStack<T>[],
  rowOptions: readonly RowOption<T>[] | undefined,
  context: ListContext<T>,
  sizing: ColumnSizing,
): TableProps.ColumnDefinition<T>[] {
  const definitions: TableProps.ColumnDefinition<T>[] = stacks.map((stack, index) => {
    const column = stack.top;
    const width = sizing.widths.get(column.id);
    return {
      id: column.id,
      // A header wraps onto a second line rather than being cut when its column is narrow; a stack's headers
      // take a line each. A short or stacked header is titled with the full names.
      header:
        stack.under.length === 0 ? (
          <span className="list-kit-header" title={stackTitle(stack)}>
            {tableHeaderText(column)}
          </span>
        ) : (
          <span className="list-kit-header list-kit-header--stacked" title={stackTitle(stack)}>
            {[column, ...stack.under].map((member) => (
              <span key={member.id} className="list-kit-header__line">
                {tableHeaderText(member)}
              </span>
            ))}
          </span>
        ),
      cell: (item: T) =>
        stack.under.length === 0 ? (
          <CellContent column={column} item={item} decimals={sizing.decimals} />
        ) : (
          <div className="list-kit-stack">
            {[column, ...stack.under].map((member) => (
              <CellContent key={member.id} column={member} item={item} decimals={sizing.decimals} />
            ))}
          </div>
        ),
      ...(column.sortable === false ? {} : { sortingField: column.id }),
      ...(width !== undefined ? { width } : {}),
      ...(column.minWidth !== undefined ? { minWidth: column.minWidth } : {}),
      isRowHeader: index === 0,
    };
  });
  if (!rowOptions || rowOptions.length === 0) return definitions;
  const optionsWidth = optionsColumnWidth(sizing.density, sizing.selectable);
  return [
    {
      id: OPTIONS_COLUMN_ID,
      // Named for assistive technology only (its resize handle takes the header's name); seen, it stays blank.
      header: <span className="list-kit-screen-reader-only">{LIST_TEXT.rowOptionsColumn}</span>,
      width: optionsWidth,
      minWidth: optionsWidth,
      cell: (item: T) => <RowOptions item={item} options={rowOptions} context={context} />,
    },
    ...definitions,
  ];
}

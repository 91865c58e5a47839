import type {
  PropertyFilterOperatorExtended,
  PropertyFilterOption,
  PropertyFilterProperty,
} from "@cloudscape-design/collection-hooks";
import { formatCell } from "./cells";
import {
  CurrencyForm,
  UnitCostForm,
  DateForm,
  formatDateToken,
  formatNumberToken,
  IntegerForm,
  PercentForm,
  QuantityForm,
} from "./filter-forms";
import { type FilterOperator, defaultOperatorFor, operatorsFor } from "./filter-operators";
import { isNumericFilterType, type NumericType } from "./filter-values";
import type { ColumnDef } from "./types";

/** The PropertyFilter's properties and suggestions, derived from the list's columns. */

/** Text columns suggest at most this many distinct values each (15,000-product lists). */
export const MAX_SUGGESTIONS_PER_COLUMN = 500;

/** The value editor of each kind of figure. */
const NUMBER_FORMS: Readonly<Record<NumericType, typeof IntegerForm>> = {
  code: IntegerForm,
  integer: IntegerForm,
  quantity: QuantityForm,
  currency: CurrencyForm,
  unitCost: UnitCostForm,
  percent: PercentForm,
};

function operatorsOf<T>(column: ColumnDef<T>): (FilterOperator | PropertyFilterOperatorExtended<string>)[] {
  const operators = operatorsFor(column.type);
  const type = column.type;
  if (isNumericFilterType(type)) {
    const form = NUMBER_FORMS[type];
    return operators.map((operator) => ({ operator, form, format: (value: string) => formatNumberToken(type, value) }));
  }
  if (type === "date") {
    return operators.map((operator) => ({ operator, form: DateForm, format: formatDateToken }));
  }
  return [...operators];
}

export function filteringPropertiesFor<T>(columns: readonly ColumnDef<T>[]): PropertyFilterProperty[] {
  return columns
    .filter((column) => column.filterable !== false)
    .map((column) => ({
      key: column.id,
      propertyLabel: column.header,
      groupValuesLabel: `Valores de ${column.header}`,
      defaultOperator: defaultOperatorFor(column.type),
      operators: operatorsOf(column),
    }));
}

/** Status columns suggest their labels; text columns their distinct shown values. */
export function filteringOptionsFor<T extends object>(columns: readonly ColumnDef<T>[], items: readonly T[]): PropertyFilterOption[] {
  const options: PropertyFilterOption[] = [];
  for (const column of columns) {
    if (column.filterable === false) continue;
    if (column.type === "status") {
      for (const [value, option] of Object.entries(column.options)) {
        options.push({ propertyKey: column.id, value, label: option.label });
      }
    } else if (column.type === "text") {
      const seen = new Set<string>();
      for (const item of items) {
        const text = formatCell(column, item);
        if (text !== "" && !seen.has(text)) seen.add(text);
        if (seen.size >= MAX_SUGGESTIONS_PER_COLUMN) break;
      }
      for (const value of seen) options.push({ propertyKey: column.id, value });
    }
  }
  return options;
}

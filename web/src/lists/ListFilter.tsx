import type { UseCollectionResult } from "@cloudscape-design/collection-hooks";
import Alert from "@cloudscape-design/components/alert";
import PropertyFilter from "@cloudscape-design/components/property-filter";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useState } from "react";
import type { FilterQuery } from "./filter-match";
import { checkQuery, type RejectedFilter } from "./filter-normalize";
import { filterCountText, LIST_TEXT, PROPERTY_FILTER_I18N } from "./i18n";
import type { ColumnDef } from "./types";

export interface ListFilterProps<T> {
  filterProps: UseCollectionResult<T>["propertyFilterProps"];
  columns: readonly ColumnDef<T>[];
  /** Records that pass the filter. */
  count: number;
  /** Applies a checked query (only valid tokens reach it). */
  onApply: (query: FilterQuery) => void;
}

/**
 * The list's property filter. Every change is checked against the columns first: a token whose value is
 * not valid for its column is left out of the applied (and saved) query, and a notice says which and why.
 */
export function ListFilter<T>({ filterProps, columns, count, onApply }: ListFilterProps<T>) {
  const [rejected, setRejected] = useState<readonly RejectedFilter[]>([]);
  return (
    <SpaceBetween size="xs">
      <PropertyFilter
        {...filterProps}
        onChange={({ detail }) => {
          const checked = checkQuery(detail, columns);
          setRejected(checked.rejected);
          onApply(checked.query);
        }}
        i18nStrings={PROPERTY_FILTER_I18N}
        filteringAriaLabel={LIST_TEXT.filteringLabel}
        filteringPlaceholder={LIST_TEXT.filteringPlaceholder}
        countText={filterCountText(count)}
        expandToViewport
        virtualScroll
      />
      {rejected.length > 0 ? (
        <Alert type="error" dismissible onDismiss={() => setRejected([])} header={LIST_TEXT.filterNotApplied}>
          <ul>
            {rejected.map((filter) => (
              <li key={filter.text}>
                <strong>{filter.text}</strong>: {filter.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </SpaceBetween>
  );
}

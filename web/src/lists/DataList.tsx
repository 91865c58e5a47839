import "./lists.css";
import { useCollection } from "@cloudscape-design/collection-hooks";
import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import CollectionPreferences from "@cloudscape-design/components/collection-preferences";
import Header from "@cloudscape-design/components/header";
import Pagination from "@cloudscape-design/components/pagination";
import SpaceBetween from "@cloudscape-design/components/space-between";
import Table from "@cloudscape-design/components/table";
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from "react";
import type { ListHead } from "../../../shared/wire/list-head";
import { AlignedTotals } from "./AlignedTotals";
import { columnDecimals } from "./cells";
import { stackColumns } from "./column-stacks";
import { recordCountLabel } from "./count-label";
import { buildExportDocument } from "./export-document";
import { ExportMenu } from "./ExportMenu";
import { createItemMatcher, EMPTY_QUERY } from "./filter-match";
import { FREE_TEXT_OPERATORS } from "./filter-operators";
import { filteringOptionsFor, filteringPropertiesFor } from "./filter-properties";
import { LIST_TEXT, selectRowLabel } from "./i18n";
import { ListCards } from "./ListCards";
import { ListFilter } from "./ListFilter";
import { confirmedPreferences, lockedColumnsFor, preferencesProps, visibleColumns } from "./preferences";
import { effectiveSort, sameSort, sortItems } from "./sort";
import { tableColumns } from "./table-columns";
import { fromSortingColumns, toSortingColumns } from "./table-sort";
import { computeTotals, totalsFromSums } from "./totals";
import { trackValue } from "./track-by";
import { SelectionActions } from "./SelectionActions";
import type { ListConfig, ListContext, RowOption, SelectionAction, SortSpec } from "./types";
import { useColumnLayout } from "./use-column-layout";
import { useListState } from "./use-list-state";
import { layoutFor, useViewportWidth } from "./viewport";

/**
 * THE list of the product (DESIGN §9, spec §2.3): Cloudscape Table + collection hooks with paging,
 * multi-column sort, per-column filters kept in the session, footer totals, the record count, PDF and
 * Excel export, back button or filter menu, row options and checkbox selection. Screens declare a
 * `ListConfig` and pass their items and handlers; they do not re-implement any of this.
 */

export interface DataListProps<T extends object> {
  config: ListConfig<T>;
  /** The whole list as the API sent it; the browser pages, sorts and filters it. */
  items: readonly T[];
  loading?: boolean;
  /**
   * While loading, a long list's head (getList's `onHead`): its first page in the default order, record count
   * and totals show until the whole list arrives. Sorting, filtering, paging or checking rows wait for the
   * whole list.
   */
  head?: ListHead<T> | null;
  /** The load failed: the list shows empty (the API client already raised the notification). */
  loadFailed?: boolean;
  title: string;
  description?: ReactNode;
  /** Header buttons; a function receives the selection (e.g. 'Adicionar' becomes 'Remover'). */
  actions?: ReactNode | ((context: ListContext<T>) => ReactNode);
  /** Shows a back button before the title. */
  onBack?: () => void;
  /** Takes the back button's place (the sales pages' filter menu). */
  leading?: ReactNode;
  rowOptions?: readonly RowOption<T>[];
  /** Header buttons that act on the checked rows, shown while rows are checked (needs `selectable`). */
  selectionActions?: readonly SelectionAction<T>[];
  /** Checkbox selection (multi). */
  selectable?: boolean;
  onSelectionChange?: (selectedItems: readonly T[]) => void;
  isItemDisabled?: (item: T) => boolean;
  /** Export title and subtitle, built by the screen from its breadcrumb; the title defaults to `title`. */
  exportTitle?: string;
  exportSubtitle?: string;
}

const NO_ITEMS: readonly never[] = [];

function EmptyState({ action }: { action?: ReactNode }) {
  return (
    <Box margin={{ vertical: "xs" }} textAlign="center" color="inherit">
      <SpaceBetween size="m">
        <b>{LIST_TEXT.empty}</b>
        {action}
      </SpaceBetween>
    </Box>
  );
}

const waitsForWholeList = () => true;

export function DataList<T extends object>(props: DataListProps<T>) {
  const { config, loading = false, loadFailed = false, selectable = false, rowOptions, onSelectionChange } = props;
  const { columns, defaultSort } = config;
  const isPage = (config.variant ?? "page") === "page";
  const layout = layoutFor(useViewportWidth());
  const state = useListState(config);

  const source: readonly T[] = loadFailed ? NO_ITEMS : props.items;
  const sortSpec = useMemo(() => effectiveSort(state.userSort, defaultSort), [state.userSort, defaultSort]);
  const sorted = useMemo(() => sortItems(source, sortSpec, columns), [source, sortSpec, columns]);
  const filteringProperties = useMemo(() => filteringPropertiesFor(columns), [columns]);
  const filteringOptions = useMemo(() => filteringOptionsFor(columns, source), [columns, source]);
  const filteringFunction = useMemo(() => createItemMatcher(columns), [columns]);

  const { items, allPageItems, filteredItemsCount, collectionProps, propertyFilterProps, paginationProps, actions } = useCollection(
    sorted,
    {
      propertyFiltering: {
        filteringProperties,
        filteringOptions,
        filteringFunction,
        defaultQuery: state.initialQuery,
        freeTextFiltering: { operators: FREE_TEXT_OPERATORS },
        empty: <EmptyState />,
        noMatch: (
          <EmptyState
            action={<Button onClick={() => actions.setPropertyFiltering(EMPTY_QUERY)}>{LIST_TEXT.clearFilters}</Button>}
          />
        ),
      },
      pagination: { pageSize: state.preferences.pageSize },
      ...(selectable ? { selection: { trackBy: config.trackBy, keepSelection: false } } : {}),
    },
  );

  const { persist } = state;
  const query = propertyFilterProps.query;
  // The head stands in for the list in its default order and unfiltered only.
  const showsHead = loading && !loadFailed && sameSort(state.userSort, defaultSort) && query.tokens.length === 0;
  const preview = showsHead ? (props.head ?? null) : null;
  // Its rows cannot be checked: a selection, and what the header does with it, waits for the whole list.
  const isItemDisabled = preview && selectable ? waitsForWholeList : props.isItemDisabled;
  // The rows the widths and decimals are taken from: the whole list, or the head's while it stands in.
  const sizingRows = preview ? preview.rows : source;
  useEffect(() => persist(query), [persist, query]);

  const selectedItems = collectionProps.selectedItems ?? NO_ITEMS;
  useEffect(() => onSelectionChange?.(selectedItems), [onSelectionChange, selectedItems]);

  const { setSelectedItems, setCurrentPage, setPropertyFiltering } = actions;
  const clearSelection = useCallback(() => setSelectedItems([]), [setSelectedItems]);
  const context: ListContext<T> = useMemo(
    () => ({ selectedItems, filteredItems: allPageItems, clearSelection }),
    [selectedItems, allPageItems, clearSelection],
  );

  const shownColumns = useMemo(() => visibleColumns(columns, state.preferences), [columns, state.preferences]);
  // The table's columns: some visible columns show under another one (a product code under its barcode).
  const stacks = useMemo(
    () => stackColumns(shownColumns, new Set((config.totals ?? []).map((total) => total.column))),
    [shownColumns, config.totals],
  );
  // Widths come from every item (not the page or the filter), so they stay put while the user pages and filters.
  const listRoot = useRef<HTMLDivElement>(null);
  const sourceTotals = useMemo(
    () => (preview ? totalsFromSums(preview.sums, columns, config.totals ?? []) : computeTotals(source, columns, config.totals ?? [])),
    [preview, source, columns, config.totals],
  );
  const sourceDecimals = useMemo(() => columnDecimals(columns, sizingRows), [columns, sizingRows]);
  // A filter only takes rows out: as many filtered rows as items are the same rows (in another order), whose
  // totals and decimals are the whole list's. A second pass over the 14,551 pricing products was ~400 ms of a
  // (loaded) machine's profile of the first screen: money rounding, totals, unit-cost decimals.
  const wholeList = preview !== null || allPageItems.length === source.length;
  const totals = useMemo(
    () => (wholeList ? sourceTotals : computeTotals(allPageItems, columns, config.totals ?? [])),
    [wholeList, sourceTotals, allPageItems, columns, config.totals],
  );
  const decimals = useMemo(() => (wholeList ? sourceDecimals : columnDecimals(columns, allPageItems)), [wholeList, sourceDecimals, columns, allPageItems]);
  const hasRowOptions = (rowOptions?.length ?? 0) > 0;
  const sizing = useColumnLayout({
    rootRef: listRoot,
    stacks,
    items: sizingRows,
    totals: sourceTotals,
    decimals: sourceDecimals,
    defaultSort,
    selectable,
    hasRowOptions,
    shown: !layout.dense,
  });
  const { widths, density } = sizing;
  const definitions = useMemo(
    () => tableColumns(stacks, rowOptions, context, { widths, density, decimals, selectable }),
    [stacks, rowOptions, context, widths, density, decimals, selectable],
  );

  const locked = lockedColumnsFor(state.preferences, config, layout.lockByDefault, layout.dense);
  const count = preview ? preview.count : (filteredItemsCount ?? allPageItems.length);
  const pageSize = state.preferences.pageSize;
  const pageItems = preview ? preview.rows.slice(0, pageSize) : items;
  const listLoading = loading && preview === null;
  const title = props.title;
  const exportDocument = useCallback(
    () =>
      buildExportDocument({
        title: props.exportTitle ?? title,
        subtitle: props.exportSubtitle,
        columns: shownColumns,
        items: allPageItems,
        totals,
      }),
    [props.exportTitle, props.exportSubtitle, title, shownColumns, allPageItems, totals],
  );

  const headerActions = typeof props.actions === "function" ? props.actions(context) : props.actions;
  const leading =
    props.leading ??
    (props.onBack ? <Button variant="icon" iconName="arrow-left" ariaLabel={LIST_TEXT.back} onClick={props.onBack} /> : null);

  const changeSort = (sort: SortSpec) => {
    state.setUserSort(sort);
    setCurrentPage(1);
  };
  // What the table and the phone's cards both show.
  const header = (
    <Header
      variant={isPage ? "awsui-h1-sticky" : "h2"}
      counter={recordCountLabel(count)}
      description={props.description}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {props.selectionActions ? <SelectionActions actions={props.selectionActions} context={context} /> : null}
          {headerActions}
          <ExportMenu document={exportDocument} disabled={loading || count === 0} />
        </SpaceBetween>
      }
    >
      {leading ? (
        <span className="list-kit-title">
          {leading}
          <span>{title}</span>
        </span>
      ) : (
        title
      )}
    </Header>
  );
  const filter = <ListFilter filterProps={propertyFilterProps} columns={columns} count={count} onApply={setPropertyFiltering} />;
  const pagination = (
    <Pagination
      {...paginationProps}
      {...(preview ? { currentPageIndex: 1, pagesCount: Math.max(1, Math.ceil(preview.count / pageSize)), disabled: true } : {})}
      pagesVariant={layout.compactPagination ? "compact" : "normal"}
      ariaLabels={{ paginationLabel: LIST_TEXT.pagination }}
    />
  );

  if (layout.dense) {
    return (
      <div className="list-kit">
        <ListCards
          config={config}
          items={pageItems}
          columns={shownColumns}
          decimals={decimals}
          collectionProps={collectionProps}
          loading={listLoading}
          title={title}
          header={header}
          filter={filter}
          pagination={pagination}
          userSort={state.userSort}
          onSortChange={changeSort}
          preferences={state.preferences}
          onPreferencesChange={state.setPreferences}
          selectable={selectable}
          isItemDisabled={isItemDisabled}
          rowOptions={rowOptions}
          context={context}
          totals={totals}
        />
      </div>
    );
  }

  return (
    <div className="list-kit" ref={listRoot}>
      {/* Mounted once the list's width is known, with widths that fit it (and again when they change). */}
      {sizing.measured ? (
        <Table
          key={sizing.key}
          {...collectionProps}
          items={pageItems}
          trackBy={config.trackBy}
          columnDefinitions={definitions}
          multiColumnSort={{
            sortingColumns: toSortingColumns<T>(state.userSort),
            onChange: ({ detail }) => changeSort(fromSortingColumns(detail.sortingColumns)),
          }}
          selectionType={selectable ? "multi" : undefined}
          isItemDisabled={isItemDisabled}
          loading={listLoading}
          loadingText={LIST_TEXT.loading}
          variant={isPage ? "full-page" : "embedded"}
          stickyHeader={isPage}
          stickyColumns={{ first: locked > 0 ? locked + (hasRowOptions ? 1 : 0) : 0, last: config.lockLastColumn && layout.lockByDefault ? 1 : 0 }}
          wrapLines={state.preferences.wrapLines}
          stripedRows={state.preferences.stripedRows}
          contentDensity={density}
          resizableColumns
          onColumnWidthsChange={sizing.onColumnWidthsChange}
          enableKeyboardNavigation
          ariaLabels={{
            tableLabel: title,
            selectionGroupLabel: LIST_TEXT.selectionGroup,
            allItemsSelectionLabel: () => LIST_TEXT.selectAll,
            itemSelectionLabel: (_selection, item) => selectRowLabel(trackValue(config.trackBy, item)),
          }}
          header={header}
          filter={filter}
          pagination={pagination}
          preferences={
            <CollectionPreferences
              {...preferencesProps(config, state.preferences, locked)}
              onConfirm={({ detail }) => state.setPreferences(confirmedPreferences(state.preferences, detail))}
            />
          }
          footer={
            totals.length > 0 ? (
              <AlignedTotals totals={totals} columns={stacks.map((stack) => stack.top.id)} decimals={decimals} density={density} />
            ) : undefined
          }
        />
      ) : null}
    </div>
  );
}

import "./list-cards.css";
import type { UseCollectionResult } from "@cloudscape-design/collection-hooks";
import Box from "@cloudscape-design/components/box";
import Cards, { type CardsProps } from "@cloudscape-design/components/cards";
import CollectionPreferences from "@cloudscape-design/components/collection-preferences";
import Container from "@cloudscape-design/components/container";
import Header from "@cloudscape-design/components/header";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { CARDS_FIRST_PAINT_CLASS, cardLayout, cardsPreferencesProps, FIRST_PAINT_CARDS, leadingSortKey, reverseLeadingKey, sortByColumn, sortChoices } from "./card-layout";
import { CardsSort } from "./CardsSort";
import type { ColumnDecimals } from "./cells";
import { CellContent } from "./CellContent";
import { LIST_TEXT, selectRowLabel } from "./i18n";
import { confirmedPreferences, type ListPreferences } from "./preferences";
import { RowOptions } from "./RowOptions";
import { TotalsBar } from "./TotalsBar";
import type { ComputedTotal } from "./totals";
import { trackValue } from "./track-by";
import type { ColumnDef, ListConfig, ListContext, RowOption, SortSpec } from "./types";

/**
 * The list on phones (below 480 px, spec §9): each row a Cloudscape card headed by its identifying columns,
 * the other visible columns as label and value. It shows what the table would: the same collection (filter,
 * sort, page), header, filter bar, pagination, selection, row options, preferences and totals, all
 * computed by `DataList`; only the sort needs its own control, since cards have no column headers.
 */

export interface ListCardsProps<T extends object> {
  config: ListConfig<T>;
  /** The current page of the filtered and sorted rows. */
  items: readonly T[];
  /** The visible columns in the user's order. */
  columns: readonly ColumnDef<T>[];
  /** Unit-cost decimals of each column over the filtered rows, as the table shows them. */
  decimals: ColumnDecimals;
  /** The collection's selection, empty state and paging position. */
  collectionProps: UseCollectionResult<T>["collectionProps"];
  loading: boolean;
  title: string;
  /** The list's header, filter bar and pagination, as the table shows them. */
  header: ReactNode;
  filter: ReactNode;
  pagination: ReactNode;
  userSort: SortSpec;
  onSortChange: (sort: SortSpec) => void;
  preferences: ListPreferences;
  onPreferencesChange: (preferences: ListPreferences) => void;
  selectable: boolean;
  isItemDisabled?: (item: T) => boolean;
  rowOptions?: readonly RowOption<T>[];
  context: ListContext<T>;
  totals: readonly ComputedTotal[];
}

interface CardHeadingProps<T extends object> {
  heading: readonly ColumnDef<T>[];
  item: T;
  decimals: ColumnDecimals;
  rowOptions?: readonly RowOption<T>[];
  context: ListContext<T>;
  /** False in the cards' first paint: the options menu comes right after it (see useFirstPaintDone). */
  optionsMounted: boolean;
}

/**
 * False in the cards' first paint, then true. The first paint draws the page's first cards without their row
 * options menus (a Cloudscape menu each, a fifth of a card's elements); the rest of the page and the menus come
 * in a transition React renders once that paint is on screen. On a mid-range phone (4x CPU slowdown) the first
 * use and loss cards came about 0.4 s sooner.
 */
function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => startTransition(() => setDone(true)), []);
  return done;
}

/** A card's title (a figure or date title says what it is: 'Nº 12'), the other identifying columns small under it, and the row's options. */
function CardHeading<T extends object>({ heading, item, decimals, rowOptions, context, optionsMounted }: CardHeadingProps<T>) {
  const [title, ...details] = heading;
  return (
    <div className="list-card-heading">
      <div className="list-card-heading__text">
        {title ? (
          <div className="list-card-heading__title">
            {title.type === "text" ? null : <span className="list-card-heading__label">{title.header}</span>}{" "}
            <CellContent column={title} item={item} align="start" decimals={decimals} />
          </div>
        ) : null}
        {details.length > 0 ? (
          <div className="list-card-heading__details">
            {details.map((column) => (
              <Box key={column.id} variant="small" color="text-body-secondary">
                {column.header} <CellContent column={column} item={item} align="start" decimals={decimals} />
              </Box>
            ))}
          </div>
        ) : null}
      </div>
      {rowOptions && rowOptions.length > 0 ? (
        optionsMounted ? (
          <RowOptions item={item} options={rowOptions} context={context} />
        ) : (
          <span className="list-card-heading__options-placeholder" />
        )
      ) : null}
    </div>
  );
}

interface CardFieldsProps<T extends object> {
  columns: readonly ColumnDef<T>[];
  item: T;
  decimals: ColumnDecimals;
}

/** The card's other columns, each label over its value, two side by side. */
function CardFields<T extends object>({ columns, item, decimals }: CardFieldsProps<T>) {
  return (
    <dl className="list-card-fields">
      {columns.map((column) => (
        <div className="list-card-field" key={column.id}>
          <dt>
            <Box variant="awsui-key-label">{column.header}</Box>
          </dt>
          <dd>
            <CellContent column={column} item={item} align="start" decimals={decimals} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ListCards<T extends object>(props: ListCardsProps<T>) {
  const { config, columns, decimals, collectionProps, rowOptions, context, userSort, onSortChange, preferences, onPreferencesChange } = props;
  const { heading, fields } = cardLayout(config, columns);
  const firstPaintDone = useFirstPaintDone();
  const cardDefinition: CardsProps.CardDefinition<T> = {
    header: (item) => (
      <CardHeading heading={heading} item={item} decimals={decimals} rowOptions={rowOptions} context={context} optionsMounted={firstPaintDone} />
    ),
    // One section of label/value pairs: Cloudscape's own sections stack one under another.
    sections: fields.length > 0 ? [{ id: "fields", content: (item: T) => <CardFields columns={fields} item={item} decimals={decimals} /> }] : [],
  };
  const isPage = (config.variant ?? "page") === "page";

  return (
    <SpaceBetween size="s">
      <div className={firstPaintDone ? "list-cards" : `list-cards ${CARDS_FIRST_PAINT_CLASS}`}>
      <Cards
        ref={collectionProps.ref}
        items={firstPaintDone ? props.items : props.items.slice(0, FIRST_PAINT_CARDS)}
        cardDefinition={cardDefinition}
        cardsPerRow={[{ cards: 1 }]}
        trackBy={config.trackBy}
        selectionType={props.selectable ? "multi" : undefined}
        selectedItems={collectionProps.selectedItems}
        onSelectionChange={collectionProps.onSelectionChange}
        isItemDisabled={props.isItemDisabled}
        empty={collectionProps.empty}
        totalItemsCount={collectionProps.totalItemsCount}
        firstIndex={collectionProps.firstIndex}
        loading={props.loading}
        loadingText={LIST_TEXT.loading}
        variant={isPage ? "full-page" : "container"}
        ariaLabels={{
          cardsLabel: props.title,
          selectionGroupLabel: LIST_TEXT.selectionGroup,
          itemSelectionLabel: (_selection, item) => selectRowLabel(trackValue(config.trackBy, item)),
        }}
        header={props.header}
        filter={
          <SpaceBetween size="xs">
            {props.filter}
            <CardsSort
              choices={sortChoices(columns)}
              leading={leadingSortKey(userSort, config.defaultSort)}
              onChoose={(key) => onSortChange(sortByColumn(key))}
              onReverse={() => onSortChange(reverseLeadingKey(userSort, config.defaultSort))}
            />
          </SpaceBetween>
        }
        pagination={props.pagination}
        preferences={
          <CollectionPreferences
            {...cardsPreferencesProps(config, preferences)}
            onConfirm={({ detail }) => onPreferencesChange(confirmedPreferences(preferences, detail))}
          />
        }
      />
      </div>
      {props.totals.length > 0 ? (
        <Container header={<Header variant={isPage ? "h2" : "h3"}>{LIST_TEXT.totals}</Header>}>
          <TotalsBar totals={props.totals} />
        </Container>
      ) : null}
    </SpaceBetween>
  );
}

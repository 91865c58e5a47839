import Button from "@cloudscape-design/components/button";
import Select, { type SelectProps } from "@cloudscape-design/components/select";
import type { SortChoice } from "./card-layout";
import { LIST_TEXT } from "./i18n";
import type { SortKey } from "./types";

/** The card list's sort (cards have no column headers): the column it is ordered by and the direction. */

export interface CardsSortProps {
  choices: readonly SortChoice[];
  /** The key the list is ordered by first. */
  leading: SortKey | undefined;
  onChoose: (key: string) => void;
  onReverse: () => void;
}

export function CardsSort({ choices, leading, onChoose, onReverse }: CardsSortProps) {
  const options: SelectProps.Option[] = choices.map((choice) => ({ value: choice.value, label: choice.label }));
  const selected = options.find((option) => option.value === leading?.key) ?? null;
  const descending = leading?.direction === "desc";
  return (
    <div className="list-cards-sort">
      <div className="list-cards-sort__column">
        <Select
          inlineLabelText={LIST_TEXT.sortBy}
          options={options}
          selectedOption={selected}
          placeholder={LIST_TEXT.sortByPlaceholder}
          onChange={({ detail }) => {
            if (detail.selectedOption.value) onChoose(detail.selectedOption.value);
          }}
        />
      </div>
      <div className="list-cards-sort__direction">
        <Button iconName={descending ? "arrow-down" : "arrow-up"} disabled={!leading} onClick={onReverse}>
          {descending ? LIST_TEXT.descending : LIST_TEXT.ascending}
        </Button>
      </div>
    </div>
  );
}

import ButtonDropdown, { type ButtonDropdownProps } from "@cloudscape-design/components/button-dropdown";
import { LIST_TEXT } from "./i18n";
import type { ListContext, RowAction, RowOption } from "./types";

/** The options button of a row (spec §2.3): the screen's options, disabled or hidden per row. */

function isGroup<T>(option: RowOption<T>): option is Extract<RowOption<T>, { items: readonly RowAction<T>[] }> {
  return "items" in option;
}

function toItem<T>(action: RowAction<T>, item: T, context: ListContext<T>): ButtonDropdownProps.Item {
  const disabled = action.disabled?.(item, context) ?? false;
  return {
    id: action.id,
    text: action.text,
    disabled,
    ...(disabled && action.disabledReason ? { disabledReason: action.disabledReason } : {}),
  };
}

/** Dropdown items for one row; hidden options are left out, empty groups too. */
export function rowOptionItems<T>(options: readonly RowOption<T>[], item: T, context: ListContext<T>): ButtonDropdownProps.ItemOrGroup[] {
  const items: ButtonDropdownProps.ItemOrGroup[] = [];
  for (const option of options) {
    if (option.hidden?.(item)) continue;
    if (isGroup(option)) {
      const children = option.items.filter((action) => !action.hidden?.(item)).map((action) => toItem(action, item, context));
      if (children.length > 0) {
        items.push({ text: option.text, items: children, disabled: option.disabled?.(item, context) ?? false });
      }
    } else {
      items.push(toItem(option, item, context));
    }
  }
  return items;
}

/** The action of a clicked id, searched through groups. */
export function findRowAction<T>(options: readonly RowOption<T>[], id: string): RowAction<T> | undefined {
  for (const option of options) {
    if (isGroup(option)) {
      const found = option.items.find((action) => action.id === id);
      if (found) return found;
    } else if (option.id === id) {
      return option;
    }
  }
  return undefined;
}

export interface RowOptionsProps<T> {
  item: T;
  options: readonly RowOption<T>[];
  context: ListContext<T>;
}

/**
 * Whether the options button itself is off: nothing to offer, or rows are checked and every option is off
 * for it (spec §2.9: with a selection, row options are disabled; the header acts on the selection).
 */
export function rowOptionsOff<T>(items: readonly ButtonDropdownProps.ItemOrGroup[], context: ListContext<T>): boolean {
  if (items.length === 0) return true;
  return context.selectedItems.length > 0 && items.every((entry) => entry.disabled === true);
}

export function RowOptions<T>({ item, options, context }: RowOptionsProps<T>) {
  const items = rowOptionItems(options, item, context);
  return (
    <ButtonDropdown
      variant="icon"
      ariaLabel={LIST_TEXT.rowOptions}
      items={items}
      disabled={rowOptionsOff(items, context)}
      expandToViewport
      expandableGroups
      onItemClick={({ detail }) => findRowAction(options, detail.id)?.onClick(item)}
    />
  );
}

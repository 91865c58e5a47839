import Button from "@cloudscape-design/components/button";
import type { ListContext, SelectionAction } from "./types";

/** The selection's header buttons, while rows are checked; each off, with its reason, when the selection does not fit it. */
export function SelectionActions<T>({ actions, context }: { actions: readonly SelectionAction<T>[]; context: ListContext<T> }) {
  const { selectedItems } = context;
  if (selectedItems.length === 0) return null;
  return (
    <>
      {actions.map((action) => {
        const disabled = action.disabled?.(selectedItems) ?? false;
        const reason = typeof action.disabledReason === "function" ? action.disabledReason(selectedItems) : action.disabledReason;
        return (
          <Button
            key={action.id}
            {...(action.iconName ? { iconName: action.iconName } : {})}
            disabled={disabled}
            {...(disabled && reason ? { disabledReason: reason } : {})}
            onClick={() => action.onClick(context)}
          >
            {action.text}
          </Button>
        );
      })}
    </>
  );
}

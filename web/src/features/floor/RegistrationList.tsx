import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Container from "@cloudscape-design/components/container";
import Header from "@cloudscape-design/components/header";
import List from "@cloudscape-design/components/list";
import Spinner from "@cloudscape-design/components/spinner";
import { UNDO_TEXT } from "./labels";

export interface RegistrationItem {
  id: number;
  title: string;
  details: string;
  /** The record can still be undone (open). */
  undoable: boolean;
  /** How the undo button names it for screen readers ("Desfazer contagem #12"). */
  undoLabel: string;
}

export interface RegistrationListProps {
  title: string;
  empty: string;
  /** undefined while loading. */
  items: readonly RegistrationItem[] | undefined;
  onUndo: (id: number) => void;
}

/** The user's last registrations, newest first, with 'Desfazer' on those still open. */
export function RegistrationList({ title, empty, items, onUndo }: RegistrationListProps) {
  return (
    <Container header={<Header variant="h2" counter={items ? `(${items.length})` : undefined}>{title}</Header>}>
      {items === undefined ? (
        <Spinner />
      ) : items.length === 0 ? (
        <Box color="text-status-inactive">{empty}</Box>
      ) : (
        <List
          ariaLabel={title}
          items={items}
          disablePaddings
          renderItem={(item) => ({
            id: String(item.id),
            // Name and details in one block, so 'Desfazer' stays beside both however long the name.
            content: (
              <div>
                <Box>{item.title}</Box>
                <Box variant="small">{item.details}</Box>
              </div>
            ),
            announcementLabel: item.title,
            actions: item.undoable ? (
              <Button ariaLabel={item.undoLabel} onClick={() => onUndo(item.id)}>
                {UNDO_TEXT.action}
              </Button>
            ) : undefined,
          })}
        />
      )}
    </Container>
  );
}

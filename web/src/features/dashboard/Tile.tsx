import Box from "@cloudscape-design/components/box";
import Container from "@cloudscape-design/components/container";
import Header from "@cloudscape-design/components/header";
import StatusIndicator from "@cloudscape-design/components/status-indicator";
import type { ReactNode } from "react";
import { isTileError, type TileAnswer } from "../../../../shared/contracts/dashboard";

interface TileProps<T extends object> {
  title: string;
  /** The tile's answer: its figures, or why it could not be read. */
  answer: TileAnswer<T>;
  description?: (data: T) => ReactNode;
  actions?: (data: T) => ReactNode;
  counter?: (data: T) => string | undefined;
  children: (data: T) => ReactNode;
}

/** One tile of the page: a Container headed by its title, showing its figures or why it failed. */
export function Tile<T extends object>({ title, answer, description, actions, counter, children }: TileProps<T>) {
  const data = isTileError(answer) ? undefined : answer;
  const count = data && counter ? counter(data) : undefined;
  return (
    <Container
      fitHeight
      header={
        <Header
          variant="h2"
          {...(data && description ? { description: description(data) } : {})}
          {...(data && actions ? { actions: actions(data) } : {})}
          {...(count ? { counter: count } : {})}
        >
          {title}
        </Header>
      }
    >
      {isTileError(answer) ? (
        <Box>
          <StatusIndicator type="error">{answer.error}</StatusIndicator>
        </Box>
      ) : (
        children(answer)
      )}
    </Container>
  );
}

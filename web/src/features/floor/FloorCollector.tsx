import "./collector.css";
import ContentLayout from "@cloudscape-design/components/content-layout";
import Header from "@cloudscape-design/components/header";
import Tabs from "@cloudscape-design/components/tabs";
import { CountTask } from "./CountTask";
import { COLLECTOR_TEXT } from "./labels";
import { UseLossTask } from "./UseLossTask";

const TASKS = [
  { id: "count", label: COLLECTOR_TEXT.count, content: <CountTask />, contentRenderStrategy: "lazy" as const },
  { id: "use-loss", label: COLLECTOR_TEXT.useLoss, content: <UseLossTask />, contentRenderStrategy: "lazy" as const },
];

/**
 * The standard user's page (their dashboard): the store-floor collector, phone first. Two tasks, Contagem and
 * Uso/Perda; a task once opened stays mounted, so switching keeps what it holds (a registration waiting for
 * 'Tentar novamente' among it).
 */
export function FloorCollector() {
  return (
    <ContentLayout header={<Header variant="h1" description={COLLECTOR_TEXT.description}>{COLLECTOR_TEXT.title}</Header>}>
      <Tabs ariaLabel={COLLECTOR_TEXT.tasks} tabs={TASKS} disableContentPaddings />
    </ContentLayout>
  );
}

import Box from "@cloudscape-design/components/box";
import Header from "@cloudscape-design/components/header";

/** /open_report/$report/$data? (spec §2.2, §2.5): a report opened outside the shell. */
export function OpenReportPage() {
  return (
    <Box padding="l">
      <Header variant="h1">Relatório</Header>
    </Box>
  );
}

import "./open-report.css";
import Box from "@cloudscape-design/components/box";
import Spinner from "@cloudscape-design/components/spinner";
import { REPORT_TEXT } from "./report-job";

/**
 * The report route's pending page while the job runs: loaded with the routes (not lazily), so it shows at
 * once on a print's new tab.
 */
export function ReportWaiting() {
  return (
    <div className="open-report__waiting" role="status">
      <Spinner size="large" />
      <Box variant="h2" tagOverride="p">
        {REPORT_TEXT.waiting}
      </Box>
    </div>
  );
}

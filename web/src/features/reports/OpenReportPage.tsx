import "./open-report.css";
import Alert from "@cloudscape-design/components/alert";
import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Spinner from "@cloudscape-design/components/spinner";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import type { ReportValue } from "../../../../shared/contracts/reports";
import { decodeReportData } from "./report-param";
import { REPORT_TEXT, type ReportOutcome, runReport } from "./report-job";

const route = getRouteApi("/open_report/$report/{-$data}");

type View = { phase: "loading" } | { phase: "done"; url: string } | { phase: "failed"; message: string };

const LOADING: View = { phase: "loading" };

function viewOf(outcome: ReportOutcome): View {
  return outcome.ok ? { phase: "done", url: outcome.url } : { phase: "failed", message: outcome.message };
}

/**
 * /open_report/$report/$data (spec §2.2, §2.5): outside the shell, generates the report named by the
 * parameters while showing 'Aguarde, gerando relatório...', then shows the PDF across the whole page.
 */
export function OpenReportPage() {
  const { report, data } = route.useParams();
  const value = useMemo(() => decodeReportData(report, data), [report, data]);
  const [attempt, setAttempt] = useState(0);
  if (!value) return <ReportFailure message={REPORT_TEXT.invalid} />;
  return <ReportRun key={attempt} value={value} onRetry={() => setAttempt((count) => count + 1)} />;
}

/** One run of the report job, from the waiting message to the PDF or the failure. */
function ReportRun({ value, onRetry }: { value: ReportValue; onRetry: () => void }) {
  const [view, setView] = useState<View>(LOADING);

  useEffect(() => {
    const controller = new AbortController();
    void runReport(value, { signal: controller.signal }).then((outcome) => {
      if (!controller.signal.aborted) setView(viewOf(outcome));
    });
    return () => controller.abort();
  }, [value]);

  if (view.phase === "done") {
    return <iframe className="open-report__document" title={REPORT_TEXT.frameTitle} src={view.url} />;
  }
  if (view.phase === "failed") return <ReportFailure message={view.message} onRetry={onRetry} />;
  return (
    <div className="open-report__waiting" role="status">
      <Spinner size="large" />
      <Box variant="h2" tagOverride="p">
        {REPORT_TEXT.waiting}
      </Box>
    </div>
  );
}

/** Why the report was not generated: the server's reason when it gave one, else the generic message. */
function ReportFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="open-report__failure">
      <Alert
        type="error"
        header={REPORT_TEXT.failedTitle}
        action={onRetry ? <Button onClick={onRetry}>{REPORT_TEXT.retry}</Button> : undefined}
      >
        {message}
      </Alert>
    </div>
  );
}

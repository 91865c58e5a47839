import "./open-report.css";
import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import { getRouteApi, useRouter } from "@tanstack/react-router";
import { REPORT_TEXT } from "./report-job";

const route = getRouteApi("/open_report/$report/{-$data}");

/**
 * /open_report/$report/$data (spec §2.2, §2.5): outside the shell, the report named by the parameters, which
 * the route's loader generates while 'Aguarde, gerando relatório...' shows (ReportWaiting); then the PDF
 * across the whole page, or why it was not generated.
 */
export function OpenReportPage() {
  const { outcome, retryable } = route.useLoaderData();
  const router = useRouter();
  if (outcome.ok) return <iframe className="open-report__document" title={REPORT_TEXT.frameTitle} src={outcome.url} />;
  // Another run shows the waiting message again (the match goes back to pending).
  const retry = () => void router.invalidate({ forcePending: true });
  return <ReportFailure message={outcome.message} {...(retryable ? { onRetry: retry } : {})} />;
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

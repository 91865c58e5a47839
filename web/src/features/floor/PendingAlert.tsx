import Alert from "@cloudscape-design/components/alert";
import Button from "@cloudscape-design/components/button";
import { PENDING_TEXT } from "./labels";

export interface PendingAlertProps {
  what: string;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}

/** A registration that got no answer: 'Tentar novamente' sends it again with the same idempotency key. */
export function PendingAlert({ what, busy, onRetry, onDiscard }: PendingAlertProps) {
  return (
    <Alert
      type="warning"
      header={PENDING_TEXT.header}
      dismissible
      dismissAriaLabel={PENDING_TEXT.dismiss}
      onDismiss={onDiscard}
      action={
        <Button onClick={onRetry} loading={busy}>
          {PENDING_TEXT.retry}
        </Button>
      }
    >
      {PENDING_TEXT.body(what)}
    </Alert>
  );
}

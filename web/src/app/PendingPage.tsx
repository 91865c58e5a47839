import Spinner from "@cloudscape-design/components/spinner";

/** Shown while a slow route loads its screen. */
export function PendingPage() {
  return (
    <div className="app-pending">
      <Spinner size="large" />
    </div>
  );
}

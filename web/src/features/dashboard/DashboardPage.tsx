import { usePageBreadcrumbs } from "../../app/breadcrumbs";

const NO_TRAIL = [] as const;

/** / (spec §2.2): an empty page that only resets the breadcrumb. */
export function DashboardPage() {
  usePageBreadcrumbs(NO_TRAIL);
  return null;
}

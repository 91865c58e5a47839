import type { ListHead } from "../../../../shared/wire/list-head";
import { useMemo, useState } from "react";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { DataList, type ListConfig } from "../../lists";
import { NotableFlagsProvider } from "../../app/notable-flags/NotableFlags";
import { salesRequestPath } from "./api";
import { ReportTypeModal } from "./ReportTypeModal";
import { type SalesDialog, SalesFilterMenu } from "./SalesFilterMenu";
import type { SalesRowOptions } from "./sales-lists";
import { useOpenSalesView } from "./sales-navigation";
import {
  reportView,
  type SalesCrumb,
  type SalesView,
  salesExportHeading,
  viewHeading,
  viewPeriod,
  viewReportType,
  viewSource,
  viewTrail,
  viewWithPeriod,
} from "./sales-views";
import { SalesPeriodModal } from "../../app/SalesPeriodModal";

export interface SalesListProps<T extends object> {
  /** Which screen this is; pages keep it stable (memoised on their route parameters). */
  view: SalesView;
  config: ListConfig<T>;
  rowOptions?: SalesRowOptions<T>;
  /** The view's rows: from the route's loader, or from useSalesRows for the product lists. */
  rows: readonly T[];
  /** True until the rows of a page-loaded list arrive. */
  loading?: boolean;
  /** A page-loaded list's head, while the whole list is on its way. */
  head?: ListHead<T> | null;
}

/**
 * The one sales screen (spec §2.10): the kit's list of the view's rows with the filter menu in the back
 * button's place, the 'Tipo de Relatório' and 'Período de Vendas' dialogs, and the breadcrumb whose steps
 * open those dialogs or lead back.
 */
export function SalesList<T extends object>({ view, config, rowOptions, rows, loading = false, head = null }: SalesListProps<T>) {
  const open = useOpenSalesView();
  const [dialog, setDialog] = useState<SalesDialog | null>(null);

  const trail = viewTrail(view);
  usePageBreadcrumbs(trail.map((crumb): Crumb => toCrumb(crumb, setDialog, open)));

  const requestPath = salesRequestPath(viewSource(view));
  const { title, description } = viewHeading(view);
  const exported = salesExportHeading(trail);
  const options = useMemo(() => rowOptions?.(open, view), [rowOptions, open, view]);
  const period = viewPeriod(view);
  const close = () => setDialog(null);

  return (
    <NotableFlagsProvider>
      <DataList
        key={requestPath}
        config={config}
        items={rows}
        loading={loading}
        head={head}
        title={title}
        description={description}
        exportTitle={exported.title}
        exportSubtitle={exported.subtitle}
        leading={<SalesFilterMenu onOpen={setDialog} />}
        {...(options ? { rowOptions: options } : {})}
      />
      {dialog === "reportType" ? (
        <ReportTypeModal
          value={viewReportType(view)}
          onDismiss={close}
          onApply={(type) => {
            close();
            open(reportView(type, period));
          }}
        />
      ) : null}
      {dialog === "period" ? (
        <SalesPeriodModal
          period={period}
          onDismiss={close}
          onApply={(next) => {
            close();
            open(viewWithPeriod(view, next));
          }}
        />
      ) : null}
    </NotableFlagsProvider>
  );
}

function toCrumb(crumb: SalesCrumb, openDialog: (dialog: SalesDialog) => void, open: (view: SalesView) => void): Crumb {
  const { action } = crumb;
  if (!action) return { text: crumb.text };
  if ("dialog" in action) return { text: crumb.text, onFollow: () => openDialog(action.dialog) };
  return { text: crumb.text, onFollow: () => open(action.view) };
}

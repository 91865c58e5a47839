import Box from "@cloudscape-design/components/box";
import Spinner from "@cloudscape-design/components/spinner";
import type { BarChartProps } from "@cloudscape-design/components/bar-chart";
import type { LineChartProps } from "@cloudscape-design/components/line-chart";
import type { PieChartProps } from "@cloudscape-design/components/pie-chart";
import { lazy, Suspense } from "react";

/**
 * The Cloudscape charts, loaded after the page that shows them: the dashboard's figures and a pricing's list
 * show at once and the charts (about a third of the dashboard's script) follow, which keeps the first load of
 * those pages light.
 */

const LazyLineChart = lazy(() => import("@cloudscape-design/components/line-chart"));
const LazyBarChart = lazy(() => import("@cloudscape-design/components/bar-chart"));
const LazyPieChart = lazy(() => import("@cloudscape-design/components/pie-chart"));

function ChartPlaceholder({ height }: { height: number }) {
  return (
    <Box textAlign="center" padding={{ vertical: "l" }}>
      <div style={{ minHeight: height }}>
        <Spinner size="large" />
      </div>
    </Box>
  );
}

/** The x values a Cloudscape chart takes. */
type ChartX = number | string | Date;

// The lazy components lose the charts' type parameter; the wrappers keep it for the callers.
export function LineChart<T extends ChartX>(props: LineChartProps<T>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={props.height ?? 200} />}>
      <LazyLineChart {...(props as unknown as LineChartProps<ChartX>)} />
    </Suspense>
  );
}

export function BarChart<T extends ChartX>(props: BarChartProps<T>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={props.height ?? 200} />}>
      <LazyBarChart {...(props as unknown as BarChartProps<ChartX>)} />
    </Suspense>
  );
}

export function PieChart<T extends PieChartProps.Datum>(props: PieChartProps<T>) {
  return (
    <Suspense fallback={<ChartPlaceholder height={props.size === "small" ? 120 : 200} />}>
      <LazyPieChart {...(props as unknown as PieChartProps)} />
    </Suspense>
  );
}

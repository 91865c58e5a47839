import Box from "@cloudscape-design/components/box";
import ExpandableSection from "@cloudscape-design/components/expandable-section";
import type { LineChartProps } from "@cloudscape-design/components/line-chart";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useMemo, useState } from "react";
import { PRODUCT_CLASS_LABELS, type PricingRow } from "../../../../shared/contracts/pricing";
import { formatPercent } from "../../../../shared/format";
import { LineChart } from "../../app/charts";
import { layoutFor, useViewportWidth } from "../../lists/viewport";
import { PARETO_TEXT } from "./labels";
import { type ParetoCurve, type ParetoProduct, paretoCurve } from "./pareto";

/**
 * The Pareto curve of a pricing (issue 16, item 3), above its 'Todos os Produtos' list: the cumulative share
 * of the sales by the products' rank, the pricing's A and A + B cutoffs as horizontal lines and the end of
 * classes A and B as vertical ones, with the class A reading in a sentence under it (and for screen readers).
 * Collapsible: on a phone it starts closed, so the list is right under it.
 */

type Margins = Pick<PricingRow, "a_class_margin" | "b_class_margin">;
type Series = LineChartProps<number>["series"][number];

const PERCENT_TICK = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const tick = (value: number) => `${PERCENT_TICK.format(value)}%`;
const DOMAIN: readonly number[] = [0, 100];
/** Short enough that the list's title shows under the chart on a 768 px high laptop screen. */
const CHART_HEIGHT = 180;

/** 'X% dos produtos fazem Y% das vendas (Classe A)', then with class B, for each class that ends before the last product. */
export function paretoSentences(curve: ParetoCurve): string[] {
  return curve.classEnds
    .filter((end) => end.x < 100)
    .map((end) => PARETO_TEXT.classSentence(formatPercent(end.x), formatPercent(end.y), end.productClass));
}

export function paretoSeries(curve: ParetoCurve, margins: Margins): Series[] {
  const cutoffs: Series[] = [
    { type: "threshold", title: PARETO_TEXT.cutoffA(formatPercent(margins.a_class_margin)), y: margins.a_class_margin },
    {
      type: "threshold",
      title: PARETO_TEXT.cutoffAB(formatPercent(margins.a_class_margin + margins.b_class_margin)),
      y: margins.a_class_margin + margins.b_class_margin,
    },
  ];
  const classEnds: Series[] = curve.classEnds
    .filter((end) => end.x < 100)
    .map((end) => ({ type: "threshold", title: PARETO_TEXT.classEnd(PRODUCT_CLASS_LABELS[end.productClass]), x: end.x }));
  return [
    { type: "line", title: PARETO_TEXT.curve, data: curve.points, valueFormatter: (value) => formatPercent(value) },
    ...cutoffs,
    ...classEnds,
  ];
}

/** `loading`: the products are on their way; the chart holds its place (the list under it does not move when they come). */
export function ParetoChart({ products, margins, loading = false }: { products: readonly ParetoProduct[]; margins: Margins; loading?: boolean }) {
  const phone = layoutFor(useViewportWidth()).dense;
  const [expanded, setExpanded] = useState(!phone);
  const curve = useMemo(() => paretoCurve(products), [products]);
  const series = useMemo(() => paretoSeries(curve, margins), [curve, margins]);
  const sentences = loading ? [] : paretoSentences(curve);
  return (
    <ExpandableSection
      variant="container"
      headerText={PARETO_TEXT.header}
      headerDescription={PARETO_TEXT.description}
      expanded={expanded}
      onChange={({ detail }) => setExpanded(detail.expanded)}
    >
      <SpaceBetween size="s">
        <LineChart<number>
          series={loading ? [] : series}
          statusType={loading ? "loading" : "finished"}
          loadingText={PARETO_TEXT.loading}
          xScaleType="linear"
          xDomain={DOMAIN}
          yDomain={DOMAIN}
          xTitle={PARETO_TEXT.xTitle}
          yTitle={PARETO_TEXT.yTitle}
          xTickFormatter={tick}
          yTickFormatter={tick}
          height={CHART_HEIGHT}
          hideFilter
          ariaLabel={PARETO_TEXT.ariaLabel}
          ariaDescription={sentences.join(". ")}
          detailPopoverSize="medium"
          i18nStrings={{ detailPopoverDismissAriaLabel: PARETO_TEXT.dismiss }}
          empty={<Box textAlign="center">{PARETO_TEXT.empty}</Box>}
        />
        <div>
          {sentences.map((sentence) => (
            <Box key={sentence} variant="p" padding="n">
              {sentence}
            </Box>
          ))}
        </div>
      </SpaceBetween>
    </ExpandableSection>
  );
}

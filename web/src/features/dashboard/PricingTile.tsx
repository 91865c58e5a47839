import Box from "@cloudscape-design/components/box";
import KeyValuePairs from "@cloudscape-design/components/key-value-pairs";
import { PieChart } from "../../app/charts";
import SpaceBetween from "@cloudscape-design/components/space-between";
import StatusIndicator, { type StatusIndicatorProps } from "@cloudscape-design/components/status-indicator";
import type { LastPricingTile, TileAnswer } from "../../../../shared/contracts/dashboard";
import { PRICING_STATUS_LABELS, PRICING_STATUSES, PRODUCT_CLASS_LABELS, PRODUCT_CLASSES, type PricingRow, type PricingStatus } from "../../../../shared/contracts/pricing";
import { formatCurrency, formatInteger, formatPercent } from "../../../../shared/format";
import { percentOf } from "../../../../shared/formulas/percent";
import { toCents } from "../../../../shared/money";
import { pricingHasLists, pricingLink } from "./tile-links";
import { DASHBOARD_TEXT, periodText } from "./texts";
import { Tile } from "./Tile";
import { TileButton } from "./TileLink";

const TEXT = DASHBOARD_TEXT.pricing;
const UNKNOWN = "Erro";

/** Spec §4: Criada and Classificada in warning, Aplicada in success; any other code shows 'Erro'. */
const STATUS_TYPES: Readonly<Record<PricingStatus, StatusIndicatorProps.Type>> = { created: "warning", classified: "warning", applied: "success" };

function isStatus(code: string): code is PricingStatus {
  return (PRICING_STATUSES as readonly string[]).includes(code);
}

/** The status as the pricing list shows it, with its classification or apply under way. */
function PricingStatusText({ pricing }: { pricing: PricingRow }) {
  const run = pricing.classification;
  if (run?.status === "running") return <StatusIndicator type="loading">{TEXT.running}</StatusIndicator>;
  if (run?.status === "failed") return <StatusIndicator type="error">{run.error ?? UNKNOWN}</StatusIndicator>;
  if (!isStatus(pricing.status)) return <StatusIndicator type="error">{UNKNOWN}</StatusIndicator>;
  const progress = pricing.apply_progress;
  return (
    <div>
      <StatusIndicator type={STATUS_TYPES[pricing.status]}>{PRICING_STATUS_LABELS[pricing.status]}</StatusIndicator>
      {pricing.status === "classified" && progress ? (
        <Box variant="small" display="block" color="text-body-secondary">
          {TEXT.applying(progress.done, progress.total)}
        </Box>
      ) : null}
    </div>
  );
}

function ClassShares({ pricing }: { pricing: PricingRow }) {
  const data = PRODUCT_CLASSES.map((productClass) => ({
    title: TEXT.classLabel(PRODUCT_CLASS_LABELS[productClass]),
    value: pricing[`${productClass}_class_sales`],
    products: pricing[`${productClass}_class_products`],
  }));
  return (
    <PieChart
      data={data}
      variant="donut"
      size="small"
      hideFilter
      ariaLabel={TEXT.byClass}
      legendTitle={TEXT.byClass}
      innerMetricValue={formatInteger(pricing.total_products)}
      innerMetricDescription={TEXT.products.toLowerCase()}
      segmentDescription={(datum) => formatPercent(percentOf(toCents(datum.value), toCents(pricing.total_sales)))}
      detailPopoverContent={(datum) => [
        { key: TEXT.sales, value: formatCurrency(datum.value) },
        { key: TEXT.products, value: formatInteger(datum.products) },
      ]}
    />
  );
}

export function PricingTile({ answer }: { answer: TileAnswer<LastPricingTile> }) {
  return (
    <Tile
      title={TEXT.title}
      answer={answer}
      description={({ pricing }) => (pricing ? `Nº ${pricing.id} · ${periodText({ start_date: pricing.period_start, end_date: pricing.period_end })}` : undefined)}
      actions={({ pricing }) => (
        <TileButton link={pricingLink(pricing)}>{pricingHasLists(pricing) ? TEXT.notableLoss : TEXT.open}</TileButton>
      )}
    >
      {({ pricing }) =>
        pricing ? (
          <SpaceBetween size="l">
            <KeyValuePairs
              columns={2}
              items={[
                { label: TEXT.status, value: <PricingStatusText pricing={pricing} /> },
                { label: TEXT.products, value: formatInteger(pricing.total_products) },
                { label: TEXT.sales, value: formatCurrency(pricing.total_sales) },
                { label: TEXT.netMargin, value: formatPercent(pricing.total_net_margin) },
              ]}
            />
            {pricingHasLists(pricing) ? <ClassShares pricing={pricing} /> : null}
          </SpaceBetween>
        ) : (
          <Box color="text-body-secondary">{TEXT.none}</Box>
        )
      }
    </Tile>
  );
}

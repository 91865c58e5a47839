import Box from "@cloudscape-design/components/box";
import Icon from "@cloudscape-design/components/icon";
import Spinner from "@cloudscape-design/components/spinner";
import StatusIndicator, { type StatusIndicatorProps } from "@cloudscape-design/components/status-indicator";
import { PRODUCT_CLASS_LABELS, PRODUCT_CLASSES, type PricingRow, type PricingTotalsWire } from "../../../../shared/contracts/pricing";
import type { ProductClass } from "../../../../shared/formulas/abc";
import { PRICE_ENDING_LABELS } from "../../../../shared/formulas/price-ending";
import { formatInteger, formatQuantity } from "../../../../shared/format";
import type { CellValue, ColumnDef, ListConfig, Tone } from "../../lists";
import { PRICING_LIST_HEADERS, PRICING_RUN_TEXT, PRICING_STATUS_OPTIONS, pricingPeriod, pricingStatusLabel } from "./labels";
import { canViewResults, classificationFailed, isApplying, isClassifying } from "./rules";

type RunKind = "classifying" | "failed" | "applying";

/** What runs on a pricing, as its status cell says it: a classification going on or failed, an apply under way. */
function runOf(pricing: PricingRow): RunKind | null {
  if (isClassifying(pricing)) return "classifying";
  if (classificationFailed(pricing)) return "failed";
  if (isApplying(pricing)) return "applying";
  return null;
}

/** The line under the status: 'Classificando…', 'Falhou: <reason>', 'Aplicando: 3 de 40'; empty when nothing runs. */
export function runText(pricing: PricingRow): string {
  switch (runOf(pricing)) {
    case "classifying":
      return PRICING_RUN_TEXT.classifying;
    case "failed":
      return PRICING_RUN_TEXT.failed(pricing.classification?.error);
    case "applying":
      return PRICING_RUN_TEXT.applying(formatInteger(pricing.apply_progress?.done ?? 0), formatInteger(pricing.apply_progress?.total ?? 0));
    default:
      return "";
  }
}

/** The status as the list sorts, filters, exports and sizes it: with what runs on the pricing, if anything. */
export function statusText(pricing: PricingRow): string {
  const label = pricingStatusLabel(pricing.status);
  const run = runText(pricing);
  return run ? `${label} - ${run}` : label;
}

const STATUS_TYPES: Readonly<Record<Tone, StatusIndicatorProps.Type>> = {
  success: "success",
  warning: "warning",
  danger: "error",
  info: "info",
  neutral: "stopped",
};

const RUN_COLORS = { classifying: "text-status-info", failed: "text-status-error", applying: "text-status-info" } as const;

function RunIcon({ run }: { run: RunKind }) {
  if (run === "classifying") return <Spinner size="normal" />;
  return run === "failed" ? <Icon name="status-negative" variant="error" size="small" /> : <Icon name="status-in-progress" variant="link" size="small" />;
}

/**
 * The status (spec §4, 'Erro' for a code the screens do not know) and, under it, the classification while it
 * runs or after it failed, or how far an apply got: the row follows both by itself (the list polls).
 */
function StatusCell({ pricing }: { pricing: PricingRow }) {
  const tone = PRICING_STATUS_OPTIONS[pricing.status]?.tone ?? "danger";
  const run = runOf(pricing);
  return (
    <>
      <StatusIndicator type={STATUS_TYPES[tone]}>{pricingStatusLabel(pricing.status)}</StatusIndicator>
      {run ? (
        // Not a StatusIndicator: it breaks words anywhere, and a failure's reason should wrap between words.
        <Box variant="small" display="block" color={RUN_COLORS[run]}>
          <RunIcon run={run} /> {runText(pricing)}
        </Box>
      ) : null}
    </>
  );
}

/** '50/30/20': the class margins as created (percent of the period's sales). */
export function classMarginsText(pricing: Pick<PricingRow, "a_class_margin" | "b_class_margin" | "c_class_margin">): string {
  return [pricing.a_class_margin, pricing.b_class_margin, pricing.c_class_margin].map(formatQuantity).join("/");
}

/** A classification's figure: empty until the pricing is classified (the server sends 0 until then). */
const resultFigure = (field: keyof PricingRow) => (pricing: PricingRow): CellValue => {
  const value = pricing[field];
  return canViewResults(pricing) && typeof value === "number" ? value : null;
};

type FigureType = "integer" | "currency" | "percent";

const FIGURES: readonly { key: keyof PricingTotalsWire; header: string; type: FigureType }[] = [
  { key: "products", header: PRICING_LIST_HEADERS.products, type: "integer" },
  { key: "cost", header: PRICING_LIST_HEADERS.cost, type: "currency" },
  { key: "sales", header: PRICING_LIST_HEADERS.sales, type: "currency" },
  { key: "taxes", header: PRICING_LIST_HEADERS.taxes, type: "currency" },
  { key: "profit", header: PRICING_LIST_HEADERS.profit, type: "currency" },
  { key: "net_margin", header: PRICING_LIST_HEADERS.netMargin, type: "percent" },
];

/** Spec §3: per class the same figures, one click away in the preferences ('Custo A' ... 'Margem Líquida C'). */
function classColumns(productClass: ProductClass): ColumnDef<PricingRow>[] {
  return FIGURES.map(({ key, header, type }) => {
    const id = `${productClass}_class_${key}` as const;
    return { id, header: PRICING_LIST_HEADERS.ofClass(header, PRODUCT_CLASS_LABELS[productClass]), type, value: resultFigure(id), hidden: true };
  });
}

const totalColumn = (key: keyof PricingTotalsWire, header: string, type: FigureType): ColumnDef<PricingRow> => {
  const id = `total_${key}` as const;
  return { id, header, type, value: resultFigure(id) };
};

/**
 * /pricing (spec §2.9, §3). At 1366 px the list shows, without scrolling sideways, the period, the status with
 * what runs on it, the margins, the products, sales, profit and net margin; groups, cost and taxes, each
 * class's figures, the period's days, the price ending and when it was applied are one click away in the
 * preferences. The period and the margins read as a person does and do not sort: 'Início' and 'Fim' sort and
 * filter by date.
 */
export const PRICING_LIST: ListConfig<PricingRow> = {
  section: "pricing",
  listId: "pricings",
  trackBy: "id",
  cardTitle: ["period", "id"],
  columns: [
    { id: "id", header: PRICING_LIST_HEADERS.id, type: "code" },
    { id: "period", header: PRICING_LIST_HEADERS.period, type: "text", value: pricingPeriod, sortable: false },
    { id: "status", header: PRICING_LIST_HEADERS.status, type: "text", value: statusText, cell: (row) => <StatusCell pricing={row} /> },
    { id: "margins", header: PRICING_LIST_HEADERS.margins, type: "text", value: classMarginsText, sortable: false },
    totalColumn("products", PRICING_LIST_HEADERS.products, "integer"),
    { id: "total_groups", header: PRICING_LIST_HEADERS.groups, type: "integer", value: resultFigure("total_groups"), hidden: true },
    { ...totalColumn("cost", PRICING_LIST_HEADERS.cost, "currency"), hidden: true },
    totalColumn("sales", PRICING_LIST_HEADERS.sales, "currency"),
    { ...totalColumn("taxes", PRICING_LIST_HEADERS.taxes, "currency"), hidden: true },
    totalColumn("profit", PRICING_LIST_HEADERS.profit, "currency"),
    totalColumn("net_margin", PRICING_LIST_HEADERS.netMargin, "percent"),
    ...PRODUCT_CLASSES.flatMap(classColumns),
    { id: "period_start", header: PRICING_LIST_HEADERS.start, type: "date", hidden: true },
    { id: "period_end", header: PRICING_LIST_HEADERS.end, type: "date", hidden: true },
    {
      id: "price_ending",
      header: PRICING_LIST_HEADERS.priceEnding,
      type: "text",
      value: (row) => PRICE_ENDING_LABELS[row.price_ending] ?? "",
      hidden: true,
    },
    { id: "applied_at", header: PRICING_LIST_HEADERS.appliedAt, type: "date", hidden: true },
  ],
  // Spec §9. Pricings of the same start keep the API's order (by id): the sort is stable.
  defaultSort: [{ key: "period_start", direction: "asc" }],
};

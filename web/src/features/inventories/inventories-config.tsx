import Box from "@cloudscape-design/components/box";
import Icon from "@cloudscape-design/components/icon";
import StatusIndicator, { type StatusIndicatorProps } from "@cloudscape-design/components/status-indicator";
import type { InventoryProcessing, InventoryRow } from "../../../../shared/contracts/inventories";
import { formatInteger } from "../../../../shared/format";
import type { ListConfig, Tone } from "../../lists";
import { INVENTORY_STATUS_OPTIONS, inventoryStatusLabel, PROCESSING_TEXT, periodLabel } from "./labels";

/** What the status cell says of a processing run under the status: nothing before one started. */
export function processingText(inventory: Pick<InventoryRow, "processing">): string {
  const run = inventory.processing;
  if (!run) return "";
  switch (run.status) {
    case "running":
      return PROCESSING_TEXT.running(formatInteger(run.done), formatInteger(run.total));
    case "done":
      return PROCESSING_TEXT.done;
    case "failed":
      return PROCESSING_TEXT.failed(run.error);
  }
}

const STATUS_TYPES: Readonly<Record<Tone, StatusIndicatorProps.Type>> = {
  success: "success",
  warning: "warning",
  danger: "error",
  info: "info",
  neutral: "stopped",
};

/** How a run that goes on, or failed, shows under the status. */
const RUN_LOOKS = {
  running: { icon: "status-in-progress", variant: "link", color: "text-status-info" },
  failed: { icon: "status-negative", variant: "error", color: "text-status-error" },
} as const;

/** A run shows under the status while it goes on or after it failed; a finished one is the status itself. */
function shownRun(inventory: Pick<InventoryRow, "processing">): (InventoryProcessing & { status: "running" | "failed" }) | null {
  const run = inventory.processing;
  return run && run.status !== "done" ? { ...run, status: run.status } : null;
}

/**
 * The status (spec §4, 'Erro' for a code the screens do not know) and, while processing runs or after it
 * failed, how far it got: the row itself follows the run (DESIGN §6).
 */
function StatusCell({ inventory }: { inventory: InventoryRow }) {
  const tone = INVENTORY_STATUS_OPTIONS[inventory.status]?.tone ?? "danger";
  const run = shownRun(inventory);
  return (
    <>
      <StatusIndicator type={STATUS_TYPES[tone]}>{inventoryStatusLabel(inventory.status)}</StatusIndicator>
      {run ? (
        // Not a StatusIndicator: it breaks words anywhere, and a failure's reason should wrap between words.
        <Box variant="small" display="block" color={RUN_LOOKS[run.status].color}>
          <Icon name={RUN_LOOKS[run.status].icon} variant={RUN_LOOKS[run.status].variant} size="small" /> {processingText(inventory)}
        </Box>
      ) : null}
    </>
  );
}

/**
 * The status as the list sorts, filters, exports and sizes it: with the run while it goes on or after it
 * failed (the column is then wide enough for the reason's longest word).
 */
export function statusText(inventory: Pick<InventoryRow, "status" | "processing">): string {
  const label = inventoryStatusLabel(inventory.status);
  return shownRun(inventory) ? `${label} - ${processingText(inventory)}` : label;
}

/**
 * /inventories (spec §2.7): every spec column. To fit 1366 px without scrolling sideways (every figure column
 * needs its header's room), the table shows the period under the year and the adjusted value under the
 * actual one, and heads the product counts short ('Div.', titled 'Divergentes').
 */
export const INVENTORIES_LIST: ListConfig<InventoryRow> = {
  section: "inventories",
  listId: "inventories",
  trackBy: "id",
  cardTitle: ["period", "year", "id"],
  columns: [
    { id: "year", header: "Ano", type: "code" },
    { id: "period", header: "Período", type: "text", value: (row) => periodLabel(row.period), stackUnder: "year" },
    { id: "status", header: "Status", type: "text", value: statusText, cell: (row) => <StatusCell inventory={row} /> },
    { id: "actual_value", header: "Valor Atual", type: "currency" },
    { id: "fixed_value", header: "Valor Ajustado", shortHeader: "Valor Ajust.", type: "currency", stackUnder: "actual_value" },
    { id: "products", header: "Produtos", shortHeader: "Prod.", type: "integer" },
    { id: "divergent_products", header: "Divergentes", shortHeader: "Div.", type: "integer" },
    { id: "positive_products", header: "Positivos", shortHeader: "Pos.", type: "integer" },
    { id: "zeroed_products", header: "Zerados", shortHeader: "Zer.", type: "integer" },
    { id: "negative_products", header: "Negativos", shortHeader: "Neg.", type: "integer" },
    { id: "processing", header: PROCESSING_TEXT.header, type: "text", value: processingText, hidden: true },
    { id: "id", header: "Inventário", type: "code", hidden: true },
  ],
  defaultSort: [
    { key: "period_start", direction: "asc" },
    { key: "id", direction: "asc" },
  ],
};

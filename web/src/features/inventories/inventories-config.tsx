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
 * /inventories (spec §2.7). At 1366 px the list shows, without scrolling sideways, the period, the status,
 * the values and the products and divergent products; positive, zeroed and negative products are one
 * click away in the preferences (every visible figure column needs its header's room).
 */
export const INVENTORIES_LIST: ListConfig<InventoryRow> = {
  section: "inventories",
  listId: "inventories",
  trackBy: "id",
  cardTitle: ["period", "year", "id"],
  columns: [
    { id: "year", header: "Ano", type: "code" },
    { id: "period", header: "Período", type: "text", value: (row) => periodLabel(row.period) },
    { id: "status", header: "Status", type: "text", value: statusText, cell: (row) => <StatusCell inventory={row} /> },
    { id: "actual_value", header: "Valor Atual", type: "currency" },
    { id: "fixed_value", header: "Valor Ajustado", type: "currency" },
    { id: "products", header: "Produtos", type: "integer" },
    { id: "divergent_products", header: "Divergentes", type: "integer" },
    { id: "positive_products", header: "Positivos", type: "integer", hidden: true },
    { id: "zeroed_products", header: "Zerados", type: "integer", hidden: true },
    { id: "negative_products", header: "Negativos", type: "integer", hidden: true },
    { id: "processing", header: PROCESSING_TEXT.header, type: "text", value: processingText, hidden: true },
    { id: "id", header: "Inventário", type: "code", hidden: true },
  ],
  defaultSort: [
    { key: "period_start", direction: "asc" },
    { key: "id", direction: "asc" },
  ],
};

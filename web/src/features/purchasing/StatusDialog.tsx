import RadioGroup from "@cloudscape-design/components/radio-group";
import { useState } from "react";
import { ORDER_STATUS_FILTER_LABELS, ORDER_STATUS_FILTERS, type OrderStatusFilter } from "../../../../shared/contracts/purchasing";
import { ConfirmModal } from "../../app/ConfirmModal";

const TITLE = "Status de Pedidos";
const ITEMS = ORDER_STATUS_FILTERS.map((status) => ({ value: status, label: ORDER_STATUS_FILTER_LABELS[status] }));

function isStatus(value: string): value is OrderStatusFilter {
  return (ORDER_STATUS_FILTERS as readonly string[]).includes(value);
}

export interface StatusDialogProps {
  current: OrderStatusFilter;
  onApply: (status: OrderStatusFilter) => void;
  onDismiss: () => void;
}

/** 'Status de Pedidos' (spec §2.5): which orders the list shows. Render it only while open. */
export function StatusDialog({ current, onApply, onDismiss }: StatusDialogProps) {
  const [chosen, setChosen] = useState<OrderStatusFilter>(current);
  return (
    <ConfirmModal
      visible
      size="small"
      header={TITLE}
      onCancel={onDismiss}
      confirmText="Aplicar"
      onConfirm={() => onApply(chosen)}
    >
      <RadioGroup
        ariaLabel={TITLE}
        value={chosen}
        items={ITEMS}
        onChange={({ detail }) => {
          if (isStatus(detail.value)) setChosen(detail.value);
        }}
      />
    </ConfirmModal>
  );
}

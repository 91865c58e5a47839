import RadioGroup from "@cloudscape-design/components/radio-group";
import { useState } from "react";
import { ConfirmModal } from "../../app/ConfirmModal";
import type { PurchaseOrderStatus } from "../../app/route-params";
import { STATUS_FILTER_LABELS, STATUS_FILTERS } from "./labels";

const TITLE = "Status de Pedidos";
const ITEMS = STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_FILTER_LABELS[status] }));

function isStatus(value: string): value is PurchaseOrderStatus {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export interface StatusDialogProps {
  current: PurchaseOrderStatus;
  onApply: (status: PurchaseOrderStatus) => void;
  onDismiss: () => void;
}

/** 'Status de Pedidos' (spec §2.5): which orders the list shows. Render it only while open. */
export function StatusDialog({ current, onApply, onDismiss }: StatusDialogProps) {
  const [chosen, setChosen] = useState<PurchaseOrderStatus>(current);
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

import { useCallback } from "react";
import type { PurchaseOrderItemRow } from "../../../../shared/contracts/purchasing";
import { DataList } from "../../lists";
import { fetchQuoteParticipants } from "./api";
import { QUOTE_PARTICIPANTS_LIST } from "./dialogs-config";
import { ItemDialog } from "./ItemDialog";
import { ACTIONS, ORDERS_SECTION_LABEL, orderCrumb } from "./labels";
import { useListLoader } from "../../app/use-list-loader";

export interface QuoteParticipantsDialogProps {
  orderId: number;
  priceQuoteId: number;
  item: PurchaseOrderItemRow;
  onDismiss: () => void;
}

/** 'Participantes da Cotação' (spec §2.5): the suppliers who quoted the item's product, with their unit cost. */
export function QuoteParticipantsDialog({ orderId, priceQuoteId, item, onDismiss }: QuoteParticipantsDialogProps) {
  const productId = item.product_id;
  const load = useCallback(() => fetchQuoteParticipants(priceQuoteId, productId), [priceQuoteId, productId]);
  // A dialog, not a route: it has no route loader, so it loads its list through the list loader hook.
  const { items, loading } = useListLoader(load);
  const product = `${item.product_id} - ${item.product}`;
  return (
    <ItemDialog title={ACTIONS.participants} onDismiss={onDismiss}>
      <DataList
        config={QUOTE_PARTICIPANTS_LIST}
        items={items}
        loading={loading}
        title={product}
        description={`Cotação ${priceQuoteId}`}
        exportTitle={`${ORDERS_SECTION_LABEL} - ${ACTIONS.participants}`}
        exportSubtitle={`${ORDERS_SECTION_LABEL} / ${orderCrumb(orderId)} / Cotação ${priceQuoteId} / ${product}`}
      />
    </ItemDialog>
  );
}

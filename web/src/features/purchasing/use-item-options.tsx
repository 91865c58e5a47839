import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import type { PurchaseOrderItemRow, PurchaseOrderRow } from "../../../../shared/contracts/purchasing";
import { useCurrentUser } from "../../app/current-user";
import { notify } from "../../app/notifications";
import type { RowOption } from "../../lists";
import { fetchOrder } from "./api";
import { ACTIONS, MESSAGES } from "./labels";
import { LastEntriesDialog } from "./LastEntriesDialog";
import { QuoteParticipantsDialog } from "./QuoteParticipantsDialog";

type OpenDialog =
  | { kind: "participants"; order: PurchaseOrderRow; item: PurchaseOrderItemRow }
  | { kind: "lastEntries"; item: PurchaseOrderItemRow };

export interface OrderItemOptions<T extends PurchaseOrderItemRow> {
  rowOptions: readonly RowOption<T>[];
  /** The open dialog, if any: render it beside the list. */
  dialog: ReactNode;
}

/**
 * An order item's row options (spec §2.5, §6; admin only): 'Participantes da Cotação', refused with
 * 'Pedido {id} não foi feito por Cotação!' when the order has no quote, and 'Últimas Entradas'.
 */
export function useOrderItemOptions<T extends PurchaseOrderItemRow>(orderId: string): OrderItemOptions<T> {
  const admin = useCurrentUser()?.admin ?? false;
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const order = useRef<PurchaseOrderRow | null>(null);

  const showParticipants = useCallback(
    async (item: PurchaseOrderItemRow) => {
      if (order.current?.id !== item.purchase_order_id) order.current = await fetchOrder(orderId);
      const current = order.current;
      if (!current) return;
      if (current.price_quote_id > 0) setOpen({ kind: "participants", order: current, item });
      else notify("error", MESSAGES.notFromQuote(current.id));
    },
    [orderId],
  );

  const rowOptions = useMemo<readonly RowOption<T>[]>(() => {
    const adminOnly = { disabled: () => !admin, disabledReason: ACTIONS.adminOnly };
    return [
      { id: "participants", text: ACTIONS.participants, onClick: (item) => void showParticipants(item), ...adminOnly },
      { id: "last_entries", text: ACTIONS.lastEntries, onClick: (item) => setOpen({ kind: "lastEntries", item }), ...adminOnly },
    ];
  }, [admin, showParticipants]);

  const close = useCallback(() => setOpen(null), []);
  let dialog: ReactNode = null;
  if (open?.kind === "participants") {
    dialog = (
      <QuoteParticipantsDialog
        orderId={open.order.id}
        priceQuoteId={open.order.price_quote_id}
        item={open.item}
        onDismiss={close}
      />
    );
  } else if (open?.kind === "lastEntries") {
    dialog = <LastEntriesDialog orderId={open.item.purchase_order_id} item={open.item} onDismiss={close} />;
  }
  return { rowOptions, dialog };
}

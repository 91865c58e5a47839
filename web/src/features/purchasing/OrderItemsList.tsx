import { useMemo } from "react";
import type { PurchaseOrderItemRow } from "../../../../shared/contracts/purchasing";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { DataList, exportHeading, type ListConfig } from "../../lists";
import { NotableFlagsProvider } from "../../app/notable-flags/NotableFlags";
import { ORDERS_SECTION_LABEL, orderCrumb } from "./labels";
import { useBack } from "../../app/use-back";
import { useOrderItemOptions } from "./use-item-options";

export interface OrderItemsListProps<T extends PurchaseOrderItemRow> {
  orderId: string;
  config: ListConfig<T>;
  /** The order's rows, loaded by the page's route. */
  items: readonly T[];
  title: string;
  /** The breadcrumb after the order number ('Itens'). */
  crumb: string;
}

/** An order's items as a list (items or cost variation): breadcrumb 'Pedidos' > '#id' > crumb, item options. */
export function OrderItemsList<T extends PurchaseOrderItemRow>({ orderId, config, items, title, crumb }: OrderItemsListProps<T>) {
  const trail = useMemo<Crumb[]>(() => [{ text: orderCrumb(orderId) }, { text: crumb }], [orderId, crumb]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ORDERS_SECTION_LABEL, trail);
  const { rowOptions, dialog } = useOrderItemOptions<T>(orderId);
  const back = useBack("/purchase_orders");

  return (
    <NotableFlagsProvider>
      <DataList
        key={orderId}
        config={config}
        items={items}
        title={title}
        exportTitle={heading.title}
        exportSubtitle={heading.subtitle}
        onBack={back}
        rowOptions={rowOptions}
      />
      {dialog}
    </NotableFlagsProvider>
  );
}

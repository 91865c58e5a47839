import { useCallback, useMemo } from "react";
import { type Crumb, usePageBreadcrumbs } from "../../app/breadcrumbs";
import { DataList, exportHeading, type ListConfig } from "../../lists";
import { NotableFlagsProvider } from "../notable_products/NotableFlags";
import { ORDERS_SECTION_LABEL, orderCrumb } from "./labels";
import type { PurchaseOrderItem } from "./types";
import { useBack } from "../../app/use-back";
import { useOrderItemOptions } from "./use-item-options";
import { useLoad } from "../../app/use-load";

export interface OrderItemsListProps<T extends PurchaseOrderItem> {
  orderId: string;
  config: ListConfig<T>;
  load: (orderId: string) => Promise<T[]>;
  title: string;
  /** The breadcrumb after the order number ('Itens'). */
  crumb: string;
}

const NONE: never[] = [];

/** An order's items as a list (items or cost variation): breadcrumb 'Pedidos' > '#id' > crumb, item options. */
export function OrderItemsList<T extends PurchaseOrderItem>({ orderId, config, load, title, crumb }: OrderItemsListProps<T>) {
  const trail = useMemo<Crumb[]>(() => [{ text: orderCrumb(orderId) }, { text: crumb }], [orderId, crumb]);
  usePageBreadcrumbs(trail);
  const heading = exportHeading(ORDERS_SECTION_LABEL, trail);
  const loadItems = useCallback(() => load(orderId), [load, orderId]);
  const { data, loading } = useLoad<T[]>(loadItems, NONE);
  const { rowOptions, dialog } = useOrderItemOptions<T>(orderId);
  const back = useBack("/purchase_orders");

  return (
    <NotableFlagsProvider>
      <DataList
        key={orderId}
        config={config}
        items={data}
        loading={loading}
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

import FormField from "@cloudscape-design/components/form-field";
import Select, { type SelectProps } from "@cloudscape-design/components/select";
import { useEffect, useMemo, useState } from "react";
import type { PurchaseOrderRow } from "../../../../shared/contracts/purchasing";
import { formatCurrency } from "../../../../shared/format";
import { formatDate } from "../../app/format";
import { fetchOpenOrders } from "./api";

export const ORDER_CHOOSER_TEXT = {
  label: "Pedido de compra",
  description: "A nota é conferida contra o pedido: produtos fora dele, quantidade e custo.",
  none: "Sem pedido",
  loading: "Carregando pedidos...",
  order: (id: number) => `Pedido ${id}`,
} as const;

const NONE = "none";

/** The supplier's open orders; matched by name, as the order rows carry it. */
export function supplierOrders(orders: readonly PurchaseOrderRow[], supplier: string): PurchaseOrderRow[] {
  const name = supplier.trim().toLocaleUpperCase("pt-BR");
  return orders.filter((order) => order.supplier.trim().toLocaleUpperCase("pt-BR") === name);
}

export interface OrderChooserProps {
  supplier: string;
  orderId: number | undefined;
  disabled: boolean;
  onChoose: (orderId: number | null) => void;
}

/** The order the note is checked against: the one its `xPed` names, or one the user chooses among the supplier's. */
export function OrderChooser({ supplier, orderId, disabled, onChoose }: OrderChooserProps) {
  const [orders, setOrders] = useState<PurchaseOrderRow[] | null>(null);
  useEffect(() => {
    let active = true;
    void fetchOpenOrders().then((found) => {
      if (active) setOrders(supplierOrders(found, supplier));
    });
    return () => {
      active = false;
    };
  }, [supplier]);

  const options = useMemo<SelectProps.Option[]>(() => {
    const list: SelectProps.Option[] = [{ value: NONE, label: ORDER_CHOOSER_TEXT.none }];
    for (const order of orders ?? []) {
      list.push({
        value: String(order.id),
        label: ORDER_CHOOSER_TEXT.order(order.id),
        description: `${formatDate(order.date)} · ${formatCurrency(order.total_cost)}`,
      });
    }
    if (orderId !== undefined && !list.some((option) => option.value === String(orderId))) {
      list.push({ value: String(orderId), label: ORDER_CHOOSER_TEXT.order(orderId) });
    }
    return list;
  }, [orders, orderId]);

  const selected = options.find((option) => option.value === (orderId === undefined ? NONE : String(orderId))) ?? null;
  return (
    <FormField label={ORDER_CHOOSER_TEXT.label} description={ORDER_CHOOSER_TEXT.description}>
      <Select
        selectedOption={selected}
        options={options}
        statusType={orders === null ? "loading" : "finished"}
        loadingText={ORDER_CHOOSER_TEXT.loading}
        disabled={disabled}
        onChange={({ detail }) => {
          const value = detail.selectedOption.value;
          onChoose(value === undefined || value === NONE ? null : Number(value));
        }}
      />
    </FormField>
  );
}

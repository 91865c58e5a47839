import SpaceBetween from "@cloudscape-design/components/space-between";
import { useCallback, useState } from "react";
import type { PurchaseOrderItemRow } from "../../../../shared/contracts/purchasing";
import { defaultEntriesSince, type IsoDay, todayInSaoPaulo } from "../../../../shared/dates";
import { DateField } from "../../app/DateField";
import { formatDate } from "../../app/format";
import { DataList } from "../../lists";
import { fetchLastEntries } from "./api";
import { LAST_ENTRIES_LIST } from "./dialogs-config";
import { ItemDialog } from "./ItemDialog";
import { ACTIONS, ORDERS_SECTION_LABEL, orderCrumb } from "./labels";
import { useListLoader } from "../../app/use-list-loader";

const SINCE_LABEL = "Entradas desde";
const FUTURE_TEXT = "A data não pode ser posterior a hoje";

export interface LastEntriesDialogProps {
  orderId: number;
  item: PurchaseOrderItemRow;
  onDismiss: () => void;
}

/** 'Últimas Entradas' (spec §2.5): the product's purchase entries since a day, 365 days back by default. */
export function LastEntriesDialog({ orderId, item, onDismiss }: LastEntriesDialogProps) {
  const [typed, setTyped] = useState<IsoDay | null>(() => defaultEntriesSince());
  const [since, setSince] = useState(() => defaultEntriesSince());
  const productId = item.product_id;
  const load = useCallback(() => fetchLastEntries(productId, since), [productId, since]);
  // A dialog, not a route: it has no route loader, so it loads its list through the list loader hook.
  const { items, loading } = useListLoader(load);
  const product = `${item.product_id} - ${item.product}`;
  const today = todayInSaoPaulo();

  return (
    <ItemDialog title={ACTIONS.lastEntries} onDismiss={onDismiss} size="max">
      <SpaceBetween size="m">
        <DateField
          label={SINCE_LABEL}
          value={typed}
          errorText={typed && typed > today ? FUTURE_TEXT : undefined}
          isDateEnabled={(day) => day <= today}
          onChange={(day) => {
            setTyped(day);
            if (day && day <= today) setSince(day);
          }}
        />
        <DataList
          config={LAST_ENTRIES_LIST}
          items={items}
          loading={loading}
          title={product}
          exportTitle={`${ORDERS_SECTION_LABEL} - ${ACTIONS.lastEntries}`}
          exportSubtitle={`${ORDERS_SECTION_LABEL} / ${orderCrumb(orderId)} / ${product} / ${SINCE_LABEL} ${formatDate(since)}`}
        />
      </SpaceBetween>
    </ItemDialog>
  );
}

import DatePicker from "@cloudscape-design/components/date-picker";
import FormField from "@cloudscape-design/components/form-field";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useCallback, useState } from "react";
import type { PurchaseOrderItemRow } from "../../../../shared/contracts/purchasing";
import { isIsoDay } from "../../../../shared/dates";
import { defaultEntriesSince, todayInSaoPaulo } from "../../../../shared/dates";
import { formatDate } from "../../app/format";
import { DataList } from "../../lists";
import { fetchLastEntries } from "./api";
import { LAST_ENTRIES_LIST } from "./dialogs-config";
import { ItemDialog } from "./ItemDialog";
import { ACTIONS, ORDERS_SECTION_LABEL, orderCrumb } from "./labels";
import { useListLoader } from "../../app/use-list-loader";

const SINCE_LABEL = "Entradas desde";

export interface LastEntriesDialogProps {
  orderId: number;
  item: PurchaseOrderItemRow;
  onDismiss: () => void;
}

/** 'Últimas Entradas' (spec §2.5): the product's purchase entries since a day, 365 days back by default. */
export function LastEntriesDialog({ orderId, item, onDismiss }: LastEntriesDialogProps) {
  const [typed, setTyped] = useState(() => defaultEntriesSince());
  const [since, setSince] = useState(typed);
  const productId = item.product_id;
  const load = useCallback(() => fetchLastEntries(productId, since), [productId, since]);
  const { items, loading } = useListLoader(load);
  const product = `${item.product_id} - ${item.product}`;
  const today = todayInSaoPaulo();

  return (
    <ItemDialog title={ACTIONS.lastEntries} onDismiss={onDismiss} size="max">
      <SpaceBetween size="m">
        <FormField label={SINCE_LABEL}>
          <DatePicker
            value={typed}
            placeholder="AAAA/MM/DD"
            format="long-localized"
            inputFormat="slashed"
            locale="pt-BR"
            startOfWeek={0}
            isDateEnabled={(date) => date.getTime() <= Date.now()}
            onChange={({ detail }) => {
              setTyped(detail.value);
              if (isIsoDay(detail.value) && detail.value <= today) setSince(detail.value);
            }}
          />
        </FormField>
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

import type { Locator } from "playwright-core";
import { formatDate } from "../../../web/src/app/format";
import { Dialog, SectionScreen } from "./section-screen";

/**
 * Page objects of the purchase-order screens (spec §2.5): the orders list, an order's items and cost
 * variation, the 'Status de Pedidos' dialog and the item dialogs, all built on the list kit's table.
 */

/** The 'Últimas Entradas' dialog: its list and the 'Entradas desde' date. */
export class LastEntriesDialog extends Dialog {
  get since(): Locator {
    return this.root.getByLabel("Entradas desde", { exact: true });
  }

  /** Types a day (given as YYYY-MM-DD) into 'Entradas desde' as a person does: dd/mm/aaaa, then leaves the field. */
  async setSince(isoDay: string): Promise<void> {
    await this.since.fill(formatDate(isoDay));
    await this.since.press("Tab");
  }
}

/** A list page of the purchase-order section (orders, items or variation). */
export class PurchaseOrdersPage extends SectionScreen {
  get lastEntries(): LastEntriesDialog {
    return new LastEntriesDialog(this.page);
  }
}

/** "R$ 1.234,56" -> 123456 (cents). */
export function brlCents(text: string): number {
  const digits = text.replace(/[^\d,-]/g, "").replace(",", ".");
  return Math.round(Number(digits) * 100);
}

/** "-12,34%" -> -12.34. */
export function percentValue(text: string): number {
  return Number(text.replace(/[^\d,-]/g, "").replace(",", "."));
}

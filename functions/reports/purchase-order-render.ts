import { getOrderWithItems } from "../purchasing/read";
import { NotFound } from "../lib/errors";
import { readTenantProfile } from "../lib/request/tenant";
import type { PurchaseOrderDocumentData } from "./purchase-order-document";
import { renderPurchaseOrderDocument } from "./purchase-order-render-document";

/** Renders a tenant's purchase order as a PDF (the header and the item set it names, read together). */
export async function renderPurchaseOrder(tenantId: string, params: { id: number }): Promise<Uint8Array> {
  const [found, profile] = await Promise.all([getOrderWithItems(tenantId, params.id), readTenantProfile(tenantId)]);
  if (!found) throw new NotFound(`Pedido ${params.id} não encontrado.`);
  return renderPurchaseOrderDocument({
    company: { byname: profile?.byname ?? "", ...(profile?.logo ? { logo: profile.logo } : {}) },
    order: found.order,
    items: found.items,
  });
}

/** A 1x1 PNG: the sample draws a logo as the stores' documents do. */
const SAMPLE_LOGO = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const SAMPLE_ITEMS = 30;

const SAMPLE_ORDER: PurchaseOrderDocumentData = {
  company: { byname: "EMPRESA", logo: SAMPLE_LOGO },
  order: { id: 1, date: "2026-01-02", deliverDate: "2026-01-05", priceQuoteId: 1, supplier: "FORNECEDOR", totalCost: SAMPLE_ITEMS },
  items: Array.from({ length: SAMPLE_ITEMS }, (_, index) => ({
    id: index + 1,
    barcode: `789000000${String(index).padStart(4, "0")}`,
    product: `PRODUTO ${index + 1}`,
    quantity: 1,
    unit: "UN",
    unitCost: 1,
    totalCost: 1,
  })),
};

/**
 * Draws a sample order (logo and a page of items, as a store's) and throws it away: the PDF engine's first
 * document in a process pays for its start (layout engine, text shaping tables, standard font metrics, image
 * decoding) and runs unoptimized, which the first real print then does not.
 */
export async function preparePurchaseOrderRenderer(): Promise<void> {
  await renderPurchaseOrderDocument(SAMPLE_ORDER);
}

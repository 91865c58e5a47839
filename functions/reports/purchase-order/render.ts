import { getOrderWithItems } from "../../lib/entities/purchase-orders";
import { NotFound } from "../../lib/errors";
import { readTenantProfile } from "../../lib/tenant";
import { renderPurchaseOrderDocument } from "./render-document";

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

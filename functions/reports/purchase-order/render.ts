import { getOrder, listOrderItems } from "../../lib/entities/purchase-orders";
import { NotFound } from "../../lib/errors";
import { readTenantProfile } from "../../lib/tenant";
import { renderPurchaseOrderDocument } from "./render-document";

/** Renders a tenant's purchase order as a PDF. */
export async function renderPurchaseOrder(tenantId: string, params: { id: number }): Promise<Uint8Array> {
  const [order, items, profile] = await Promise.all([
    getOrder(tenantId, params.id),
    listOrderItems(tenantId, params.id),
    readTenantProfile(tenantId),
  ]);
  if (!order) throw new NotFound(`Pedido ${params.id} não encontrado.`);
  return renderPurchaseOrderDocument({
    company: { byname: profile?.byname ?? "", ...(profile?.logo ? { logo: profile.logo } : {}) },
    order,
    items,
  });
}

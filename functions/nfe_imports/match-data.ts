import * as z from "zod";
import { activeProductIdsByBarcode } from "../lib/entities/catalog";
import { getProducts } from "../lib/entities/products";
import { getSuppliers } from "../lib/entities/suppliers";
import { getItem } from "../lib/entities/support/dynamo";
import { itemReader, stored } from "../lib/entities/support/entity";
import { sourceKeys } from "../lib/keys";
import { getOrderWithItems } from "../purchasing/read";
import type { MatchData, OrderToCheck } from "./matching";
import type { NoteDocument } from "./note/document";
import type { NfeImport } from "./storage/imports";
import { mappingsOfLines } from "./storage/line-mappings";

/** What matching a note reads of the tenant: the supplier's mappings, the products its lines may name, its order. */
const readNumberClaim = itemReader(z.object({ accessKey: stored.text() }));

export async function readOrderToCheck(tenantId: string, orderId: number): Promise<OrderToCheck | undefined> {
  if (orderId <= 0) return undefined;
  const found = await getOrderWithItems(tenantId, orderId);
  if (!found) return undefined;
  return {
    id: found.order.id,
    supplierId: found.order.supplierId,
    items: found.items.map((item) => ({ productId: item.productId, product: item.product, quantity: item.quantity, unitCost: item.unitCost })),
  };
}

/** The order the note names in `xPed`, when it is an order of that supplier. */
export async function orderNamedByNote(tenantId: string, document: NoteDocument, supplierId: number): Promise<number> {
  const reference = document.orderReference?.trim() ?? "";
  if (!/^\d{1,15}$/.test(reference)) return 0;
  const order = await readOrderToCheck(tenantId, Number(reference));
  return order?.supplierId === supplierId ? order.id : 0;
}

async function gtinProducts(tenantId: string, document: NoteDocument): Promise<Map<string, readonly number[]>> {
  const gtins = new Set(document.lines.flatMap((line) => (line.gtin ? [line.gtin, line.gtin.replace(/^0+/, "")] : [])));
  return activeProductIdsByBarcode(tenantId, gtins);
}

type ImportView = Pick<NfeImport, "supplierId" | "supplier" | "supplierCnpj" | "newSupplier" | "choiceProducts" | "choiceFractions" | "orderId">;

export async function loadMatchData(tenantId: string, document: NoteDocument, record: ImportView): Promise<MatchData> {
  const [suppliers, mappings, productIdsByGtin, order, numberClaim] = await Promise.all([
    getSuppliers(tenantId, [record.supplierId]),
    mappingsOfLines(tenantId, record.supplierId, document.lines),
    gtinProducts(tenantId, document),
    readOrderToCheck(tenantId, record.orderId),
    getItem(sourceKeys.entryNumberClaim(tenantId, record.supplierCnpj, document.series, document.number), { consistent: true }),
  ]);
  const choices = new Map(
    [...record.choiceProducts].map(([line, productId]) => [line, { productId, fraction: record.choiceFractions.get(line) ?? 1 }] as const),
  );
  const mappedIds = [...mappings.values()].map((mapping) => mapping.productId);
  const products = await getProducts(tenantId, [...mappedIds, ...[...productIdsByGtin.values()].flat(), ...[...choices.values()].map((choice) => choice.productId)]);
  const sameNumberKey = numberClaim ? readNumberClaim(numberClaim).accessKey : undefined;
  return {
    supplier: suppliers.get(record.supplierId) ?? { id: record.supplierId, name: record.supplier, document: record.supplierCnpj },
    newSupplier: record.newSupplier,
    mappings,
    productIdsByGtin,
    products,
    choices,
    ...(order ? { order } : {}),
    ...(sameNumberKey ? { sameNumberKey } : {}),
  };
}

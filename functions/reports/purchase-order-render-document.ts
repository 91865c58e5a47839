import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { PurchaseOrderDocument, type PurchaseOrderDocumentData } from "./purchase-order-document";

/** The order's PDF bytes from its data: no reads, so it can be checked bundled as the Lambda bundles it. */
export function renderPurchaseOrderDocument(data: PurchaseOrderDocumentData): Promise<Uint8Array> {
  // renderToBuffer wants a <Document> element; PurchaseOrderDocument renders one.
  return renderToBuffer(createElement(PurchaseOrderDocument, data) as Parameters<typeof renderToBuffer>[0]);
}

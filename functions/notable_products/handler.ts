import { notableProductFormSchema, notableProductUpdateSchema } from "../../shared/contracts/notable-products";
import { removalQuerySchema } from "../../shared/contracts/record-version";
import { httpApi } from "../lib/request/http";
import { parseId, parseInput } from "../lib/request/validate";
import { changeDesiredMargin, flagProduct, listNotables, NOTABLE_MESSAGES, unflagProduct } from "./notables";

export const handler = httpApi("notable_products", {
  "GET /api/notable_products": async (request) => ({ data: await listNotables(request.tenantId) }),
  "POST /api/notable_products": async (request) => {
    const input = parseInput(notableProductFormSchema, request.body);
    const data = await flagProduct(request.tenantId, input);
    return { status: 201, data, message: { type: "success", msg: NOTABLE_MESSAGES.created } };
  },
  "PUT /api/notable_products/{productId}": async (request) => {
    const productId = parseId(request.params.productId);
    const input = parseInput(notableProductUpdateSchema, request.body);
    const data = await changeDesiredMargin(request.tenantId, productId, input);
    return { data, message: { type: "success", msg: NOTABLE_MESSAGES.updated } };
  },
  "DELETE /api/notable_products/{productId}": async (request) => {
    const productId = parseId(request.params.productId);
    const { version } = parseInput(removalQuerySchema, request.query);
    await unflagProduct(request.tenantId, productId, version);
    return { data: true, message: { type: "success", msg: NOTABLE_MESSAGES.removed } };
  },
});

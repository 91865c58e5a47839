import { isSearchable } from "../../shared/contracts/notable-products";
import { httpApi } from "../lib/request/http";
import { catalogIndex } from "./catalog-index";
import { searchProducts } from "./search";

export const handler = httpApi("product_search", {
  "GET /api/fb_products/list_by_description": async (request) => {
    const text = request.query.description ?? "";
    if (!isSearchable(text)) return { data: [] };
    return { data: searchProducts(await catalogIndex(request.tenantId), text) };
  },
});

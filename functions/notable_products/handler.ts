import { httpApi } from "../lib/http";

export const handler = httpApi("notable_products", {});

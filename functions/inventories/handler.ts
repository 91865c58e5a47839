import { httpApi } from "../lib/http";

export const handler = httpApi("inventories", {});

import { httpApi } from "../lib/request/http";
import { dashboard } from "./board";

export const handler = httpApi("dashboard", {
  "GET /api/dashboard": dashboard,
});

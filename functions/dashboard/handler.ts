import { httpApi } from "../lib/http";
import { dashboard } from "./board";

export const handler = httpApi("dashboard", {
  "GET /api/dashboard": dashboard,
});

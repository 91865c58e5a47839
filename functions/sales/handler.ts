import { httpApi } from "../lib/request/http";
import { dailySales, groupSalesByPeriod, groupSalesOfDay, productSalesByPeriod } from "./reports";

export const handler = httpApi("sales", {
  "GET /api/daily_sales": dailySales,
  "GET /api/group_sales_by_period": groupSalesByPeriod,
  "GET /api/group_sales": groupSalesOfDay,
  "GET /api/product_sales_by_period": productSalesByPeriod,
});

// @vitest-environment jsdom
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../../web/src/app/router";

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ["/"] }) });

function match(pathname: string) {
  const matches = router.matchRoutes(pathname, {});
  const leaf = matches.at(-1);
  return {
    routeId: leaf?.routeId,
    params: leaf?.params,
    notFound: matches.some((m) => m.paramsError !== undefined) || leaf?.routeId === "__root__",
  };
}

describe("route table (spec §2.2)", () => {
  it.each([
    ["/", "/_auth/"],
    ["/login", "/login"],
    ["/logout", "/logout"],
    ["/open_report/purchase_orders", "/open_report/$report/{-$data}"],
    ["/open_report/purchase_orders/cHVyY2hhc2Vfb3JkZXI=", "/open_report/$report/{-$data}"],
    ["/sales", "/_auth/_admin/sales"],
    ["/daily_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw", "/_auth/_admin/daily_sales/$period"],
    ["/product_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw", "/_auth/_admin/product_sales/$period"],
    ["/group_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw", "/_auth/_admin/group_sales/$period"],
    ["/group_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw/MTJ8QcOHT1VHVUU=", "/_auth/_admin/group_sales/$period/$groupId"],
    ["/daily_sale/MjAyNS0xMS0yMA==/groups", "/_auth/_admin/daily_sale/$salesDate/groups"],
    ["/daily_sale/MjAyNS0xMS0yMA==/products", "/_auth/_admin/daily_sale/$salesDate/products"],
    ["/daily_sale/MjAyNS0xMS0yMA==/MTI=/products", "/_auth/_admin/daily_sale/$salesDate/$groupId/products"],
    ["/notable_products", "/_auth/_admin/notable_products"],
    ["/pricing", "/_auth/_admin/pricing"],
    ["/pricing/4/groups", "/_auth/_admin/pricing/$pricingId/groups"],
    ["/pricing/4/products", "/_auth/_admin/pricing/$pricingId/$pClass"],
    ["/pricing/4/b_class", "/_auth/_admin/pricing/$pricingId/$pClass"],
    ["/pricing/4/12/c_class", "/_auth/_admin/pricing/$pricingId/$groupId/$pClass"],
    ["/pricing/4/notable_loss", "/_auth/_admin/pricing/$pricingId/notable_loss"],
    ["/users", "/_auth/_admin/users"],
    ["/inventories", "/_auth/_admin/inventories"],
    ["/inventories/2/products", "/_auth/_admin/inventories/$inventoryId/products"],
    ["/inventories/2/missing_products", "/_auth/_admin/inventories/$inventoryId/missing_products"],
    ["/inventories/2/stock_taking", "/_auth/_admin/inventories/$inventoryId/stock_taking/{-$status}"],
    ["/inventories/2/stock_taking/applied", "/_auth/_admin/inventories/$inventoryId/stock_taking/{-$status}"],
    ["/use_and_loss", "/_auth/_admin/use_and_loss"],
    ["/use_and_loss/loss", "/_auth/_admin/use_and_loss/$operation/{-$status}"],
    ["/use_and_loss/use/closed", "/_auth/_admin/use_and_loss/$operation/{-$status}"],
    ["/purchase_orders", "/_auth/_admin/purchase_orders"],
    ["/purchase_orders/closed", "/_auth/_admin/purchase_orders/$status"],
    ["/purchase_orders/31/items", "/_auth/_admin/purchase_orders/$pOrderId/items"],
    ["/purchase_orders/31/items_variation", "/_auth/_admin/purchase_orders/$pOrderId/items_variation"],
  ])("%s -> %s", (pathname, routeId) => {
    const found = match(pathname);
    expect(found.routeId).toBe(routeId);
    expect(found.notFound).toBe(false);
  });

  it("reads the enumerated parameters", () => {
    expect(match("/pricing/4/12/a_class").params).toMatchObject({ pricingId: "4", groupId: "12", pClass: "a_class" });
    expect(match("/use_and_loss/use/closed").params).toMatchObject({ operation: "use", status: "closed" });
    expect(match("/inventories/2/stock_taking").params).toMatchObject({ inventoryId: "2", status: undefined });
  });

  it.each([
    "/pricing/4/d_class",
    "/use_and_loss/theft/open",
    "/use_and_loss/use/lost",
    "/inventories/2/stock_taking/pending",
    "/purchase_orders/pending",
    "/no_such_page",
  ])("%s is not found", (pathname) => {
    expect(match(pathname).notFound).toBe(true);
  });
});

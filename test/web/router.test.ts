// @vitest-environment jsdom
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../../web/src/router";
import { sectionForPath } from "../../web/src/app/sections";

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
    ["/", "/_auth/_section/"],
    ["/login", "/login"],
    ["/logout", "/logout"],
    ["/open_report/purchase_orders", "/open_report/$report/{-$data}"],
    ["/open_report/purchase_orders/cHVyY2hhc2Vfb3JkZXI=", "/open_report/$report/{-$data}"],
    ["/sales", "/_auth/_section/sales"],
    ["/daily_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw", "/_auth/_section/daily_sales/$period"],
    ["/product_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw", "/_auth/_section/product_sales/$period"],
    ["/group_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw", "/_auth/_section/group_sales/$period"],
    ["/group_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw/MTJ8QcOHT1VHVUU=", "/_auth/_section/group_sales/$period/$groupId"],
    ["/daily_sale/MjAyNS0xMS0yMA==/groups", "/_auth/_section/daily_sale/$salesDate/groups"],
    ["/daily_sale/MjAyNS0xMS0yMA==/products", "/_auth/_section/daily_sale/$salesDate/products"],
    ["/daily_sale/MjAyNS0xMS0yMA==/MTI=/products", "/_auth/_section/daily_sale/$salesDate/$groupId/products"],
    ["/notable_products", "/_auth/_section/notable_products"],
    ["/pricing", "/_auth/_section/pricing"],
    ["/pricing/4/groups", "/_auth/_section/pricing/$pricingId/groups"],
    ["/pricing/4/products", "/_auth/_section/pricing/$pricingId/$pClass"],
    ["/pricing/4/b_class", "/_auth/_section/pricing/$pricingId/$pClass"],
    ["/pricing/4/12/c_class", "/_auth/_section/pricing/$pricingId/$groupId/$pClass"],
    ["/pricing/4/notable_loss", "/_auth/_section/pricing/$pricingId/notable_loss"],
    ["/users", "/_auth/_section/users"],
    ["/inventories", "/_auth/_section/inventories"],
    ["/inventories/2/products", "/_auth/_section/inventories/$inventoryId/products"],
    ["/inventories/2/missing_products", "/_auth/_section/inventories/$inventoryId/missing_products"],
    ["/inventories/2/stock_taking", "/_auth/_section/inventories/$inventoryId/stock_taking/{-$status}"],
    ["/inventories/2/stock_taking/applied", "/_auth/_section/inventories/$inventoryId/stock_taking/{-$status}"],
    ["/use_and_loss", "/_auth/_section/use_and_loss"],
    ["/use_and_loss/loss", "/_auth/_section/use_and_loss/$operation/{-$status}"],
    ["/use_and_loss/use/closed", "/_auth/_section/use_and_loss/$operation/{-$status}"],
    ["/purchase_orders", "/_auth/_section/purchase_orders"],
    ["/purchase_orders/closed", "/_auth/_section/purchase_orders/$status"],
    ["/purchase_orders/31/items", "/_auth/_section/purchase_orders/$pOrderId/items"],
    ["/purchase_orders/31/items_variation", "/_auth/_section/purchase_orders/$pOrderId/items_variation"],
    ["/entries", "/_auth/_section/entries"],
    ["/entries/7/items", "/_auth/_section/entries/$entryId/items"],
    ["/nfe_imports", "/_auth/_section/nfe_imports"],
    ["/nfe_imports/31", "/_auth/_section/nfe_imports/$importId"],
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

  it("reads the record ids", () => {
    expect(match("/purchase_orders/31/items").params).toMatchObject({ pOrderId: "31" });
    expect(match("/inventories/2/missing_products").params).toMatchObject({ inventoryId: "2" });
    expect(match("/pricing/4/notable_loss").params).toMatchObject({ pricingId: "4" });
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

  it.each([
    "/purchase_orders/abc/items",
    "/purchase_orders/-3/items_variation",
    "/purchase_orders/3.5/items",
    "/inventories/x/products",
    "/inventories/2a/missing_products",
    "/inventories/%20/stock_taking/open",
    "/pricing/abc/groups",
    "/pricing/4e2/notable_loss",
    "/pricing/four/products",
    "/pricing/4/group/c_class",
    "/pricing/1234567890123456/a_class",
    "/entries/abc/items",
    "/nfe_imports/3.5",
  ])("%s, with an id that is not a number, is not found", (pathname) => {
    expect(match(pathname).notFound).toBe(true);
  });
});

describe("admin-only sections", () => {
  it("every screen under the section guard belongs to a section, so the guard knows whether it is admin-only", () => {
    const guarded = Object.values(router.routesById).filter((route) => route.id.startsWith("/_auth/_section/"));
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const path = route.fullPath.replace(/\/\{?-?\$\w+\}?/g, "/1");
      expect(sectionForPath(path), route.id).not.toBeNull();
    }
  });
});

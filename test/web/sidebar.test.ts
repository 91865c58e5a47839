import { describe, expect, it } from "vitest";
import { pathOpenTo, sectionForPath } from "../../web/src/app/sections";
import { SIGN_OUT_HREF, sidebarItems } from "../../web/src/app/sidebar";

function describeItems(admin: boolean) {
  return sidebarItems(admin).map((item) => (item.type === "link" ? `${item.text} ${item.href}` : item.type));
}

describe("sidebar", () => {
  it("shows every section to an administrator, in the spec's order", () => {
    expect(describeItems(true)).toEqual([
      "Dashboard /",
      "Produtos Notáveis /notable_products",
      "Relatório de Vendas /sales",
      "Precificação /pricing",
      "Inventários /inventories",
      "Uso/Perda /use_and_loss",
      "Pedidos /purchase_orders",
      "Entradas /entries",
      "divider",
      "Usuários /users",
      `Sair ${SIGN_OUT_HREF}`,
    ]);
  });

  it("hides admin-only links from a standard user", () => {
    expect(describeItems(false)).toEqual(["Dashboard /", "divider", `Sair ${SIGN_OUT_HREF}`]);
  });
});

describe("active section by route", () => {
  it.each([
    ["/", "/"],
    ["/daily_sales/MjAyNS0xMC0yMSwyMDI1LTExLTIw", "/sales"],
    ["/daily_sale/MjAyNS0xMS0yMA==/groups", "/sales"],
    ["/group_sales/abc/def", "/sales"],
    ["/product_sales/abc", "/sales"],
    ["/pricing/3/a_class", "/pricing"],
    ["/inventories/2/stock_taking/open", "/inventories"],
    ["/use_and_loss/all/open", "/use_and_loss"],
    ["/purchase_orders/15/items", "/purchase_orders"],
    ["/users", "/users"],
    ["/notable_products", "/notable_products"],
  ])("%s marks %s", (path, href) => {
    expect(sectionForPath(path)?.href).toBe(href);
  });

  it("has no section outside the layout", () => {
    expect(sectionForPath("/login")).toBeNull();
    expect(sectionForPath("/open_report/purchase_orders/x")).toBeNull();
  });
});

describe("who may open a path (the route guard)", () => {
  it.each(["/users", "/purchase_orders/15/items", "/daily_sale/MjAyNS0xMS0yMA==/groups", "/pricing/3/a_class"])(
    "%s is for administrators only",
    (path) => {
      expect(pathOpenTo(path, true)).toBe(true);
      expect(pathOpenTo(path, false)).toBe(false);
    },
  );

  it("opens the dashboard to everyone", () => {
    expect(pathOpenTo("/", false)).toBe(true);
    expect(pathOpenTo("/", true)).toBe(true);
  });

  it("keeps a path outside every section closed to standard users", () => {
    expect(pathOpenTo("/unlisted_screen", false)).toBe(false);
    expect(pathOpenTo("/unlisted_screen", true)).toBe(true);
  });
});

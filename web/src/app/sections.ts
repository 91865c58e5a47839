/**
 * The areas of the product, their sidebar labels and the paths that belong to each (spec §2.1, §2.2).
 * The one place that says which areas are admin-only: the sidebar and the route guard both read it.
 */

export type SectionId =
  | "dashboard"
  | "notable_products"
  | "sales"
  | "pricing"
  | "inventories"
  | "use_and_loss"
  | "purchase_orders"
  | "entries"
  | "users";

export interface Section {
  id: SectionId;
  label: string;
  href: string;
  /** Standard users neither see the link nor open the pages. */
  adminOnly: boolean;
  /** First path segments of the routes in this section. */
  segments: readonly string[];
}

export const SECTIONS: readonly Section[] = [
  { id: "dashboard", label: "Dashboard", href: "/", adminOnly: false, segments: [""] },
  { id: "notable_products", label: "Produtos Notáveis", href: "/notable_products", adminOnly: true, segments: ["notable_products"] },
  {
    id: "sales",
    label: "Relatório de Vendas",
    href: "/sales",
    adminOnly: true,
    segments: ["sales", "daily_sales", "product_sales", "group_sales", "daily_sale"],
  },
  { id: "pricing", label: "Precificação", href: "/pricing", adminOnly: true, segments: ["pricing"] },
  { id: "inventories", label: "Inventários", href: "/inventories", adminOnly: true, segments: ["inventories"] },
  { id: "use_and_loss", label: "Uso/Perda", href: "/use_and_loss", adminOnly: true, segments: ["use_and_loss"] },
  { id: "purchase_orders", label: "Pedidos", href: "/purchase_orders", adminOnly: true, segments: ["purchase_orders"] },
  { id: "entries", label: "Entradas", href: "/entries", adminOnly: true, segments: ["entries", "nfe_imports"] },
  { id: "users", label: "Usuários", href: "/users", adminOnly: true, segments: ["users"] },
];

/** The section a path belongs to, by its first segment; null outside every section. */
export function sectionForPath(pathname: string): Section | null {
  const firstSegment = pathname.split("/")[1] ?? "";
  return SECTIONS.find((section) => section.segments.includes(firstSegment)) ?? null;
}

export function sectionOpenTo(section: Section, admin: boolean): boolean {
  return admin || !section.adminOnly;
}

/** Whether a user may open a screen's path; a path outside every section is closed to standard users. */
export function pathOpenTo(pathname: string, admin: boolean): boolean {
  const section = sectionForPath(pathname);
  return section ? sectionOpenTo(section, admin) : admin;
}

import type { PricingClass } from "../../app/route-params";

/** Product class views of a pricing (spec §2.9). */
export const PRICING_CLASS_LABELS: Record<PricingClass, string> = {
  products: "Todos os Produtos",
  a_class: "Classe A",
  b_class: "Classe B",
  c_class: "Classe C",
};

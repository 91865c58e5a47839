/** The pricing area's contract (spec §2.9, §4): pricing statuses and the product class views, with their pt-BR labels. */

export const PRICING_STATUSES = ["created", "classified", "applied"] as const;
export type PricingStatus = (typeof PRICING_STATUSES)[number];

export const PRICING_STATUS_LABELS: Readonly<Record<PricingStatus, string>> = {
  created: "Criada",
  classified: "Classificada",
  applied: "Aplicada",
};

/** The product class views of a pricing (/pricing/:id/:class). */
export const PRICING_CLASS_VIEWS = ["products", "a_class", "b_class", "c_class"] as const;
export type PricingClassView = (typeof PRICING_CLASS_VIEWS)[number];

export const PRICING_CLASS_VIEW_LABELS: Readonly<Record<PricingClassView, string>> = {
  products: "Todos os Produtos",
  a_class: "Classe A",
  b_class: "Classe B",
  c_class: "Classe C",
};

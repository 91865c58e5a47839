import type { NotableProductView } from "../../../../shared/contracts/notable-products";
import type { ListConfig } from "../../lists";
import { NotableFlagButton } from "../../app/notable-flags/NotableFlagButton";

/** /notable_products (spec §2.11): product id, product (with its flag), desired margin; sorted by product. */
export function notableProductsList(onFlag: (row: NotableProductView) => void): ListConfig<NotableProductView> {
  return {
    section: "notable_products",
    listId: "notable_products",
    trackBy: (row) => String(row.product_id),
    cardTitle: ["product", "product_id"],
    columns: [
      // A code, not a quantity: no thousands separator ("1015", not "1.015"); numeric runs still sort right.
      { id: "product_id", header: "Cód. Produto", type: "code" },
      {
        id: "product",
        header: "Produto",
        type: "text",
        cell: (row) => (
          <span className="notable-product-cell">
            <NotableFlagButton flagged onClick={() => onFlag(row)} />
            <span>{row.product}</span>
          </span>
        ),
      },
      { id: "desired_margin", header: "Margem Desejável", type: "percent" },
    ],
    defaultSort: [{ key: "product", direction: "asc" }],
  };
}

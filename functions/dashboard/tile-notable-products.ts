import type { NotableBelowMargin, NotableProductsTile } from "../../shared/contracts/dashboard";
import { isNotableLoss, type NotableLossInput, notableLoss } from "../../shared/formulas/notable-loss";
import { salesFigures } from "../../shared/formulas/sales";
import { fromCents, fromMilli, sumCents, toCents } from "../../shared/money";
import { listNotableProducts } from "../notable_products/read";
import { productNameOf } from "../sales/read";
import { periodWire } from "./periods";
import type { TileContext } from "./tile-context";

/**
 * The notable products whose net margin over the last 30 days is below their desired margin, with what the
 * prices left short of it: the notable-loss rule and formulas of the pricing (shared/formulas/notable-loss.ts)
 * over the figures the product sales list shows for the period. As in the pricing, a product counts only
 * with a quantity sold and a cost.
 */
export async function notableProductsTile({ tenantId, periods, currentFigures }: TileContext): Promise<NotableProductsTile> {
  const [notables, figures] = await Promise.all([listNotableProducts(tenantId), currentFigures()]);
  const desired = new Map(notables.map((notable) => [notable.productId, notable.desiredMargin]));
  const sold = figures.products.filter((product) => desired.has(product.productId) && product.sales > 0);
  const below: NotableBelowMargin[] = sold.flatMap((product) => {
    const input: NotableLossInput = {
      totalQuantity: fromMilli(product.quantityMilli),
      totalCost: product.cost,
      totalSales: product.sales,
      inTax: product.inTax,
      outTax: product.outTax,
      desiredMargin: desired.get(product.productId) ?? 0,
    };
    if (input.totalQuantity <= 0 || input.totalCost <= 0 || !isNotableLoss(input)) return [];
    return [
      {
        product_id: product.productId,
        product: productNameOf(figures.productNames, product.productId),
        sales: fromCents(product.sales),
        net_margin: salesFigures(product).netMargin,
        desired_margin: input.desiredMargin,
        total_loss: fromCents(notableLoss(input).totalLoss),
      },
    ];
  });
  below.sort((a, b) => b.total_loss - a.total_loss || a.product_id - b.product_id);
  return {
    period: periodWire(periods.current),
    notable_products: notables.length,
    with_sales: sold.length,
    below,
    total_loss: fromCents(sumCents(below.map((row) => toCents(row.total_loss)))),
  };
}

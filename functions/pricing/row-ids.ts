/**
 * Ids of a pricing's rows (groups, products, notable losses): the pricing id times ROW_ID_SPAN plus the row's
 * position in its list (1, 2, 3...). A notable-loss id alone (PUT /pricing_notable_loss/{id}) thus names its
 * pricing, and ids never collide across pricings. A reclassification numbers its rows again.
 */
export const ROW_ID_SPAN = 1_000_000;

export function pricingRowId(pricingId: number, position: number): number {
  return pricingId * ROW_ID_SPAN + position;
}

/** The pricing a row id belongs to, or undefined for an id no row can have. */
export function pricingOfRowId(rowId: number): number | undefined {
  const pricingId = Math.floor(rowId / ROW_ID_SPAN);
  return pricingId > 0 && rowId % ROW_ID_SPAN > 0 ? pricingId : undefined;
}

/** What other areas read of pricing (the dashboard's last pricing, the integration's price changes feed). */
export { listPricingRows } from "./lists";
export { type PriceChange, readPriceChanges } from "./storage/pricing-price-changes";

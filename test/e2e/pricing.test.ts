/**
 * The pricing area in Chromium: one company and one browser connection (test/e2e/pages/file-e2e.ts) for its
 * journeys, in this order: the drill-down first, on the demo store's classified pricing, ending with a pricing
 * whose classification failed; the list's journey then creates, classifies, applies and removes pricings of its
 * own beside those two; the notable loss comes last, as it applies the demo store's classified pricing.
 */
import "./pricing/drill.journey";
import "./pricing/list.journey";
import "./pricing/notable-loss.journey";

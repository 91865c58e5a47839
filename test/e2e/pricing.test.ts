/**
 * The pricing area in Chromium: one company and one browser connection (test/e2e/pages/file-e2e.ts) for its
 * journeys, in this order: the list's journey first, which opens on the demo store's pricings alone and
 * creates, classifies, applies and removes pricings of its own; the drill-down then reads the demo store's
 * classified pricing; the notable loss comes last, as it applies that pricing.
 */
import "./pricing/list.journey";
import "./pricing/drill.journey";
import "./pricing/notable-loss.journey";

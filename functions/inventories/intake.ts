/**
 * Counts other areas send into the counting inventory: the integration's stock takings, and the store floor's
 * registrations, lists and undos (functions/floor/), whose rules stay here with the sheet they change.
 */
export { registerCount } from "./counts";
export { floorCounts, undoFloorCount } from "./floor";
export { countAnswer } from "./lists";
export { stockTakingWire, upsertStockTakings } from "./storage/stock-takings";

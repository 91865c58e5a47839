import { USE_AND_LOSS_MESSAGES } from "./messages";

/**
 * Operations other areas send in: the integration's use and loss, and the store floor's registrations, lists
 * and undos (functions/floor/), whose rules stay here with the operations they change.
 */
export { floorOperationRow, listFloorOperations, registerFloorOperation, undoFloorOperation } from "./register";
export { upsertUseAndLoss, useAndLossWire } from "./storage/use-and-loss";
export const operationRegisteredMessage = USE_AND_LOSS_MESSAGES.registered;

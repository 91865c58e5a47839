/** What other areas read of the use and loss operations (the dashboard's tile, the write-offs holding an entry). */
export { listUseAndLoss, type UseAndLoss } from "./storage/use-and-loss";
export { listIcmsReversal } from "./icms-reversal";
export { writeOffsOfEntryItems } from "./storage/write-offs";

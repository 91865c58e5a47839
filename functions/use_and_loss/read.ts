/** What other areas read of the use and loss operations (the dashboard's tile). */
export { listUseAndLoss, type UseAndLoss } from "./storage/use-and-loss";
export { listIcmsReversal } from "./icms-reversal";

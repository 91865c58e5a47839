import type {
  IcmsReversalRow,
  UseAndLossRow,
  WriteOffAnswer,
  WriteOffAvailableRow,
  WriteOffRow,
} from "../../shared/contracts/use-and-loss";
import type { PurchaseEntryItem } from "../lib/entities/entries";
import { quantity } from "../lib/entities/support/numbers";
import type { UseAndLoss } from "./storage/use-and-loss";
import type { WriteOff } from "./storage/write-offs";

/** The use and loss entities as the area's contract sends them (spec §3 field names, snake_case). */

export const remainingOf = (operation: Pick<UseAndLoss, "quantity" | "writtenOff">): number => quantity(operation.quantity - operation.writtenOff);

export const availableOf = (item: Pick<PurchaseEntryItem, "quantity" | "allocated">): number => quantity(item.quantity - item.allocated);

export function useAndLossRow(operation: UseAndLoss, notable: boolean): UseAndLossRow {
  return {
    id: operation.id,
    date: operation.date,
    operation: operation.operation,
    barcode: operation.barcode,
    group_id: operation.groupId,
    group_name: operation.groupName,
    product_id: operation.productId,
    product: operation.product,
    notable,
    quantity: operation.quantity,
    unit: operation.unit,
    location: operation.location,
    user_name: operation.userName,
    status: operation.status,
    written_off: operation.writtenOff,
    remaining: remainingOf(operation),
    cost: operation.cost,
    icms_credit: operation.icmsCredit,
  };
}

export function writeOffRow(writeOff: WriteOff): WriteOffRow {
  return {
    entry_item_id: writeOff.entryItemId,
    entry_id: writeOff.entryId,
    entry_number: writeOff.entryNumber,
    entry_date: writeOff.entryDate,
    supplier: writeOff.supplier,
    quantity: writeOff.quantity,
    cost: writeOff.cost,
    icms_credit: writeOff.icmsCredit,
  };
}

export function writeOffAvailableRow(item: PurchaseEntryItem): WriteOffAvailableRow {
  return {
    entry_item_id: item.id,
    entry_id: item.entryId,
    entry_number: item.entryNumber,
    entry_date: item.entryDate,
    entry_supplier: item.supplier,
    available: availableOf(item),
    quantity: item.quantity,
    unit: item.unit,
    total_cost: item.totalCost,
    icms_credit: item.icmsCredit,
  };
}

export function writeOffAnswer(operation: Pick<UseAndLoss, "status" | "quantity" | "writtenOff" | "cost" | "icmsCredit">): WriteOffAnswer {
  return {
    status: operation.status,
    written_off: operation.writtenOff,
    remaining: remainingOf(operation),
    cost: operation.cost,
    icms_credit: operation.icmsCredit,
  };
}

export function icmsReversalRow(writeOff: WriteOff, status: string): IcmsReversalRow {
  return {
    operation_id: writeOff.operationId,
    operation_date: writeOff.operationDate,
    status,
    product_id: writeOff.productId,
    barcode: writeOff.barcode,
    product: writeOff.product,
    unit: writeOff.unit,
    entry_item_id: writeOff.entryItemId,
    entry_id: writeOff.entryId,
    entry_number: writeOff.entryNumber,
    entry_date: writeOff.entryDate,
    supplier: writeOff.supplier,
    quantity: writeOff.quantity,
    cost: writeOff.cost,
    icms_credit: writeOff.icmsCredit,
  };
}

import type { UseAndLossDetail, WriteOffAvailableRow } from "../../../shared/contracts/use-and-loss";

/**
 * A loss of 10 KG with 4 KG already written off against entry line 101 (20 KG, R$ 200,00, ICMS credit
 * R$ 24,00: R$ 1,20 per KG), and a second line 102 (50 KG, R$ 410,00, credit R$ 18,37).
 */
export const LOSS: UseAndLossDetail = {
  id: 7,
  date: "2026-03-10",
  operation: "loss",
  barcode: "7891000000001",
  group_id: 3,
  group_name: "FRIOS",
  product_id: 1180,
  product: "BANANA NANICA",
  notable: false,
  quantity: 10,
  unit: "KG",
  location: "HORTIFRUTI",
  user_name: "RAFAEL ALMEIDA",
  status: "open",
  written_off: 4,
  remaining: 6,
  cost: 40,
  icms_credit: 4.8,
  allocations: [
    {
      entry_item_id: 101,
      entry_id: 11,
      entry_number: "000123456",
      entry_date: "2026-03-01",
      supplier: "CEASA CAMPINAS",
      quantity: 4,
      cost: 40,
      icms_credit: 4.8,
    },
  ],
};

export const LINE_101: WriteOffAvailableRow = {
  entry_item_id: 101,
  entry_id: 11,
  entry_number: "000123456",
  entry_date: "2026-03-01",
  entry_supplier: "CEASA CAMPINAS",
  available: 3,
  quantity: 20,
  unit: "KG",
  total_cost: 200,
  icms_credit: 24,
};

export const LINE_102: WriteOffAvailableRow = {
  entry_item_id: 102,
  entry_id: 12,
  entry_number: "000654321",
  entry_date: "2026-02-20",
  entry_supplier: "HORTIFRUTI SOL",
  available: 50,
  quantity: 50,
  unit: "KG",
  total_cost: 410,
  icms_credit: 18.37,
};

export const USE: UseAndLossDetail = { ...LOSS, id: 8, operation: "use", written_off: 0, remaining: 10, cost: 0, icms_credit: 0, allocations: [] };

import { describe, expect, it } from "vitest";
import type { InventoryProcessing, InventoryProductRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import { inventory } from "./inventories/fixtures";
import { COUNTS_LIST } from "../../web/src/features/inventories/counts-config";
import { INVENTORIES_LIST, processingText, statusText } from "../../web/src/features/inventories/inventories-config";
import { INVENTORY_PRODUCTS_LISTS, rowsOfView } from "../../web/src/features/inventories/inventory-products-config";
import { CONFIRMATIONS, inventoryDescription, SCREEN_TEXT } from "../../web/src/features/inventories/labels";
import {
  canChangeCountSelection,
  canConfirmMissing,
  canConfirmMissingSelection,
  canFinalize,
  canFinalizeSelection,
  canProcess,
  canProcessSelection,
  canRemoveInventory,
  canRemoveInventoryProduct,
  canRemoveInventorySelection,
  canViewMissingProducts,
  isOpenCount,
  isProcessing,
  processingFailed,
} from "../../web/src/features/inventories/rules";
import { type ColumnDef, computeTotals, effectiveSort, formatCell, sortItems } from "../../web/src/lists";

const run = (status: InventoryProcessing["status"], extra: Partial<InventoryProcessing> = {}): InventoryProcessing => ({
  status,
  done: 1200,
  total: 15000,
  started_at: "2026-03-10T12:00:00.000Z",
  ...extra,
});

function column<T>(columns: readonly ColumnDef<T>[], id: string): ColumnDef<T> {
  const found = columns.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`sem a coluna ${id}`);
  return found;
}

describe("inventory options by the rules of spec §4 and DESIGN §6", () => {
  it.each([
    ["counting", inventory("counting"), { missing: true, finalize: true, remove: true, process: false, again: false }],
    ["finalized", inventory("finalized"), { missing: false, finalize: false, remove: false, process: true, again: false }],
    ["finalized, processing", inventory("finalized", run("running")), { missing: false, finalize: false, remove: false, process: false, again: false }],
    ["finalized, a failed run", inventory("finalized", run("failed", { error: "Tempo esgotado" })), { missing: false, finalize: false, remove: false, process: true, again: true }],
    ["processed", inventory("processed", run("done", { done: 15000 })), { missing: false, finalize: false, remove: false, process: false, again: false }],
    ["of an unknown status", inventory("lost"), { missing: false, finalize: false, remove: false, process: false, again: false }],
  ])("an inventory %s", (_name, row, expected) => {
    expect({
      missing: canViewMissingProducts(row),
      finalize: canFinalize(row),
      remove: canRemoveInventory(row),
      process: canProcess(row),
      again: processingFailed(row),
    }).toEqual(expected);
  });

  it("acts on a selection only when every selected inventory allows it", () => {
    const counting = inventory("counting");
    const finalized = inventory("finalized");
    const running = inventory("finalized", run("running"));
    expect(canFinalizeSelection([counting])).toBe(true);
    expect(canFinalizeSelection([counting, finalized])).toBe(false);
    expect(canRemoveInventorySelection([counting])).toBe(true);
    expect(canRemoveInventorySelection([finalized])).toBe(false);
    expect(canProcessSelection([finalized, inventory("finalized", run("failed"))])).toBe(true);
    expect(canProcessSelection([finalized, running])).toBe(false);
    expect(canProcessSelection([])).toBe(false);
    expect(isProcessing(running)).toBe(true);
  });

  it("offers removing an inventory product to an administrator while the inventory is counting", () => {
    expect(canRemoveInventoryProduct(true, inventory("counting"))).toBe(true);
    expect(canRemoveInventoryProduct(false, inventory("counting"))).toBe(false);
    expect(canRemoveInventoryProduct(true, inventory("finalized"))).toBe(false);
    expect(canRemoveInventoryProduct(true, null)).toBe(false);
  });
});

describe("count and missing product options (spec §4, §5)", () => {
  it("fixes, closes and removes only open counts; a selection only when all are open", () => {
    expect([isOpenCount({ status: "open" }), isOpenCount({ status: "closed" }), isOpenCount({ status: "applied" })]).toEqual([true, false, false]);
    expect(canChangeCountSelection([{ status: "open" }, { status: "open" }])).toBe(true);
    expect(canChangeCountSelection([{ status: "open" }, { status: "closed" }])).toBe(false);
    expect(canChangeCountSelection([])).toBe(false);
  });

  it("confirms no negative quantity, alone or in a selection", () => {
    const product = (quantity: number): MissingProductRow => ({ product_id: 1, barcode: "789", product: "ARROZ", notable: false, quantity, unit: "UN" });
    expect(canConfirmMissing(product(0))).toBe(true);
    expect(canConfirmMissing(product(-0.5))).toBe(false);
    expect(canConfirmMissingSelection([product(3), product(12.5)])).toBe(true);
    expect(canConfirmMissingSelection([product(3), product(-1)])).toBe(false);
  });
});

describe("labels (spec §2.7, §4, §8)", () => {
  const status = column(INVENTORIES_LIST.columns, "status");
  const period = column(INVENTORIES_LIST.columns, "period");

  it("shows the inventory's status and period in pt-BR, 'Erro' for a code it does not know", () => {
    expect(["counting", "finalized", "processed", "lost"].map((code) => formatCell(status, inventory(code)))).toEqual([
      "Em Contagem",
      "Finalizado",
      "Processado",
      "Erro",
    ]);
    expect(["annual", "first", "second", "third", "fourth", "fifth"].map((code) => formatCell(period, inventory("counting", null, { period: code })))).toEqual([
      "Anual",
      "1º Trimestre",
      "2º Trimestre",
      "3º Trimestre",
      "4º Trimestre",
      "Erro",
    ]);
    const countStatus = column(COUNTS_LIST.columns, "status");
    const count = (status: string): StockTakingRow => ({
      id: 1,
      take_date: "2026-03-09",
      inventory_id: 3,
      barcode: "789",
      group_id: 1,
      group_name: "MERCEARIA",
      product_id: 10,
      product: "ARROZ",
      notable: false,
      quantity: 1,
      unit: "UN",
      current_stock: 1,
      status,
      version: 0,
    });
    expect(["open", "closed", "applied", "x"].map((code) => formatCell(countStatus, count(code)))).toEqual(["Aberta", "Fechada", "Aplicada", "Erro"]);
  });

  it("sorts the inventories by period start, oldest first", () => {
    expect(INVENTORIES_LIST.defaultSort[0]).toEqual({ key: "period_start", direction: "asc" });
    const rows = [
      inventory("counting", null, { id: 9, period_start: "2026-01-01" }),
      inventory("processed", null, { id: 4, period_start: "2025-01-01" }),
      inventory("finalized", null, { id: 7, period_start: "2025-07-01" }),
    ];
    expect(sortItems(rows, INVENTORIES_LIST.defaultSort, INVENTORIES_LIST.columns).map((row) => row.id)).toEqual([4, 7, 9]);
  });

  it("says how far processing got, and why a run failed", () => {
    expect(processingText(inventory("finalized"))).toBe("");
    expect(processingText(inventory("finalized", run("running")))).toBe("Processando: 1.200 de 15.000");
    expect(processingText(inventory("processed", run("done")))).toBe("Concluído");
    expect(processingText(inventory("finalized", run("failed", { error: "Banco de dados indisponível" })))).toBe("Falhou: Banco de dados indisponível");
  });

  it("lists, filters and exports the status with a run that goes on or failed", () => {
    expect(statusText(inventory("finalized"))).toBe("Finalizado");
    expect(statusText(inventory("finalized", run("running")))).toBe("Finalizado - Processando: 1.200 de 15.000");
    expect(statusText(inventory("finalized", run("failed", { error: "Tempo esgotado" })))).toBe("Finalizado - Falhou: Tempo esgotado");
    expect(statusText(inventory("processed", run("done")))).toBe("Processado");
  });

  it("asks 'Tem certeza que deseja ...?' naming the inventory", () => {
    const row = inventory("counting");
    expect(CONFIRMATIONS.finalize(row)).toBe("Tem certeza que deseja finalizar o Inventário #3 (2025 - 1º Trimestre)?");
    expect(CONFIRMATIONS.remove(row)).toBe("Tem certeza que deseja remover o Inventário #3 (2025 - 1º Trimestre)?");
    expect(CONFIRMATIONS.process(row)).toMatch(/^Tem certeza que deseja processar o Inventário #3 \(2025 - 1º Trimestre\)\?/);
    expect(CONFIRMATIONS.removeSelected(2)).toBe("Tem certeza que deseja remover os 2 inventários selecionados?");
    expect(CONFIRMATIONS.closeSelected(1)).toBe("Tem certeza que deseja fechar a contagem selecionada?");
    expect(CONFIRMATIONS.zeroSelected(3)).toBe("Tem certeza que deseja zerar o estoque dos 3 produtos selecionados?");
    expect(CONFIRMATIONS.confirm({ product: "FEIJÃO", quantity: 12.5, unit: "KG" })).toBe(
      "Tem certeza que deseja confirmar a quantidade de 12,5 KG do produto FEIJÃO?",
    );
  });

  it("says why the missing products are not listed for an inventory that is not counting", () => {
    expect(SCREEN_TEXT.missingNeedsCounting(inventory("finalized"))).toBe(
      "Os produtos faltantes só existem enquanto o inventário está em contagem: o Inventário #3 (2025 - 1º Trimestre) está Finalizado.",
    );
    expect(inventoryDescription(inventory("counting"))).toBe("Inventário #3 (2025 - 1º Trimestre) - Em Contagem");
  });
});

describe("the divergence views of the inventory products", () => {
  const product = (id: number, name: string, differenceCost: number): InventoryProductRow => ({
    id,
    inventory_id: 3,
    stock_taking_id: id,
    product_id: 100 + id,
    product: name,
    group_id: 1,
    group_name: "MERCEARIA",
    barcode: `789${id}`,
    notable: false,
    actual_quantity: 10,
    fixed_quantity: 10,
    unit: "UN",
    unit_cost: 2,
    actual_cost: 20,
    fixed_cost: 20 + differenceCost,
    difference_quantity: differenceCost / 2,
    difference_cost: differenceCost,
  });
  const rows = [product(1, "ARROZ", -4), product(2, "BISCOITO", 6), product(3, "CAFÉ", 0), product(4, "DOCE", -30), product(5, "ERVILHA", 2)];
  const shown = (view: "all" | "losses" | "gains") => {
    const list = INVENTORY_PRODUCTS_LISTS[view];
    return sortItems(rowsOfView(rows, view), effectiveSort(list.defaultSort, list.defaultSort), list.columns).map((row) => row.product);
  };

  it("lists every product by name, the losses biggest first, the gains biggest first", () => {
    expect(shown("all")).toEqual(["ARROZ", "BISCOITO", "CAFÉ", "DOCE", "ERVILHA"]);
    expect(shown("losses")).toEqual(["DOCE", "ARROZ"]);
    expect(shown("gains")).toEqual(["BISCOITO", "ERVILHA"]);
  });

  it("keeps each view's sort apart (each is its own saved list)", () => {
    expect(new Set(Object.values(INVENTORY_PRODUCTS_LISTS).map((list) => list.listId)).size).toBe(3);
  });

  it("sums the actual and fixed cost and the difference in the footer", () => {
    const list = INVENTORY_PRODUCTS_LISTS.losses;
    const totals = computeTotals(rowsOfView(rows, "losses"), list.columns, list.totals ?? []);
    expect(Object.fromEntries(totals.map((total) => [total.column, total.value]))).toEqual({ actual_cost: 40, fixed_cost: 6, difference_cost: -34 });
  });

  it("marks a loss red and a gain green", () => {
    const difference = column(INVENTORY_PRODUCTS_LISTS.all.columns, "difference_cost");
    expect([difference.tone?.(rows[0] as InventoryProductRow), difference.tone?.(rows[1] as InventoryProductRow), difference.tone?.(rows[2] as InventoryProductRow)]).toEqual([
      "danger",
      "success",
      undefined,
    ]);
  });
});

import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { db, tableName } from "../../functions/lib/db";
import { padId, sourceKeys } from "../../functions/lib/keys";
import { backfillUseAndLossDates } from "../../functions/use_and_loss/storage/use-and-loss";
import { getEntryItems } from "../../functions/lib/entities/entries";
import { getProduct } from "../../functions/lib/entities/products";
import type {
  IcmsReversalRow,
  UseAndLossDetail,
  UseAndLossRow,
  WriteOffAvailableRow,
} from "../../shared/contracts/use-and-loss";
import { addDays } from "../../shared/dates";
import { icmsCreditToReverse } from "../../shared/formulas/write-off";
import { callApi } from "../support/api";
import { snapshotChanges, tenantSnapshot } from "../support/route-table";
import { useTestTable } from "../support/table";
import {
  adminCall,
  closeOperation,
  ENTRY_DAY_1,
  ENTRY_DAY_2,
  feedPage,
  OPERATION_DAY,
  send,
  sendOperations,
  type StoreAccess,
  setUpUseAndLossStore,
  TODAY,
  writeOff,
} from "./use-and-loss-fixtures";

/**
 * The use and loss API through its Lambda handler, on DynamoDB Local: fiscal write-offs across entry lines
 * with the ICMS credit to reverse to the cent, undo, removal, apply and bulk apply, every refused
 * transition (its message, and nothing stored), and one tenant never reaching another's operations.
 */

useTestTable();

let store: StoreAccess;
let neighbour: StoreAccess;

beforeAll(async () => {
  store = await setUpUseAndLossStore("demo");
  neighbour = await setUpUseAndLossStore("vizinho", "vizinho.example.com");
  await sendOperations(store, [
    { id: 101, operation: "loss", product_id: 10, quantity: 8 },
    { id: 102, operation: "use", product_id: 20, quantity: 0.735 },
    { id: 103, operation: "loss", product_id: 30, quantity: 2 },
    { id: 104, operation: "loss", product_id: 30, quantity: 3 },
    { id: 105, operation: "use", product_id: 30, quantity: 1 },
    { id: 106, operation: "loss", product_id: 30, quantity: 4 },
    { id: 107, operation: "loss", product_id: 30, quantity: 25 },
  ]);
});

const operation = async (id: number) => (await adminCall<UseAndLossDetail>(store, "GET", `/api/use_and_loss/${id}`)).body.data;
const allocatedOn = async (...ids: number[]) => {
  const items = await getEntryItems(store.tenantId, ids);
  return ids.map((id) => [id, items.get(id)?.allocated]);
};

describe("a loss written off across two entry lines", () => {
  it("takes 5 L from the older line and stays open, telling what is left and the credit so far", async () => {
    const answer = await writeOff(store, 101, 11, 5);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: "open", written_off: 5, remaining: 3, cost: 21, icms_credit: 1.47 });
    expect(answer.body.message).toEqual({ type: "success", msg: "Baixa Fiscal registrada com sucesso!" });
  });

  it("lists what each line still has, newest first", async () => {
    const answer = await adminCall<WriteOffAvailableRow[]>(store, "GET", "/api/use_and_loss/writeoff_available?product_id=10");
    expect(answer.body.data).toEqual([
      {
        entry_item_id: 21,
        entry_id: 2,
        entry_number: "000000102",
        entry_date: ENTRY_DAY_2,
        entry_supplier: "COOPERATIVA VALE VERDE",
        available: 12,
        quantity: 12,
        unit: "L",
        total_cost: 48,
        icms_credit: 3.36,
      },
      {
        entry_item_id: 11,
        entry_id: 1,
        entry_number: "000000101",
        entry_date: ENTRY_DAY_1,
        entry_supplier: "LATICÍNIOS SERRANA LTDA",
        available: 19,
        quantity: 24,
        unit: "L",
        total_cost: 100.8,
        icms_credit: 7.06,
      },
    ]);
    const since = await adminCall<WriteOffAvailableRow[]>(store, "GET", `/api/use_and_loss/writeoff_available?product_id=10&start_date=${ENTRY_DAY_2}`);
    expect(since.body.data?.map((row) => row.entry_item_id)).toEqual([21]);
  });

  it("closes with the remaining 3 L from the newer line; the operation's figures are the sum of its allocations", async () => {
    const answer = await writeOff(store, 101, 21, 3);
    expect(answer.body.data).toEqual({ status: "closed", written_off: 8, remaining: 0, cost: 33, icms_credit: 2.31 });
    expect(answer.body.message?.msg).toBe("Baixa Fiscal concluída: a operação foi baixada.");

    const detail = await operation(101);
    expect(detail).toMatchObject({ id: 101, operation: "loss", status: "closed", quantity: 8, unit: "L", written_off: 8, remaining: 0, cost: 33, icms_credit: 2.31 });
    expect(detail?.allocations).toEqual([
      { entry_item_id: 21, entry_id: 2, entry_number: "000000102", entry_date: ENTRY_DAY_2, supplier: "COOPERATIVA VALE VERDE", quantity: 3, cost: 12, icms_credit: 0.84 },
      { entry_item_id: 11, entry_id: 1, entry_number: "000000101", entry_date: ENTRY_DAY_1, supplier: "LATICÍNIOS SERRANA LTDA", quantity: 5, cost: 21, icms_credit: 1.47 },
    ]);
    // Recomputed from the entry lines: credit of the line / its quantity x quantity written off.
    expect(icmsCreditToReverse({ quantity: 24, icmsCredit: 7.06 }, 5)).toBe(1.47);
    expect(icmsCreditToReverse({ quantity: 12, icmsCredit: 3.36 }, 3)).toBe(0.84);
    expect(await allocatedOn(11, 21)).toEqual([
      [11, 5],
      [21, 3],
    ]);
    const available = await adminCall<WriteOffAvailableRow[]>(store, "GET", "/api/use_and_loss/writeoff_available?product_id=10");
    expect(available.body.data?.map((row) => [row.entry_item_id, row.available])).toEqual([
      [21, 9],
      [11, 19],
    ]);
  });

  it("writes off a use whole against one line, with its cost and no credit", async () => {
    const answer = await writeOff(store, 102, 31, 0.735);
    expect(answer.body.data).toEqual({ status: "closed", written_off: 0.735, remaining: 0, cost: 28.66, icms_credit: 0 });
    expect((await operation(102))?.allocations).toEqual([expect.objectContaining({ entry_item_id: 31, quantity: 0.735, cost: 28.66, icms_credit: 0 })]);
  });

  it("lists the credit to reverse of the period's losses, line by line", async () => {
    const answer = await adminCall<IcmsReversalRow[]>(store, "GET", `/api/use_and_loss/icms_reversal?start_date=${OPERATION_DAY}&end_date=${TODAY}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        operation_id: 101,
        operation_date: OPERATION_DAY,
        status: "closed",
        product_id: 10,
        barcode: "78910000010",
        product: "LEITE UHT INTEGRAL 1L",
        unit: "L",
        entry_item_id: 11,
        entry_id: 1,
        entry_number: "000000101",
        entry_date: ENTRY_DAY_1,
        supplier: "LATICÍNIOS SERRANA LTDA",
        quantity: 5,
        cost: 21,
        icms_credit: 1.47,
      },
      expect.objectContaining({ operation_id: 101, entry_item_id: 21, quantity: 3, cost: 12, icms_credit: 0.84 }),
    ]);
    const before = await adminCall<IcmsReversalRow[]>(store, "GET", `/api/use_and_loss/icms_reversal?start_date=${addDays(ENTRY_DAY_1, -60)}&end_date=${ENTRY_DAY_1}`);
    expect(before.body.data).toEqual([]);
    const backwards = await adminCall(store, "GET", `/api/use_and_loss/icms_reversal?start_date=${TODAY}&end_date=${OPERATION_DAY}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message?.msg).toBe("A 'Data Final' não pode ser anterior à 'Data Inicial'.");
  });
});

describe("undo, removal and application", () => {
  it("undoes a write-off: every allocation released, the operation open again with nothing written off", async () => {
    await closeOperation(store, 103, 41, 2);
    expect(await allocatedOn(41)).toEqual([[41, 2]]);
    const answer = await adminCall(store, "POST", "/api/use_and_loss/103/undo_writeoff");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: { status: "open", written_off: 0, remaining: 2, cost: 0, icms_credit: 0 },
      message: { type: "success", msg: "Baixa estornada com sucesso!" },
    });
    expect(await operation(103)).toMatchObject({ status: "open", written_off: 0, cost: 0, icms_credit: 0, allocations: [] });
    expect(await allocatedOn(41)).toEqual([[41, 0]]);
  });

  it("removes an open operation, giving back what a partial write-off took", async () => {
    expect((await writeOff(store, 103, 41, 1.5)).body.data?.status).toBe("open");
    const answer = await adminCall(store, "DELETE", "/api/use_and_loss/103");
    expect(answer.body).toEqual({ success: true, data: true, message: { type: "success", msg: "Operação removida com sucesso!" } });
    expect((await adminCall(store, "GET", "/api/use_and_loss/103")).status).toBe(404);
    expect(await allocatedOn(41)).toEqual([[41, 0]]);
  });

  it("applies a closed operation: its quantity leaves stock once and one movement is recorded", async () => {
    const stock = (await getProduct(store.tenantId, 10))?.stock;
    const answer = await adminCall(store, "POST", "/api/use_and_loss/101/apply");
    expect(answer.body).toEqual({ success: true, data: { id: 101, status: "applied" }, message: { type: "success", msg: "Operação aplicada com sucesso!" } });
    expect((await getProduct(store.tenantId, 10))?.stock).toBe((stock ?? 0) - 8);
    const feed = await feedPage(store);
    expect(feed.body.data?.movements).toEqual([
      { sequence: 1, product_id: 10, quantity: -8, reason: "loss", operation_id: 101, date: TODAY, recorded_at: expect.any(String) },
    ]);
    const applied = await adminCall<UseAndLossRow[]>(store, "GET", "/api/use_and_loss?operation=loss&status=applied");
    expect(applied.body.data?.map((row) => [row.id, row.status, row.icms_credit])).toEqual([[101, "applied", 2.31]]);
  });

  it("applies several closed operations of one type together", async () => {
    await closeOperation(store, 104, 41, 3);
    await closeOperation(store, 106, 41, 4);
    const stock = (await getProduct(store.tenantId, 30))?.stock ?? 0;
    const answer = await adminCall(store, "POST", "/api/use_and_loss/apply_all", { ids: [104, 106, 104] });
    expect(answer.body).toEqual({ success: true, data: [104, 106], message: { type: "success", msg: "2 operações aplicadas com sucesso!" } });
    expect((await getProduct(store.tenantId, 30))?.stock).toBe(stock - 7);
    const feed = await feedPage(store, undefined, 10);
    expect(feed.body.data?.movements.map((m) => [m.sequence, m.operation_id, m.product_id, m.quantity])).toEqual([
      [1, 101, 10, -8],
      [2, 104, 30, -3],
      [3, 106, 30, -4],
    ]);
  });

  it("lists operations by type and status with the labels' codes and the notable flag", async () => {
    const all = await adminCall<UseAndLossRow[]>(store, "GET", "/api/use_and_loss");
    expect(all.body.data?.map((row) => [row.id, row.operation, row.status])).toEqual([
      [101, "loss", "applied"],
      [102, "use", "closed"],
      [104, "loss", "applied"],
      [105, "use", "open"],
      [106, "loss", "applied"],
      [107, "loss", "open"],
    ]);
    expect(all.body.data?.[1]).toEqual({
      id: 102,
      date: OPERATION_DAY,
      operation: "use",
      barcode: "78910000020",
      group_id: 1,
      group_name: "LATICÍNIOS",
      product_id: 20,
      product: "QUEIJO MUSSARELA KG",
      notable: false,
      quantity: 0.735,
      unit: "KG",
      location: "DEPÓSITO",
      user_name: "ANA",
      status: "closed",
      written_off: 0.735,
      remaining: 0,
      cost: 28.66,
      icms_credit: 0,
    });
    const openUses = await adminCall<UseAndLossRow[]>(store, "GET", "/api/use_and_loss?operation=use&status=open");
    expect(openUses.body.data?.map((row) => row.id)).toEqual([105]);
    const bad = await adminCall(store, "GET", "/api/use_and_loss?status=baixada");
    expect(bad.status).toBe(400);
    expect(bad.body.message?.msg).toBe("Status de operação inválido: use all, open, closed ou applied.");
  });
});

describe("refused transitions: each one answered in pt-BR, nothing stored", () => {
  const refusals: [string, string, string, unknown, number, string][] = [
    ["a write-off of zero", "POST", "/api/use_and_loss/105/writeoff", { entry_item_id: 41, writeoff: 0 }, 400, "Preencha o campo 'Quantidade a Baixar' com um valor maior que zero, com até 3 casas decimais."],
    ["a write-off with 4 decimals", "POST", "/api/use_and_loss/105/writeoff", { entry_item_id: 41, writeoff: 0.0005 }, 400, "Preencha o campo 'Quantidade a Baixar' com um valor maior que zero, com até 3 casas decimais."],
    ["a write-off above what the operation needs", "POST", "/api/use_and_loss/105/writeoff", { entry_item_id: 41, writeoff: 1.001 }, 409, "Quantidade acima do que falta baixar na operação (1)."],
    ["a write-off above what the line has", "POST", "/api/use_and_loss/107/writeoff", { entry_item_id: 41, writeoff: 23 }, 409, "Quantidade acima do disponível na entrada (22)."],
    ["a write-off against another product's line", "POST", "/api/use_and_loss/105/writeoff", { entry_item_id: 11, writeoff: 1 }, 409, "O item de entrada é de outro produto."],
    ["a write-off of a closed operation", "POST", "/api/use_and_loss/102/writeoff", { entry_item_id: 31, writeoff: 0.1 }, 409, "A Operação de Uso/Perda não está em aberto."],
    ["a write-off of an applied operation", "POST", "/api/use_and_loss/101/writeoff", { entry_item_id: 11, writeoff: 1 }, 409, "A Operação de Uso/Perda já foi aplicada: não é possível dar baixa."],
    ["a write-off of an unknown operation", "POST", "/api/use_and_loss/999/writeoff", { entry_item_id: 11, writeoff: 1 }, 404, "Operação de Uso/Perda #999 não encontrada."],
    ["a write-off against an unknown line", "POST", "/api/use_and_loss/105/writeoff", { entry_item_id: 999, writeoff: 1 }, 404, "Item de entrada #999 não encontrado."],
    ["an undo of an applied operation", "POST", "/api/use_and_loss/101/undo_writeoff", {}, 409, "A Operação de Uso/Perda já foi aplicada: não é possível estornar a baixa."],
    ["an undo with nothing written off", "POST", "/api/use_and_loss/105/undo_writeoff", {}, 409, "A Operação de Uso/Perda não tem baixa para estornar."],
    ["applying an open operation", "POST", "/api/use_and_loss/105/apply", {}, 409, "Só é possível aplicar operações baixadas."],
    ["applying an applied operation again", "POST", "/api/use_and_loss/101/apply", {}, 409, "Só é possível aplicar operações baixadas."],
    ["removing a closed operation", "DELETE", "/api/use_and_loss/102", undefined, 409, "Só é possível remover operações em aberto."],
    ["removing an applied operation", "DELETE", "/api/use_and_loss/101", undefined, 409, "Só é possível remover operações em aberto."],
    ["applying together operations of both types", "POST", "/api/use_and_loss/apply_all", { ids: [102, 108] }, 409, "Só é possível aplicar juntas operações do mesmo tipo: a seleção tem operações de Uso e de Perda. Nenhuma operação foi aplicada."],
    ["applying together with one not closed", "POST", "/api/use_and_loss/apply_all", { ids: [108, 107] }, 409, "Só é possível aplicar operações baixadas: a operação #107 está Aberta. Nenhuma operação foi aplicada."],
    ["applying together with an unknown one", "POST", "/api/use_and_loss/apply_all", { ids: [108, 999] }, 404, "Operação de Uso/Perda #999 não encontrada."],
    ["applying together nothing", "POST", "/api/use_and_loss/apply_all", { ids: [] }, 400, "Selecione as operações."],
    ["applying together more than a transaction holds", "POST", "/api/use_and_loss/apply_all", { ids: Array.from({ length: 34 }, (_, i) => i + 1) }, 400, "Selecione no máximo 33 operações por vez."],
  ];

  beforeAll(async () => {
    // A closed loss beside the closed use (102), for the mixed selection.
    await sendOperations(store, [{ id: 108, operation: "loss", product_id: 30, quantity: 1 }]);
    await closeOperation(store, 108, 41, 1);
  });

  it.each(refusals)("refuses %s", async (_name, method, path, body, status, msg) => {
    const before = await tenantSnapshot(store.tenantId);
    const answer = await adminCall(store, method, path, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, message: { type: "error", msg } });
    expect(snapshotChanges(before, await tenantSnapshot(store.tenantId))).toEqual([]);
  });

  it("refuses a standard user every change of the area", async () => {
    const answer = await callApi("POST", "/api/use_and_loss/105/writeoff", { cookie: store.user, body: { entry_item_id: 41, writeoff: 1 } });
    expect(answer.status).toBe(403);
  });
});

describe("tenants", () => {
  it("never show or change another tenant's operations, write-offs or movements", async () => {
    const asNeighbour = (method: string, path: string, body?: unknown) => adminCall(neighbour, method, path, body);
    expect((await asNeighbour("GET", "/api/use_and_loss")).body.data).toEqual([]);
    expect((await asNeighbour("GET", "/api/use_and_loss/102")).status).toBe(404);
    expect((await asNeighbour("POST", "/api/use_and_loss/105/writeoff", { entry_item_id: 41, writeoff: 1 })).status).toBe(404);
    expect((await asNeighbour("POST", "/api/use_and_loss/102/undo_writeoff")).status).toBe(404);
    expect((await asNeighbour("POST", "/api/use_and_loss/102/apply")).status).toBe(404);
    expect((await asNeighbour("POST", "/api/use_and_loss/apply_all", { ids: [108] })).status).toBe(404);
    expect((await asNeighbour("DELETE", "/api/use_and_loss/105")).status).toBe(404);
    const reversal = await asNeighbour("GET", `/api/use_and_loss/icms_reversal?start_date=${OPERATION_DAY}&end_date=${TODAY}`);
    expect(reversal.body.data).toEqual([]);
    // The neighbour's own lines of the same ids are its own: nothing of ours was allocated on them.
    const available = await asNeighbour("GET", "/api/use_and_loss/writeoff_available?product_id=30");
    expect(available.body.data).toEqual([expect.objectContaining({ entry_item_id: 41, available: 30 })]);
    expect((await feedPage(neighbour)).body.data).toMatchObject({ movements: [], has_more: false });

    expect((await operation(102))?.status).toBe("closed");
    expect((await operation(105))?.status).toBe("open");
  });
});

describe("the entries an operation may take: dated on or before it, within the 365 days before it (spec §9)", () => {
  /** "2026-11-10" -> "10/11/2026", as the messages show a day. */
  const day = (isoDay: string) => isoDay.split("-").reverse().join("/");
  const BEFORE_ENTRY_2 = addDays(ENTRY_DAY_2, -1);
  const OLD_ENTRY_DAY = addDays(OPERATION_DAY, -366);

  beforeAll(async () => {
    // A loss of milk the day before the second entry (line 21), and an entry of yoghurt older than a year.
    await sendOperations(store, [{ id: 110, operation: "loss", product_id: 10, quantity: 2, date: BEFORE_ENTRY_2 }]);
    await send(store, "entries", [
      {
        id: 5,
        number: "000000099",
        date: OLD_ENTRY_DAY,
        supplier_id: 1,
        items: [{ id: 51, product_id: 30, entry_quantity: 10, entry_unit: "UN", entry_unit_cost: 2, fraction: 1, icms_credit: 2.4 }],
      },
    ]);
  });

  const availableIds = async (query: string) =>
    ((await adminCall<WriteOffAvailableRow[]>(store, "GET", `/api/use_and_loss/writeoff_available?${query}`)).body.data ?? []).map((row) => row.entry_item_id);

  it("lists for an operation only the entries dated up to its day, never a later invoice", async () => {
    expect(await availableIds("product_id=10")).toEqual([21, 11]);
    expect(await availableIds("product_id=10&operation_id=110")).toEqual([11]);
  });

  it("never lists for an operation an entry more than 365 days before it, whatever the start date asked", async () => {
    expect(await availableIds(`product_id=30&start_date=${OLD_ENTRY_DAY}`)).toEqual([41, 51]);
    expect(await availableIds(`product_id=30&start_date=${OLD_ENTRY_DAY}&operation_id=107`)).toEqual([41]);
    expect(await availableIds(`product_id=30&start_date=${ENTRY_DAY_2}&operation_id=107`)).toEqual([41]);
  });

  it("refuses to list for an operation the entries of another product", async () => {
    const answer = await adminCall(store, "GET", "/api/use_and_loss/writeoff_available?product_id=30&operation_id=110");
    expect(answer.status).toBe(409);
    expect(answer.body.message?.msg).toBe("O produto informado não é o da operação #110.");
  });

  it.each([
    ["an invoice dated after the loss", 110, 21, () => `A entrada de ${day(ENTRY_DAY_2)} é posterior à operação de ${day(BEFORE_ENTRY_2)}: a baixa só pode usar entradas até a data da operação.`],
    ["an invoice more than 365 days before the loss", 107, 51, () => `A entrada de ${day(OLD_ENTRY_DAY)} é de mais de 365 dias antes da operação de ${day(OPERATION_DAY)}: a baixa só pode usar entradas dos 365 dias anteriores à operação.`],
  ])("refuses a write-off against %s with 409, naming both days, and stores nothing", async (_case, operationId, entryItemId, message) => {
    const before = await tenantSnapshot(store.tenantId);
    const answer = await writeOff(store, operationId, entryItemId, 1);
    expect(answer.status).toBe(409);
    expect(answer.body.message?.msg).toBe(message());
    expect(snapshotChanges(before, await tenantSnapshot(store.tenantId))).toEqual([]);
  });

  it("writes the loss off against an invoice of its own day or before", async () => {
    const answer = await writeOff(store, 110, 11, 2);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.status).toBe("closed");
  });
});

describe("the list's period: applied operations of the period, pending ones whatever their date", () => {
  const OLD_DAY = addDays(TODAY, -200);
  const ids = (rows: UseAndLossRow[] | undefined) => (rows ?? []).map((row) => row.id);
  const list = async (query = "") => (await adminCall<UseAndLossRow[]>(store, "GET", `/api/use_and_loss${query}`)).body.data;

  beforeAll(async () => {
    // An entry of yoghurt older than the default window, and three operations on it: applied, closed, open.
    await send(store, "entries", [
      {
        id: 6,
        number: "000000098",
        date: addDays(OLD_DAY, -10),
        supplier_id: 1,
        items: [{ id: 61, product_id: 30, entry_quantity: 10, entry_unit: "UN", entry_unit_cost: 2, fraction: 1, icms_credit: 2.4 }],
      },
    ]);
    await sendOperations(store, [
      { id: 201, operation: "loss", product_id: 30, quantity: 1, date: OLD_DAY },
      { id: 202, operation: "use", product_id: 30, quantity: 1, date: OLD_DAY },
      { id: 203, operation: "loss", product_id: 30, quantity: 1, date: OLD_DAY },
    ]);
    await closeOperation(store, 201, 61, 1);
    await closeOperation(store, 203, 61, 1);
    const applied = await adminCall(store, "POST", "/api/use_and_loss/201/apply");
    if (applied.status !== 200) throw new Error(`Aplicação da operação 201 recusada (${applied.status}).`);
  });

  it("opens on the last 90 days: an old applied operation left out, old closed and open ones kept", async () => {
    const rows = ids(await list());
    expect(rows).not.toContain(201);
    expect(rows).toEqual(expect.arrayContaining([101, 104, 106, 202, 203]));
    expect(ids(await list("?status=applied"))).toEqual([101, 104, 106]);
    expect(ids(await list("?operation=use&status=open"))).toEqual([105, 202]);
  });

  it("lists the old applied operation in a period that holds its day, and only the period's applied ones", async () => {
    expect(ids(await list(`?start_date=${addDays(OLD_DAY, -1)}&end_date=${TODAY}`))).toContain(201);
    expect(ids(await list(`?status=applied&start_date=${OLD_DAY}&end_date=${OLD_DAY}`))).toEqual([201]);
    expect(ids(await list(`?operation=use&status=applied&start_date=${OLD_DAY}&end_date=${OLD_DAY}`))).toEqual([]);
    // Only a start: up to today; only an end: the 90 days before it.
    expect(ids(await list(`?status=applied&start_date=${OLD_DAY}`))).toEqual([101, 104, 106, 201]);
    expect(ids(await list(`?status=applied&end_date=${addDays(OLD_DAY, 89)}`))).toEqual([201]);
  });

  it.each([
    ["a start after the end", `?start_date=${TODAY}&end_date=${addDays(TODAY, -1)}`],
    ["a day that does not exist", "?start_date=2026-02-30"],
    ["a day in another format", "?end_date=28/11/2026"],
    ["a period longer than 400 days", `?start_date=${addDays(TODAY, -400)}&end_date=${TODAY}`],
  ])("refuses %s with 400 in pt-BR, changing nothing", async (_case, query) => {
    const before = await tenantSnapshot(store.tenantId);
    const answer = await adminCall(store, "GET", `/api/use_and_loss${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: { type: "error", msg: "Período inválido: use 'start_date' e 'end_date' no formato AAAA-MM-DD, a inicial até a final, em até 400 dias." },
    });
    expect(snapshotChanges(before, await tenantSnapshot(store.tenantId))).toEqual([]);
  });

  it("never lists another tenant's operations, whatever the period", async () => {
    const answer = await adminCall<UseAndLossRow[]>(neighbour, "GET", `/api/use_and_loss?start_date=${addDays(OLD_DAY, -1)}&end_date=${TODAY}`);
    expect(answer.body.data).toEqual([]);
  });

  it("still lists an operation stored before the date joined its index key, until the backfill rewrites the key", async () => {
    const key = sourceKeys.useLoss(store.tenantId, 201);
    const legacy = sourceKeys.useLossUndatedRange("loss").from.slice(0, -1) + padId(201);
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: "SET gsi1sk = :sk", ExpressionAttributeValues: { ":sk": legacy } }));
    expect(ids(await list(`?status=applied&start_date=${OLD_DAY}&end_date=${OLD_DAY}`))).toEqual([201]);
    expect(ids(await list("?status=applied"))).toEqual([101, 104, 106]);

    expect(await backfillUseAndLossDates(store.tenantId)).toBe(1);
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
    expect(stored.Item?.gsi1sk).toBe(`loss#${OLD_DAY}#${padId(201)}`);
    expect(ids(await list(`?status=applied&start_date=${OLD_DAY}&end_date=${OLD_DAY}`))).toEqual([201]);
    expect(await backfillUseAndLossDates(store.tenantId)).toBe(0);
  });
});

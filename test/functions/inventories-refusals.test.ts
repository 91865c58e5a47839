import { beforeAll, describe, expect, it } from "vitest";
import type { InventoryProductRow, InventoryRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import type { ApiAnswer } from "../support/api";
import { snapshotChanges, tenantSnapshot } from "../support/route-table";
import { useTestTable } from "../support/table";
import {
  adminCall,
  counts,
  createInventory,
  floorCount,
  refusal,
  send,
  sendCounts,
  setUpInventoryStore,
  type StoreAccess,
  TODAY,
  YEAR,
} from "./inventories-fixtures";

/**
 * Every transition the inventories API refuses (spec §4, §5): the status and pt-BR message of each, and
 * nothing stored by any refusal (the tenant read back). Also what removing an inventory product or an
 * inventory does, idempotent floor counts, and one tenant never reaching another's inventories.
 */

useTestTable();

let store: StoreAccess;
let neighbour: StoreAccess;
/** Finalized, with closed counts 91001 (product 10) and 91002 (product 20). */
let past: InventoryRow;
/** Counting, with open count 92001 (product 10) and closed 92002 (product 20). */
let current: InventoryRow;

beforeAll(async () => {
  store = await setUpInventoryStore();
  neighbour = await setUpInventoryStore("vizinho", "vizinho.example.com");
  past = await createInventory(store, "first");
  await sendCounts(store, [
    { id: 91001, product_id: 10, quantity: 99 },
    { id: 91002, product_id: 20, quantity: 12 },
  ]);
  await adminCall(store, "POST", "/api/stock_taking/close_all", { ids: [91001, 91002] });
  const finalized = await adminCall(store, "POST", `/api/inventories/${past.id}/finalize`);
  if (finalized.status !== 200) throw new Error(`Inventário não finalizado: ${finalized.body.message?.msg}`);
  current = await createInventory(store, "second");
  await sendCounts(store, [
    { id: 92001, product_id: 10, quantity: 50 },
    { id: 92002, product_id: 20, quantity: 12.5 },
  ]);
  await adminCall(store, "POST", "/api/stock_taking/92002/close");
});

/** The call's answer, and whether it stored anything (it must not). */
async function refused(call: () => Promise<ApiAnswer>): Promise<{ status: number; msg: string | undefined }> {
  const before = await tenantSnapshot(store.tenantId);
  const answer = await call();
  expect(snapshotChanges(before, await tenantSnapshot(store.tenantId))).toEqual([]);
  return refusal(answer);
}

describe("creating an inventory", () => {
  it("refuses a year before 2000 or after this one, and a period outside the enumeration", async () => {
    const year = { status: 400, msg: "Preencha o campo 'Ano de Referência'" };
    expect(await refused(() => adminCall(store, "POST", "/api/inventories", { year: 1999, period: "annual" }))).toEqual(year);
    expect(await refused(() => adminCall(store, "POST", "/api/inventories", { year: YEAR + 1, period: "annual" }))).toEqual(year);
    expect(await refused(() => adminCall(store, "POST", "/api/inventories", { year: 2024.5, period: "annual" }))).toEqual(year);
    expect(await refused(() => adminCall(store, "POST", "/api/inventories", { year: 2024, period: "quarter" }))).toEqual({
      status: 400,
      msg: "Preencha o campo 'Período'",
    });
  });

  it("refuses a second inventory while one is counting", async () => {
    expect(await refused(() => adminCall(store, "POST", "/api/inventories", { year: 2024, period: "annual" }))).toEqual({
      status: 409,
      msg: "Já existe um Inventário em Contagem!",
    });
  });
});

describe("a finalized inventory", () => {
  it("is not finalized again, removed, nor has missing products", async () => {
    expect(await refused(() => adminCall(store, "POST", `/api/inventories/${past.id}/finalize`))).toEqual({
      status: 409,
      msg: "Só é possível finalizar um inventário Em Contagem: este está Finalizado.",
    });
    expect(await refused(() => adminCall(store, "DELETE", `/api/inventories/${past.id}`))).toEqual({
      status: 409,
      msg: "Só é possível remover um inventário Em Contagem: este está Finalizado.",
    });
    expect(await refused(() => adminCall(store, "GET", `/api/inventories/${past.id}/missing_products`))).toEqual({
      status: 409,
      msg: "Produtos Faltantes só existem para um inventário Em Contagem: este está Finalizado.",
    });
  });

  it("has its counts and products closed for good", async () => {
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/91001/fix", { stock: 1 }))).toEqual({
      status: 409,
      msg: "Só é possível corrigir contagens abertas de um inventário Em Contagem: a contagem #91001 está Fechada.",
    });
    expect(await refused(() => adminCall(store, "DELETE", "/api/stock_taking/91001"))).toEqual({
      status: 409,
      msg: "Só é possível remover contagens abertas de um inventário Em Contagem: a contagem #91001 está Fechada.",
    });
    const [row] = (await adminCall<InventoryProductRow[]>(store, "GET", `/api/inventory_products?inventory_id=${past.id}`)).body.data ?? [];
    expect(await refused(() => adminCall(store, "DELETE", `/api/inventory_products/${row?.id}`))).toEqual({
      status: 409,
      msg: `Só é possível remover produtos de um inventário Em Contagem: o Produto do Inventário #${row?.id} é de um inventário encerrado.`,
    });
  });

  it("takes no zeroed or confirmed products", async () => {
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/zero_product", { inventory_id: past.id, product_id: 30 }))).toEqual({
      status: 409,
      msg: "Só é possível zerar produtos de um inventário Em Contagem: este está Finalizado.",
    });
    expect(await refused(() => adminCall(store, "POST", `/api/inventories/${past.id}/confirm_all_products_quantity`, { product_ids: [30] }))).toEqual({
      status: 409,
      msg: "Só é possível confirmar quantidades de um inventário Em Contagem: este está Finalizado.",
    });
  });
});

describe("the counting inventory", () => {
  it("is not finalized while a count is open", async () => {
    expect(await refused(() => adminCall(store, "POST", `/api/inventories/${current.id}/finalize`))).toEqual({
      status: 409,
      msg: "Não é possível finalizar o inventário: há 1 contagem aberta. Feche ou remova a contagem antes de finalizar.",
    });
  });

  it("has its closed counts neither fixed, closed nor removed", async () => {
    const closed = "a contagem #92002 está Fechada.";
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/92002/fix", { stock: 3 }))).toEqual({
      status: 409,
      msg: `Só é possível corrigir contagens abertas: ${closed}`,
    });
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/92002/close"))).toEqual({ status: 409, msg: `Só é possível fechar contagens abertas: ${closed}` });
    expect(await refused(() => adminCall(store, "DELETE", "/api/stock_taking/92002"))).toEqual({ status: 409, msg: `Só é possível remover contagens abertas: ${closed}` });
  });

  it("closes a selection all together or not at all", async () => {
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/close_all", { ids: [92001, 92002] }))).toEqual({
      status: 409,
      msg: "Só é possível fechar contagens abertas: a contagem #92002 está Fechada. Nenhuma contagem foi fechada.",
    });
    expect((await counts(store, current.id, "open")).map((count) => count.id)).toEqual([92001]);
  });

  it("refuses a fixed quantity below 0 or with more than 3 decimals", async () => {
    const message = { status: 400, msg: "Preencha o campo 'Contagem Atual'" };
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/92001/fix", { stock: -1 }))).toEqual(message);
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/92001/fix", { stock: 1.0001 }))).toEqual(message);
  });

  it("answers 404 for unknown records", async () => {
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/99999/close"))).toEqual({ status: 404, msg: "Contagem #99999 não encontrada." });
    expect(await refused(() => adminCall(store, "DELETE", "/api/inventory_products/99999"))).toEqual({
      status: 404,
      msg: "Produto do Inventário #99999 não encontrado.",
    });
    expect(await refused(() => adminCall(store, "GET", "/api/inventories/99999"))).toEqual({ status: 404, msg: "Inventário #99999 não encontrado." });
    expect(await refused(() => adminCall(store, "GET", "/api/stock_taking?inventory_id=99999"))).toEqual({ status: 404, msg: "Inventário #99999 não encontrado." });
    expect(await refused(() => adminCall(store, "POST", "/api/stock_taking/zero_product", { inventory_id: current.id, product_id: 999 }))).toEqual({
      status: 404,
      msg: "Produto #999 não encontrado.",
    });
    expect(await refused(() => floorCount(store, { barcode: "0000000000000", quantity: 1 }))).toEqual({
      status: 404,
      msg: "Nenhum produto ativo com o código de barras '0000000000000'.",
    });
  });

  it("refuses a count status filter it does not know", async () => {
    expect(await refused(() => adminCall(store, "GET", `/api/stock_taking?inventory_id=${current.id}&status=aberta`))).toEqual({
      status: 400,
      msg: "Status de contagem inválido: use all, open, closed ou applied.",
    });
  });

  it("keeps another tenant's inventories out of reach (404) and unchanged", async () => {
    const other = (path: string, method = "GET", body?: unknown) => adminCall(neighbour, method, path, body);
    expect((await other(`/api/inventories/${current.id}`)).status).toBe(404);
    expect((await other(`/api/stock_taking?inventory_id=${current.id}`)).status).toBe(404);
    expect((await other(`/api/inventory_products?inventory_id=${past.id}`)).status).toBe(404);
    expect(await refused(() => other("/api/stock_taking/92001/close", "POST"))).toMatchObject({ status: 404 });
    expect(await refused(() => other(`/api/inventories/${current.id}/finalize`, "POST"))).toMatchObject({ status: 404 });
    expect(await refused(() => other(`/api/inventories/${current.id}`, "DELETE"))).toMatchObject({ status: 404 });
  });
});

describe("removing an inventory product", () => {
  it("takes its closed counts with it: the product is missing again, to be counted anew", async () => {
    const [row] = (await adminCall<InventoryProductRow[]>(store, "GET", `/api/inventory_products?inventory_id=${current.id}`)).body.data ?? [];
    expect(row).toMatchObject({ product_id: 20, stock_taking_id: 92002 });
    const answer = await adminCall(store, "DELETE", `/api/inventory_products/${row?.id}`);
    expect(answer.body).toEqual({ success: true, data: true, message: { type: "success", msg: "Produto removido do inventário com sucesso!" } });
    expect((await adminCall<InventoryProductRow[]>(store, "GET", `/api/inventory_products?inventory_id=${current.id}`)).body.data).toEqual([]);
    expect((await counts(store, current.id)).map((count) => [count.id, count.status])).toEqual([[92001, "open"]]);
    const missing = (await adminCall<MissingProductRow[]>(store, "GET", `/api/inventories/${current.id}/missing_products`)).body.data ?? [];
    expect(missing.map((product) => product.product_id)).toContain(20);
  });

  it("keeps the open counts of its product, which close into a new one", async () => {
    await sendCounts(store, [{ id: 92003, product_id: 10, quantity: 1 }]);
    await adminCall(store, "POST", "/api/stock_taking/92003/close");
    const [first] = (await adminCall<InventoryProductRow[]>(store, "GET", `/api/inventory_products?inventory_id=${current.id}`)).body.data ?? [];
    await adminCall(store, "DELETE", `/api/inventory_products/${first?.id}`);
    expect((await counts(store, current.id)).map((count) => [count.id, count.status])).toEqual([[92001, "open"]]);
    await adminCall(store, "POST", "/api/stock_taking/92001/close");
    const [next] = (await adminCall<InventoryProductRow[]>(store, "GET", `/api/inventory_products?inventory_id=${current.id}`)).body.data ?? [];
    expect(next).toMatchObject({ product_id: 10, fixed_quantity: 50, actual_quantity: 100, stock_taking_id: 92001 });
    expect(next?.id).not.toBe(first?.id);
  });
});

describe("counts re-sent by the integration", () => {
  it("update a count while open and refuse to move it to another product, storing nothing", async () => {
    await sendCounts(store, [{ id: 92010, product_id: 60, quantity: 2 }]);
    await sendCounts(store, [{ id: 92010, product_id: 60, quantity: 3 }]);
    expect((await counts(store, current.id)).filter((count) => count.id === 92010)).toEqual([expect.objectContaining({ quantity: 3, status: "open" })]);
    const moved = await refused(() => send(store, "stock_takings", [{ id: 92010, take_date: TODAY, product_id: 70, quantity: 3 }]));
    expect(moved).toEqual({ status: 400, msg: "Item 0: a contagem 92010 já foi registrada para o produto 60; uma contagem não muda de produto." });
    await adminCall(store, "DELETE", "/api/stock_taking/92010");
  });
});

describe("floor counts with an idempotency key", () => {
  it("register once: a re-send answers the same count", async () => {
    const body = { product_id: 30, quantity: 120, idempotency_key: "celular-7-000123" };
    const first = await floorCount(store, body);
    const again = await floorCount(store, body);
    expect(first.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const ofProduct = (await counts(store, current.id)).filter((count) => count.product_id === 30);
    expect(ofProduct).toEqual([expect.objectContaining({ id: first.body.data?.id, quantity: 120, status: "open" })]);
    const other = await floorCount(store, { ...body, idempotency_key: "celular-7-000124" });
    expect(other.body.data?.id).not.toBe(first.body.data?.id);
  });

  it("refuses a bad key, a quantity with more than 3 decimals, and neither or both of product_id and barcode", async () => {
    expect(await refused(() => floorCount(store, { product_id: 30, quantity: 1, idempotency_key: "curta" }))).toEqual({
      status: 400,
      msg: "Chave de idempotência inválida: de 8 a 64 letras, números, '-' ou '_'.",
    });
    expect(await refused(() => floorCount(store, { product_id: 30, quantity: 1.0001 }))).toMatchObject({ status: 400 });
    expect(await refused(() => floorCount(store, { quantity: 1 }))).toEqual({ status: 400, msg: "Informe o produto (product_id ou barcode)." });
    expect(await refused(() => floorCount(store, { product_id: 30, barcode: "78910000000030", quantity: 1 }))).toMatchObject({ status: 400 });
  });
});

describe("removing the counting inventory", () => {
  it("takes its counts and products with it and lets a new one open", async () => {
    const answer = await adminCall(store, "DELETE", `/api/inventories/${current.id}`);
    expect(answer.body).toEqual({ success: true, data: true, message: { type: "success", msg: "Inventário removido com sucesso!" } });
    expect((await adminCall(store, "GET", `/api/stock_taking?inventory_id=${current.id}`)).status).toBe(404);
    const list = (await adminCall<InventoryRow[]>(store, "GET", "/api/inventories")).body.data ?? [];
    expect(list.map((inventory) => [inventory.id, inventory.status])).toEqual([[past.id, "finalized"]]);
    expect(await refused(() => floorCount(store, { product_id: 30, quantity: 1 }))).toEqual({
      status: 409,
      msg: "Não há Inventário em Contagem para registrar a contagem.",
    });
    // The removed inventory's period (2nd quarter) is free again.
    const again = await createInventory(store, "second");
    expect(again).toMatchObject({ year: YEAR, period: "second", status: "counting" });
    expect(await counts(store, again.id)).toEqual([] satisfies StockTakingRow[]);
  });

  it("refuses to finalize an inventory with no product counted, storing nothing", async () => {
    const empty = (await adminCall<InventoryRow[]>(store, "GET", "/api/inventories")).body.data?.find((inventory) => inventory.status === "counting");
    if (!empty) throw new Error("sem inventário em contagem");
    expect(await refused(() => adminCall(store, "POST", `/api/inventories/${empty.id}/finalize`))).toEqual({
      status: 409,
      msg: "O inventário não tem produtos contados: registre contagens antes de finalizar.",
    });
    expect((await adminCall(store, "DELETE", `/api/inventories/${empty.id}`)).status).toBe(200);
  });
});

describe("one inventory per period", () => {
  it("refuses a second inventory of a period, naming the one that holds it, and storing nothing", async () => {
    expect(await refused(() => adminCall(store, "POST", "/api/inventories", { year: YEAR, period: "first" }))).toEqual({
      status: 409,
      msg: `Já existe um Inventário do 1º Trimestre de ${YEAR} (#${past.id}, Finalizado).`,
    });
  });

  it("lets an annual inventory and a quarterly one of the same year coexist, and refuses a second annual one", async () => {
    const annual = await createInventory(store, "annual");
    expect(annual).toMatchObject({ year: YEAR, period: "annual", status: "counting" });
    await sendCounts(store, [{ id: 93001, product_id: 30, quantity: 480 }]);
    await adminCall(store, "POST", "/api/stock_taking/93001/close");
    expect((await adminCall(store, "POST", `/api/inventories/${annual.id}/finalize`)).status).toBe(200);
    expect(await refused(() => adminCall(store, "POST", "/api/inventories", { year: YEAR, period: "annual" }))).toEqual({
      status: 409,
      msg: `Já existe um Inventário Anual de ${YEAR} (#${annual.id}, Finalizado).`,
    });
  });
});

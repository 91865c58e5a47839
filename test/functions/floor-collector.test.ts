import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AVATAR } from "../../shared/avatar";
import type { FloorCountsAnswer, FloorOperationRow, FloorProduct } from "../../shared/contracts/floor";
import type { StockTakingRow } from "../../shared/contracts/inventories";
import type { UseAndLossRow } from "../../shared/contracts/use-and-loss";
import { type ApiAnswer, callApi } from "../support/api";
import { snapshotChanges, tenantSnapshot } from "../support/route-table";
import { sha256Hex, signIn } from "../support/sessions";
import { useTestTable } from "../support/table";
import { adminCall, closeOperation, type StoreAccess, sendOperations, setUpUseAndLossStore, TODAY, writeOff } from "./use-and-loss-fixtures";

/**
 * The standard user's floor collector on DynamoDB Local (DESIGN §6): use and loss registered by a standard
 * user under their name, once per idempotency key (re-sent, and 20 at once), bad input and unknown barcodes
 * refused with nothing stored, the user's own registrations listed and undone while open, and every undo of
 * someone else's record or of a closed one refused. Products of the store (use-and-loss-fixtures.ts): milk
 * 10 (L, barcode 78910000010), cheese 20 (KG) and yoghurt 30 (UN, barcode 78910000030).
 */

useTestTable();

const MILK = "78910000010";
const YOGHURT = "78910000030";
const OPERADOR_NAME = "OPERADOR DE LOJA";

let store: StoreAccess;
/** A second standard user of the same store. */
let colleague: string;

beforeAll(async () => {
  store = await setUpUseAndLossStore("demo");
  const created = await adminCall(store, "POST", "/api/users", {
    name: "REPOSITOR",
    username: "repositor",
    password: sha256Hex("repositor"),
    avatar: DEFAULT_AVATAR,
    role: "user",
  });
  if (!created.body.success) throw new Error(`Usuário não criado (${created.status})`);
  colleague = await signIn("repositor", "repositor", store.host);
});

let keys = 0;
/** A key no registration of this file used before. */
const newKey = () => `chave-coletor-${String(++keys).padStart(4, "0")}`;

function userCall<T = unknown>(cookie: string, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return callApi<T>(method, path, { cookie, host: store.host, ...(method === "GET" ? {} : { body: body ?? {} }) });
}

const registerLoss = (cookie: string, body: Record<string, unknown>) =>
  userCall<FloorOperationRow>(cookie, "POST", "/api/use_and_loss", { operation: "loss", location: "açougue", ...body });

const myOperations = async (cookie: string) => (await userCall<FloorOperationRow[]>(cookie, "GET", "/api/use_and_loss/mine")).body.data ?? [];
const myCounts = async (cookie: string) => (await userCall<FloorCountsAnswer>(cookie, "GET", "/api/stock_taking/mine")).body.data;
const allOperations = async () => (await adminCall<UseAndLossRow[]>(store, "GET", "/api/use_and_loss")).body.data ?? [];

/** Calls `act` and answers what it stored in the tenant (keys of written, changed or deleted items). */
async function storedBy(act: () => Promise<unknown>): Promise<string[]> {
  const before = await tenantSnapshot(store.tenantId);
  await act();
  return snapshotChanges(before, await tenantSnapshot(store.tenantId));
}

describe("POST /api/use_and_loss by a standard user", () => {
  it("registers an open loss of the scanned product, today, under the user's name", async () => {
    const answer = await registerLoss(store.user, { barcode: YOGHURT, quantity: 2, idempotency_key: newKey() });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual({ type: "success", msg: "Operação de Perda registrada com sucesso!" });
    const row = answer.body.data;
    expect(row).toMatchObject({ date: TODAY, operation: "loss", product_id: 30, barcode: YOGHURT, quantity: 2, unit: "UN", location: "AÇOUGUE", status: "open" });
    expect(row?.id).toBeGreaterThanOrEqual(1_000_000_000);
    const stored = (await adminCall<UseAndLossRow>(store, "GET", `/api/use_and_loss/${row?.id}`)).body.data;
    expect(stored).toMatchObject({ operation: "loss", product: "IOGURTE NATURAL 170G", quantity: 2, location: "AÇOUGUE", user_name: OPERADOR_NAME, status: "open" });
  });

  it("takes a product by id and a weighed quantity with 3 decimals", async () => {
    const answer = await userCall<FloorOperationRow>(store.user, "POST", "/api/use_and_loss", {
      operation: "use",
      product_id: 20,
      quantity: 0.375,
      location: "Cozinha",
      idempotency_key: newKey(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ operation: "use", product_id: 20, quantity: 0.375, unit: "KG", location: "COZINHA" });
  });

  it("answers a re-sent registration with the first one and stores nothing new", async () => {
    const body = { barcode: MILK, quantity: 1.5, idempotency_key: newKey() };
    const first = await registerLoss(store.user, body);
    expect(first.status).toBe(200);
    let again: ApiAnswer<FloorOperationRow> | undefined;
    // Even with another quantity: the key names the registration the phone sent first.
    const changes = await storedBy(async () => {
      again = await registerLoss(store.user, { ...body, quantity: 9 });
    });
    expect(again?.status).toBe(200);
    expect(again?.body.data).toEqual(first.body.data);
    expect(changes).toEqual([]);
  });

  it("registers once when 20 identical registrations arrive at the same time", async () => {
    const body = { barcode: MILK, quantity: 3, location: "PADARIA PARALELA", idempotency_key: newKey() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => registerLoss(store.user, body)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const ids = new Set(answers.map((answer) => answer.body.data?.id));
    expect(ids.size).toBe(1);
    const stored = (await allOperations()).filter((operation) => operation.location === "PADARIA PARALELA");
    expect(stored.map((operation) => operation.id)).toEqual([...ids]);
  });

  const keyed = (body: Record<string, unknown>) => ({ ...body, idempotency_key: newKey() });
  it.each([
    ["without an idempotency key", { barcode: YOGHURT, quantity: 1 }, "Chave de idempotência inválida: de 8 a 64 letras, números, '-' ou '_'."],
    ["of another operation type", keyed({ operation: "furto", barcode: YOGHURT, quantity: 1 }), "Informe a operação: use (Uso) ou loss (Perda)."],
    ["with no product", keyed({ quantity: 1 }), "Informe o produto (product_id ou barcode)."],
    ["with both a product id and a barcode", keyed({ product_id: 30, barcode: YOGHURT, quantity: 1 }), "Informe o produto (product_id ou barcode)."],
    ["of zero", keyed({ barcode: YOGHURT, quantity: 0 }), "Preencha o campo 'Quantidade' com um valor maior que zero, com até 3 casas decimais."],
    ["with 4 decimals", keyed({ barcode: MILK, quantity: 1.2345 }), "Preencha o campo 'Quantidade' com um valor maior que zero, com até 3 casas decimais."],
    ["of half a whole unit", keyed({ barcode: YOGHURT, quantity: 1.5 }), "A quantidade em UN deve ser um número inteiro."],
    ["without a location", keyed({ barcode: YOGHURT, quantity: 1, location: "  " }), "Preencha o campo 'Local de Uso' (até 80 caracteres)."],
  ])("refuses a registration %s with 400 and stores nothing", async (_case, body, message) => {
    let answer: ApiAnswer | undefined;
    const changes = await storedBy(async () => {
      answer = await userCall(store.user, "POST", "/api/use_and_loss", { operation: "loss", location: "DEPÓSITO", ...body });
    });
    expect(answer?.status).toBe(400);
    expect(answer?.body.message?.msg).toBe(message);
    expect(changes).toEqual([]);
  });

  it("refuses an unknown barcode with 404 and stores nothing", async () => {
    let answer: ApiAnswer | undefined;
    const changes = await storedBy(async () => {
      answer = await registerLoss(store.user, { barcode: "0000000000000", quantity: 1, idempotency_key: newKey() });
    });
    expect(answer?.status).toBe(404);
    expect(answer?.body.message?.msg).toBe("Nenhum produto ativo com o código de barras '0000000000000'.");
    expect(changes).toEqual([]);
  });
});

describe("the user's open operations of today (GET /api/use_and_loss/mine) and their undo", () => {
  let mine: FloorOperationRow;
  let theirs: FloorOperationRow;

  beforeAll(async () => {
    await sendOperations(store, [{ id: 501, operation: "loss", product_id: 30, quantity: 1, date: TODAY }]);
    theirs = (await registerLoss(colleague, { barcode: YOGHURT, quantity: 4, idempotency_key: newKey() })).body.data as FloorOperationRow;
    mine = (await registerLoss(store.user, { barcode: YOGHURT, quantity: 5, idempotency_key: newKey() })).body.data as FloorOperationRow;
  });

  it("lists only the user's own floor operations, newest first", async () => {
    const listed = await myOperations(store.user);
    expect(listed[0]).toEqual(mine);
    expect(listed.map((row) => row.id)).toEqual([...listed.map((row) => row.id)].sort((a, b) => b - a));
    expect(listed.map((row) => row.id)).not.toContain(theirs.id);
    expect(listed.map((row) => row.id)).not.toContain(501);
    expect((await myOperations(colleague)).map((row) => row.id)).toEqual([theirs.id]);
  });

  it("refuses to undo another user's operation or the integration's, keeping them", async () => {
    const other = await userCall(store.user, "POST", `/api/use_and_loss/${theirs.id}/undo`);
    expect(other.status).toBe(409);
    expect(other.body.message?.msg).toBe(`A operação #${theirs.id} foi registrada por outra pessoa: só quem a registrou pode desfazê-la.`);
    expect((await userCall(store.user, "POST", "/api/use_and_loss/501/undo")).status).toBe(409);
    expect((await allOperations()).map((row) => row.id)).toEqual(expect.arrayContaining([theirs.id, 501]));
  });

  it("undoes the user's own open operation: it leaves the lists", async () => {
    const answer = await userCall(store.user, "POST", `/api/use_and_loss/${mine.id}/undo`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toEqual({ type: "success", msg: "Operação desfeita com sucesso!" });
    expect((await adminCall(store, "GET", `/api/use_and_loss/${mine.id}`)).status).toBe(404);
    expect((await myOperations(store.user)).map((row) => row.id)).not.toContain(mine.id);
    const again = await userCall(store.user, "POST", `/api/use_and_loss/${mine.id}/undo`);
    expect(again.status).toBe(404);
  });

  it("refuses to undo an operation written off, in part or whole, and stops listing it once closed", async () => {
    const partial = (await registerLoss(store.user, { barcode: YOGHURT, quantity: 3, idempotency_key: newKey() })).body.data as FloorOperationRow;
    expect((await writeOff(store, partial.id, 41, 1)).status).toBe(200);
    const partly = await userCall(store.user, "POST", `/api/use_and_loss/${partial.id}/undo`);
    expect(partly.status).toBe(409);
    expect(partly.body.message?.msg).toBe(`A operação #${partial.id} já recebeu baixa fiscal: não é possível desfazê-la.`);

    const whole = (await registerLoss(store.user, { barcode: YOGHURT, quantity: 2, idempotency_key: newKey() })).body.data as FloorOperationRow;
    await closeOperation(store, whole.id, 41, 2);
    const closed = await userCall(store.user, "POST", `/api/use_and_loss/${whole.id}/undo`);
    expect(closed.status).toBe(409);
    expect(closed.body.message?.msg).toBe(`Só é possível desfazer operações em aberto: a operação #${whole.id} está Baixada.`);
    expect((await adminCall<UseAndLossRow>(store, "GET", `/api/use_and_loss/${whole.id}`)).body.data?.status).toBe("closed");
    expect((await myOperations(store.user)).map((row) => row.id)).not.toContain(whole.id);
  });

  it("answers a re-send of an undone registration with a refusal, never a new operation", async () => {
    const body = { barcode: YOGHURT, quantity: 1, idempotency_key: newKey() };
    const first = (await registerLoss(store.user, body)).body.data as FloorOperationRow;
    expect((await userCall(store.user, "POST", `/api/use_and_loss/${first.id}/undo`)).status).toBe(200);
    let again: ApiAnswer | undefined;
    const changes = await storedBy(async () => {
      again = await registerLoss(store.user, body);
    });
    expect(again?.status).toBe(409);
    expect(changes).toEqual([]);
  });
});

describe("counts on the floor", () => {
  const countBody = (barcode: string, quantity: number) => ({ barcode, quantity, idempotency_key: newKey() });
  const counts = async (inventoryId: number) =>
    (await adminCall<StockTakingRow[]>(store, "GET", `/api/stock_taking?inventory_id=${inventoryId}`)).body.data ?? [];

  it("with no inventory in counting: no inventory, no counts, the product without a count, a count refused", async () => {
    expect(await myCounts(store.user)).toEqual({ inventory: null, counts: [] });
    const product = await userCall<FloorProduct>(store.user, "GET", `/api/floor_product?barcode=${MILK}`);
    expect(product.body.data).toEqual({
      product_id: 10,
      barcode: MILK,
      product: "LEITE UHT INTEGRAL 1L",
      unit: "L",
      quantity_decimals: 3,
      stock: 100,
      counting: null,
    });
    const refused = await userCall(store.user, "POST", "/api/stock_taking", countBody(MILK, 1));
    expect(refused.status).toBe(409);
    expect(refused.body.message?.msg).toBe("Não há Inventário em Contagem para registrar a contagem.");
  });

  it("looks up a whole-unit product and refuses an unknown barcode with 404", async () => {
    const product = await userCall<FloorProduct>(store.user, "GET", `/api/floor_product?barcode=${YOGHURT}`);
    expect(product.body.data).toMatchObject({ product_id: 30, unit: "UN", quantity_decimals: 0 });
    const unknown = await userCall(store.user, "GET", "/api/floor_product?barcode=1234567890123");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message?.msg).toBe("Nenhum produto ativo com o código de barras '1234567890123'.");
  });

  describe("with an inventory in counting", () => {
    let inventoryId: number;
    let mine: StockTakingRow;
    let theirs: StockTakingRow;

    beforeAll(async () => {
      const created = await adminCall<{ id: number }>(store, "POST", "/api/inventories", { year: Number(TODAY.slice(0, 4)), period: "annual" });
      inventoryId = created.body.data?.id ?? 0;
      theirs = (await userCall<StockTakingRow>(colleague, "POST", "/api/stock_taking", countBody(MILK, 4.5))).body.data as StockTakingRow;
      mine = (await userCall<StockTakingRow>(store.user, "POST", "/api/stock_taking", countBody(MILK, 10))).body.data as StockTakingRow;
    });

    it("shows the product's counts so far (everyone's) on a scan", async () => {
      const product = await userCall<FloorProduct>(store.user, "GET", `/api/floor_product?barcode=${MILK}`);
      expect(product.body.data?.counting).toEqual({ inventory_id: inventoryId, counted: 14.5, counts: 2 });
    });

    it("lists the inventory and only the user's own counts, newest first", async () => {
      const second = (await userCall<StockTakingRow>(store.user, "POST", "/api/stock_taking", countBody(YOGHURT, 7))).body.data as StockTakingRow;
      const answer = await myCounts(store.user);
      expect(answer?.inventory).toEqual({ id: inventoryId, year: Number(TODAY.slice(0, 4)), period: "annual" });
      expect(answer?.counts.map((count) => [count.id, count.product_id, count.quantity, count.status])).toEqual([
        [second.id, 30, 7, "open"],
        [mine.id, 10, 10, "open"],
      ]);
      expect((await myCounts(colleague))?.counts.map((count) => count.id)).toEqual([theirs.id]);
    });

    it("refuses to undo another user's count", async () => {
      const answer = await userCall(store.user, "POST", `/api/stock_taking/${theirs.id}/undo`);
      expect(answer.status).toBe(409);
      expect(answer.body.message?.msg).toBe(`A contagem #${theirs.id} foi registrada por outra pessoa: só quem a registrou pode desfazê-la.`);
      expect((await counts(inventoryId)).map((count) => count.id)).toContain(theirs.id);
    });

    it("undoes the user's own open count: the administrator's count list no longer has it", async () => {
      const answer = await userCall(store.user, "POST", `/api/stock_taking/${mine.id}/undo`);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toEqual({ type: "success", msg: "Contagem desfeita com sucesso!" });
      expect((await counts(inventoryId)).map((count) => count.id)).not.toContain(mine.id);
      expect((await myCounts(store.user))?.counts.map((count) => count.id)).not.toContain(mine.id);
    });

    it("keeps a key to its user: two users sending the same key for the same product at once both store their count", async () => {
      const key = newKey();
      const [operador, repositor] = await Promise.all([
        userCall<StockTakingRow>(store.user, "POST", "/api/stock_taking", { barcode: YOGHURT, quantity: 11, idempotency_key: key }),
        userCall<StockTakingRow>(colleague, "POST", "/api/stock_taking", { barcode: YOGHURT, quantity: 13, idempotency_key: key }),
      ]);
      expect([operador.status, repositor.status]).toEqual([200, 200]);
      expect(operador.body.data?.quantity).toBe(11);
      expect(repositor.body.data?.quantity).toBe(13);
      expect(operador.body.data?.id).not.toBe(repositor.body.data?.id);
      const stored = (await counts(inventoryId)).filter((count) => count.id === operador.body.data?.id || count.id === repositor.body.data?.id);
      expect(stored.map((count) => count.quantity).sort()).toEqual([11, 13]);
      // Each user's re-send still answers their own count and stores nothing new.
      let again: ApiAnswer<StockTakingRow> | undefined;
      const changes = await storedBy(async () => {
        again = await userCall<StockTakingRow>(colleague, "POST", "/api/stock_taking", { barcode: YOGHURT, quantity: 99, idempotency_key: key });
      });
      expect(again?.body.data?.id).toBe(repositor.body.data?.id);
      expect(again?.body.data?.quantity).toBe(13);
      expect(changes).toEqual([]);
    });

    it("refuses a fraction of a whole unit in a count, as the use/loss registration does, and stores nothing", async () => {
      let answer: ApiAnswer | undefined;
      const changes = await storedBy(async () => {
        answer = await userCall(store.user, "POST", "/api/stock_taking", countBody(YOGHURT, 2.5));
      });
      expect(answer?.status).toBe(400);
      expect(answer?.body.message?.msg).toBe("A quantidade em UN deve ser um número inteiro.");
      expect(changes).toEqual([]);
      const weighed = await userCall<StockTakingRow>(store.user, "POST", "/api/stock_taking", countBody(MILK, 2.5));
      expect(weighed.status).toBe(200);
    });

    it("refuses to fix a whole-unit count to a fraction, keeping the count as it was", async () => {
      const count = (await userCall<StockTakingRow>(store.user, "POST", "/api/stock_taking", countBody(YOGHURT, 3))).body.data as StockTakingRow;
      let answer: ApiAnswer | undefined;
      const changes = await storedBy(async () => {
        answer = await adminCall(store, "POST", `/api/stock_taking/${count.id}/fix`, { stock: 2.5 });
      });
      expect(answer?.status).toBe(400);
      expect(answer?.body.message?.msg).toBe("A quantidade em UN deve ser um número inteiro.");
      expect(changes).toEqual([]);
      expect((await adminCall(store, "POST", `/api/stock_taking/${count.id}/fix`, { stock: 4 })).status).toBe(200);
      expect((await counts(inventoryId)).find((row) => row.id === count.id)?.quantity).toBe(4);
    });

    it.each([
      ["counts", "stock_takings", { id: 9101, take_date: TODAY, product_id: 30, quantity: 2.5 }],
      ["use/loss operations", "use_and_loss", { id: 9102, date: TODAY, operation: "loss", product_id: 30, quantity: 2.5, location: "DEPÓSITO", user_name: "ANA" }],
    ])("refuses integration %s with a fraction of a whole unit, naming the item, and stores nothing", async (_kind, kind, item) => {
      let answer: ApiAnswer | undefined;
      const changes = await storedBy(async () => {
        answer = await callApi("POST", `/api/integration/${kind}`, {
          body: { items: [{ ...item, product_id: 10, id: item.id + 10 }, item] },
          headers: { authorization: `Bearer ${store.apiKey}` },
          host: store.host,
        });
      });
      expect(answer?.status).toBe(400);
      expect(answer?.body.message?.msg).toBe("Item 1, campo 'quantity': A quantidade em UN deve ser um número inteiro.");
      expect(changes).toEqual([]);
    });

    it("refuses to undo a count the administrator closed, and keeps listing it as closed", async () => {
      const count = (await userCall<StockTakingRow>(store.user, "POST", "/api/stock_taking", countBody(MILK, 2))).body.data as StockTakingRow;
      expect((await adminCall(store, "POST", `/api/stock_taking/${count.id}/close`)).status).toBe(200);
      const answer = await userCall(store.user, "POST", `/api/stock_taking/${count.id}/undo`);
      expect(answer.status).toBe(409);
      expect(answer.body.message?.msg).toBe(`Só é possível desfazer contagens abertas: a contagem #${count.id} está Fechada.`);
      expect((await myCounts(store.user))?.counts.find((row) => row.id === count.id)?.status).toBe("closed");
    });
  });
});

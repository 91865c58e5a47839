import { beforeAll, describe, expect, it } from "vitest";
import { getEntryItems } from "../../functions/lib/entities/entries";
import { getProduct } from "../../functions/lib/entities/products";
import { getUseAndLoss, listUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { listWriteOffs } from "../../functions/use_and_loss/storage/write-offs";
import { toCents, toMilli } from "../../shared/money";
import { type ApiAnswer, callApi } from "../support/api";
import { useTestTable } from "../support/table";
import { ROUNDS } from "./concurrency-fixtures";
import {
  adminCall,
  closeOperation,
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
 * The use and loss invariants under concurrency, against DynamoDB Local: many write-offs on one entry line
 * never allocate more than it has; many applies of one operation take its stock out once and record one
 * movement; write-offs, undos, removals and applies racing on the same operations and lines leave every
 * total equal to its parts; the movement feed, paged while applies go on, hands out each movement once.
 */

useTestTable();

let store: StoredStore;

interface StoredStore extends StoreAccess {
  product: (id: number, stock: number) => Promise<void>;
  line: (itemId: number, productId: number, quantity: number) => Promise<void>;
}

beforeAll(async () => {
  const access = await setUpUseAndLossStore("demo");
  store = {
    ...access,
    product: (id, stock) =>
      send(access, "products", [
        { id, barcode: `78920000${id}`, description: `PRODUTO ${id}`, group_id: 1, unit: "UN", cost: 2, price: 3, icms_out_rate: 18, icms_in_rate: 12, stock, active: true },
      ]),
    // One entry per line (entry id = item id), 12% credit: quantity x R$ 2,00 x 12%; dated on the operations'
    // day, so they may take from it (spec §9).
    line: (itemId, productId, quantity) =>
      send(access, "entries", [
        {
          id: itemId,
          number: `NF-${itemId}`,
          date: OPERATION_DAY,
          supplier_id: 1,
          items: [{ id: itemId, product_id: productId, entry_quantity: quantity, entry_unit: "UN", entry_unit_cost: 2, fraction: 1 }],
        },
      ]),
  };
});

/** A change answered under concurrency: accepted, or refused with 409 in pt-BR; anything else fails the test. */
function accepted(answer: ApiAnswer<unknown>): boolean {
  if (answer.status === 200) return true;
  if (answer.status !== 409 || !answer.body.message?.msg) throw new Error(`Resposta inesperada ${answer.status}: ${JSON.stringify(answer.body)}`);
  return false;
}

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe("50 write-offs at once on one entry line, from 50 operations", () => {
  it("never allocate more than the line has", async () => {
    await store.product(50, 100);
    await store.line(5001, 50, 5);
    const operations = ids(5000, 50);
    await sendOperations(store, operations.map((id) => ({ id, operation: "loss" as const, product_id: 50, quantity: 1 })));

    const answers = await Promise.all(operations.map((id) => writeOff(store, id, 5001, 1)));
    const done = operations.filter((_, i) => accepted(answers[i] as ApiAnswer<unknown>));
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeLessThanOrEqual(5);

    // Whatever the race left, the rest one by one: the line takes exactly its 5 units, then refuses.
    const waiting = operations.filter((id) => !done.includes(id));
    for (const id of waiting.slice(0, 5 - done.length)) expect((await writeOff(store, id, 5001, 1)).body.data?.status).toBe("closed");
    const refused = await writeOff(store, waiting[5 - done.length] ?? 0, 5001, 1);
    expect(refused.body.message?.msg).toBe("Quantidade acima do disponível na entrada (0).");

    expect((await getEntryItems(store.tenantId, [5001])).get(5001)).toMatchObject({ quantity: 5, allocated: 5 });
    const states = await Promise.all(operations.map((id) => getUseAndLoss(store.tenantId, id)));
    expect(states.filter((operation) => operation?.status === "closed")).toHaveLength(5);
    expect(states.filter((operation) => operation?.status === "open" && operation.writtenOff === 0)).toHaveLength(45);
    const writeOffs = (await Promise.all(operations.map((id) => listWriteOffs(store.tenantId, id)))).flat();
    expect(writeOffs.map((writeOff) => [writeOff.entryItemId, writeOff.quantity])).toEqual(Array.from({ length: 5 }, () => [5001, 1]));
  }, 120_000);
});

describe("20 applies at once of one operation", () => {
  it("take its quantity out of stock once and record one movement", async () => {
    await store.product(51, 40);
    await store.line(5101, 51, 10);
    await sendOperations(store, [{ id: 5100, operation: "loss", product_id: 51, quantity: 3 }]);
    await closeOperation(store, 5100, 5101, 3);

    const answers = await Promise.all(ids(0, 20).map(() => adminCall(store, "POST", "/api/use_and_loss/5100/apply")));
    expect(answers.filter((answer) => accepted(answer))).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.message?.msg).toBe("Só é possível aplicar operações baixadas.");
    expect((await getProduct(store.tenantId, 51))?.stock).toBe(37);
    expect((await getUseAndLoss(store.tenantId, 5100))?.status).toBe("applied");
    const movements = await allMovements(store);
    expect(movements.filter((movement) => movement.operation_id === 5100)).toEqual([
      expect.objectContaining({ product_id: 51, quantity: -3, reason: "loss", date: TODAY }),
    ]);
  }, 60_000);
});

/** A tiny seeded random source (the same rounds on every run). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("write-offs, undos, removals and applies racing on the same operations and lines", () => {
  it("keep every line's allocation, every operation's totals and the stock equal to their parts", async () => {
    const product = 52;
    const lines = [5201, 5202];
    await store.product(product, 1000);
    for (const line of lines) await store.line(line, product, 6);
    const operations = ids(5200, 8);
    await sendOperations(store, operations.map((id) => ({ id, operation: id % 2 ? ("use" as const) : ("loss" as const), product_id: product, quantity: 2 })));
    const random = seeded(52);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const actions = [
      { kind: "writeoff", call: (id: number) => writeOff(store, id, pick(lines), pick([0.5, 1, 1.5, 2])) },
      { kind: "writeoff", call: (id: number) => writeOff(store, id, pick(lines), pick([0.5, 1, 1.5, 2])) },
      { kind: "undo", call: (id: number) => adminCall(store, "POST", `/api/use_and_loss/${id}/undo_writeoff`) },
      { kind: "apply", call: (id: number) => adminCall(store, "POST", `/api/use_and_loss/${id}/apply`) },
      { kind: "remove", call: (id: number) => adminCall(store, "DELETE", `/api/use_and_loss/${id}`) },
    ] as const;
    const acceptedCalls = { writeoff: 0, undo: 0, apply: 0, remove: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const calls = ids(0, 10).map(() => {
        const action = pick(actions);
        return action.call(pick(operations)).then((answer) => ({ kind: action.kind, answer }));
      });
      for (const { kind, answer } of await Promise.all(calls)) {
        if (answer.status !== 404 && accepted(answer)) acceptedCalls[kind]++;
      }
    }
    // The race did change things: write-offs went in, and undos, applies or removals acted on them.
    expect(acceptedCalls.writeoff, JSON.stringify(acceptedCalls)).toBeGreaterThan(0);
    expect(acceptedCalls.undo + acceptedCalls.apply + acceptedCalls.remove, JSON.stringify(acceptedCalls)).toBeGreaterThan(0);

    const survivors = (await listUseAndLoss(store.tenantId)).filter((operation) => operation.productId === product);
    const allocations = await Promise.all(operations.map((id) => listWriteOffs(store.tenantId, id)));
    const stored = await getEntryItems(store.tenantId, lines);
    for (const line of lines) {
      const taken = allocations.flat().filter((w) => w.entryItemId === line);
      const allocated = stored.get(line)?.allocated ?? -1;
      expect(toMilli(allocated), `linha ${line}`).toBe(taken.reduce((sum, w) => sum + toMilli(w.quantity), 0));
      expect(allocated).toBeLessThanOrEqual(6);
    }
    for (const [index, id] of operations.entries()) {
      const operation = survivors.find((candidate) => candidate.id === id);
      const own = allocations[index] ?? [];
      if (!operation) {
        expect(own, `operação removida ${id}`).toEqual([]);
        continue;
      }
      expect(toMilli(operation.writtenOff), `operação ${id}`).toBe(own.reduce((sum, w) => sum + toMilli(w.quantity), 0));
      expect(toCents(operation.cost)).toBe(own.reduce((sum, w) => sum + toCents(w.cost), 0));
      expect(toCents(operation.icmsCredit)).toBe(own.reduce((sum, w) => sum + toCents(w.icmsCredit), 0));
      const covered = toMilli(operation.writtenOff) === toMilli(operation.quantity);
      expect(operation.status === "open" ? !covered : covered, `operação ${id} ${operation.status}`).toBe(true);
    }
    const applied = survivors.filter((operation) => operation.status === "applied");
    const movements = (await allMovements(store)).filter((movement) => operations.includes(movement.operation_id));
    expect(movements.map((movement) => movement.operation_id).sort()).toEqual(applied.map((operation) => operation.id).sort());
    expect((await getProduct(store.tenantId, product))?.stock).toBe(1000 - applied.reduce((sum, operation) => sum + operation.quantity, 0));
  }, 180_000);
});

type Movement = NonNullable<Awaited<ReturnType<typeof feedPage>>["body"]["data"]>["movements"][number];

/** Every movement of the feed from the start, page by page, and the cursor after the last. */
async function readFeed(access: StoreAccess, pageSize = 50): Promise<{ movements: Movement[]; cursor: string }> {
  const movements: Movement[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await feedPage(access, cursor, pageSize);
    const data = page.body.data;
    if (!data) throw new Error(`Feed recusado (${page.status})`);
    movements.push(...data.movements);
    cursor = data.next_cursor;
    if (!data.has_more) return { movements, cursor };
  }
}

async function allMovements(access: StoreAccess): Promise<Movement[]> {
  return (await readFeed(access)).movements;
}

describe("the stock movement feed", () => {
  it("pages every movement once, in order, while applies go on", async () => {
    await store.product(53, 1000);
    await store.line(5301, 53, 200);
    const operations = ids(5300, 30);
    await sendOperations(store, operations.map((id, i) => ({ id, operation: "loss" as const, product_id: 53, quantity: 1 + (i % 4) })));
    for (const [i, id] of operations.entries()) await closeOperation(store, id, 5301, 1 + (i % 4));

    // The reader starts after everything recorded so far.
    const before = await readFeed(store);
    let cursor = before.cursor;
    const start = before.movements.length;

    // Applies in waves of parallel calls (single ones and selections of three) while the reader pages 4 at a time.
    let writing = true;
    const writer = (async () => {
      const calls = [
        ...operations.slice(0, 18).map((id) => () => adminCall(store, "POST", `/api/use_and_loss/${id}/apply`)),
        ...[18, 21, 24, 27].map((from) => () => adminCall(store, "POST", "/api/use_and_loss/apply_all", { ids: operations.slice(from, from + 3) })),
      ];
      for (let wave = 0; wave < calls.length; wave += 6) {
        const answers = await Promise.all(calls.slice(wave, wave + 6).map((call) => call()));
        for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    })().finally(() => {
      writing = false;
    });
    const received: Movement[] = [];
    let pages = 0;
    for (;;) {
      const stillWriting = writing;
      const page = await feedPage(store, cursor, 4);
      const data = page.body.data;
      if (!data) throw new Error(`Feed recusado (${page.status})`);
      pages++;
      expect(data.movements.length).toBeLessThanOrEqual(4);
      received.push(...data.movements);
      cursor = data.next_cursor;
      if (!stillWriting && !data.has_more) break;
      if (!data.has_more) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await writer;

    expect(pages).toBeGreaterThan(1);
    expect(received.map((movement) => movement.sequence)).toEqual(ids(start + 1, 30));
    expect(received.map((movement) => movement.operation_id).sort()).toEqual([...operations].sort());
    for (const movement of received) {
      const index = operations.indexOf(movement.operation_id);
      expect(movement).toMatchObject({ product_id: 53, quantity: -(1 + (index % 4)), reason: "loss", date: TODAY });
    }
    expect((await feedPage(store, cursor, 10)).body.data).toEqual({ movements: [], next_cursor: cursor, has_more: false });
  }, 120_000);

  it("refuses a cursor it did not give and a page size out of bounds", async () => {
    const cursor = await feedPage(store, "nao-e-um-cursor");
    expect(cursor.status).toBe(400);
    expect(cursor.body.message?.msg).toBe(
      "Cursor inválido: envie em 'after' o next_cursor da resposta anterior (ou nada, para começar do início).",
    );
    const answer = await adminCall(store, "GET", "/api/integration/stock_movements");
    expect(answer.status).toBe(401);
    for (const limit of ["0", "1001", "-1", "abc"]) {
      const page = await callApi("GET", `/api/integration/stock_movements?limit=${limit}`, { headers: { authorization: `Bearer ${store.apiKey}` } });
      expect(page.status, limit).toBe(400);
      expect(page.body.message?.msg).toBe("'limit' inválido: use um número de 1 a 1000.");
    }
  });
});

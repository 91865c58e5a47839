import { beforeAll, describe, expect, it } from "vitest";
import { closeCount } from "../../functions/inventories/counts";
import { openCountingInventory } from "../../functions/inventories/open-counting";
import { listEntryItemsOfProduct, getEntry } from "../../functions/lib/entities/entries";
import { listQuoteParticipants } from "../../functions/purchasing/storage/price-quotes";
import { getProducts, listProducts } from "../../functions/lib/entities/products";
import { listOrderItems, listOrders } from "../../functions/purchasing/storage/purchase-orders";
import { readSaleLinesOfDay } from "../../functions/lib/entities/sale-lines";
import { listStockTakings } from "../../functions/inventories/storage/stock-takings";
import { listUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { provisionTenant, setApiKey } from "../../functions/session/tenant";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";

useTestTable();

const KEY = "chave-da-loja-0123456789";
const OTHER_KEY = "chave-da-outra-0123456789";
const auth = (key = KEY) => ({ authorization: `Bearer ${key}` });

function send(kind: string, items: unknown[], key = KEY) {
  return callApi<{ kind: string; received: number }>("POST", `/api/integration/${kind}`, { body: { items }, headers: auth(key) });
}

const PRODUCT = {
  id: 990001,
  barcode: "7890000990001",
  description: "ARROZ TIPO 1 5KG",
  group_id: 12,
  unit: "UN",
  cost: 10,
  price: 15,
  icms_out_rate: 18,
  icms_in_rate: 12,
  stock: 40,
  active: true,
};

const SALE_LINE = {
  id: "pdv1-000123-1",
  date: "2026-11-21",
  product_id: 990001,
  quantity: 3,
  unit_price: 15,
  total: 45,
  unit_cost: 10,
  icms_out_rate: 18,
  icms_in_rate: 12,
};

const product = (id: number, overrides: Record<string, unknown> = {}) => ({
  ...PRODUCT,
  id,
  barcode: `789${String(id).padStart(10, "0")}`,
  description: `PRODUTO ${id}`,
  ...overrides,
});

beforeAll(async () => {
  await provisionTenant({ tenantId: "loja", byname: "LOJA", logo: "", apiKey: KEY });
  await provisionTenant({ tenantId: "outra", byname: "OUTRA", logo: "", apiKey: OTHER_KEY });
  await send("groups", [{ id: 12, name: "MERCEARIA" }]);
  await send("suppliers", [
    { id: 17, name: "DISTRIBUIDORA SÃO JORGE LTDA", document: "12.345.678/0001-90" },
    { id: 18, name: "ATACADO BOA VISTA S.A." },
  ]);
  await send("products", [PRODUCT, product(990002), product(990003)]);
});

describe("integration authentication", () => {
  it("answers 401 without a key or with a wrong one, and writes nothing", async () => {
    const none = await callApi("POST", "/api/integration/products", { body: { items: [product(1)] } });
    expect(none.status).toBe(401);
    expect(none.body.message?.msg).toBe("Chave de integração ausente ou inválida.");
    const wrong = await callApi("POST", "/api/integration/products", { body: { items: [product(1)] }, headers: auth("nao-existe") });
    expect(wrong.status).toBe(401);
    expect((await getProducts("loja", [1])).size).toBe(0);
  });

  it("keeps each key to its own tenant", async () => {
    await send("groups", [{ id: 12, name: "MERCEARIA" }], OTHER_KEY);
    const answer = await send("products", [product(555, { description: "SÓ DA OUTRA" })], OTHER_KEY);
    expect(answer.status).toBe(200);
    expect((await getProducts("outra", [555])).get(555)?.description).toBe("SÓ DA OUTRA");
    expect((await getProducts("loja", [555])).size).toBe(0);
    expect((await listProducts("loja")).some((stored) => stored.id === 555)).toBe(false);
  });

  it("replaces a tenant's key: the new one works and the old one stops at once", async () => {
    const first = "chave-rotativa-primeira-0001";
    const second = "chave-rotativa-segunda-0002";
    await provisionTenant({ tenantId: "rotativa", byname: "ROTATIVA", logo: "", apiKey: first });
    expect((await send("groups", [{ id: 1, name: "MERCEARIA" }], first)).status).toBe(200);
    await setApiKey("rotativa", second);
    expect((await send("groups", [{ id: 2, name: "BEBIDAS" }], first)).status).toBe(401);
    expect((await send("groups", [{ id: 3, name: "PADARIA" }], second)).status).toBe(200);
    await setApiKey("rotativa", second);
    expect((await send("groups", [{ id: 4, name: "AÇOUGUE" }], second)).status).toBe(200);
    expect((await send("groups", [{ id: 5, name: "LIMPEZA" }])).status).toBe(200);
  });

  it("keeps exactly one key when a tenant's key is replaced by concurrent calls", async () => {
    await provisionTenant({ tenantId: "concorrente", byname: "CONCORRENTE", logo: "", apiKey: "chave-concorrente-inicial-00" });
    const candidates = Array.from({ length: 6 }, (_, index) => `chave-concorrente-nova-${index}-000`);
    await Promise.all(candidates.map((candidate) => setApiKey("concorrente", candidate)));
    const statuses = [];
    for (const candidate of ["chave-concorrente-inicial-00", ...candidates]) {
      statuses.push((await send("groups", [{ id: 1, name: "MERCEARIA" }], candidate)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(candidates.length);
  });

  it("refuses a key that already belongs to another tenant and keeps both tenants' keys", async () => {
    await expect(setApiKey("rotativa", OTHER_KEY)).rejects.toThrow("Esta chave de integração já pertence a outra empresa.");
    expect((await send("groups", [{ id: 6, name: "HIGIENE" }], OTHER_KEY)).status).toBe(200);
    expect((await getProducts("rotativa", [555])).size).toBe(0);
    expect((await send("groups", [{ id: 7, name: "BEBIDAS" }], "chave-rotativa-segunda-0002")).status).toBe(200);
  });
});

describe("integration batches", () => {
  it("stores the product shape exactly and answers the kind and count", async () => {
    const answer = await send("products", [PRODUCT]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { kind: "products", received: 1 } });
    expect((await getProducts("loja", [990001])).get(990001)).toEqual({
      id: 990001,
      barcode: "7890000990001",
      description: "ARROZ TIPO 1 5KG",
      groupId: 12,
      unit: "UN",
      cost: 10,
      price: 15,
      icmsOutRate: 18,
      icmsInRate: 12,
      stock: 40,
      active: true,
    });
    expect((await send("products", [{ ...PRODUCT, ncm: "10063021" }])).status).toBe(200);
    expect((await getProducts("loja", [990001])).get(990001)?.ncm).toBe("10063021");
  });

  it("refuses an unknown kind with 404", async () => {
    const answer = await send("clientes", [{}]);
    expect(answer.status).toBe(404);
    expect(answer.body.message?.msg).toMatch(/^Tipo de registro desconhecido: 'clientes'/);
  });

  it("refuses a batch without items or with more than 1000", async () => {
    const missing = await callApi("POST", "/api/integration/products", { body: { products: [] }, headers: auth() });
    expect(missing.status).toBe(400);
    expect(missing.body.message?.msg).toBe("Envie os registros no campo 'items' (uma lista).");
    const tooMany = await send("products", Array.from({ length: 1001 }, (_, i) => product(i + 1)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message?.msg).toBe("Envie no máximo 1000 itens por chamada.");
  });

  it("refuses a batch with one bad item naming its index and field, writing nothing", async () => {
    const batch = [product(1001), product(1002), product(1003), product(1004, { cost: -1 }), product(1005)];
    const answer = await send("products", batch);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: { type: "error", msg: "Item 3: campo 'cost' deve ser um número de 0 a 100.000, com até 4 casas decimais." },
    });
    expect((await getProducts("loja", [1001, 1002, 1003, 1004, 1005])).size).toBe(0);

    const cases: [unknown, string][] = [
      [{ ...product(1001), barcode: undefined }, "Item 0: campo 'barcode' é obrigatório."],
      [{ ...product(1001), active: "sim" }, "Item 0: campo 'active' deve ser true ou false."],
      [{ ...product(1001), icms_out_rate: 180 }, "Item 0: campo 'icms_out_rate' deve ser um percentual de 0 a 100 (arredondado a 2 casas decimais)."],
      [{ ...product(1001), id: 1.5 }, "Item 0: campo 'id' deve ser um número inteiro maior que 0."],
      [{ ...product(1001), ncm: "1006.30.21" }, "Item 0: campo 'ncm' deve ter os 8 dígitos do NCM (ex.: 10063021)."],
      ["texto", "Item 0: deve ser um objeto."],
    ];
    for (const [item, message] of cases) {
      const refused = await send("products", [item]);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message?.msg).toBe(message);
    }
    const badLine = await send("sales", [{ ...SALE_LINE, date: "2026-02-30" }]);
    expect(badLine.body.message?.msg).toBe("Item 0: campo 'date' deve ser uma data válida no formato AAAA-MM-DD.");
  });

  it("stores a batch sent twice once", async () => {
    const batch = [product(2001), product(2002)];
    await send("products", batch);
    await send("products", batch);
    const stored = (await listProducts("loja")).filter((p) => p.id === 2001 || p.id === 2002);
    expect(stored).toHaveLength(2);
  });

  it("stores the sale line shape exactly and never duplicates re-sent lines", async () => {
    // A quantity is rounded to its 3 decimals; money comes with its own (more are refused, integration-bounds).
    const second = { ...SALE_LINE, id: "pdv1-000123-2", quantity: 1.2345, total: 18.52, unit_price: 15.4321 };
    expect((await send("sales", [SALE_LINE, second])).body.data).toEqual({ kind: "sales", received: 2 });
    await send("sales", [SALE_LINE, second]);
    await send("sales", [SALE_LINE]);
    const lines = await readSaleLinesOfDay("loja", "2026-11-21");
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.id === "pdv1-000123-1")).toEqual({
      id: "pdv1-000123-1",
      date: "2026-11-21",
      productId: 990001,
      quantity: 3,
      unitPrice: 15,
      total: 45,
      unitCost: 10,
      icmsOutRate: 18,
      icmsInRate: 12,
    });
    expect(lines.find((line) => line.id === "pdv1-000123-2")).toMatchObject({ quantity: 1.235, total: 18.52, unitPrice: 15.4321 });
  });
});

describe("records with children", () => {
  const entry = {
    id: 5001,
    number: "000123456",
    date: "2026-11-18",
    supplier_id: 17,
    items: [
      { id: 90001, product_id: 990001, entry_quantity: 10, entry_unit: "CX", entry_unit_cost: 120, fraction: 12 },
      { id: 90002, product_id: 990002, entry_quantity: 5, entry_unit: "un", entry_unit_cost: 7.5, fraction: 1, icms_credit: 4.5 },
    ],
  };

  it("stores entries in stock units and replaces their items on re-send", async () => {
    expect((await send("entries", [entry])).status).toBe(200);
    const [item] = await listEntryItemsOfProduct("loja", 990001, "2026-01-01");
    expect(item).toMatchObject({
      id: 90001,
      entryId: 5001,
      entryNumber: "000123456",
      entryDate: "2026-11-18",
      supplierId: 17,
      supplier: "DISTRIBUIDORA SÃO JORGE LTDA",
      entryQuantity: 10,
      entryUnit: "CX",
      entryUnitCost: 120,
      fraction: 12,
      quantity: 120,
      unit: "UN",
      unitCost: 10,
      totalCost: 1200,
      icmsCredit: 144,
      allocated: 0,
    });
    expect(await getEntry("loja", 5001)).toMatchObject({ totalCost: 1237.5, icmsCredit: 148.5, itemIds: [90001, 90002] });

    const resent = { ...entry, items: [{ ...entry.items[0], entry_quantity: 2 }, { id: 90003, product_id: 990003, entry_quantity: 1, entry_unit: "UN", entry_unit_cost: 3, fraction: 1 }] };
    await send("entries", [resent]);
    await send("entries", [resent]);
    expect(await getEntry("loja", 5001)).toMatchObject({ itemIds: [90001, 90003], totalCost: 243 });
    expect(await listEntryItemsOfProduct("loja", 990002)).toEqual([]);
    expect((await listEntryItemsOfProduct("loja", 990001))[0]).toMatchObject({ quantity: 24 });
    expect(await listEntryItemsOfProduct("loja", 990001, "2026-11-19")).toEqual([]);
  });

  it("refuses an entry whose supplier or product is not registered, writing nothing", async () => {
    const unknownSupplier = await send("entries", [{ ...entry, id: 5002, supplier_id: 99, items: [{ ...entry.items[0], id: 91001 }] }]);
    expect(unknownSupplier.status).toBe(400);
    expect(unknownSupplier.body.message?.msg).toBe("Item 0: campo 'supplier_id' não corresponde a um fornecedor cadastrado (99).");
    const unknownProduct = await send("entries", [
      { ...entry, id: 5003, items: [{ ...entry.items[0], id: 91002 }] },
      { ...entry, id: 5004, items: [{ ...entry.items[0], id: 91003, product_id: 4242 }] },
    ]);
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.message?.msg).toBe("Item 1: campo 'items[0].product_id' não corresponde a um produto cadastrado (4242).");
    expect(await getEntry("loja", 5003)).toBeUndefined();
  });

  it("replaces a quote's participants on re-send", async () => {
    const quote = {
      id: 301,
      date: "2026-11-10",
      participants: [
        { id: 1, product_id: 990001, supplier_id: 17, unit_cost: 9.85 },
        { id: 2, product_id: 990001, supplier_id: 18, unit_cost: 10.1 },
        { id: 3, product_id: 990002, supplier_id: 17, unit_cost: 7.1235 },
      ],
    };
    await send("price_quotes", [quote]);
    expect((await listQuoteParticipants("loja", 301, 990001)).map((p) => [p.supplier, p.unitCost])).toEqual([
      ["DISTRIBUIDORA SÃO JORGE LTDA", 9.85],
      ["ATACADO BOA VISTA S.A.", 10.1],
    ]);
    expect((await listQuoteParticipants("loja", 301, 990002))[0]).toMatchObject({ unit: "UN", unitCost: 7.1235 });
    await send("price_quotes", [{ ...quote, participants: [quote.participants[1]] }]);
    expect((await listQuoteParticipants("loja", 301)).map((p) => p.id)).toEqual([2]);
    const repeated = await send("price_quotes", [{ ...quote, participants: [quote.participants[0], quote.participants[0]] }]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.message?.msg).toBe("Item 0: campo 'participants[1]' repete o fornecedor 17 para o produto 990001.");
  });

  it("stores orders with items summing to the total, replaces items on re-send and lists by status", async () => {
    const order = {
      id: 7001,
      date: "2026-11-20",
      price_quote_id: 301,
      supplier_id: 17,
      deliver_date: "2026-11-25",
      status: "open",
      items: [
        { id: 1, product_id: 990001, quantity: 3, unit_cost: 3.333 },
        { id: 2, product_id: 990002, quantity: 1, unit_cost: 0.005 },
      ],
    };
    await send("purchase_orders", [order, { ...order, id: 7002, status: "closed", price_quote_id: 0 }]);
    const open = await listOrders("loja", "open");
    expect(open).toEqual([
      { id: 7001, date: "2026-11-20", priceQuoteId: 301, supplierId: 17, supplier: "DISTRIBUIDORA SÃO JORGE LTDA", deliverDate: "2026-11-25", totalCost: 10.01, status: "open", items: 2 },
    ]);
    expect((await listOrders("loja", "closed")).map((o) => o.id)).toEqual([7002]);
    const items = await listOrderItems("loja", 7001);
    expect(items.map((i) => i.totalCost)).toEqual([10, 0.01]);
    expect(items[0]).toMatchObject({ barcode: "7890000990001", product: "ARROZ TIPO 1 5KG", unit: "UN", purchaseOrderId: 7001 });

    await send("purchase_orders", [{ ...order, status: "closed", items: [order.items[1]] }]);
    expect((await listOrderItems("loja", 7001)).map((i) => i.id)).toEqual([2]);
    expect(await listOrders("loja", "open")).toEqual([]);
    expect((await listOrders("loja")).map((o) => [o.id, o.status, o.totalCost])).toEqual([
      [7001, "closed", 0.01],
      [7002, "closed", 10.01],
    ]);

    const wrongTotal = await send("purchase_orders", [{ ...order, id: 7003, total_cost: 10 }]);
    expect(wrongTotal.status).toBe(400);
    expect(wrongTotal.body.message?.msg).toBe("Item 0: campo 'total_cost' (10.00) difere da soma dos itens (10.01).");
    const badStatus = await send("purchase_orders", [{ ...order, id: 7003, status: "pending" }]);
    expect(badStatus.body.message?.msg).toBe("Item 0: campo 'status' deve ser um destes valores: open, closed.");
  });
});

describe("counts and use and loss", () => {
  it("refuses counts without an inventory in counting and keeps closed counts as they are", async () => {
    const counts = [{ id: 88001, take_date: "2026-11-21", product_id: 990001, quantity: 38 }];
    const none = await send("stock_takings", counts);
    expect(none.status).toBe(409);
    expect(none.body.message?.msg).toBe("Não há Inventário em Contagem para registrar as contagens.");

    const inventory = await openCountingInventory("loja", { year: 2026, period: "fourth" });
    expect((await send("stock_takings", counts)).status).toBe(200);
    const [open] = await listStockTakings("loja", inventory.id, "open");
    expect(open).toMatchObject({ id: 88001, inventoryId: inventory.id, product: "ARROZ TIPO 1 5KG", groupName: "MERCEARIA", quantity: 38, currentStock: 40, status: "open" });
    if (!open) throw new Error("sem contagem");
    await closeCount("loja", open.id);
    await send("stock_takings", [{ ...counts[0], quantity: 1 }]);
    expect(await listStockTakings("loja", inventory.id, "open")).toEqual([]);
    expect((await listStockTakings("loja", inventory.id, "closed"))[0]?.quantity).toBe(38);
    const sourceIdTooBig = await send("stock_takings", [{ ...counts[0], id: 1_000_000_000 }]);
    expect(sourceIdTooBig.body.message?.msg).toBe("Item 0: campo 'id' deve ser um número inteiro entre 1 e 999999999.");
  });

  it("stores use and loss operations open, listed by status and operation", async () => {
    const operations = [
      { id: 4001, date: "2026-11-20", operation: "loss", product_id: 990001, quantity: 2, location: "depósito", user_name: "joão silva" },
      { id: 4002, date: "2026-11-20", operation: "use", product_id: 990002, quantity: 2, location: "COZINHA", user_name: "MARIA" },
    ];
    expect((await send("use_and_loss", operations)).status).toBe(200);
    await send("use_and_loss", operations);
    expect((await listUseAndLoss("loja", { status: "open" })).map((o) => o.id)).toEqual([4001, 4002]);
    expect(await listUseAndLoss("loja", { operation: "loss" })).toEqual([
      expect.objectContaining({ id: 4001, location: "DEPÓSITO", userName: "JOÃO SILVA", product: "ARROZ TIPO 1 5KG", groupName: "MERCEARIA", status: "open", writtenOff: 0 }),
    ]);
    const bad = await send("use_and_loss", [{ ...operations[0], operation: "furto" }]);
    expect(bad.body.message?.msg).toBe("Item 0: campo 'operation' deve ser um destes valores: use, loss.");
  });
});

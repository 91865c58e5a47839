import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { openCountingInventory } from "../../functions/inventories/open-counting";
import { getEntry } from "../../functions/lib/entities/entries";
import { getQuote } from "../../functions/purchasing/storage/price-quotes";
import { getProducts } from "../../functions/lib/entities/products";
import { getOrder } from "../../functions/purchasing/storage/purchase-orders";
import { listDirtyDays, readSaleLinesOfDay, saleLineOutOfBounds, saleLineWire } from "../../functions/lib/entities/sale-lines";
import { readDaySummaries } from "../../functions/sales/storage/sales-figures";
import { listStockTakings } from "../../functions/inventories/storage/stock-takings";
import { money, quantity as roundQuantity, rate as roundRate, unitCost as roundUnitCost } from "../../functions/lib/entities/support/numbers";
import { listUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { provisionTenant } from "../../functions/session/tenant";
import { addDays, todayInSaoPaulo } from "../../shared/dates";
import { callApi } from "../support/api";
import { useTestTable } from "../support/table";

/** Out-of-range numbers from an integrator: 400 naming the field in pt-BR, nothing stored (read back). */

useTestTable();

const TENANT = "limites";
const KEY = "chave-dos-limites-0123456789";
const headers = { authorization: `Bearer ${KEY}` };

function send(kind: string, items: unknown[]) {
  return callApi("POST", `/api/integration/${kind}`, { body: { items }, headers });
}

const PRODUCT = {
  id: 10,
  barcode: "7890000000010",
  description: "ARROZ TIPO 1 5KG",
  group_id: 1,
  unit: "UN",
  cost: 10,
  price: 15,
  icms_out_rate: 18,
  icms_in_rate: 12,
  stock: 40,
  active: true,
};

const DAY = "2026-03-10";
const SALE_LINE = {
  id: "pdv-1",
  date: DAY,
  product_id: 10,
  quantity: 3,
  unit_price: 15,
  total: 45,
  unit_cost: 10,
  icms_out_rate: 18,
  icms_in_rate: 12,
};

const ORDER = {
  id: 70,
  date: DAY,
  supplier_id: 5,
  deliver_date: DAY,
  status: "open",
  items: [{ id: 1, product_id: 10, quantity: 2, unit_cost: 9.5 }],
};

const ENTRY = {
  id: 50,
  number: "000000050",
  date: DAY,
  supplier_id: 5,
  items: [{ id: 500, product_id: 10, entry_quantity: 2, entry_unit: "CX", entry_unit_cost: 120, fraction: 12 }],
};

const QUOTE = { id: 30, date: DAY, participants: [{ id: 1, product_id: 10, supplier_id: 5, unit_cost: 9.85 }] };

const OPERATION = { id: 40, date: DAY, operation: "loss", product_id: 10, quantity: 2, location: "DEPÓSITO", user_name: "ANA" };

const COUNT = { id: 60, take_date: DAY, product_id: 10, quantity: 38 };

const MONEY_SIGNED = "de -10.000.000 a 10.000.000, com até 2 casas decimais";
const MONEY_NON_NEGATIVE = "de 0 a 10.000.000, com até 2 casas decimais";
const UNIT_COST = "de 0 a 100.000, com até 4 casas decimais";
const PRICE = "de 0 a 100.000, com até 2 casas decimais";
const QUANTITY_POSITIVE = "de 0,001 a 1.000.000 (arredondado a 3 casas decimais)";
const QUANTITY_NON_NEGATIVE = "de 0 a 1.000.000 (arredondado a 3 casas decimais)";
const QUANTITY_SIGNED = "de -1.000.000 a 1.000.000 (arredondado a 3 casas decimais)";

let inventoryId = 0;

beforeAll(async () => {
  await provisionTenant({ tenantId: TENANT, byname: "LIMITES", logo: "", apiKey: KEY });
  await send("groups", [{ id: 1, name: "MERCEARIA" }]);
  await send("suppliers", [{ id: 5, name: "DISTRIBUIDORA" }]);
  expect((await send("products", [PRODUCT])).status).toBe(200);
  inventoryId = (await openCountingInventory(TENANT, { year: 2026, period: "first" })).id;
});

async function expectRefused(kind: string, items: unknown[], message: string): Promise<void> {
  const answer = await send(kind, items);
  expect(answer.status, message).toBe(400);
  expect(answer.body).toEqual({ success: false, message: { type: "error", msg: message } });
}

describe("integration: numbers out of bounds", () => {
  it("refuses a sale line with a total of 1e14 with the rest of its batch, and marks no day", async () => {
    await expectRefused("sales", [SALE_LINE, { ...SALE_LINE, id: "pdv-2", total: 1e14 }], `Item 1: campo 'total' deve ser um número ${MONEY_SIGNED}.`);
    expect(await readSaleLinesOfDay(TENANT, DAY)).toEqual([]);
    expect(await listDirtyDays(TENANT)).toEqual([]);
  });

  it("refuses sale lines past 2^53, and a line whose cost (quantity x unit cost) passes the money bound", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 2 ** 53 }, `Item 0: campo 'quantity' deve ser um número ${QUANTITY_SIGNED}.`],
      [{ quantity: -(2 ** 53 + 2) }, `Item 0: campo 'quantity' deve ser um número ${QUANTITY_SIGNED}.`],
      [{ unit_price: 1e20 }, `Item 0: campo 'unit_price' deve ser um número ${UNIT_COST}.`],
      [{ unit_cost: 2 ** 53 }, `Item 0: campo 'unit_cost' deve ser um número ${UNIT_COST}.`],
      [{ icms_in_rate: 100.01 }, "Item 0: campo 'icms_in_rate' deve ser um percentual de 0 a 100 (arredondado a 2 casas decimais)."],
      [
        { quantity: 1_000_000, unit_cost: 100, total: 1 },
        `Item 0: campo 'unit_cost' x 'quantity' (o custo da linha) deve ficar ${MONEY_SIGNED}.`,
      ],
    ];
    for (const [fields, message] of cases) await expectRefused("sales", [{ ...SALE_LINE, ...fields }], message);
    expect(await readSaleLinesOfDay(TENANT, DAY)).toEqual([]);
    expect(await listDirtyDays(TENANT)).toEqual([]);
  });

  it("refuses product costs, prices and stocks out of bounds, storing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cost: 2 ** 53 + 2 }, `Item 0: campo 'cost' deve ser um número ${UNIT_COST}.`],
      [{ price: 1e15 }, `Item 0: campo 'price' deve ser um número ${PRICE}.`],
      [{ stock: -(2 ** 53) }, `Item 0: campo 'stock' deve ser um número ${QUANTITY_SIGNED}.`],
      [{ stock: 1_000_000.001 }, `Item 0: campo 'stock' deve ser um número ${QUANTITY_SIGNED}.`],
    ];
    for (const [fields, message] of cases) await expectRefused("products", [{ ...PRODUCT, id: 11, ...fields }], message);
    expect((await getProducts(TENANT, [11])).size).toBe(0);
  });

  it("refuses quantities that round to 0 where they must be positive (0.0001 would be stored as 0)", async () => {
    await expectRefused(
      "purchase_orders",
      [{ ...ORDER, items: [{ ...ORDER.items[0], quantity: 0.0001 }] }],
      `Item 0: campo 'items[0].quantity' deve ser um número ${QUANTITY_POSITIVE}.`,
    );
    await expectRefused("use_and_loss", [{ ...OPERATION, quantity: 0.0004 }], `Item 0: campo 'quantity' deve ser um número ${QUANTITY_POSITIVE}.`);
    await expectRefused(
      "entries",
      [{ ...ENTRY, items: [{ ...ENTRY.items[0], fraction: 0.0001 }] }],
      `Item 0: campo 'items[0].fraction' deve ser um número ${QUANTITY_POSITIVE}.`,
    );
    expect(await getOrder(TENANT, ORDER.id)).toBeUndefined();
    expect(await listUseAndLoss(TENANT, {})).toEqual([]);
    expect(await getEntry(TENANT, ENTRY.id)).toBeUndefined();
  });

  it("refuses money, unit costs and counts past their bounds in records with children and counts", async () => {
    await expectRefused("purchase_orders", [{ ...ORDER, total_cost: 1e14 }], `Item 0: campo 'total_cost' deve ser um número ${MONEY_NON_NEGATIVE}.`);
    await expectRefused(
      "purchase_orders",
      [{ ...ORDER, items: [{ ...ORDER.items[0], unit_cost: 2 ** 53 }] }],
      `Item 0: campo 'items[0].unit_cost' deve ser um número ${UNIT_COST}.`,
    );
    await expectRefused(
      "entries",
      [{ ...ENTRY, items: [{ ...ENTRY.items[0], icms_credit: 1e16 }] }],
      `Item 0: campo 'items[0].icms_credit' deve ser um número ${MONEY_NON_NEGATIVE}.`,
    );
    await expectRefused(
      "price_quotes",
      [{ ...QUOTE, participants: [{ ...QUOTE.participants[0], unit_cost: 1e16 }] }],
      `Item 0: campo 'participants[0].unit_cost' deve ser um número ${UNIT_COST}.`,
    );
    await expectRefused("stock_takings", [{ ...COUNT, quantity: 2 ** 53 }], `Item 0: campo 'quantity' deve ser um número ${QUANTITY_NON_NEGATIVE}.`);
    expect(await getOrder(TENANT, ORDER.id)).toBeUndefined();
    expect(await getEntry(TENANT, ENTRY.id)).toBeUndefined();
    expect(await getQuote(TENANT, QUOTE.id)).toBeUndefined();
    expect(await listStockTakings(TENANT, inventoryId)).toEqual([]);
  });

  it("accepts lines at the bounds, rounded, and aggregates them exactly", async () => {
    const atBounds = [
      { ...SALE_LINE, id: "max-1", quantity: 100, unit_cost: 100_000, unit_price: 100_000, total: 10_000_000 },
      { ...SALE_LINE, id: "max-2", quantity: -1_000_000, unit_cost: 10, unit_price: 10, total: -10_000_000 },
      { ...SALE_LINE, id: "small", quantity: 0.0004, total: 0 },
    ];
    expect((await send("sales", atBounds)).status).toBe(200);
    const stored = await readSaleLinesOfDay(TENANT, DAY);
    expect(stored.find((line) => line.id === "small")).toMatchObject({ quantity: 0, total: 0 });

    const aggregated = await callApi("POST", "/api/integration/aggregate", { body: { from: DAY, to: DAY }, headers });
    expect(aggregated.status).toBe(200);
    const [summary] = await readDaySummaries(TENANT, DAY, DAY);
    // 100 x 100,000 - 1,000,000 x 10 = 0 of cost; 10 million - 10 million = 0 of sales; quantities 100 - 1,000,000.
    expect(summary?.totals).toEqual({ quantityMilli: -999_900_000, cost: 0, sales: 0, inTax: 0, outTax: 0 });
  });
});

describe("integration: money decimals, implausible days and invisible characters", () => {
  const saleIds = async () => (await readSaleLinesOfDay(TENANT, DAY)).map((line) => line.id).sort();

  it("refuses money and unit costs with more decimals than stored, naming the item and field, storing nothing", async () => {
    const salesBefore = await saleIds();
    await expectRefused("products", [{ ...PRODUCT, id: 12, price: 21.555 }], `Item 0: campo 'price' deve ser um número ${PRICE}.`);
    await expectRefused("products", [{ ...PRODUCT, id: 12, cost: 9.12345 }], `Item 0: campo 'cost' deve ser um número ${UNIT_COST}.`);
    await expectRefused("sales", [SALE_LINE, { ...SALE_LINE, id: "pdv-3", total: 45.001 }], `Item 1: campo 'total' deve ser um número ${MONEY_SIGNED}.`);
    await expectRefused(
      "purchase_orders",
      [{ ...ORDER, items: [{ ...ORDER.items[0], total_cost: 19.005 }] }],
      `Item 0: campo 'items[0].total_cost' deve ser um número ${MONEY_NON_NEGATIVE}.`,
    );
    await expectRefused(
      "entries",
      [{ ...ENTRY, items: [{ ...ENTRY.items[0], icms_credit: 14.401 }] }],
      `Item 0: campo 'items[0].icms_credit' deve ser um número ${MONEY_NON_NEGATIVE}.`,
    );
    expect((await getProducts(TENANT, [12])).size).toBe(0);
    expect(await saleIds()).toEqual(salesBefore);
    expect(await getOrder(TENANT, ORDER.id)).toBeUndefined();
    expect(await getEntry(TENANT, ENTRY.id)).toBeUndefined();
    // Four decimals are a unit cost's own: stored as sent.
    expect((await send("products", [{ ...PRODUCT, id: 12, cost: 9.1234, price: 21.55 }])).status).toBe(200);
    expect((await getProducts(TENANT, [12])).get(12)).toMatchObject({ cost: 9.1234, price: 21.55 });
  });

  it("refuses uses and losses, entries, counts and orders dated 0000, 1900 or 9999, storing nothing", async () => {
    const today = todayInSaoPaulo();
    const event = `de 2000-01-01 a ${addDays(today, 1)}`;
    const document = `de 2000-01-01 a ${addDays(today, 366)}`;
    for (const day of ["0000-01-01", "1900-01-01", "1999-12-31", "9999-12-31", addDays(today, 2)]) {
      await expectRefused("use_and_loss", [{ ...OPERATION, date: day }], `Item 0: campo 'date' deve ser uma data ${event}.`);
      await expectRefused("entries", [{ ...ENTRY, date: day }], `Item 0: campo 'date' deve ser uma data ${event}.`);
      await expectRefused("stock_takings", [{ ...COUNT, take_date: day }], `Item 0: campo 'take_date' deve ser uma data ${event}.`);
      await expectRefused("sales", [{ ...SALE_LINE, date: day }], `Item 0: campo 'date' deve ser uma data ${event}.`);
    }
    for (const day of ["0000-01-01", "1900-01-01", "9999-12-31", addDays(today, 367)]) {
      await expectRefused("purchase_orders", [{ ...ORDER, date: day }], `Item 0: campo 'date' deve ser uma data ${document}.`);
      await expectRefused("purchase_orders", [{ ...ORDER, deliver_date: day }], `Item 0: campo 'deliver_date' deve ser uma data ${document}.`);
      await expectRefused("price_quotes", [{ ...QUOTE, date: day }], `Item 0: campo 'date' deve ser uma data ${document}.`);
    }
    expect(await listUseAndLoss(TENANT, {})).toEqual([]);
    expect(await getEntry(TENANT, ENTRY.id)).toBeUndefined();
    expect(await listStockTakings(TENANT, inventoryId)).toEqual([]);
    expect(await getOrder(TENANT, ORDER.id)).toBeUndefined();
    expect(await getQuote(TENANT, QUOTE.id)).toBeUndefined();
    // An order delivered within the year ahead is taken.
    expect((await send("purchase_orders", [{ ...ORDER, id: 71, deliver_date: addDays(today, 60) }])).status).toBe(200);
  });

  it("refuses texts with control or bidirectional characters or lone surrogates, naming the item and field", async () => {
    const salesBefore = await saleIds();
    const cases: [string, unknown[], string][] = [
      ["use_and_loss", [{ ...OPERATION, user_name: "\u202EANA" }], "Item 0: campo 'user_name' contém caracteres inválidos."],
      ["use_and_loss", [{ ...OPERATION, location: "DEP\u0000ÓSITO" }], "Item 0: campo 'location' contém caracteres inválidos."],
      ["groups", [{ id: 2, name: "LATIC\u001BÍNIOS" }], "Item 0: campo 'name' contém caracteres inválidos."],
      ["suppliers", [{ id: 6, name: "OK" }, { id: 7, name: "FORNECEDOR \uD800" }], "Item 1: campo 'name' contém caracteres inválidos."],
      ["products", [{ ...PRODUCT, id: 13, description: "ARROZ\tTIPO 1" }], "Item 0: campo 'description' contém caracteres inválidos."],
      ["entries", [{ ...ENTRY, items: [{ ...ENTRY.items[0], entry_unit: "C\u2066X" }] }], "Item 0: campo 'items[0].entry_unit' contém caracteres inválidos."],
      ["sales", [{ ...SALE_LINE, id: "pdv\u200F-9" }], "Item 0: campo 'id' contém caracteres inválidos."],
    ];
    for (const [kind, items, message] of cases) await expectRefused(kind, items, message);
    expect(await listUseAndLoss(TENANT, {})).toEqual([]);
    expect((await getProducts(TENANT, [13])).size).toBe(0);
    expect(await saleIds()).toEqual(salesBefore);
  });
});

describe("stored sale lines: the aggregation's check agrees with the wire", () => {
  const near = (max: number) =>
    fc.oneof(
      fc.double({ min: -1.1 * max, max: 1.1 * max, noNaN: true }),
      fc.constantFrom(max, -max, max + 0.004, max + 0.006, 2 ** 53, 1e14, 0, 0.0004, 100.0004),
    );

  it("finds a stored line sound exactly when the wire accepts it (fixed seed)", () => {
    fc.assert(
      fc.property(near(1_000_000), near(100_000), near(10_000_000), near(100), (quantity, unitCost, total, rate) => {
        // Money and unit costs are sent with their decimals (more are refused: "integration: money decimals").
        const wire = { ...SALE_LINE, quantity, unit_cost: roundUnitCost(unitCost), unit_price: roundUnitCost(unitCost), total: money(total), icms_out_rate: rate };
        const parsed = saleLineWire.safeParse(wire);
        // Rounded as the storage rounds every line, as older versions stored them too.
        const asStored = {
          id: "x",
          date: DAY,
          productId: 10,
          quantity: roundQuantity(quantity),
          unitPrice: roundUnitCost(unitCost),
          total: money(total),
          unitCost: roundUnitCost(unitCost),
          icmsOutRate: roundRate(rate),
          icmsInRate: 12,
        };
        expect(saleLineOutOfBounds(asStored) === undefined).toBe(parsed.success);
        if (parsed.success) expect(saleLineOutOfBounds(parsed.data)).toBeUndefined();
      }),
      { seed: 20_260_310, numRuns: 400 },
    );
  });
});

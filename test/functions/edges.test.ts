import { beforeAll, describe, expect, it } from "vitest";
import { upsertGroups } from "../../functions/lib/entities/groups";
import { getNotableProduct, putNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { upsertPriceQuotes } from "../../functions/purchasing/storage/price-quotes";
import { getProducts, upsertProducts } from "../../functions/lib/entities/products";
import { getOrder, upsertPurchaseOrders } from "../../functions/purchasing/storage/purchase-orders";
import { readSaleLinesOfDay } from "../../functions/lib/entities/sale-lines";
import { upsertSuppliers } from "../../functions/lib/entities/suppliers";
import { upsertUseAndLoss } from "../../functions/use_and_loss/storage/use-and-loss";
import { setApiKey } from "../../functions/session/tenant";
import { allRoutes } from "../../functions/plan/routes";
import type { UserView } from "../../shared/contracts/users";
import { callApi } from "../support/api";
import { seedTenantWithSessions, sha256Hex } from "../support/sessions";
import { useTestTable } from "../support/table";

/**
 * Loose input at the API's edges: odd spellings of ids, over-long texts that end up in table keys, and
 * references to records that do not exist. Each is refused with the JSON envelope and a pt-BR message,
 * never a 5xx, and changes nothing.
 */

useTestTable();

const API_KEY = "chave-das-bordas-0123456789";
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

let admin = "";

/** Record 2 exists in every area reached by an id in the path, so a loosely read "2" would find it. */
beforeAll(async () => {
  ({ admin } = await seedTenantWithSessions("demo"));
  await setApiKey("demo", API_KEY);
  await upsertGroups("demo", [{ id: 1, name: "MERCEARIA" }]);
  const product = { barcode: "", groupId: 1, unit: "UN", cost: 10, price: 15, icmsOutRate: 18, icmsInRate: 12, stock: 5, active: true };
  await upsertProducts("demo", [
    { ...product, id: 1, barcode: "7890000000001", description: "ARROZ" },
    { ...product, id: 2, barcode: "7890000000002", description: "FEIJÃO" },
  ]);
  await upsertSuppliers("demo", [{ id: 1, name: "DISTRIBUIDORA", document: "" }]);
  await upsertPriceQuotes("demo", [
    { id: 2, date: "2026-11-10", description: "COTAÇÃO", participants: [{ id: 1, productId: 2, supplierId: 1, unitCost: 9 }] },
  ]);
  await upsertPurchaseOrders("demo", [
    {
      id: 2,
      date: "2026-11-20",
      priceQuoteId: 2,
      supplierId: 1,
      deliverDate: "2026-11-25",
      status: "open",
      items: [{ id: 1, productId: 2, quantity: 3, unitCost: 9 }],
    },
  ]);
  await putNotableProducts("demo", [{ productId: 2, desiredMargin: 30 }]);
  await upsertUseAndLoss("demo", [{ id: 2, date: "2026-11-20", operation: "loss", productId: 2, quantity: 1, location: "DEPÓSITO", userName: "ANA" }]);
});

const notFound = { success: false, message: { type: "error", msg: expect.stringMatching(/não encontrad[oa]/) } };

/** Spellings that Number() reads as 2 (or as another number) but that are not the id 2. */
const ODD_IDS = ["0x2", "2e0", "%202", "2%20", "2.0", "+2", "-2", "02", "0b10", "%092", "２", "9007199254740993", "0"];

/** Path parameters that hold a record's numeric id (job ids and integration kinds are names). */
const NUMERIC_ID_PARAM = /^\{(id|[a-z]+Id)\}$/;

const routesWithIds = allRoutes().filter((route) => route.path.split("/").some((part) => NUMERIC_ID_PARAM.test(part)));

describe("ids in the path", () => {
  it("covers every route of the route table that takes a numeric id", () => {
    expect(routesWithIds.map((route) => route.routeKey)).toEqual(
      expect.arrayContaining(["PUT /api/users/{id}", "GET /api/purchase_orders/{id}", "DELETE /api/notable_products/{productId}"]),
    );
  });

  it("answers 404 with the envelope for anything but a plain id, on every route", async () => {
    for (const route of routesWithIds) {
      for (const odd of ODD_IDS) {
        const path = route.path
          .split("/")
          .map((part) => (NUMERIC_ID_PARAM.test(part) ? odd : part))
          .join("/");
        const body = route.method === "PUT" || route.method === "POST" ? {} : undefined;
        const answer = await callApi(route.method, path, { cookie: admin, ...(body ? { body } : {}) });
        expect(answer.status, `${route.method} ${path}`).toBe(404);
        expect(answer.body, `${route.method} ${path}`).toEqual(notFound);
      }
    }
  });

  it("still reads, edits and removes nothing through an odd id, and finds the record by its plain id", async () => {
    const rename = { name: "invasor", username: "operador", password: "", avatar: PNG, role: "admin" };
    expect((await callApi("PUT", "/api/users/%202", { cookie: admin, body: rename })).status).toBe(404);
    expect((await callApi("DELETE", "/api/users/0x2", { cookie: admin })).status).toBe(404);
    const users = await callApi<UserView[]>("GET", "/api/users", { cookie: admin });
    expect(users.body.data?.find((user) => user.id === 2)).toMatchObject({ username: "operador", name: "OPERADOR DE LOJA", role: "user" });

    expect((await callApi("PUT", "/api/notable_products/2.0", { cookie: admin, body: { desired_margin: 55 } })).status).toBe(404);
    expect((await callApi("DELETE", "/api/notable_products/2e0", { cookie: admin })).status).toBe(404);
    expect(await getNotableProduct("demo", 2)).toMatchObject({ desiredMargin: 30 });

    const order = await callApi<{ id: number }>("GET", "/api/purchase_orders/2", { cookie: admin });
    expect(order.status).toBe(200);
    expect(order.body.data?.id).toBe(2);
    expect((await callApi("GET", "/api/price_quote/2", { cookie: admin })).status).toBe(200);
  });

  it("refuses odd ids in the query with 400 naming the parameter", async () => {
    const participants = await callApi("GET", "/api/price_quote/item_participants?price_quote_id=0x2&product_id=2", { cookie: admin });
    expect(participants.status).toBe(400);
    expect(participants.body).toEqual({ success: false, message: { type: "error", msg: "'price_quote_id' inválido." } });
    const entries = await callApi("GET", "/api/product_entries/item_last_entries?product_id=2e0", { cookie: admin });
    expect(entries.status).toBe(400);
    expect(entries.body.message?.msg).toBe("'product_id' inválido.");
    const plain = await callApi<unknown[]>("GET", "/api/price_quote/item_participants?price_quote_id=2&product_id=2", { cookie: admin });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toHaveLength(1);
  });
});

describe("texts that become part of a table key", () => {
  const longName = "a".repeat(1100);

  it("refuses a sign-in with an over-long username with 400 naming the field", async () => {
    const answer = await callApi("POST", "/api/login", { body: { username: longName, password: sha256Hex("x") } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: { type: "error", msg: "O campo 'Nome de Usuário' aceita até 60 caracteres." } });
    // The longest username a user can have is still looked up (and refused as a wrong sign-in).
    const longest = await callApi("POST", "/api/login", { body: { username: "b".repeat(60), password: sha256Hex("x") } });
    expect(longest.status).toBe(401);
  });

  it("refuses a user with an over-long login with 400 naming the field, storing nothing", async () => {
    const user = { name: "longo", username: longName, password: sha256Hex("segredo"), avatar: PNG, role: "user" };
    const created = await callApi("POST", "/api/users", { cookie: admin, body: user });
    expect(created.status).toBe(400);
    expect(created.body.message?.msg).toBe("O campo 'Login de Usuário' aceita até 60 caracteres.");
    const edited = await callApi("PUT", "/api/users/2", { cookie: admin, body: { ...user, password: "" } });
    expect(edited.status).toBe(400);
    const users = await callApi<UserView[]>("GET", "/api/users", { cookie: admin });
    expect(users.body.data?.map((stored) => stored.username).sort()).toEqual(["admin", "operador"]);
  });

  it("answers a host too long to be a domain as any unmapped host: the default company", async () => {
    const answer = await callApi("GET", "/api/tenant_data", { host: `${"loja".repeat(750)}.example.com` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { byname: "EMPRESA DEMO" } });
  });

  it("refuses an over-long integration kind as unknown", async () => {
    const answer = await callApi("POST", `/api/integration/${"x".repeat(2000)}`, {
      body: { items: [] },
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message?.msg).toMatch(/^Tipo de registro desconhecido/);
  });
});

describe("references to records that do not exist (integration)", () => {
  const auth = { authorization: `Bearer ${API_KEY}` };
  const send = (kind: string, items: unknown[]) => callApi(`POST`, `/api/integration/${kind}`, { body: { items }, headers: auth });
  const refused = (msg: string) => ({ success: false, message: { type: "error", msg } });

  const product = (id: number, groupId: number) => ({
    id,
    barcode: `789${String(id).padStart(10, "0")}`,
    description: `PRODUTO ${id}`,
    group_id: groupId,
    unit: "UN",
    cost: 1,
    price: 2,
    icms_out_rate: 18,
    icms_in_rate: 12,
    stock: 0,
    active: true,
  });

  it("refuses a product whose group is not registered, storing none of the batch", async () => {
    const answer = await send("products", [product(501, 1), product(502, 77), product(503, 1)]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused("Item 1: campo 'group_id' não corresponde a um grupo cadastrado (77)."));
    expect((await getProducts("demo", [501, 502, 503])).size).toBe(0);
    expect((await send("products", [product(501, 1)])).status).toBe(200);
  });

  it("refuses an order whose price quote is not registered; 0 still means no quote", async () => {
    const order = (id: number, priceQuoteId: number) => ({
      id,
      date: "2026-11-20",
      price_quote_id: priceQuoteId,
      supplier_id: 1,
      deliver_date: "2026-11-25",
      status: "open",
      items: [{ id: 1, product_id: 2, quantity: 1, unit_cost: 9 }],
    });
    const answer = await send("purchase_orders", [order(601, 2), order(602, 999)]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused("Item 1: campo 'price_quote_id' não corresponde a uma cotação cadastrada (999)."));
    expect(await getOrder("demo", 601)).toBeUndefined();
    expect((await send("purchase_orders", [order(601, 2), order(602, 0)])).status).toBe(200);
    expect((await getOrder("demo", 602))?.priceQuoteId).toBe(0);
  });

  it("refuses a sale line whose product is not registered, storing no line of the batch", async () => {
    const line = (id: string, productId: number) => ({
      id,
      date: "2026-11-21",
      product_id: productId,
      quantity: 1,
      unit_price: 15,
      total: 15,
      unit_cost: 10,
      icms_out_rate: 18,
      icms_in_rate: 12,
    });
    const answer = await send("sales", [line("pdv-1", 2), line("pdv-2", 4242)]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused("Item 1: campo 'product_id' não corresponde a um produto cadastrado (4242)."));
    expect(await readSaleLinesOfDay("demo", "2026-11-21")).toEqual([]);
  });
});

import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { buildSearchIndex, foldForSearch, searchProducts } from "../../functions/product_search/search";
import { db, tableName } from "../../functions/lib/db";
import { type Product, upsertProducts } from "../../functions/lib/entities/products";
import { sourceKeys } from "../../functions/lib/keys";
import type { FbProduct, NotableProductView } from "../../shared/contracts/notable-products";
import { callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";
import { useTestTable } from "../support/table";

useTestTable();

const OTHER_HOST = "mercado-vizinho.example.com";

function product(id: number, description: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    barcode: `789${String(id).padStart(10, "0")}`,
    description,
    groupId: 1,
    unit: "UN",
    cost: 10,
    price: 15,
    icmsOutRate: 18,
    icmsInRate: 12,
    stock: 40,
    active: true,
    ...overrides,
  };
}

const DEMO_PRODUCTS = [
  product(101, "AÇÚCAR CRISTAL UNIÃO 1KG"),
  product(102, "ARROZ TIPO 1 CAMIL 5KG"),
  product(103, "FEIJÃO CARIOCA KICALDO 1KG"),
  product(104, "PÃO DE AÇÚCAR INTEGRAL 500G"),
  product(105, "CAFÉ PILÃO TRADICIONAL 500G", { barcode: "7896089011234" }),
  product(106, "AÇUCAREIRO INOX (INATIVO)", { active: false }),
  ...Array.from({ length: 60 }, (_, i) => product(200 + i, `BISCOITO RECHEADO SABOR ${i + 1}`)),
];

let admin = "";
let standard = "";
let otherAdmin = "";

beforeAll(async () => {
  ({ admin, user: standard } = await seedTenantWithSessions("demo"));
  ({ admin: otherAdmin } = await seedTenantWithSessions("vizinho", `${OTHER_HOST}:443`));
  await upsertProducts("demo", DEMO_PRODUCTS);
  await upsertProducts("vizinho", [product(900, "LEITE INTEGRAL ITAMBÉ 1L")]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function storedNotables(tenantId = "demo") {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": sourceKeys.notablePartition(tenantId) },
    }),
  );
  return Items;
}

function asOther<T>(method: string, path: string, body?: unknown) {
  return callApi<T>(method, path, { cookie: otherAdmin, host: `${OTHER_HOST}:443`, ...(body === undefined ? {} : { body }) });
}

function search(description: string, cookie = admin) {
  return callApi<FbProduct[]>("GET", `/api/fb_products/list_by_description?description=${encodeURIComponent(description)}`, {
    cookie,
  });
}

/** The commands sent to the tenant's catalog partition (the session check reads the user too). */
function catalogReads(send: { mock: { calls: unknown[][] } }): { command: string; input: string }[] {
  return send.mock.calls
    .map(([command]) => ({ command: (command as object).constructor.name, input: JSON.stringify((command as { input?: unknown }).input) }))
    .filter((call) => call.input.includes("#CATALOG"));
}

async function descriptionsFound(description: string): Promise<string[]> {
  const answer = await search(description);
  expect(answer.status).toBe(200);
  return (answer.body.data ?? []).map((row) => row.description);
}

describe("notable products API: validation", () => {
  it("refuses bad input with 400 and the spec's messages, storing nothing", async () => {
    const product = "Preencha o campo 'Produto Notável'";
    const margin = "Preencha o campo 'Margem Desejável'";
    const cases: [unknown, string][] = [
      [{}, product],
      [{ desired_margin: 10 }, product],
      [{ product_id: 0, desired_margin: 10 }, product],
      [{ product_id: -5, desired_margin: 10 }, product],
      [{ product_id: 1.5, desired_margin: 10 }, product],
      [{ product_id: "101", desired_margin: 10 }, product],
      [{ product_id: null, desired_margin: 10 }, product],
      [{ product_id: 101 }, margin],
      [{ product_id: 101, desired_margin: 0 }, margin],
      [{ product_id: 101, desired_margin: -2 }, margin],
      // Rounded to 2 decimals it is 0: refused, never stored as 0.
      [{ product_id: 101, desired_margin: 0.001 }, margin],
      [{ product_id: 101, desired_margin: 10_000.01 }, margin],
      [{ product_id: 101, desired_margin: 2 ** 53 }, margin],
      [{ product_id: 101, desired_margin: "12,5" }, margin],
    ];
    for (const [body, message] of cases) {
      const answer = await callApi("POST", "/api/notable_products", { cookie: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ success: false, message: { type: "error", msg: message } });
    }
    expect(await storedNotables()).toEqual([]);
  });

  it("answers 404 for a product the tenant does not have, storing nothing", async () => {
    const answer = await callApi("POST", "/api/notable_products", { cookie: admin, body: { product_id: 999_999, desired_margin: 10 } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toEqual({ type: "error", msg: "Produto #999999 não encontrado." });
    expect(await storedNotables()).toEqual([]);
  });

  it("is for administrators only", async () => {
    expect((await callApi("GET", "/api/notable_products", { cookie: standard })).status).toBe(403);
    const post = await callApi("POST", "/api/notable_products", { cookie: standard, body: { product_id: 101, desired_margin: 10 } });
    expect(post.status).toBe(403);
    expect((await callApi("PUT", "/api/notable_products/101", { cookie: standard, body: { desired_margin: 5 } })).status).toBe(403);
    expect((await callApi("DELETE", "/api/notable_products/101", { cookie: standard })).status).toBe(403);
    expect((await search("arroz", standard)).status).toBe(403);
    expect(await storedNotables()).toEqual([]);
  });
});

describe("notable products API: flag, change, unflag", () => {
  it("flags a product with its description and a margin rounded to 2 decimals, and lists it", async () => {
    const created = await callApi<NotableProductView>("POST", "/api/notable_products", {
      cookie: admin,
      body: { product_id: 102, desired_margin: 25.456 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      data: { product_id: 102, product: "ARROZ TIPO 1 CAMIL 5KG", desired_margin: 25.46, version: 1 },
      message: { type: "success", msg: "Produto Notável incluído com sucesso!" },
    });
    await callApi("POST", "/api/notable_products", { cookie: admin, body: { product_id: 101, desired_margin: 30 } });

    const list = await callApi<NotableProductView[]>("GET", "/api/notable_products", { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { product_id: 101, product: "AÇÚCAR CRISTAL UNIÃO 1KG", desired_margin: 30, version: 1 },
      { product_id: 102, product: "ARROZ TIPO 1 CAMIL 5KG", desired_margin: 25.46, version: 1 },
    ]);
  });

  it("refuses to flag a product twice (409), keeping the first margin", async () => {
    const again = await callApi("POST", "/api/notable_products", { cookie: admin, body: { product_id: 102, desired_margin: 99 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toEqual({ type: "error", msg: "O Produto #102 já é um Produto Notável!" });
    const stored = (await storedNotables()).find((item) => item.productId === 102);
    expect(stored?.desiredMargin).toBe(25.46);
  });

  it("changes the desired margin by product id", async () => {
    const answer = await callApi<NotableProductView>("PUT", "/api/notable_products/102", { cookie: admin, body: { desired_margin: 18 } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ product_id: 102, product: "ARROZ TIPO 1 CAMIL 5KG", desired_margin: 18, version: 2 });
    expect(answer.body.message).toEqual({ type: "success", msg: "Produto Notável alterado com sucesso!" });

    for (const desired_margin of [0, 0.001]) {
      const invalid = await callApi("PUT", "/api/notable_products/102", { cookie: admin, body: { desired_margin } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message?.msg).toBe("Preencha o campo 'Margem Desejável'");
    }

    const notNotable = await callApi("PUT", "/api/notable_products/103", { cookie: admin, body: { desired_margin: 10 } });
    expect(notNotable.status).toBe(404);
    expect(notNotable.body.message?.msg).toBe("Produto Notável #103 não encontrado.");
    expect((await storedNotables()).map((item) => [item.productId, item.desiredMargin])).toEqual([
      [101, 30],
      [102, 18],
    ]);
  });

  it("unflags by product id, and answers 404 for a product that is not notable", async () => {
    const removed = await callApi("DELETE", "/api/notable_products/101", { cookie: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toEqual({ type: "success", msg: "Produto Notável removido com sucesso!" });
    const again = await callApi("DELETE", "/api/notable_products/101", { cookie: admin });
    expect(again.status).toBe(404);
    expect(again.body.message?.msg).toBe("Produto Notável #101 não encontrado.");
    expect((await storedNotables()).map((item) => item.productId)).toEqual([102]);
  });

  it("keeps tenants apart: another company neither sees nor changes these, nor flags our products", async () => {
    const list = await asOther<NotableProductView[]>("GET", "/api/notable_products");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    expect((await asOther("PUT", "/api/notable_products/102", { desired_margin: 1 })).status).toBe(404);
    expect((await asOther("DELETE", "/api/notable_products/102")).status).toBe(404);
    expect((await asOther("POST", "/api/notable_products", { product_id: 102, desired_margin: 10 })).status).toBe(404);

    const own = await asOther<NotableProductView>("POST", "/api/notable_products", { product_id: 900, desired_margin: 12 });
    expect(own.status).toBe(201);
    expect((await callApi("DELETE", "/api/notable_products/900", { cookie: admin })).status).toBe(404);
    expect((await storedNotables("demo")).map((item) => item.productId)).toEqual([102]);
    expect((await storedNotables("vizinho")).map((item) => item.productId)).toEqual([900]);
  });
});

describe("product search (GET /fb_products/list_by_description)", () => {
  it("finds by description substring, ignoring case and accents, leaving inactive products out", async () => {
    expect(await descriptionsFound("acucar")).toEqual(["AÇÚCAR CRISTAL UNIÃO 1KG", "PÃO DE AÇÚCAR INTEGRAL 500G"]);
    expect(await descriptionsFound("Uniao")).toEqual(["AÇÚCAR CRISTAL UNIÃO 1KG"]);
    expect(await descriptionsFound("  feijão  carioca ")).toEqual(["FEIJÃO CARIOCA KICALDO 1KG"]);
    expect(await descriptionsFound("ILÃ")).toEqual(["CAFÉ PILÃO TRADICIONAL 500G"]);
    expect(await descriptionsFound("xyzw")).toEqual([]);
  });

  it("answers id, description and stock unit, and no more than 50 results", async () => {
    const answer = await search("biscoito");
    expect(answer.body.data).toHaveLength(50);
    expect(answer.body.data?.[0]).toEqual({ id: 200, description: "BISCOITO RECHEADO SABOR 1", unit: "UN" });
    await upsertProducts("demo", [product(161, "QUEIJO COLONIAL PESADO", { unit: "KG" })]);
    expect((await search("colonial pesado")).body.data).toEqual([{ id: 161, description: "QUEIJO COLONIAL PESADO", unit: "KG" }]);
  });

  it("finds by numeric id or barcode, from the first digit", async () => {
    expect((await search("105")).body.data?.[0]).toEqual({ id: 105, description: "CAFÉ PILÃO TRADICIONAL 500G", unit: "UN" });
    expect((await search("7896089011234")).body.data).toEqual([{ id: 105, description: "CAFÉ PILÃO TRADICIONAL 500G", unit: "UN" }]);
    expect((await search("789608901")).body.data).toEqual([{ id: 105, description: "CAFÉ PILÃO TRADICIONAL 500G", unit: "UN" }]);
    expect((await search("7")).body.data?.length).toBeGreaterThan(0);
    // A number inside a description counts from 3 digits.
    expect(await descriptionsFound("500")).toEqual(["CAFÉ PILÃO TRADICIONAL 500G", "PÃO DE AÇÚCAR INTEGRAL 500G"]);
  });

  it("answers an empty list below 3 letters, without reading the catalog", async () => {
    const send = vi.spyOn(db(), "send");
    for (const text of ["", "a", "ac", "  ac  "]) {
      const answer = await search(text);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
    }
    expect(catalogReads(send)).toEqual([]);
  });

  it("keeps the catalog in memory: a warm search reads only the catalog's version", async () => {
    forgetEverythingKept();
    await search("arroz");
    const send = vi.spyOn(db(), "send");
    expect(await descriptionsFound("arroz")).toEqual(["ARROZ TIPO 1 CAMIL 5KG"]);
    const reads = catalogReads(send);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.command).toBe("GetCommand");
    expect(reads[0]?.input).toContain('"sk":"HEAD"');
  });

  it("a fresh container searches the index stored for the catalog's version, without reading the catalog", async () => {
    await search("arroz");
    forgetEverythingKept();
    const send = vi.spyOn(db(), "send");
    expect(await descriptionsFound("acucar")).toEqual(["AÇÚCAR CRISTAL UNIÃO 1KG", "PÃO DE AÇÚCAR INTEGRAL 500G"]);
    expect(catalogReads(send).map((read) => read.command)).toEqual(["GetCommand"]);
    send.mockRestore();
    await upsertProducts("demo", [product(160, "ACUCAR MASCAVO NATIVE 1KG")]);
    forgetEverythingKept();
    expect(await descriptionsFound("mascavo")).toEqual(["ACUCAR MASCAVO NATIVE 1KG"]);
  });

  it("sees product changes at once (the version moves) and never another tenant's products", async () => {
    await search("arroz");
    await upsertProducts("demo", [product(102, "ARROZ PARBOILIZADO CAMIL 5KG")]);
    expect(await descriptionsFound("parboil")).toEqual(["ARROZ PARBOILIZADO CAMIL 5KG"]);
    expect(await descriptionsFound("leite")).toEqual([]);
    const other = await asOther<FbProduct[]>("GET", "/api/fb_products/list_by_description?description=leite");
    expect(other.body.data).toEqual([{ id: 900, description: "LEITE INTEGRAL ITAMBÉ 1L", unit: "UN" }]);
    const otherArroz = await asOther<FbProduct[]>("GET", "/api/fb_products/list_by_description?description=arroz");
    expect(otherArroz.body.data).toEqual([]);
  });
});

describe("product search ranking (pure)", () => {
  const entry = (id: number, description: string, barcode = `000${id}`, active = true) => ({ id, barcode, description, active, unit: "UN" });

  it("folds case, accents and spaces", () => {
    expect(foldForSearch("  Pão   de Açúcar ")).toBe("PAO DE ACUCAR");
  });

  it("ranks descriptions starting with the text, then a word starting with it, then the rest; each alphabetically", () => {
    const index = buildSearchIndex([
      entry(1, "MOLHO DE TOMATE"),
      entry(2, "TOMATE ITALIANO KG"),
      entry(3, "EXTRATO TOMATE"),
      entry(4, "CATCHUP ATOMATADO"),
      entry(5, "TOMATE CEREJA"),
      entry(6, "TOMATE SECO (INATIVO)", "0006", false),
    ]);
    expect(searchProducts(index, "tomat").map((p) => p.id)).toEqual([5, 2, 3, 1, 4]);
  });

  it("fills the answer with the best ranks first, up to the limit", () => {
    const index = buildSearchIndex([
      ...Array.from({ length: 8 }, (_, i) => entry(100 + i, `QUEIJO MINAS ${i}`)),
      entry(1, "PAO DE QUEIJO"),
    ]);
    expect(searchProducts(index, "queijo", 5).map((p) => p.id)).toEqual([100, 101, 102, 103, 104]);
    expect(searchProducts(index, "queijo", 9).at(-1)?.id).toBe(1);
  });

  it("ranks a numeric text: exact id or barcode, then prefixes, then inside the barcode", () => {
    const index = buildSearchIndex([
      entry(1234, "A", "7890000000001"),
      entry(12345, "B", "7890000000002"),
      entry(77, "C", "1234000000003"),
      entry(88, "D", "7891234000004"),
      entry(99, "E", "7890000000005"),
    ]);
    expect(searchProducts(index, "1234").map((p) => p.id)).toEqual([1234, 12345, 77, 88]);
    expect(searchProducts(index, "7891234000004").map((p) => p.id)).toEqual([88]);
  });
});

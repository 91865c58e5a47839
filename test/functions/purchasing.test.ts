import { beforeAll, describe, expect, it } from "vitest";
import { resetBlobStore } from "../../functions/lib/blobs";
import { resetConfig } from "../../functions/lib/config";
import { installLocalJobRunner, settleLocalJobs } from "../../infra/local/jobs";
import { pdfPageSizes, pdfTextRuns } from "../support/pdf-text";
import { addDays } from "../../shared/dates";
import { pinTodayInSaoPaulo } from "../support/clock";
import { upsertEntries } from "../../functions/lib/entities/entries";
import { upsertGroups } from "../../functions/lib/entities/groups";
import { putNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { upsertPriceQuotes } from "../../functions/purchasing/storage/price-quotes";
import { upsertProducts } from "../../functions/lib/entities/products";
import { upsertPurchaseOrders } from "../../functions/purchasing/storage/purchase-orders";
import { upsertSuppliers } from "../../functions/lib/entities/suppliers";
import { callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";
import { useTestTable } from "../support/table";
import { useLocalBlobDir } from "../support/local-blobs";

useTestTable();

const today = pinTodayInSaoPaulo();
let admin = "";
let standard = "";
let otherAdmin = "";
/** The other tenant's own host: its session is good there only. */
const OTHER_HOST = "other.example.com";

function product(id: number, description: string, cost: number) {
  return { id, barcode: `789000000${id}`, description, groupId: 1, unit: "UN", cost, price: cost * 1.4, icmsOutRate: 18, icmsInRate: 12, stock: 10, active: true };
}

useLocalBlobDir("purchasing-blobs");

beforeAll(async () => {
  resetConfig();
  resetBlobStore();
  installLocalJobRunner();
  ({ admin, user: standard } = await seedTenantWithSessions("demo"));
  ({ admin: otherAdmin } = await seedTenantWithSessions("other", OTHER_HOST));
  await upsertGroups("demo", [{ id: 1, name: "MERCEARIA" }]);
  await upsertProducts("demo", [product(1001, "ARROZ TIPO 1 5KG", 20), product(1002, "FEIJÃO CARIOCA 1KG", 8), product(1003, "AÇÚCAR CRISTAL 5KG", 15)]);
  await upsertSuppliers("demo", [
    { id: 1, name: "DISTRIBUIDORA SÃO JORGE LTDA", document: "" },
    { id: 2, name: "ATACADO BOA VISTA S.A.", document: "" },
  ]);
  await upsertPriceQuotes("demo", [
    {
      id: 301,
      date: addDays(today, -10),
      description: "COTAÇÃO SEMANAL MERCEARIA",
      participants: [
        { id: 1, productId: 1001, supplierId: 1, unitCost: 21.9 },
        { id: 2, productId: 1001, supplierId: 2, unitCost: 22.35 },
        { id: 3, productId: 1002, supplierId: 1, unitCost: 8.1 },
      ],
    },
  ]);
  await upsertPurchaseOrders("demo", [
    {
      id: 7001,
      date: addDays(today, -5),
      priceQuoteId: 301,
      supplierId: 1,
      deliverDate: addDays(today, 2),
      status: "open",
      items: [
        { id: 1, productId: 1001, quantity: 30, unitCost: 21.9 },
        { id: 2, productId: 1002, quantity: 7.5, unitCost: 8.333 },
        { id: 3, productId: 1003, quantity: 3, unitCost: 15.2 },
      ],
    },
    { id: 7002, date: addDays(today, -20), priceQuoteId: 0, supplierId: 2, deliverDate: addDays(today, -15), status: "closed", items: [{ id: 1, productId: 1003, quantity: 10, unitCost: 14 }] },
  ]);
  await upsertEntries("demo", [
    { id: 5001, number: "000123", date: addDays(today, -400), supplierId: 1, items: [{ id: 1, productId: 1001, entryQuantity: 2, entryUnit: "CX", entryUnitCost: 200, fraction: 10 }] },
    { id: 5002, number: "000456", date: addDays(today, -30), supplierId: 2, items: [{ id: 2, productId: 1001, entryQuantity: 3, entryUnit: "CX", entryUnitCost: 210, fraction: 10 }] },
    { id: 5003, number: "000789", date: addDays(today, -3), supplierId: 1, items: [{ id: 3, productId: 1001, entryQuantity: 12, entryUnit: "UN", entryUnitCost: 21.5, fraction: 1 }] },
  ]);
  await putNotableProducts("demo", [{ productId: 1002, desiredMargin: 30 }]);
});

interface OrderRow { id: number; status: string; total_cost: number; price_quote_id: number; supplier: string }
interface ItemRow { product_id: number; total_cost: number; notable: boolean; actual_cost: number; variation: number; unit: string }

describe("purchasing API", () => {
  it("lists orders by status with the spec's fields", async () => {
    const open = await callApi<OrderRow[]>("GET", "/api/purchase_orders?status=open", { cookie: admin });
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual([
      { id: 7001, date: addDays(today, -5), price_quote_id: 301, supplier: "DISTRIBUIDORA SÃO JORGE LTDA", deliver_date: addDays(today, 2), total_cost: 765.1, status: "open" },
    ]);
    const closed = await callApi<OrderRow[]>("GET", "/api/purchase_orders?status=closed", { cookie: admin });
    expect(closed.body.data?.map((o) => o.id)).toEqual([7002]);
    const all = await callApi<OrderRow[]>("GET", "/api/purchase_orders", { cookie: admin });
    expect(all.body.data?.map((o) => o.id).sort()).toEqual([7001, 7002]);
    const bad = await callApi("GET", "/api/purchase_orders?status=pending", { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message?.msg).toContain("Status de pedido inválido");
  });

  it("answers an order's items summing to its total to the cent, with the notable flag", async () => {
    const answer = await callApi<ItemRow[]>("GET", "/api/purchase_orders/7001/items", { cookie: admin });
    const items = answer.body.data ?? [];
    // 30 x 21.90 = 657.00; 7.5 x 8.333 = 62.4975 -> 62.50; 3 x 15.20 = 45.60; the order: 765.10
    expect(items.map((i) => i.total_cost)).toEqual([657, 62.5, 45.6]);
    const order = await callApi<OrderRow>("GET", "/api/purchase_orders/7001", { cookie: admin });
    const sumCents = items.reduce((sum, item) => sum + Math.round(item.total_cost * 100), 0);
    expect(Math.round((order.body.data?.total_cost ?? 0) * 100)).toBe(sumCents);
    expect(items.find((i) => i.product_id === 1002)?.notable).toBe(true);
    expect(items.find((i) => i.product_id === 1001)).toMatchObject({ notable: false, unit: "UN" });
  });

  it("computes the variation of each item against the product's current cost", async () => {
    const answer = await callApi<ItemRow[]>("GET", "/api/purchase_orders/7001/items_variation", { cookie: admin });
    const byProduct = new Map((answer.body.data ?? []).map((row) => [row.product_id, row]));
    expect(byProduct.get(1001)).toMatchObject({ actual_cost: 20, variation: 9.5 }); // 21.90 / 20 - 1
    expect(byProduct.get(1002)).toMatchObject({ actual_cost: 8, variation: 4.16 }); // 8.333 / 8 - 1 = 4.1625%
    expect(byProduct.get(1003)).toMatchObject({ actual_cost: 15, variation: 1.33 });
  });

  it("answers the quote and its participants for a product", async () => {
    const quote = await callApi<{ id: number; description: string }>("GET", "/api/price_quote/301", { cookie: admin });
    expect(quote.body.data).toMatchObject({ id: 301, description: "COTAÇÃO SEMANAL MERCEARIA" });
    const participants = await callApi<{ supplier: string; unit_cost: number }[]>(
      "GET",
      "/api/price_quote/item_participants?price_quote_id=301&product_id=1001",
      { cookie: admin },
    );
    expect(participants.body.data?.map((p) => [p.supplier, p.unit_cost]).sort()).toEqual([
      ["ATACADO BOA VISTA S.A.", 22.35],
      ["DISTRIBUIDORA SÃO JORGE LTDA", 21.9],
    ]);
    expect(Object.keys(participants.body.data?.[0] ?? {}).sort()).toEqual(["id", "supplier", "supplier_id", "unit", "unit_cost"]);
    const missing = await callApi("GET", "/api/price_quote/item_participants?product_id=1001", { cookie: admin });
    expect(missing.status).toBe(400);
  });

  it("lists a product's last entries since a day (default 365 days back), newest first", async () => {
    const defaults = await callApi<{ entry_id: number; entry_fraction: number; quantity: number; unit_cost: number }[]>(
      "GET",
      "/api/product_entries/item_last_entries?product_id=1001",
      { cookie: admin },
    );
    expect(defaults.body.data?.map((e) => e.entry_id)).toEqual([5003, 5002]);
    expect(defaults.body.data?.[1]).toMatchObject({ entry_fraction: 10, quantity: 30, unit_cost: 21 });
    const since = await callApi<{ entry_id: number }[]>(
      "GET",
      `/api/product_entries/item_last_entries?product_id=1001&entries_since=${addDays(today, -500)}`,
      { cookie: admin },
    );
    expect(since.body.data?.map((e) => e.entry_id)).toEqual([5003, 5002, 5001]);
    const bad = await callApi("GET", "/api/product_entries/item_last_entries?product_id=1001&entries_since=ontem", { cookie: admin });
    expect(bad.status).toBe(400);
  });

  it("is for administrators, and another tenant's order is 404", async () => {
    expect((await callApi("GET", "/api/purchase_orders", { cookie: standard })).status).toBe(403);
    expect((await callApi("GET", "/api/purchase_orders/7001/items", { cookie: standard })).status).toBe(403);
    const foreign = await callApi("GET", "/api/purchase_orders/7001", { cookie: otherAdmin, host: OTHER_HOST });
    expect(foreign.status).toBe(404);
    expect((await callApi("GET", "/api/purchase_orders/7001/items", { cookie: otherAdmin, host: OTHER_HOST })).status).toBe(404);
    const list = await callApi<OrderRow[]>("GET", "/api/purchase_orders", { cookie: otherAdmin, host: OTHER_HOST });
    expect(list.body.data).toEqual([]);
  });
});

describe("order print as a report job", () => {
  it("renders the order as an A4 PDF with company, title, quote, supplier, warnings, items and total", async () => {
    // Printing is for administrators (the order holds costs and suppliers); a standard user is refused.
    const refused = await callApi("POST", "/api/reports", { cookie: standard, body: { report: "purchase_order", id: 7001 } });
    expect(refused.status).toBe(403);
    const started = await callApi<{ job_id: string }>("POST", "/api/reports", { cookie: admin, body: { report: "purchase_order", id: 7001 } });
    expect(started.status).toBe(202);
    await settleLocalJobs();
    const jobId = started.body.data?.job_id ?? "";
    const status = await callApi<{ status: string; url: string }>("GET", `/api/reports/${jobId}`, { cookie: admin });
    expect(status.body.data).toEqual({ status: "done", url: `/api/reports/${jobId}/file` });

    const { buildEvent, invokeRoute, matchRoute } = await import("../../infra/local/api-gateway");
    const url = new URL(`http://localhost/api/reports/${jobId}/file`);
    const found = matchRoute("GET", url.pathname);
    if (!found) throw new Error("rota do arquivo ausente");
    const result = await invokeRoute(
      buildEvent({ method: "GET", url, headers: { host: "localhost:3000" }, cookies: [admin], body: Buffer.alloc(0), routeKey: found.route.routeKey, pathParameters: found.params }),
      found.route.group,
    );
    expect(result.headers?.["content-type"]).toBe("application/pdf");
    const pdf = Buffer.from(result.body ?? "", "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const [width, height] = pdfPageSizes(pdf)[0] ?? [0, 0];
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    const text = pdfTextRuns(pdf).join("\n");
    expect(text).toContain("EMPRESA DEMO");
    expect(text).toContain("PEDIDO DE COMPRA Nº 7001 - COTAÇÃO Nº 301");
    expect(text).toContain("DISTRIBUIDORA SÃO JORGE LTDA");
    expect(text).toContain("20%");
    for (const name of ["ARROZ TIPO 1 5KG", "FEIJÃO CARIOCA 1KG", "AÇÚCAR CRISTAL 5KG"]) expect(text).toContain(name);
    expect(text).toMatch(/TOTAL DO PEDIDO: R\$\s765,10/);
    // One page: no page numbers.
    expect(text).not.toContain("Página");
  });

  it("another tenant cannot print this tenant's order: the job fails", async () => {
    const started = await callApi<{ job_id: string }>("POST", "/api/reports", { cookie: otherAdmin, host: OTHER_HOST, body: { report: "purchase_order", id: 7001 } });
    await settleLocalJobs();
    const status = await callApi<{ status: string }>("GET", `/api/reports/${started.body.data?.job_id}`, { cookie: otherAdmin, host: OTHER_HOST });
    expect(status.body.data).toEqual({ status: "failed" });
  });
});

describe("the orders' period: closed orders of the period, open ones whatever their date", () => {
  const OLD_DAY = addDays(today, -200);
  const ids = async (query: string) => ((await callApi<OrderRow[]>("GET", `/api/purchase_orders${query}`, { cookie: admin })).body.data ?? []).map((o) => o.id);

  beforeAll(async () => {
    await upsertPurchaseOrders("demo", [
      { id: 7003, date: OLD_DAY, priceQuoteId: 0, supplierId: 1, deliverDate: addDays(OLD_DAY, 3), status: "open", items: [{ id: 1, productId: 1001, quantity: 1, unitCost: 20 }] },
      { id: 7004, date: OLD_DAY, priceQuoteId: 0, supplierId: 2, deliverDate: addDays(OLD_DAY, 3), status: "closed", items: [{ id: 1, productId: 1003, quantity: 1, unitCost: 14 }] },
    ]);
  });

  it("opens on the last 90 days: an old closed order left out, an old open one kept", async () => {
    expect(await ids("")).toEqual([7001, 7002, 7003]);
    expect(await ids("?status=closed")).toEqual([7002]);
    expect(await ids("?status=open")).toEqual([7003, 7001]);
  });

  it("lists the old closed order in a period that holds its day", async () => {
    expect(await ids(`?start_date=${OLD_DAY}&end_date=${today}`)).toEqual([7001, 7002, 7003, 7004]);
    expect(await ids(`?status=closed&start_date=${OLD_DAY}&end_date=${OLD_DAY}`)).toEqual([7004]);
  });

  it.each([
    ["a start after the end", `?start_date=${today}&end_date=${addDays(today, -1)}`],
    ["a day that does not exist", "?end_date=2026-02-30"],
    ["a period longer than 400 days", `?start_date=${addDays(today, -400)}&end_date=${today}`],
  ])("refuses %s with 400 in pt-BR", async (_case, query) => {
    const answer = await callApi("GET", `/api/purchase_orders${query}`, { cookie: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.message?.msg).toBe("Período inválido: use 'start_date' e 'end_date' no formato AAAA-MM-DD, a inicial até a final, em até 400 dias.");
  });

  it("never lists another tenant's orders, whatever the period", async () => {
    const list = await callApi<OrderRow[]>("GET", `/api/purchase_orders?start_date=${OLD_DAY}&end_date=${today}`, { cookie: otherAdmin, host: OTHER_HOST });
    expect(list.body.data).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { BuiltFrom, cachedAnswer } from "../../functions/lib/request/answer-cache";
import { forgetEverythingKept } from "../../functions/lib/kept-in-memory";
import { upsertGroups } from "../../functions/lib/entities/groups";
import { putNotableProducts } from "../../functions/notable_products/storage/notable-products";
import { upsertProducts } from "../../functions/lib/entities/products";
import { upsertSaleLines } from "../../functions/lib/entities/sale-lines";
import { deleteRequest, queryPartition, transactWrite } from "../../functions/lib/entities/support/dynamo";
import { keys } from "../../functions/lib/keys";
import { aggregateDays } from "../../functions/sales/figures/aggregation";
import type { ProductSalesRow } from "../../shared/contracts/sales";
import { col, type ColumnsForm, type ColumnsPayload, columnsForm, decodeColumns, type ListColumns } from "../../shared/wire/columns";
import { callApi, sendToRoute } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";
import { useTestTable } from "../support/table";
import { smallStore } from "./sales-fixtures";

useTestTable();

/** Rows enough that the stored answer takes more than one item. */
function largeRows(label: string): { id: number; text: string }[] {
  return Array.from({ length: 60_000 }, (_, id) => ({ id, text: `${label} linha ${id} ${(id * 7919) % 104729}` }));
}

function counted<T>(make: () => T): { build: () => T; calls: () => number } {
  let calls = 0;
  return {
    build: () => {
      calls++;
      return make();
    },
    calls: () => calls,
  };
}

const storedItems = (tenantId: string) => queryPartition(keys.derivationsPartition(tenantId));

describe("answers kept in memory and stored in the table", () => {
  it("a fresh container sends the answer another one stored, without building it again", async () => {
    const rows = largeRows("A");
    const builder = counted(() => rows);
    const first = await cachedAnswer("t-store", "list#a", "v1", builder.build);
    forgetEverythingKept();
    const second = await cachedAnswer("t-store", "list#a", "v1", builder.build);
    expect(builder.calls()).toBe(1);
    expect(JSON.parse(second.prepared?.json ?? "null")).toEqual({ success: true, data: rows });
    expect(second.prepared?.json).toBe(first.prepared?.json);
    expect(second.prepared?.gzipBase64()).toBe(first.prepared?.gzipBase64());
    // Chunks below the item limit.
    expect((await storedItems("t-store")).length).toBeGreaterThan(1);
  });

  it("builds again for another signature, and never answers another tenant's stored answer", async () => {
    const builder = counted(() => largeRows("B"));
    await cachedAnswer("t-one", "list#b", "v1", builder.build);
    forgetEverythingKept();
    await cachedAnswer("t-one", "list#b", "v2", builder.build);
    expect(builder.calls()).toBe(2);
    const other = counted(() => largeRows("outro inquilino"));
    const answer = await cachedAnswer("t-two", "list#b", "v1", other.build);
    expect(other.calls()).toBe(1);
    expect(answer.prepared?.json).toContain("outro inquilino");
  });

  it("builds again when a fresh container finds the stored head without one of its chunks, and stores it whole", async () => {
    // The head is written beside its chunks (one round trip): a reader may come between them.
    const rows = largeRows("C");
    const builder = counted(() => rows);
    await cachedAnswer("t-partial", "list#c", "v1", builder.build);
    const chunk = (await storedItems("t-partial")).find((item) => item.chunk === 1);
    if (!chunk) throw new Error("O exemplo devia ocupar mais de um item.");
    await transactWrite([deleteRequest({ pk: String(chunk.pk), sk: String(chunk.sk) })]);
    forgetEverythingKept();
    const rebuilt = await cachedAnswer("t-partial", "list#c", "v1", builder.build);
    expect(builder.calls()).toBe(2);
    expect(JSON.parse(rebuilt.prepared?.json ?? "null")).toEqual({ success: true, data: rows });
    forgetEverythingKept();
    const stored = await cachedAnswer("t-partial", "list#c", "v1", builder.build);
    expect(builder.calls()).toBe(2);
    expect(stored.prepared?.json).toBe(rebuilt.prepared?.json);
  });

  it("keeps the lists marked cheap to build in memory only", async () => {
    const cheap = counted(() => [{ id: 1 }]);
    await cachedAnswer("t-cheap", "list#cheap", "v1", cheap.build, { stored: false });
    await cachedAnswer("t-cheap", "list#cheap", "v1", cheap.build, { stored: false });
    expect(cheap.calls()).toBe(1);
    expect(await storedItems("t-cheap")).toEqual([]);
    forgetEverythingKept();
    await cachedAnswer("t-cheap", "list#cheap", "v1", cheap.build, { stored: false });
    expect(cheap.calls()).toBe(2);
  });

  it("keeps an answer built from newer documents under the versions it was built from", async () => {
    const builder = counted(() => new BuiltFrom(largeRows("D"), "v2"));
    await cachedAnswer("t-newer", "list#d", "v1", builder.build);
    forgetEverythingKept();
    const asked = counted(() => largeRows("nunca"));
    const answer = await cachedAnswer("t-newer", "list#d", "v2", asked.build);
    expect(asked.calls()).toBe(0);
    expect(answer.prepared?.json).toContain("D linha 1");
  });
});

describe("the compact form of a long list (shared/wire/columns.ts)", () => {
  type Row = { id: number; price: number };
  const SPEC: ListColumns<Row> = { list: "cache_sample", columns: { id: col.integer({ delta: true }), price: col.money() } };
  const columns = columnsForm(SPEC, undefined) as ColumnsForm<never>;

  const rows: Row[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, price: i === 0 ? 10.5 : 0.99 }));

  it("is kept and stored beside the plain form, each built once", async () => {
    const builder = counted(() => rows);
    const plain = await cachedAnswer("t-forms", "list#f", "v1", builder.build, { columns });
    const compact = await cachedAnswer("t-forms", "list#f", "v1", builder.build, { columns, inColumns: true });
    forgetEverythingKept();
    const storedCompact = await cachedAnswer("t-forms", "list#f", "v1", builder.build, { columns, inColumns: true });
    const storedPlain = await cachedAnswer("t-forms", "list#f", "v1", builder.build, { columns });
    expect(builder.calls()).toBe(2);
    expect(JSON.parse(plain.prepared?.json ?? "null")).toEqual({ success: true, data: rows });
    expect(storedPlain.prepared?.json).toBe(plain.prepared?.json);
    const sent = JSON.parse(storedCompact.prepared?.json ?? "null") as { data: ColumnsPayload };
    expect(storedCompact.prepared?.json).toBe(compact.prepared?.json);
    expect(sent.data.columns.price).toEqual({ kind: "number", decimals: 2, values: [1050, ...Array(59).fill(99)] });
    expect(decodeColumns(SPEC, sent.data)).toEqual(rows);
  });

  it("answers the plain rows when they cannot round-trip exactly, or are few", async () => {
    const inexact = rows.map((row) => (row.id === 2 ? { ...row, price: 10.555 } : row));
    const answer = await cachedAnswer("t-forms", "list#g", "v1", () => inexact, { columns, inColumns: true });
    expect(JSON.parse(answer.prepared?.json ?? "null")).toEqual({ success: true, data: inexact });
    const few = rows.slice(0, 3);
    const short = await cachedAnswer("t-forms", "list#h", "v1", () => few, { columns, inColumns: true });
    expect(JSON.parse(short.prepared?.json ?? "null")).toEqual({ success: true, data: few });
  });
});

describe("a list served from a stored answer", () => {
  const FROM = "2024-04-01";
  const TO = "2024-04-10";
  const store = smallStore({ seed: 7, from: FROM, to: TO, products: 300, groups: 8 });
  const path = `/api/product_sales_by_period?start_date=${FROM}&end_date=${TO}`;
  let admin = "";

  beforeAll(async () => {
    ({ admin } = await seedTenantWithSessions("demo"));
    await upsertGroups("demo", store.groups);
    await upsertProducts("demo", store.products);
    await upsertSaleLines("demo", store.lines);
    await aggregateDays("demo", FROM, TO);
  });

  const rows = async (encoding: string) => {
    const answer = await callApi<ProductSalesRow[]>("GET", path, { cookie: admin, headers: { "accept-encoding": encoding } });
    expect(answer.status).toBe(200);
    return answer.body.data ?? [];
  };

  it("answers a fresh container the same rows, gzipped or not, and a changed flag at once", async () => {
    const built = await rows("gzip");
    expect(built.length).toBeGreaterThan(100);
    expect((await storedItems("demo")).length).toBeGreaterThan(0);

    forgetEverythingKept();
    const raw = await sendToRoute("GET", path, { cookie: admin, headers: { "accept-encoding": "gzip" } });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect((raw.json() as { data: ProductSalesRow[] }).data).toEqual(built);
    forgetEverythingKept();
    expect(await rows("identity")).toEqual(built);

    const marked = built.find((row) => !row.notable);
    if (!marked) throw new Error("nenhum produto sem destaque");
    await putNotableProducts("demo", [{ productId: marked.product_id, desiredMargin: 30 }]);
    forgetEverythingKept();
    const after = await rows("gzip");
    expect(after.find((row) => row.product_id === marked.product_id)?.notable).toBe(true);
  });
});

import { beforeAll, describe, expect, it, vi } from "vitest";
import { setCompanyCnpj } from "../../functions/lib/entities/company";
import { getEntryKeyClaim } from "../../functions/lib/entities/entry-keys";
import { confirmImport, type SliceWriter, writeSlice } from "../../functions/nfe_imports/confirm";
import { getProduct } from "../../functions/lib/entities/products";
import { importReading } from "../../functions/nfe_imports/upload";
import { rememberMappings } from "../../functions/nfe_imports/storage/line-mappings";
import { db } from "../../functions/lib/db";
import type { EntryItemRow, EntryRow, NfeFileResult, NfeImportDetail, NfeImportRow, TenantSettings } from "../../shared/contracts/nfe-imports";
import { CNPJ_MESSAGES } from "../../shared/contracts/cnpj";
import { callApi } from "../support/api";
import { accessKeyOf, lapseEntryWriter, noteDocument, noteLine, readingOf, SIGNATURE_WARNING, SUPPLIER_CNPJ } from "../support/nfe-documents";
import { useTestTable } from "../support/table";
import { addDays } from "../../shared/dates";
import { adminCall, type StoreAccess, send, sendOperations, setUpUseAndLossStore, TODAY } from "./use-and-loss-fixtures";

/**
 * The NF-e import's stored side through its Lambda handler, on DynamoDB Local, from documents as the reading
 * hands them over (test/support/nfe-documents.ts): the company's CNPJ, a note imported at once or waiting for
 * review, lines mapped and remembered, one entry per key under parallel uploads, stock and the movements feed,
 * the ERP's entry with the same key, reversal allowed and refused.
 *
 * The store (use-and-loss-fixtures.ts): products 10 (L), 20 (KG), 30 (UN, barcode 789100000030), supplier 1.
 */
useTestTable();

let store: StoreAccess;

/** The fixture products' barcodes (`789100000<id>`). */
const GTIN_30 = "78910000030";
const GTIN_10 = "78910000010";

beforeAll(async () => {
  store = await setUpUseAndLossStore("demo");
  await send(store, "suppliers", [{ id: 1, name: "LATICÍNIOS SERRANA LTDA", document: SUPPLIER_CNPJ }]);
});

const stockOf = async (productId: number) => (await getProduct(store.tenantId, productId))?.stock;
const entries = async () => (await adminCall<EntryRow[]>(store, "GET", "/api/entries")).body.data ?? [];
const movementsOf = async (accessKey: string) => {
  const answer = await feedMovements();
  return answer.filter((movement) => movement.access_key === accessKey);
};

async function feedMovements() {
  const answer = await callApi<{ movements: { product_id: number; quantity: number; reason: string; entry_id?: number; entry_item_id?: number; access_key?: string }[] }>(
    "GET",
    "/api/integration/stock_movements?limit=1000",
    { headers: { authorization: `Bearer ${store.apiKey}` }, host: store.host },
  );
  return answer.body.data?.movements ?? [];
}

describe("company CNPJ", () => {
  it("refuses a CNPJ with wrong check digits and keeps a valid one normalized, alphanumeric included", async () => {
    const wrong = await adminCall(store, "PUT", "/api/tenant_settings", { cnpj: "12.345.678/0001-96" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message?.msg).toBe(CNPJ_MESSAGES.checkDigits);
    const alphanumeric = await adminCall<TenantSettings>(store, "PUT", "/api/tenant_settings", { cnpj: "12.ABC.345/01DE-35" });
    expect(alphanumeric.status).toBe(200);
    expect((await adminCall<TenantSettings>(store, "GET", "/api/tenant_settings")).body.data).toEqual({ cnpj: "12ABC34501DE35" });
    await adminCall(store, "PUT", "/api/tenant_settings", { cnpj: "12.345.678/0001-95" });
    expect((await adminCall<TenantSettings>(store, "GET", "/api/tenant_settings")).body.data).toEqual({ cnpj: "12345678000195" });
  });
});

describe("a note whose lines all match", () => {
  it("imports at once: the entry with its lines, stock up by the stock quantity, one movement per line", async () => {
    const stockBefore = await stockOf(30);
    const document = noteDocument(1001, [
      noteLine(1, { gtin: GTIN_30, quantity: 24, unitPrice: 2.5, grossValue: 60, lineCost: 61.8, icmsCredit: 4.33, freight: 1.8 }),
    ]);
    const result = await importReading(store.tenantId, readingOf(document), "ANA");
    expect(result).toMatchObject({ status: "imported", access_key: document.accessKey });
    expect(result.entry_id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(await stockOf(30)).toBe((stockBefore ?? 0) + 24);
    const row = (await entries()).find((entry) => entry.id === result.entry_id);
    expect(row).toMatchObject({ access_key: document.accessKey, supplier_id: 1, number: "1001", series: "1", total: 61.8, icms_credit: 4.33, source: "nfe", status: "active" });
    const items = (await adminCall<EntryItemRow[]>(store, "GET", `/api/entries/${result.entry_id}/items`)).body.data ?? [];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ product_id: 30, entry_quantity: 24, entry_unit: "UN", fraction: 1, quantity: 24, unit_cost: 2.575, total_cost: 61.8, icms_credit: 4.33, written_off: 0 });
    const movements = await movementsOf(document.accessKey);
    expect(movements).toEqual([expect.objectContaining({ product_id: 30, quantity: 24, reason: "entry", entry_id: result.entry_id, entry_item_id: items[0]?.id })]);
  });

  it("refuses the same note again, saying when and by whom it was imported", async () => {
    const document = noteDocument(1001, [noteLine(1, { gtin: GTIN_30 })]);
    const again = await importReading(store.tenantId, readingOf(document), "BRUNO");
    expect(again.status).toBe("refused");
    expect(again.message).toMatch(new RegExp(`^NF-e ${document.accessKey} já importada em \\d{2}/\\d{2}/\\d{4}.* por ANA\\.$`));
  });

  it("stores one entry when the same note is uploaded many times at once", async () => {
    const stockBefore = (await stockOf(30)) ?? 0;
    const document = noteDocument(1002, [noteLine(1, { gtin: GTIN_30, quantity: 5, unitPrice: 2 })]);
    const results = await Promise.all(Array.from({ length: 6 }, () => importReading(store.tenantId, readingOf(document), "ANA")));
    expect(results.filter((result) => result.status === "imported")).toHaveLength(1);
    expect(results.filter((result) => result.status === "refused")).toHaveLength(5);
    expect((await entries()).filter((entry) => entry.access_key === document.accessKey)).toHaveLength(1);
    expect(await stockOf(30)).toBe(stockBefore + 5);
    expect(await movementsOf(document.accessKey)).toHaveLength(1);
    const review = (await adminCall<NfeImportRow[]>(store, "GET", "/api/nfe_imports?status=review")).body.data ?? [];
    expect(review.filter((row) => row.access_key === document.accessKey)).toEqual([]);
  });

  it("writes a note of many lines in slices, every line once, the header's totals their sum", async () => {
    const lines = Array.from({ length: 70 }, (_, i) => noteLine(i + 1, { gtin: i % 2 ? GTIN_30 : undefined, supplierCode: `S${i + 1}`, quantity: 1, unitPrice: 1.11 }));
    const document = noteDocument(1003, lines);
    const first = await importReading(store.tenantId, readingOf(document), "ANA");
    expect(first.status).toBe("review");
    const id = first.import_id ?? 0;
    // The even lines have no GTIN: the user maps them to product 10 (litres) one by one.
    for (const line of lines.filter((_, i) => i % 2 === 0)) {
      const mapped = await adminCall(store, "PUT", `/api/nfe_imports/${id}/lines/${line.number}`, { product_id: 10, fraction: 1 });
      expect(mapped.status).toBe(200);
    }
    const before = [(await stockOf(10)) ?? 0, (await stockOf(30)) ?? 0];
    const confirmed = await adminCall<{ entry_id: number }>(store, "POST", `/api/nfe_imports/${id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const entryId = confirmed.body.data?.entry_id;
    expect(await stockOf(10)).toBeCloseTo((before[0] ?? 0) + 35, 6);
    expect(await stockOf(30)).toBeCloseTo((before[1] ?? 0) + 35, 6);
    expect(await movementsOf(document.accessKey)).toHaveLength(70);
    const row = (await entries()).find((entry) => entry.id === entryId);
    expect(row).toMatchObject({ total: 77.7, icms_credit: document.icmsCredit });
    expect((await adminCall<EntryItemRow[]>(store, "GET", `/api/entries/${entryId}/items`)).body.data).toHaveLength(70);
    expect((await getEntryKeyClaim(store.tenantId, document.accessKey))?.state).toBe("done");
  });
});

describe("a note that waits for review", () => {
  it("asks for the product and the fraction, then remembers them for the supplier's next note", async () => {
    const document = noteDocument(2001, [
      noteLine(1, { supplierCode: "LEITE-CX", unit: "CX", taxUnit: "L", quantity: 2, taxQuantity: 24, unitPrice: 50, gtin: GTIN_10 }),
      noteLine(2, { supplierCode: "QJ-01", unit: "PC", taxUnit: "PC", quantity: 3, unitPrice: 20 }),
    ]);
    const result = await importReading(store.tenantId, readingOf(document), "ANA");
    expect(result).toMatchObject({ status: "review", message: "Aguardando revisão: 2 itens sem produto ou fração." });
    const id = result.import_id ?? 0;
    const detail = (await adminCall<NfeImportDetail>(store, "GET", `/api/nfe_imports/${id}`)).body.data;
    expect(detail?.pending_lines).toBe(2);
    // Litres against boxes: a measure against a count always asks, with qTrib ÷ qCom suggested.
    expect(detail?.items[0]).toMatchObject({ product_id: 10, match: "gtin", suggested_fraction: 12, pending: expect.stringMatching(/vende em CX e o produto é controlado em L/) });
    expect(detail?.items[1]).toMatchObject({ match: "none", pending: "Item 2 (QJ-01 – PRODUTO DO FORNECEDOR 2): produto não vinculado." });

    const early = await adminCall(store, "POST", `/api/nfe_imports/${id}/confirm`, {});
    expect(early.status).toBe(409);
    expect(early.body.message?.msg).toBe("Vincule o produto e a fração dos 2 itens pendentes antes de confirmar.");

    await adminCall(store, "PUT", `/api/nfe_imports/${id}/lines/1`, { product_id: 10, fraction: 12 });
    const weighed = await adminCall<NfeImportDetail>(store, "PUT", `/api/nfe_imports/${id}/lines/2`, { product_id: 20, fraction: 0.5 });
    expect(weighed.body.data?.pending_lines).toBe(0);
    expect(weighed.body.data?.items[1]).toMatchObject({ match: "user", stock_quantity: 1.5, unit_cost: 40 });
    const before = [(await stockOf(10)) ?? 0, (await stockOf(20)) ?? 0];
    const confirmed = await adminCall(store, "POST", `/api/nfe_imports/${id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(await stockOf(10)).toBeCloseTo((before[0] ?? 0) + 24, 6);
    expect(await stockOf(20)).toBeCloseTo((before[1] ?? 0) + 1.5, 6);

    const next = noteDocument(2002, [
      noteLine(1, { supplierCode: "LEITE-CX", unit: "CX", taxUnit: "L", quantity: 1, taxQuantity: 12, unitPrice: 50, gtin: GTIN_10 }),
      noteLine(2, { supplierCode: "QJ-01", unit: "PC", taxUnit: "PC", quantity: 2, unitPrice: 20 }),
    ]);
    const remembered = await importReading(store.tenantId, readingOf(next), "ANA");
    expect(remembered.status).toBe("imported");
    const items = (await adminCall<EntryItemRow[]>(store, "GET", `/api/entries/${remembered.entry_id}/items`)).body.data ?? [];
    expect(items.map((item) => [item.product_id, item.fraction, item.quantity])).toEqual([
      [10, 12, 12],
      [20, 0.5, 1],
    ]);
  });

  it("matches a note by the mappings of its own lines, however many codes the supplier has mapped", async () => {
    // The supplier of the earlier test's notes, which mapped QJ-01 in PC to product 20, half a unit per piece.
    const supplierId = (await entries()).find((entry) => entry.access_key === accessKeyOf(2002, SUPPLIER_CNPJ))?.supplier_id ?? 0;
    expect(supplierId).toBeGreaterThan(0);
    // Years of a distributor's codes, none of them on the next note.
    const MAPPED_CODES = 3_000;
    await rememberMappings(
      store.tenantId,
      Array.from({ length: MAPPED_CODES }, (_, index) => ({ supplierId, supplierCode: `ANTIGO-${index}`, unit: "UN", productId: 10, fraction: 1 })),
    );
    const next = noteDocument(2011, [noteLine(1, { supplierCode: "QJ-01", unit: "PC", quantity: 2, unitPrice: 20 }), noteLine(2, { supplierCode: "NOVO-9", unit: "UN" })]);
    const send = vi.spyOn(db(), "send");
    let result: NfeFileResult;
    let calls: (typeof send.mock.calls)[number][];
    try {
      result = await importReading(store.tenantId, readingOf(next), "ANA");
      calls = [...send.mock.calls];
    } finally {
      send.mockRestore();
    }
    // The import asked for the mappings of its two lines, and for none of the supplier's other codes.
    const mappingKeysRead = calls.flatMap(([command]) => {
      const input = command.input as { RequestItems?: Record<string, { Keys?: { pk: string }[] }>; ExpressionAttributeValues?: Record<string, unknown> };
      const batchKeys = Object.values(input.RequestItems ?? {}).flatMap((request) => request.Keys ?? []);
      const queried = Object.values(input.ExpressionAttributeValues ?? {}).filter((value) => String(value).includes("#NFEMAP#"));
      return [...batchKeys.filter((key) => key.pk.includes("#NFEMAP#")), ...queried];
    });
    expect(mappingKeysRead).toHaveLength(2);
    const detail = (await adminCall<NfeImportDetail>(store, "GET", `/api/nfe_imports/${result.import_id}`)).body.data;
    expect(detail?.items[0]).toMatchObject({ match: "remembered", product_id: 20, stock_quantity: 1 });
    expect(detail?.items[1]).toMatchObject({ match: "none" });
  });

  it("confirms a note with warnings only once they are accepted", async () => {
    const document = noteDocument(2003, [noteLine(1, { gtin: GTIN_30 })]);
    const result = await importReading(store.tenantId, readingOf(document, [SIGNATURE_WARNING]), "ANA");
    expect(result).toMatchObject({ status: "review", message: "Aguardando revisão: 1 aviso para conferir." });
    const refused = await adminCall(store, "POST", `/api/nfe_imports/${result.import_id}/confirm`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message?.msg).toBe("Confira e aceite o aviso da nota para confirmar.");
    const accepted = await adminCall(store, "POST", `/api/nfe_imports/${result.import_id}/confirm`, { accept_warnings: true });
    expect(accepted.status).toBe(200);
  });

  it("discards a note in review, and it can be uploaded again", async () => {
    const document = noteDocument(2004, [noteLine(1, { supplierCode: "NOVO" })]);
    const first = await importReading(store.tenantId, readingOf(document), "ANA");
    const removed = await adminCall(store, "DELETE", `/api/nfe_imports/${first.import_id}`);
    expect(removed.status).toBe(200);
    expect((await adminCall(store, "GET", `/api/nfe_imports/${first.import_id}`)).status).toBe(404);
    expect((await importReading(store.tenantId, readingOf(document), "ANA")).status).toBe("review");
  });

  it("creates the supplier of an unknown CNPJ with the note's name, once", async () => {
    const supplier = { cnpj: "45997418000153", name: "Hortifruti Novo Ltda" };
    const notes = [3001, 3002].map((number) => noteDocument(number, [noteLine(1, { gtin: GTIN_30 })], { supplier }));
    const results = await Promise.all(notes.map((document) => importReading(store.tenantId, readingOf(document), "ANA")));
    expect(results.map((result) => result.status)).toEqual(["imported", "imported"]);
    const rows = (await entries()).filter((entry) => notes.some((note) => note.accessKey === entry.access_key));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.supplier_id)).size).toBe(1);
    expect(rows[0]?.supplier_id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(rows[0]?.supplier).toBe("HORTIFRUTI NOVO LTDA");
  });
});

describe("the ERP's entry with an imported note's key", () => {
  it("is not stored a second time; an ERP entry first makes the note 'already imported'", async () => {
    const imported = noteDocument(4001, [noteLine(1, { gtin: GTIN_30 })]);
    expect((await importReading(store.tenantId, readingOf(imported), "ANA")).status).toBe("imported");
    const erpEntry = (id: number, accessKey: string) => ({
      id,
      number: "4001",
      date: imported.issueDate,
      supplier_id: 1,
      access_key: accessKey,
      items: [{ id: id * 10, product_id: 30, entry_quantity: 10, entry_unit: "UN", entry_unit_cost: 5, fraction: 1 }],
    });
    await send(store, "entries", [erpEntry(4001, imported.accessKey)]);
    expect((await entries()).filter((entry) => entry.access_key === imported.accessKey).map((entry) => entry.source)).toEqual(["nfe"]);

    const fromErp = accessKeyOf(4002);
    await send(store, "entries", [erpEntry(4002, fromErp)]);
    const note = noteDocument(4002, [noteLine(1, { gtin: GTIN_30 })]);
    const refused = await importReading(store.tenantId, readingOf(note), "ANA");
    expect(refused.status).toBe("refused");
    expect(refused.message).toMatch(/já importada em .* por INTEGRAÇÃO\.$/);
  });
});

describe("reversing an imported entry", () => {
  it("gives the stock back with one movement per line, once", async () => {
    const document = noteDocument(5001, [noteLine(1, { gtin: GTIN_30, quantity: 7 })]);
    const { entry_id } = await importReading(store.tenantId, readingOf(document), "ANA");
    const before = (await stockOf(30)) ?? 0;
    const reversed = await adminCall(store, "POST", `/api/entries/${entry_id}/reverse`);
    expect(reversed.status).toBe(200);
    expect(await stockOf(30)).toBe(before - 7);
    expect((await movementsOf(document.accessKey)).map((movement) => [movement.reason, movement.quantity])).toEqual([
      ["entry", 7],
      ["entry_reversal", -7],
    ]);
    expect((await entries()).find((entry) => entry.id === entry_id)?.status).toBe("reversed");
    const again = await adminCall(store, "POST", `/api/entries/${entry_id}/reverse`);
    expect(again.status).toBe(409);
    expect(await stockOf(30)).toBe(before - 7);
  });

  it("gives the stock back once when two reversals race", async () => {
    const lines = [noteLine(1, { gtin: GTIN_30, quantity: 3 }), noteLine(2, { gtin: GTIN_10, supplierCode: "L2", unit: "L", taxUnit: "L", quantity: 5 })];
    const document = noteDocument(5003, lines);
    const { entry_id } = await importReading(store.tenantId, readingOf(document), "ANA");
    const before = [(await stockOf(30)) ?? 0, (await stockOf(10)) ?? 0];
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => adminCall(store, "POST", `/api/entries/${entry_id}/reverse`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect([await stockOf(30), await stockOf(10)]).toEqual([(before[0] ?? 0) - 3, (before[1] ?? 0) - 5]);
    expect((await movementsOf(document.accessKey)).filter((movement) => movement.reason === "entry_reversal")).toHaveLength(2);
  });

  it("refuses an ERP entry", async () => {
    const refused = await adminCall(store, "POST", "/api/entries/1/reverse");
    expect(refused.status).toBe(409);
    expect(refused.body.message?.msg).toMatch(/Só entradas importadas de XML/);
  });

  it("refuses while a line has write-offs, naming them, and changes nothing", async () => {
    // Dated before the operation, so the write-off may take from it.
    const document = noteDocument(5002, [noteLine(1, { gtin: GTIN_30, quantity: 9 })], { issueDate: addDays(TODAY, -10) });
    const { entry_id } = await importReading(store.tenantId, readingOf(document), "ANA");
    const items = (await adminCall<EntryItemRow[]>(store, "GET", `/api/entries/${entry_id}/items`)).body.data ?? [];
    await sendOperations(store, [{ id: 901, operation: "loss", product_id: 30, quantity: 2 }]);
    const writeOff = await adminCall(store, "POST", "/api/use_and_loss/901/writeoff", { entry_item_id: items[0]?.id, writeoff: 2 });
    expect(writeOff.status).toBe(200);
    const before = (await stockOf(30)) ?? 0;
    const refused = await adminCall(store, "POST", `/api/entries/${entry_id}/reverse`);
    expect(refused.status).toBe(409);
    expect(refused.body.message?.msg).toMatch(/^A entrada tem baixas fiscais e não pode ser estornada: perda 901 de .* \(IOGURTE NATURAL 170G, 2 UN\)\./);
    expect(await stockOf(30)).toBe(before);
    expect((await entries()).find((entry) => entry.id === entry_id)?.status).toBe("active");
    const after = (await adminCall<EntryItemRow[]>(store, "GET", `/api/entries/${entry_id}/items`)).body.data ?? [];
    expect(after[0]).toMatchObject({ quantity: 9, written_off: 2 });
  });
});

describe("checking the note against its purchase order", () => {
  it("shows each line's divergence and the order's items the note lacks", async () => {
    await send(store, "purchase_orders", [
      {
        id: 8001,
        date: noteDocument(1, []).issueDate,
        supplier_id: 1,
        deliver_date: noteDocument(1, []).issueDate,
        status: "open",
        items: [
          { id: 1, product_id: 30, quantity: 10, unit_cost: 2 },
          { id: 2, product_id: 20, quantity: 4, unit_cost: 39 },
        ],
      },
    ]);
    const document = noteDocument(6001, [noteLine(1, { gtin: GTIN_30, quantity: 12, unitPrice: 2.3 })], { orderReference: "8001" });
    const result: NfeFileResult = await importReading(store.tenantId, readingOf(document), "ANA");
    expect(result.status).toBe("review");
    const detail = (await adminCall<NfeImportDetail>(store, "GET", `/api/nfe_imports/${result.import_id}`)).body.data;
    expect(detail?.order_id).toBe(8001);
    expect(detail?.items[0]?.divergence).toEqual({ kind: "quantity_and_cost", order_quantity: 10, order_unit_cost: 2, cost_variation: 15, badge: "red" });
    expect(detail?.missing_order_items).toEqual([{ product_id: 20, product: "QUEIJO MUSSARELA KG", quantity: 4, unit_cost: 39 }]);
    const cleared = await adminCall<NfeImportDetail>(store, "PUT", `/api/nfe_imports/${result.import_id}`, { order_id: 0 });
    expect(cleared.body.data?.problems.filter((problem) => problem.code.startsWith("order"))).toEqual([]);
  });
});

describe("confirming the same import at once, and after a writer died", () => {
  it("stores one entry when two confirmations of one import race", async () => {
    const document = noteDocument(7001, [noteLine(1, { gtin: GTIN_30, quantity: 4 })]);
    const { import_id } = await importReading(store.tenantId, readingOf(document, [SIGNATURE_WARNING]), "ANA");
    const before = (await stockOf(30)) ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => adminCall(store, "POST", `/api/nfe_imports/${import_id}/confirm`, { accept_warnings: true })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await stockOf(30)).toBe(before + 4);
    expect((await entries()).filter((entry) => entry.access_key === document.accessKey)).toHaveLength(1);
    expect(await movementsOf(document.accessKey)).toHaveLength(1);
  });

  it("resumes a confirmation that died midway once its lease lapses, writing each line once", async () => {
    const lines = Array.from({ length: 40 }, (_, i) => noteLine(i + 1, { gtin: GTIN_30, supplierCode: `R${i + 1}`, quantity: 1, unitPrice: 3 }));
    const document = noteDocument(7002, lines);
    const { import_id } = await importReading(store.tenantId, readingOf(document, [SIGNATURE_WARNING]), "ANA");
    const before = (await stockOf(30)) ?? 0;
    // The first writer dies after its first slice: the progress on the key's claim stays at 32 of 40.
    let slices = 0;
    const dyingAfterOneSlice: SliceWriter = async (...slice) => {
      if (slices++ >= 1) throw new Error("writer died");
      await writeSlice(...slice);
    };
    await expect(confirmImport(store.tenantId, import_id ?? 0, "ANA", true, { writeSlice: dyingAfterOneSlice })).rejects.toThrow("writer died");
    expect(await getEntryKeyClaim(store.tenantId, document.accessKey)).toMatchObject({ state: "writing", done: 32, lines: 40 });
    expect(await stockOf(30)).toBe(before + 32);
    expect((await entries()).filter((entry) => entry.access_key === document.accessKey)).toEqual([]);

    const early = await adminCall(store, "POST", `/api/nfe_imports/${import_id}/confirm`, { accept_warnings: true });
    expect(early.status).toBe(409);
    expect(early.body.message?.msg).toBe(`NF-e ${document.accessKey} está sendo importada por outra chamada. Tente de novo em instantes.`);
    expect((await adminCall(store, "DELETE", `/api/nfe_imports/${import_id}`)).status).toBe(404);

    await lapseEntryWriter(store.tenantId, document.accessKey);
    const resumed = await adminCall(store, "POST", `/api/nfe_imports/${import_id}/confirm`, { accept_warnings: true });
    expect(resumed.status).toBe(200);
    expect(await stockOf(30)).toBe(before + 40);
    expect(await movementsOf(document.accessKey)).toHaveLength(40);
    const row = (await entries()).find((entry) => entry.access_key === document.accessKey);
    expect(row?.total).toBe(120);
    expect((await adminCall<EntryItemRow[]>(store, "GET", `/api/entries/${row?.id}/items`)).body.data).toHaveLength(40);
  });
});

describe("GET /api/entries", () => {
  it("lists the 90 days to today by default, and refuses a period past the sales period's 400 days", async () => {
    const old = noteDocument(9001, [noteLine(1, { gtin: GTIN_30 })], { issueDate: addDays(TODAY, -91) });
    const { entry_id } = await importReading(store.tenantId, readingOf(old), "ANA");
    expect((await entries()).some((entry) => entry.id === entry_id)).toBe(false);
    const wider = await adminCall<EntryRow[]>(store, "GET", `/api/entries?start_date=${addDays(TODAY, -91)}&end_date=${TODAY}`);
    expect(wider.body.data?.some((entry) => entry.id === entry_id)).toBe(true);
    const tooLong = await adminCall(store, "GET", `/api/entries?start_date=${addDays(TODAY, -400)}&end_date=${TODAY}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message?.msg).toBe("Período inválido: use 'start_date' e 'end_date' no formato AAAA-MM-DD, a inicial até a final, em até 400 dias.");
  });
});

describe("POST /api/nfe_imports", () => {
  it("takes the file as the body and answers per file; a JSON body is refused", async () => {
    const json = await adminCall(store, "POST", "/api/nfe_imports", { file: "nota.xml" });
    expect(json.status).toBe(415);
    expect(json.body.message?.msg).toBe("Envie um arquivo XML (application/xml) ou um ZIP de arquivos XML (application/zip).");
    const before = (await adminCall<NfeImportRow[]>(store, "GET", "/api/nfe_imports?status=review")).body.data?.length;
    const answer = await callApi<NfeFileResult[]>("POST", "/api/nfe_imports?file_name=fornecedor.xml", {
      cookie: store.admin,
      host: store.host,
      body: Buffer.from("não é um XML"),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([expect.objectContaining({ file: "fornecedor.xml", access_key: "", status: "refused" })]);
    expect((await adminCall<NfeImportRow[]>(store, "GET", "/api/nfe_imports?status=review")).body.data?.length).toBe(before);
  });

  it("asks for the company's CNPJ before the first note", async () => {
    await setCompanyCnpj(store.tenantId, "");
    try {
      const answer = await callApi("POST", "/api/nfe_imports", { cookie: store.admin, host: store.host, body: Buffer.from("<nfeProc/>") });
      expect(answer.status).toBe(400);
      expect(answer.body.message?.msg).toBe("Informe o CNPJ da empresa (Dados da Empresa, no menu do usuário) antes de importar notas.");
    } finally {
      await setCompanyCnpj(store.tenantId, "12345678000195");
    }
  });
});
